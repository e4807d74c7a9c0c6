/**
 * The endpoint spec of POST /api/contact, written once and run against each engine of the one
 * handler (src/api/app.ts):
 * - `node`: the Node service (src/api/node-server.ts) on SQLite, in tests/api/contact-endpoint.test.ts
 *   (with the Node-only checks: notifications through the outbox worker);
 * - `edge`: `npm run serve:edge` (`wrangler pages dev dist`: the Pages Function
 *   functions/api/contact.ts on workerd, with a local D1 bound as LEADS, migrations/ applied), in
 *   tests/built/contact-endpoint.edge.test.ts, with the dist-side tests since it serves the build.
 * Each refusal gets its status and stores nothing; a 201 is a stored row; an idempotency key stores
 * once; a native form post is answered 303 in the visitor's language. Where the engines truly
 * differ, the target's settings say so and the check asserts each engine's own property.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { edgeWranglerConfig, installedCompatibilityDate } from '../../scripts/edge-config.mjs';
import { freePort } from '../../scripts/free-port.mjs';
import { fromRow, type LeadRow } from '../../src/api/store';
import { NODE, startService, storedLeads, tempDb, VALID, type ExportedLead, type Service } from './service';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** A running target: where it answers, and the rows its store holds. */
export interface Running {
  readonly origin: string;
  readonly url: string;
  /** Every stored lead, read by another process than the engine's, oldest first. */
  storedLeads(): ExportedLead[];
  /** The ids the agency's own tool lists (`npm run leads -- export`; `wrangler d1 execute LEADS --local`). */
  agencyIds(): Promise<string[]>;
  /** Node: SIGKILL the service and start it again on the same store (the durability check). */
  restart?(): Promise<void>;
  stop(): Promise<void>;
}

export interface ContactTarget {
  name: 'node' | 'edge';
  /** The engine, as the failure message names it. */
  engine: string;
  /** Seconds to wait for the first answer. */
  startup: number;
  /**
   * The header that names the client for the rate limit, as the trusted front sets it: the local
   * nginx's X-Real-IP (TRUST_PROXY=1); Cloudflare's CF-Connecting-IP (wrangler's proxy keeps one the
   * request carries, and sets it from the socket otherwise; Cloudflare's front always overwrites it).
   */
  clientHeader: 'X-Real-IP' | 'CF-Connecting-IP';
  /**
   * The rate limit's memory (the same token bucket, 5 at once then 5 a minute): the service's
   * process; on the edge one isolate, which `wrangler pages dev` runs alone (in production each
   * isolate counts on its own, so Cloudflare's rate-limiting rules belong in front of it).
   */
  rateLimit: 'per process' | 'per isolate';
  /**
   * What the durability check does: the Node store's own promise, a row that survives SIGKILL right
   * after the 201 (synchronous=FULL); on the edge D1 is Cloudflare's to keep, and what the Function
   * can be held to is that the row is committed, read by another process, when the 201 arrives.
   */
  durability: 'survives SIGKILL and a restart' | 'committed when the 201 arrives';
  /**
   * Notifications: the Node service's outbox worker delivers them (checked in
   * tests/api/contact-endpoint.test.ts); a Pages Function has no loop, configures no channel and
   * writes no outbox row (docs/decisions/0012-contact-endpoint.md).
   */
  notifications: 'outbox worker' | 'none at the edge';
  start(): Promise<Running>;
}

async function startNode(): Promise<Running> {
  const db = tempDb();
  let service: Service = await startService(db);
  return {
    get origin() {
      return service.origin;
    },
    get url() {
      return service.url;
    },
    storedLeads: () => storedLeads(db),
    agencyIds: async () => storedLeads(db).map((l) => l.id),
    async restart() {
      await service.stop('SIGKILL');
      service = await startService(db);
    },
    stop: () => service.stop(),
  };
}

const EDGE_STARTUP = 90;
const DIST = process.env.HOSTING_DIST ?? 'dist';

