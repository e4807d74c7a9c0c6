// `npm run leads -- <command>`: the agency's access to the consultation requests in the lead store
// (LEADS_DB, default ./data/leads.db; src/api/store-sqlite.ts). No public endpoint reads them.
//   list [--since DATE]                                   a table of the leads, oldest first
//   export --format csv|json [--since DATE] [--out FILE]  every field (stdout unless --out; use `npm run -s`)
//   erase --email ADDRESS                                 deletes that person's leads and notifications
//   purge [--days N]                                      deletes leads older than LEADS_RETENTION_DAYS (365)
//   status                                                counts, and the notifications not yet delivered
// --db FILE overrides LEADS_DB. DATE is an ISO date or time (2026-11-01, 2026-11-01T09:00Z), in UTC.
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

if (!process.versions.node.startsWith('24.')) {
  console.error(`✖ leads needs Node 24 (node:sqlite); this is ${process.version}: run it as \`npm run leads -- …\`.`);
  process.exit(1);
}
const { SqliteLeadStore } = await import('../src/api/store-sqlite.ts');

const { values: opts, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    db: { type: 'string' },
    since: { type: 'string' },
    format: { type: 'string' },
    out: { type: 'string' },
    email: { type: 'string' },
    days: { type: 'string' },
  },
});
const [command] = positionals;
const fail = (message) => {
  console.error(`✖ ${message}`);
  process.exit(1);
};

/** --since as an ISO string that compares with created_at, or undefined. */
function since() {
  if (!opts.since) return undefined;
  const date = new Date(opts.since);
  if (Number.isNaN(date.getTime())) fail(`--since: not a date: ${opts.since}`);
  return date.toISOString();
}

const COLUMNS = ['id', 'createdAt', 'locale', 'page', 'name', 'email', 'telephone', 'serviceType', 'source', 'message', 'idempotencyKey'];

/** One CSV cell (RFC 4180); a cell a spreadsheet would run as a formula gets a leading apostrophe. */
function cell(value) {
  let text = value ?? '';
  if (/^[=@\t\r]|^[+-][^\d\s(]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(leads) {
  return [COLUMNS.join(','), ...leads.map((lead) => COLUMNS.map((c) => cell(lead[c])).join(','))].join('\r\n') + '\r\n';
}

const store = new SqliteLeadStore(opts.db ?? process.env.LEADS_DB);
const out = (text) => (opts.out ? writeFileSync(opts.out, text) : process.stdout.write(text));
try {
  switch (command) {
    case 'list': {
      const leads = store.list(since());
      const short = (s, n) => (s.length > n ? `${s.slice(0, n - 1)}…` : s).padEnd(n);
      process.stdout.write(`${'received (UTC)'.padEnd(20)} ${'lng'.padEnd(7)} ${'name'.padEnd(24)} ${'email'.padEnd(30)} ${'service'.padEnd(14)} page\n`);
      for (const l of leads) {
        process.stdout.write(`${l.createdAt.slice(0, 19).replace('T', ' ').padEnd(20)} ${l.locale.padEnd(7)} ${short(l.name, 24)} ${short(l.email, 30)} ${short(l.serviceType || '-', 14)} ${l.page}\n`);
      }
      process.stdout.write(`${leads.length} lead(s) in ${store.path}\n`);
      break;
    }
    case 'export': {
      const leads = store.list(since());
      if (opts.format === 'json') out(`${JSON.stringify(leads, null, 2)}\n`);
      else if (opts.format === 'csv') out(toCsv(leads));
      else fail('export needs --format csv or --format json');
      if (opts.out) console.error(`wrote ${leads.length} lead(s) to ${opts.out}`);
      break;
    }
    case 'erase': {
      if (!opts.email?.includes('@')) fail('erase needs --email ADDRESS');
      const { leads, outbox } = store.erase(opts.email);
      process.stdout.write(`erased ${leads} lead(s) and ${outbox} notification(s) of ${opts.email}\n`);
      break;
    }
    case 'purge': {
      const days = Number(opts.days ?? process.env.LEADS_RETENTION_DAYS ?? 365);
      if (!Number.isFinite(days) || days <= 0) fail('purge: the retention must be a positive number of days');
      process.stdout.write(`erased ${store.purge(days)} lead(s) older than ${days} days\n`);
      break;
    }
    case 'status': {
      const pending = store.pending();
      process.stdout.write(`${store.count()} lead(s) in ${store.path}; ${pending.length} notification(s) not yet delivered\n`);
      for (const p of pending) {
        process.stdout.write(`  ${p.channel}: ${p.attempts} attempt(s), next ${new Date(p.next_attempt_at).toISOString()}${p.last_error ? `, last error: ${p.last_error}` : ''}\n`);
      }
      break;
    }
    default:
      fail('usage: npm run leads -- list | export --format csv|json [--since DATE] [--out FILE] | erase --email ADDRESS | purge [--days N] | status');
  }
} finally {
  store.close();
}
