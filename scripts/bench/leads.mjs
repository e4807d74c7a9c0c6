// The contact endpoint's load budget (issue 29), a step of `npm run bench` (alone: `npm run bench -- --leads`):
// 200 valid submissions per second for 30 s (autocannon, a fixed number of requests at a fixed rate,
// 20 connections) against serve:prod (nginx → the Node service, SQLite with synchronous=FULL) on a
// temporary lead store, each submission with its own idempotency key. Reports p50/p90/p99 latency
// and the answers; the budget: the rate held (within 5 %), no errors, every answer a 201, and
// exactly one stored row per 201.
import { spawn, execSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../free-port.mjs';

const VALID = {
  name: 'Bench Visitor',
  telephone: '+66 2 123 4567',
  serviceTypes: 'sem',
  whereToKnowUs: 'google',
  message: 'A consultation request of the load test: about thirty words of text, as a first enquiry usually is, naming a budget, a market and a wish to talk soon.',
  locale: 'th',
  page: '/th/contact/',
};

/**
 * Waits, two minutes at most, until the machine's one-minute load falls below `below`: in a full
 * `npm run bench` this step follows Lighthouse, whose Chromium processes leave the load near 2 for
 * a minute or so, and a 30 s rate test measured then reads the machine, not the endpoint (143.5
 * req/s, p99 498 ms once, against 198–200 req/s alone). Returns the seconds waited.
 */
async function settle(below = 1, limitSeconds = 120) {
  const start = Date.now();
  while (loadavg()[0] >= below && Date.now() - start < limitSeconds * 1000) await new Promise((r) => setTimeout(r, 5000));
  return Math.round((Date.now() - start) / 1000);
}

/** serve:prod on a free port with the given lead store, the rate limit lifted for one client. */
async function serveProd(root, dist, db) {
  const port = await freePort();
  const child = spawn(process.execPath, [join(root, 'scripts/serve-prod.mjs'), '--root', dist, '--port', String(port)], {
    env: { ...process.env, LEADS_DB: db, CONTACT_RATE_PER_MINUTE: '1000000000', CONTACT_RATE_BURST: '1000000000' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i += 1) {
    try {
      if ((await fetch(`${origin}/api/contact`)).status === 405) {
        return { origin, stop: () => new Promise((r) => (child.exitCode !== null ? r() : (child.once('exit', r), child.kill('SIGTERM')))) };
      }
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGTERM');
  throw new Error('serve:prod did not start');
}

export async function leadsBench({ root, dist, rate = 200, seconds = 30, connections = 20 }) {
  const { default: autocannon } = await import('autocannon');
  const { DatabaseSync } = await import('node:sqlite');
  const dir = mkdtempSync(join(tmpdir(), 'adt-bench-leads-'));
  const db = join(dir, 'leads.db');
  const load = () => execSync('uptime').toString().trim();
  console.log(`\nContact endpoint: ${rate} valid submissions/s for ${seconds} s against serve:prod (${connections} connections)`);
  const waited = await settle();
  if (waited) console.log(`  waited ${waited} s for the load to settle`);
  console.log(`  load before: ${load()}`);
  const server = await serveProd(root, dist, db);
  const run = Date.now().toString(36);
  let n = 0;
  let result;
  try {
    result = await autocannon({
      url: `${server.origin}/api/contact`,
      connections,
      overallRate: rate,
      amount: rate * seconds,
      timeout: 10,
      requests: [
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          setupRequest: (request) => {
            n += 1;
            return { ...request, body: JSON.stringify({ ...VALID, email: `lead${n}@example.com`, idempotencyKey: `bench-${run}-${n}` }) };
          },
        },
      ],
    });
  } finally {
    await server.stop();
  }
  const loadAfter = load();
  const store = new DatabaseSync(db, { readOnly: true });
  const rows = Number(store.prepare('SELECT count(*) AS n FROM leads').get().n);
  store.close();
  rmSync(dir, { recursive: true, force: true });

  const statuses = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => [code, Number(s.count)]));
  const created = statuses['201'] ?? 0;
  const others = Object.entries(statuses).filter(([code]) => code !== '201');
  const answered = Object.values(statuses).reduce((a, b) => a + b, 0);
  const ms = (x) => `${Number(x).toFixed(1)} ms`;
  const table = [
    ['requests sent', String(rate * seconds)],
    ['achieved rate', `${(answered / result.duration).toFixed(1)} req/s over ${result.duration.toFixed(1)} s`],
    ['latency p50 / p90 / p99 / max', `${ms(result.latency.p50)} / ${ms(result.latency.p90)} / ${ms(result.latency.p99)} / ${ms(result.latency.max)}`],
    ['201 answers', String(created)],
    ['other answers', others.length ? others.map(([c, k]) => `${k}× ${c}`).join(', ') : '0'],
    ['errors (timeouts)', `${result.errors} (${result.timeouts})`],
    ['rows stored', String(rows)],
  ];
  for (const [k, v] of table) console.log(`  ${k.padEnd(30)} ${v}`);
  console.log(`  load after: ${loadAfter}`);

  const misses = [];
  if (result.errors > 0) misses.push(`${result.errors} errors`);
  if (others.length) misses.push(`answers other than 201: ${others.map(([c, k]) => `${k}× ${c}`).join(', ')}`);
  if (created !== rate * seconds) misses.push(`${created} of ${rate * seconds} submissions answered 201`);
  const achieved = answered / result.duration;
  if (achieved < rate * 0.95) misses.push(`held ${achieved.toFixed(1)} req/s, not ${rate}`);
  if (rows !== created) misses.push(`${rows} rows stored for ${created} answers 201`);
  if (misses.length) console.error(`  ✖ contact endpoint budget missed: ${misses.join('; ')}`);
  else console.log('  ✓ contact endpoint budget met: no errors, one stored row for every 201');
  return misses.length === 0;
}