/** The local D1's SQLite file under wrangler's --persist-to folder (one database: LEADS). */
function d1File(persist: string): string {
  const dir = join(persist, 'v3/d1/miniflare-D1DatabaseObject');
  const file = readdirSync(dir).find((f) => f.endsWith('.sqlite') && f !== 'metadata.sqlite');
  if (!file) throw new Error(`no D1 database in ${dir}: the migrations were not applied`);
  return join(dir, file);
}

function run(cmd: string, args: string[], cwd: string): Promise<{ code: number | null; out: string }> {
  return new Promise((done, reject) => {
    const child = spawn(cmd, args, { cwd, env: { ...process.env, WRANGLER_SEND_METRICS: 'false', WRANGLER_LOG_PATH: join(cwd, 'logs'), XDG_CONFIG_HOME: join(cwd, 'config'), CI: '1' } });
    let out = '';
    child.stdout.on('data', (d) => (out += String(d)));
    child.stderr.on('data', (d) => (out += String(d)));
    child.on('error', reject);
    child.on('exit', (code) => done({ code, out }));
  });
}

async function startEdge(target: ContactTarget): Promise<Running> {
  const folder = mkdtempSync(join(tmpdir(), 'adt-edge-leads-'));
  const persist = join(folder, 'state');
  const port = await freePort();
  const script = 'scripts/serve-edge.mjs';
  const child: ChildProcess = spawn(NODE, [script, '--root', DIST, '--port', String(port), '--persist-to', persist], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += String(d)));
  child.stderr?.on('data', (d: Buffer) => (output += String(d)));
  const exited = new Promise<void>((r) => child.on('exit', () => r()));
  let gone = false;
  void exited.then(() => (gone = true));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
    rmSync(folder, { recursive: true, force: true });
  };
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + target.startup * 1000;
  while (Date.now() < deadline && !gone) {
    try {
      // The Function's own answer (405 to a GET), so D1 and the bundle are up, not only the assets.
      if ((await fetch(`${origin}/api/contact`)).status === 405) {
        return {
          origin,
          url: `${origin}/api/contact`,
          storedLeads() {
            const db = new DatabaseSync(d1File(persist), { readOnly: true });
            try {
              return (db.prepare('SELECT * FROM leads ORDER BY created_at, id').all() as unknown as LeadRow[]).map(fromRow);
            } finally {
              db.close();
            }
          },
          async agencyIds() {
            writeFileSync(join(folder, 'wrangler.json'), edgeWranglerConfig(resolve(root, DIST), installedCompatibilityDate()));
            const wrangler = join(root, 'node_modules/wrangler/bin/wrangler.js');
            const r = await run(NODE, [wrangler, 'd1', 'execute', 'LEADS', '--local', '--persist-to', persist, '--command', 'SELECT id FROM leads', '--json'], folder);
            if (r.code !== 0) throw new Error(`wrangler d1 execute failed: ${r.out}`);
            const [result] = JSON.parse(r.out.slice(r.out.indexOf('['))) as { results: { id: string }[] }[];
            return result!.results.map((row) => row.id);
          },
          stop,
        };
      }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  await stop();
  const tail = output.trim().split('\n').slice(-12).join('\n');
  throw new Error(
    `the edge target could not start: ${target.engine} does not run here, so nothing was checked on it. ` +
      `\`node ${script} --root ${DIST} --port ${port}\` ${gone ? 'exited' : `gave no answer from /api/contact within ${target.startup} s`}. ` +
      `Its output:\n${tail}`,
  );
}

export const CONTACT_TARGETS: Record<ContactTarget['name'], ContactTarget> = {
  node: {
    name: 'node',
    engine: 'the Node service (src/api/node-server.ts, SQLite)',
    startup: 20,
    clientHeader: 'X-Real-IP',
    rateLimit: 'per process',
    durability: 'survives SIGKILL and a restart',
    notifications: 'outbox worker',
    start: startNode,
  },
  edge: {
    name: 'edge',
    engine: "Cloudflare's workerd (wrangler pages dev, functions/api/contact.ts on a local D1)",
    startup: EDGE_STARTUP,
    clientHeader: 'CF-Connecting-IP',
    rateLimit: 'per isolate',
    durability: 'committed when the 201 arrives',
    notifications: 'none at the edge',
    start: () => startEdge(CONTACT_TARGETS.edge),
  },
};

export function contactSpec(target: ContactTarget) {
  describe(`POST /api/contact on ${target.name} (${target.engine})`, () => {
    let running: Running | undefined;
    let failure: Error | undefined;
    let client = 0;

    beforeAll(async () => {
      try {
        running = await target.start();
      } catch (error) {
        failure = error as Error;
      }
    }, (target.startup + 10) * 1000);
    afterAll(async () => running?.stop());

    /** The running target; every check fails with the start-up error when it did not start. */
    const t = (): Running => {
      if (!running) throw failure ?? new Error(`the ${target.name} target did not start`);
      return running;
    };
    const stored = () => t().storedLeads();

    /** A request from a client of its own (the target's client header), so limits do not mix. */
    const post = (body: string | object, headers: Record<string, string> = {}, ip = `10.0.0.${++client}`): Promise<Response> =>
      fetch(t().url, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', [target.clientHeader]: ip, ...headers },
        body: typeof body !== 'string' ? JSON.stringify(body) : body,
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
        expect(stored()).toHaveLength(0);
      });

      it('a 1 MB body: 413, declared or streamed', async () => {
        const big = JSON.stringify({ ...VALID, message: 'x'.repeat(1024 * 1024) });
        const declared = await post(big);
        expect(declared.status).toBe(413);
        const chunks = [new TextEncoder().encode(big)];
        const streamed = await fetch(t().url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', [target.clientHeader]: '10.1.0.1' },
          body: new ReadableStream({ pull: (c) => (chunks.length ? c.enqueue(chunks.shift()) : c.close()) }),
          duplex: 'half',
        } as RequestInit);
        expect(streamed.status).toBe(413);
        expect(stored()).toHaveLength(0);
      });

      it('a wrong content type: 415', async () => {
        expect((await post(JSON.stringify(VALID), { 'Content-Type': 'text/plain' })).status).toBe(415);
        expect((await post(JSON.stringify(VALID), { 'Content-Type': 'multipart/form-data; boundary=x' })).status).toBe(415);
        expect(stored()).toHaveLength(0);
      });

      it('a cross-site Origin or Sec-Fetch-Site: 403', async () => {
        expect((await post(VALID, { Origin: 'https://evil.example' })).status).toBe(403);
        expect((await post(VALID, { Origin: 'null' })).status).toBe(403);
        expect((await post(VALID, { 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403);
        expect((await post(VALID, { Origin: t().origin.replace('127.0.0.1', 'localhost') })).status).toBe(403);
        expect(stored()).toHaveLength(0);
      });

      it('a filled honeypot: 403 with no detail', async () => {
        const trapped = await post({ ...VALID, website: 'https://spam.example' });
        expect(trapped.status).toBe(403);
        expect(await trapped.json()).toEqual({});
        const form = await post(new URLSearchParams({ ...VALID, website: 'x' }).toString(), { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/html' });
        expect(form.status).toBe(403);
        expect(stored()).toHaveLength(0);
      });

      it(`a burst past the rate limit (5, ${target.rateLimit}): 429 with Retry-After, for a valid request too`, async () => {
        for (let i = 0; i < 5; i += 1) expect((await post({ ...VALID, name: '' }, {}, '10.9.9.9')).status).toBe(400);
        const limited = await post(VALID, {}, '10.9.9.9');
        expect(limited.status).toBe(429);
        expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
        const native = await post(new URLSearchParams(VALID).toString(), { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/html' }, '10.9.9.9');
        expect(native.status).toBe(429);
        expect(native.headers.get('content-type')).toContain('text/plain');
        // Another client is not limited by this one.
        expect((await post({ ...VALID, name: '' }, {}, '10.9.9.10')).status).toBe(400);
        expect(stored()).toHaveLength(0);
      });

      it('no public endpoint reads leads: GET is 405', async () => {
        const get = await fetch(t().url);
        expect(get.status).toBe(405);
        expect(get.headers.get('allow')).toBe('POST');
      });
    });

    describe('accepted requests', () => {
      it('valid JSON: 201 with the id of the stored row', async () => {
        const response = await post(VALID, { Origin: t().origin, 'Sec-Fetch-Site': 'same-origin' });
        expect(response.status).toBe(201);
        const { id } = (await response.json()) as { id: string };
        const row = stored().find((l) => l.id === id);
        expect(row).toMatchObject({ locale: 'th', page: '/th/contact/', name: VALID.name, email: VALID.email, serviceType: 'facebook', source: 'google' });

        // No page named: the same-origin Referer's path.
        const referred = await post({ ...VALID, page: undefined, locale: 'ja-JP' }, { Referer: `${t().origin}/ja/contact/?utm=x` });
        const { id: second } = (await referred.json()) as { id: string };
        expect(stored().find((l) => l.id === second)).toMatchObject({ locale: 'ja', page: '/ja/contact/' });
      });

      it("a native form post: 303 to the thank-you document in the visitor's language, or back to the form", async () => {
        const form = { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/html,application/xhtml+xml' };
        const before = stored().length;
        const sent = await post(new URLSearchParams({ ...VALID, website: '' }).toString(), form);
        expect(sent.status).toBe(303);
        expect(sent.headers.get('location')).toBe('/th/contact/sent/');
        expect(stored()).toHaveLength(before + 1);
        const invalid = await post(new URLSearchParams({ ...VALID, email: '' }).toString(), form);
        expect(invalid.status).toBe(303);
        expect(invalid.headers.get('location')).toBe('/th/contact/');
        const english = await post(new URLSearchParams({ ...VALID, locale: 'xx' }).toString(), form);
        expect(english.headers.get('location')).toBe('/en/contact/sent/');
        expect(stored()).toHaveLength(before + 2);
      });

      it('the same idempotency key twice (body or header): one row, the same id', async () => {
        const before = stored().length;
        const first = await post({ ...VALID, idempotencyKey: 'k-1234_abcd' });
        const again = await post({ ...VALID, idempotencyKey: 'k-1234_abcd' });
        expect([first.status, again.status]).toEqual([201, 201]);
        expect(await again.json()).toEqual(await first.json());
        const header = await post(VALID, { 'Idempotency-Key': 'k-1234_abcd' });
        expect(header.status).toBe(201);
        expect(stored()).toHaveLength(before + 1);
        expect((await post({ ...VALID, idempotencyKey: 'no spaces!' })).status).toBe(400);

        // A double click: the same key at the same moment, and ten others alongside.
        const burst = await Promise.all([
          ...Array.from({ length: 5 }, () => post({ ...VALID, idempotencyKey: 'double-click' })),
          ...Array.from({ length: 10 }, (_, i) => post({ ...VALID, email: `many${i}@example.com` })),
        ]);
        expect(burst.map((r) => r.status)).toEqual(Array(15).fill(201));
        const ids = await Promise.all(burst.map((r) => r.json() as Promise<{ id: string }>));
        expect(new Set(ids.slice(0, 5).map((b) => b.id)).size).toBe(1);
        expect(stored()).toHaveLength(before + 12);
      });

      it(`durability: the row of a 201 is there (${target.durability})`, async () => {
        const response = await post({ ...VALID, email: 'durable@example.com' });
        expect(response.status).toBe(201);
        const { id } = (await response.json()) as { id: string };
        if (target.durability === 'survives SIGKILL and a restart') await t().restart!();
        expect(stored().map((l) => l.id)).toContain(id);
        expect((await post({ ...VALID, email: 'after@example.com' })).status).toBe(201);
      });

      it("the agency's own tool lists every stored row, and no other", async () => {
        expect((await t().agencyIds()).sort()).toEqual(stored().map((l) => l.id).sort());
      }, 30_000);
    });
  });
}
