// @vitest-environment node
// POST /api/contact against the real Node service (src/api/node-server.ts) on a free port with a
// temporary lead store: the endpoint spec (tests/api/contact-spec.ts, the same checks as on the edge:
// every refusal stores nothing, a 201 is a stored row, a stored row survives a killed process), then
// what only the Node service does: a webhook receiver that is down gets its notification once it is
// up, once, and an email goes out through SMTP.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { createServer as createTcpServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/free-port.mjs';
import { contactSpec, CONTACT_TARGETS } from './contact-spec';
import { startService, tempDb, VALID } from './service.ts';

contactSpec(CONTACT_TARGETS.node);

describe('notifications', () => {
  it('a webhook receiver that is down, then up, gets the notification exactly once', async () => {
    const hookPort = await freePort();
    const hookDb = tempDb();
    const hooked = await startService(hookDb, { LEADS_WEBHOOK_URL: `http://127.0.0.1:${hookPort}/hook`, LEADS_OUTBOX_BASE_MS: '100' });
    let receiver: Server | undefined;
    try {
      const response = await fetch(hooked.url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(VALID) });
      expect(response.status).toBe(201);
      const { id } = (await response.json()) as { id: string };
      // Down: nothing listens on the port (connection refused) for a few attempts.
      await new Promise((r) => setTimeout(r, 700));
      const received: { text: string; key: string | undefined }[] = [];
      receiver = createServer((req: IncomingMessage, res) => {
        let body = '';
        req.on('data', (d) => (body += String(d)));
        req.on('end', () => {
          received.push({ ...(JSON.parse(body) as { text: string }), key: req.headers['idempotency-key'] as string | undefined });
          res.writeHead(200).end('ok');
        });
      });
      await new Promise<void>((r) => receiver!.listen(hookPort, '127.0.0.1', r));
      for (let i = 0; i < 100 && received.length === 0; i += 1) await new Promise((r) => setTimeout(r, 50));
      // Long enough for several more polls and backoff steps.
      await new Promise((r) => setTimeout(r, 1500));
      expect(received).toHaveLength(1);
      expect(received[0]!.text).toContain(id);
      expect(received[0]!.text).toContain(VALID.email);
      expect(received[0]!.key).toBe(`lead-${id}-webhook`);
    } finally {
      await hooked.stop();
      await new Promise((r) => (receiver ? receiver.close(r) : r(undefined)));
    }
  });

  it('an email through SMTP (nodemailer): one message, from the lead, to the agency', async () => {
    // A minimal SMTP receiver: enough of RFC 5321 for one plain message.
    const messages: string[] = [];
    const smtp = createTcpServer((socket) => {
      let data: string | undefined;
      let buffer = '';
      socket.write('220 localhost ESMTP test\r\n');
      socket.on('data', (chunk) => {
        buffer += String(chunk);
        for (;;) {
          if (data !== undefined) {
            const end = buffer.indexOf('\r\n.\r\n');
            if (end < 0) return;
            messages.push(data + buffer.slice(0, end));
            buffer = buffer.slice(end + 5);
            data = undefined;
            socket.write('250 OK queued\r\n');
            continue;
          }
          const at = buffer.indexOf('\r\n');
          if (at < 0) return;
          const line = buffer.slice(0, at).toUpperCase();
          buffer = buffer.slice(at + 2);
          if (line.startsWith('EHLO') || line.startsWith('HELO')) socket.write('250 localhost\r\n');
          else if (line.startsWith('DATA')) {
            data = '';
            socket.write('354 go ahead\r\n');
          } else if (line.startsWith('QUIT')) socket.end('221 bye\r\n');
          else socket.write('250 OK\r\n');
        }
      });
    });
    await new Promise<void>((r) => smtp.listen(0, '127.0.0.1', r));
    const address = smtp.address();
    const smtpPort = typeof address === 'object' && address ? address.port : 0;
    const mailed = await startService(tempDb(), { LEADS_SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, LEADS_EMAIL_TO: 'sales@example.com', LEADS_OUTBOX_BASE_MS: '100' });
    try {
      const response = await fetch(mailed.url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(VALID) });
      expect(response.status).toBe(201);
      const { id } = (await response.json()) as { id: string };
      for (let i = 0; i < 100 && messages.length === 0; i += 1) await new Promise((r) => setTimeout(r, 50));
      await new Promise((r) => setTimeout(r, 500));
      expect(messages).toHaveLength(1);
      expect(messages[0]).toContain(`Message-ID: <lead-${id}@adtechinno.invalid>`);
      expect(messages[0]).toContain('To: sales@example.com');
      expect(messages[0]).toContain(`Reply-To: ${VALID.email}`);
    } finally {
      await mailed.stop();
      await new Promise((r) => smtp.close(r));
    }
  });
});
