/// <reference types="node" />
/**
 * The Node service: POST /api/contact on the embedded SQLite store, the outbox worker that sends
 * the notifications, the daily retention purge, and with `--static DIR` the built site as the
 * production hosts serve it (`npm start`). Node 24 runs this file as it is (type stripping).
 *
 *   node src/api/node-server.ts [--port 4173] [--host 127.0.0.1] [--static dist]
 *
 * Environment: LEADS_DB (./data/leads.db), LEADS_RETENTION_DAYS (365), LEADS_WEBHOOK_URL,
 * LEADS_SMTP_URL + LEADS_EMAIL_TO (+ LEADS_EMAIL_FROM), CONTACT_RATE_PER_MINUTE (5),
 * CONTACT_RATE_BURST (5), TRUST_PROXY=1 (behind the local nginx of serve:prod: the client is its
 * X-Real-IP, the scheme its X-Forwarded-Proto, read only from a loopback peer),
 * LEADS_OUTBOX_BASE_MS (5000, first retry delay).
 */
import { parseArgs } from 'node:util';
import { serve } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono, type Context } from 'hono';
import { createContactApp } from './app.ts';
import { notifiersFromEnv, OutboxWorker } from './notify.ts';
import { RateLimiter, rateLimitFromEnv } from './rate-limit.ts';
import { staticSite } from './static.ts';
import { SqliteLeadStore } from './store-sqlite.ts';

const env = process.env;
const { values: args } = parseArgs({
  options: { port: { type: 'string' }, host: { type: 'string' }, static: { type: 'string' } },
  strict: true,
});
const port = Number(args.port ?? env.PORT ?? 4173);
const host = args.host ?? '127.0.0.1';
const trustProxy = env.TRUST_PROXY === '1';
const retentionDays = Number(env.LEADS_RETENTION_DAYS || 365);
if (!Number.isFinite(retentionDays) || retentionDays <= 0) {
  console.error(`✖ LEADS_RETENTION_DAYS must be a positive number of days, not "${env.LEADS_RETENTION_DAYS}"`);
  process.exit(1);
}

const store = new SqliteLeadStore(env.LEADS_DB);
const notifiers = await notifiersFromEnv(env);
const worker = new OutboxWorker(store, notifiers, env.LEADS_OUTBOX_BASE_MS ? { baseMs: Number(env.LEADS_OUTBOX_BASE_MS), pollMs: Math.min(1000, Number(env.LEADS_OUTBOX_BASE_MS)) } : {});

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const peer = (c: Context) => getConnInfo(c).remote.address ?? 'unknown';
const fromProxy = (c: Context) => trustProxy && LOOPBACK.has(peer(c));

/** The client: the socket's address, or what the trusted local proxy says it is. */
function clientIp(c: Context): string {
  if (fromProxy(c)) {
    const forwarded = c.req.header('x-real-ip') ?? c.req.header('x-forwarded-for')?.split(',').at(-1);
    if (forwarded?.trim()) return forwarded.trim();
  }
  return peer(c);
}

const api = createContactApp({
  store,
  channels: worker.channels,
  limiter: new RateLimiter(rateLimitFromEnv(env)),
  clientIp,
  forwardedProto: (c) => (fromProxy(c) ? c.req.header('x-forwarded-proto') : undefined),
  onStored: () => worker.wake(),
});

const app = new Hono();
const site = args.static ? staticSite(args.static) : undefined;
if (site) {
  // The API's answers carry the site's security headers too, as nginx adds them to every response.
  // A new Response: @hono/node-server sends a response's headers as they were when it was made.
  app.use('/api/*', async (c, next) => {
    await next();
    const headers = new Headers(c.res.headers);
    for (const [name, value] of site.commonHeaders) if (!headers.has(name)) headers.set(name, value);
    c.res = new Response(c.res.body, { status: c.res.status, headers });
  });
}
app.route('/', api);
if (site) app.all('*', (c) => site.serve(c.req.raw));

function purge(): void {
  const removed = store.purge(retentionDays);
  if (removed) console.warn(`retention: erased ${removed} lead(s) older than ${retentionDays} days`);
}
purge();
const daily = setInterval(purge, 86_400_000);
daily.unref();
worker.start();

const server = serve({ fetch: app.fetch, port, hostname: host }, (info) => {
  const channels = worker.channels.length ? worker.channels.join(', ') : 'none';
  process.stdout.write(
    `listening on http://${host}:${info.port}/ (leads: ${store.path}; notifications: ${channels}${site ? `; site: ${args.static}` : ''})\n`,
  );
});

let stopping = false;
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  clearInterval(daily);
  const closed = new Promise<void>((done) => server.close(() => done()));
  if ('closeIdleConnections' in server) server.closeIdleConnections();
  await Promise.race([closed, new Promise((r) => setTimeout(r, 3000))]);
  await worker.stop();
  store.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
