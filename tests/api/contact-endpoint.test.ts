// @vitest-environment node
// POST /api/contact against the real Node service (src/api/node-server.ts) on a free port with a
// temporary lead store: every refusal stores nothing, a 201 is a stored row, a stored row survives
// a killed process, and a webhook receiver that is down gets its notification once it is up, once.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { createServer as createTcpServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/free-port.mjs';
import { startService, storedLeads, tempDb, VALID, type Service } from './service.ts';

let db: string;
let service: Service;
let client = 0;

/** A request from a client of its own (X-Real-IP, trusted from the loopback proxy), so limits do not mix. */
function post(body: string | object, headers: Record<string, string> = {}, ip = `10.0.0.${++client}`): Promise<Response> {
  const json = typeof body !== 'string';
  return fetch(service.url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'X-Real-IP': ip, ...headers },
    body: json ? JSON.stringify(body) : body,
  });
}

beforeAll(async () => {
  db = tempDb();
  service = await startService(db);
});
afterAll(async () => {
  await service.stop();
});

describe('refusals store nothing', () => {
  it('a missing or whitespace-only required field: 400 with a reason per field, never the input', async () => {
    const missing = await post(Object.fromEntries(Object.entries(VALID).filter(([k]) => k !== 'name')));
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ errors: { name: 'required' } });

    const blank = await post({ ...VALID, message: ' \u200b\n\t\u00a0 ', email: 'not-an-address' });
    expect(blank.status).toBe(400);
    const text = await blank.text();
    expect(JSON.parse(text)).toEqual({ errors: { message: 'required', email: 'email' } });
    expect(text).not.toContain('not-an-address');

    const unknown = await post({ ...VALID, serviceTypes: 'astrology', whereToKnowUs: 'tv', page: 'https://elsewhere.example/', name: 42 });
    expect(await unknown.json()).toEqual({ errors: { serviceTypes: 'unknown', whereToKnowUs: 'unknown', page: 'unknown', name: 'unknown' } });
    expect(storedLeads(db)).toHaveLength(0);
  });

  it('a 1 MB body: 413, declared or streamed', async () => {
    const big = JSON.stringify({ ...VALID, message: 'x'.repeat(1024 * 1024) });
    const declared = await post(big);
    expect(declared.status).toBe(413);
    const chunks = [new TextEncoder().encode(big)];
    const streamed = await fetch(service.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Real-IP': '10.1.0.1' },
      body: new ReadableStream({ pull: (c) => (chunks.length ? c.enqueue(chunks.shift()) : c.close()) }),
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(storedLeads(db)).toHaveLength(0);
  });

  it('a wrong content type: 415', async () => {
    expect((await post(JSON.stringify(VALID), { 'Content-Type': 'text/plain' })).status).toBe(415);
    expect((await post(JSON.stringify(VALID), { 'Content-Type': 'multipart/form-data; boundary=x' })).status).toBe(415);
    expect(storedLeads(db)).toHaveLength(0);
  });

  it('a cross-site Origin or Sec-Fetch-Site: 403', async () => {
    expect((await post(VALID, { Origin: 'https://evil.example' })).status).toBe(403);
    expect((await post(VALID, { Origin: 'null' })).status).toBe(403);
    expect((await post(VALID, { 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403);
    expect((await post(VALID, { Origin: service.origin.replace('127.0.0.1', 'localhost') })).status).toBe(403);
    expect(storedLeads(db)).toHaveLength(0);
  });

  it('a filled honeypot: 403 with no detail', async () => {
    const trapped = await post({ ...VALID, website: 'https://spam.example' });
    expect(trapped.status).toBe(403);
    expect(await trapped.json()).toEqual({});
    const form = await post(new URLSearchParams({ ...VALID, website: 'x' }).toString(), { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/html' });
    expect(form.status).toBe(403);
    expect(storedLeads(db)).toHaveLength(0);
  });

  it('a burst past the rate limit (5): 429 with Retry-After, for a valid request too', async () => {
    for (let i = 0; i < 5; i += 1) expect((await post({ ...VALID, name: '' }, {}, '10.9.9.9')).status).toBe(400);
    const limited = await post(VALID, {}, '10.9.9.9');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    const native = await post(new URLSearchParams(VALID).toString(), { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/html' }, '10.9.9.9');
    expect(native.status).toBe(429);
    expect(native.headers.get('content-type')).toContain('text/plain');
    expect(storedLeads(db)).toHaveLength(0);
  });

  it('no public endpoint reads leads: GET is 405', async () => {
    const get = await fetch(service.url);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
  });
});

describe('accepted requests', () => {
  it('valid JSON: 201 with the id of the stored row', async () => {
    const response = await post(VALID, { Origin: service.origin, 'Sec-Fetch-Site': 'same-origin' });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const row = storedLeads(db).find((l) => l.id === id);
    expect(row).toMatchObject({ locale: 'th', page: '/th/contact/', name: VALID.name, email: VALID.email, serviceType: 'facebook', source: 'google' });

    // No page named: the same-origin Referer's path.
    const referred = await post({ ...VALID, page: undefined, locale: 'ja-JP' }, { Referer: `${service.origin}/ja/contact/?utm=x` });
    const { id: second } = (await referred.json()) as { id: string };
    expect(storedLeads(db).find((l) => l.id === second)).toMatchObject({ locale: 'ja', page: '/ja/contact/' });
  });

  it('a native form post: 303 to the thank-you document in the visitor\'s language, or back to the form', async () => {
    const form = { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/html,application/xhtml+xml' };
    const before = storedLeads(db).length;
    const sent = await post(new URLSearchParams({ ...VALID, website: '' }).toString(), form);
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe('/th/contact/sent/');
    expect(storedLeads(db)).toHaveLength(before + 1);
    const invalid = await post(new URLSearchParams({ ...VALID, email: '' }).toString(), form);
    expect(invalid.status).toBe(303);
    expect(invalid.headers.get('location')).toBe('/th/contact/');
    const english = await post(new URLSearchParams({ ...VALID, locale: 'xx' }).toString(), form);
    expect(english.headers.get('location')).toBe('/en/contact/sent/');
    expect(storedLeads(db)).toHaveLength(before + 2);
  });

  it('the same idempotency key twice (body or header): one row, the same id', async () => {
    const before = storedLeads(db).length;
    const first = await post({ ...VALID, idempotencyKey: 'k-1234_abcd' });
    const again = await post({ ...VALID, idempotencyKey: 'k-1234_abcd' });
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(await again.json()).toEqual(await first.json());
    const header = await post(VALID, { 'Idempotency-Key': 'k-1234_abcd' });
    expect(header.status).toBe(201);
    expect(storedLeads(db)).toHaveLength(before + 1);
    expect((await post({ ...VALID, idempotencyKey: 'no spaces!' })).status).toBe(400);

    // A double click: the same key at the same moment (one group commit), and ten others alongside.
    const burst = await Promise.all([
      ...Array.from({ length: 5 }, () => post({ ...VALID, idempotencyKey: 'double-click' })),
      ...Array.from({ length: 10 }, (_, i) => post({ ...VALID, email: `many${i}@example.com` })),
    ]);
    expect(burst.map((r) => r.status)).toEqual(Array(15).fill(201));
    const ids = await Promise.all(burst.map((r) => r.json() as Promise<{ id: string }>));
    expect(new Set(ids.slice(0, 5).map((b) => b.id)).size).toBe(1);
    expect(storedLeads(db)).toHaveLength(before + 12);
  });

  it('durability: the row of a 201 is there after the process is killed and started again', async () => {
    const response = await post({ ...VALID, email: 'durable@example.com' });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    await service.stop('SIGKILL');
    service = await startService(db);
    expect(storedLeads(db).map((l) => l.id)).toContain(id);
    expect((await post({ ...VALID, email: 'after@example.com' })).status).toBe(201);
  });
});

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
