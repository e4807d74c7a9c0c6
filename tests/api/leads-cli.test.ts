// @vitest-environment node
// `npm run leads`: list, export (CSV and JSON, --since), erase (with the notifications) and the
// retention purge, on a temporary store the real service filled.
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/free-port.mjs';
import { leadsCli, NODE, startService, tempDb, VALID, type Service } from './service.ts';

let db: string;
let service: Service;

beforeAll(async () => {
  db = tempDb();
  // A webhook nobody answers: every lead keeps a pending notification in the outbox.
  service = await startService(db, { LEADS_WEBHOOK_URL: `http://127.0.0.1:${await freePort()}/`, LEADS_OUTBOX_BASE_MS: '60000' });
  const leads = [
    VALID,
    { ...VALID, name: 'Nguyễn "Anh", Jr.', email: 'anh@example.vn', locale: 'vi', page: '/vi/contact/', message: 'Line one\nline two, with "quotes"' },
    { ...VALID, name: '=HYPERLINK("x")', email: 'Erase.Me@example.com', locale: 'en', page: '/' },
    { ...VALID, email: 'erase.me@example.com', locale: 'ja', page: '/ja/contact/' },
  ];
  for (const [i, lead] of leads.entries()) {
    const r = await fetch(service.url, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Real-IP': `10.2.0.${i}` }, body: JSON.stringify(lead) });
    expect(r.status).toBe(201);
  }
});
afterAll(async () => {
  await service.stop();
});

describe('npm run leads', () => {
  it('list shows every lead', () => {
    const r = leadsCli(db, 'list');
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('4 lead(s)');
    expect(r.stdout).toContain('somchai@example.co.th');
    expect(r.stdout).toContain('/vi/contact/');
  });

  it('export --format json and csv carry every field; --since filters', () => {
    const json = JSON.parse(leadsCli(db, 'export', '--format', 'json').stdout) as { locale: string; page: string; message: string }[];
    expect(json).toHaveLength(4);
    expect(json.find((l) => l.locale === 'vi')).toMatchObject({ page: '/vi/contact/', message: 'Line one\nline two, with "quotes"' });

    const csv = leadsCli(db, 'export', '--format', 'csv').stdout;
    expect(csv.split('\r\n')[0]).toBe('id,createdAt,locale,page,name,email,telephone,serviceType,source,message,idempotencyKey');
    expect(csv).toContain('"Nguyễn ""Anh"", Jr."');
    expect(csv).toContain('"Line one\nline two, with ""quotes"""');
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`); // a formula is text in a spreadsheet
    expect(csv).toContain(',+66 2 123 4567,'); // a phone number is not

    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect(JSON.parse(leadsCli(db, 'export', '--format', 'json', '--since', tomorrow).stdout)).toEqual([]);
    expect(JSON.parse(leadsCli(db, 'export', '--format', 'json', '--since', '2020-01-01').stdout)).toHaveLength(4);
    expect(leadsCli(db, 'export', '--format', 'xml').status).toBe(1);
  });

  it('erase --email deletes that person\'s leads, whatever the case, and purge applies the retention', () => {
    expect(leadsCli(db, 'status').stdout).toContain('4 notification(s) not yet delivered');
    const r = leadsCli(db, 'erase', '--email', 'ERASE.me@example.com');
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('erased 2 lead(s) and 2 notification(s)');
    expect(leadsCli(db, 'status').stdout).toContain('2 notification(s) not yet delivered');
    const left = JSON.parse(leadsCli(db, 'export', '--format', 'json').stdout) as { email: string }[];
    expect(left.map((l) => l.email).sort()).toEqual(['anh@example.vn', 'somchai@example.co.th']);
    expect(leadsCli(db, 'purge', '--days', '1').stdout).toContain('erased 0 lead(s)');
    // One lead two years old: past the default retention of 365 days.
    const age = `const { DatabaseSync } = require('node:sqlite'); const db = new DatabaseSync(process.argv[1]);
      db.prepare("UPDATE leads SET created_at = ? WHERE email = 'anh@example.vn'").run(new Date(Date.now() - 730 * 86400000).toISOString());`;
    expect(spawnSync(NODE, ['-e', age, db]).status).toBe(0);
    expect(leadsCli(db, 'purge').stdout).toContain('erased 1 lead(s) older than 365 days');
    const kept = JSON.parse(leadsCli(db, 'export', '--format', 'json').stdout) as { email: string }[];
    expect(kept.map((l) => l.email)).toEqual(['somchai@example.co.th']);
    expect(leadsCli(db, 'status').stdout).toContain('1 notification(s) not yet delivered');
  });
});
