// `npm run build`: the client bundle (dist/), the server entry (dist-server/, never deployed), then
// one prerendered document per route and shipped locale (scripts/prerender.mjs), and finally the
// precompressed .br/.gz files the production server sends (scripts/precompress.mjs).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const vite = fileURLToPath(new URL('../node_modules/vite/bin/vite.js', import.meta.url));

function step(args) {
  const r = spawnSync(process.execPath, [vite, 'build', ...args], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

step(['--logLevel', 'warn']);
step(['--ssr', 'src/entry-server.tsx', '--outDir', 'dist-server', '--logLevel', 'warn']);
const summary = spawnSync(process.execPath, [fileURLToPath(new URL('./build-summary.mjs', import.meta.url)), 'dist'], { stdio: 'inherit' });
if (summary.status !== 0) process.exit(summary.status ?? 1);
const { prerender } = await import('./prerender.mjs');
await prerender();
// Last: .br and .gz beside every text file, the documents included (scripts/precompress.mjs).
const compressed = spawnSync(process.execPath, [fileURLToPath(new URL('./precompress.mjs', import.meta.url))], { stdio: 'inherit' });
if (compressed.status !== 0) process.exit(compressed.status ?? 1);
