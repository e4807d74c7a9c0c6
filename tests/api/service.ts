/**
 * The Node service (src/api/node-server.ts) as the tests run it: a real process on a free port, with
 * Node 24 (node_modules/.bin/node) and its own lead store, and the leads CLI on the same store.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll } from 'vitest';
import { freePort } from '../../scripts/free-port.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
/** Node 24 (node:sqlite, type stripping), whatever Node runs the tests. */
export const NODE = existsSync(join(root, 'node_modules/.bin/node')) ? join(root, 'node_modules/.bin/node') : process.execPath;

/** Folders of the stores this test file made, removed when its tests are done. */
const made: string[] = [];
afterAll(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

export function tempDb(): string {
  const dir = mkdtempSync(join(tmpdir(), 'adt-leads-'));
  made.push(dir);
  return join(dir, 'leads.db');
}

export interface Service {
  readonly origin: string;
  readonly url: string;
  readonly port: number;
  readonly child: ChildProcess;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export async function startService(db: string, env: Record<string, string> = {}, port?: number): Promise<Service> {
  const p = port ?? (await freePort());
  const child = spawn(NODE, [join(root, 'src/api/node-server.ts'), '--host', '127.0.0.1', '--port', String(p)], {
    cwd: root,
    env: { ...process.env, LEADS_DB: db, TRUST_PROXY: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let err = '';
  child.stderr?.on('data', (d) => (err += String(d)));
  await new Promise<void>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (d) => {
      out += String(d);
      if (out.includes('listening on')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`service exited ${code}: ${err}`)));
  });
  const origin = `http://127.0.0.1:${p}`;
  return {
    origin,
    url: `${origin}/api/contact`,
    port: p,
    child,
    stop: (signal = 'SIGTERM') =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill(signal);
      }),
  };
}

export function leadsCli(db: string, ...args: string[]): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync(NODE, [join(root, 'scripts/leads.mjs'), ...args], { cwd: root, env: { ...process.env, LEADS_DB: db }, encoding: 'utf8' });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

export interface ExportedLead {
  id: string;
  createdAt: string;
  locale: string;
  page: string;
  name: string;
  email: string;
  telephone: string;
  serviceType: string;
  source: string;
  message: string;
  idempotencyKey: string | null;
}

export function storedLeads(db: string): ExportedLead[] {
  const r = leadsCli(db, 'export', '--format', 'json');
  if (r.status !== 0) throw new Error(r.stderr);
  return JSON.parse(r.stdout) as ExportedLead[];
}

export const VALID = {
  name: 'Somchai Jaidee',
  email: 'somchai@example.co.th',
  telephone: '+66 2 123 4567',
  serviceTypes: 'facebook',
  whereToKnowUs: 'google',
  message: 'We would like a consultation about LINE ads in Thailand.',
  locale: 'th',
  page: '/th/contact/',
} as const;
