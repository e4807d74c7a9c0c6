// A TCP port on 127.0.0.1 that nobody listens on right now (the OS picks it): each test or bench run
// serves the build on a port of its own, so a server another run left behind is never the one used.
import { createServer } from 'node:net';

/** @returns {Promise<number>} */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}
