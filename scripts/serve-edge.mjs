// `npm run serve:edge [-- --root DIR] [--port N] [--persist-to DIR]`: serves the build (dist/ by
// default) the way Cloudflare Pages does, with Cloudflare's own runtime: `wrangler pages dev` runs
// workerd (from the npm packages `npm ci` installs, no download, no account) over the folder,
// applying its _headers, _redirects and _routes.json (written by the build from
// scripts/deploy/config.mjs) with Pages' own parser and asset server, and the Pages Function
// functions/api/contact.ts (POST /api/contact, bundled by wrangler) with a local D1 database bound as
// LEADS. Before it serves, `wrangler d1 migrations apply LEADS --local` gives that database the
// schema of migrations/ (the same files the Node store applies). On 127.0.0.1:${PORT:-8788}, in the
// foreground; offline it warns once that it cannot fetch `Request.cf` and carries on.
//
// Everything wrangler writes goes to a folder of this run, removed on exit, never to the project or
// $HOME: its config (a wrangler.json naming dist/, the D1 binding and migrations/), `functions` (a
// link to the project's, since `pages dev` compiles ./functions of its working folder), its bundle,
// logs, and the local D1 and cache state (or to --persist-to DIR, kept, for a test that reads the
// rows: DIR/v3/d1/miniflare-D1DatabaseObject/<id>.sqlite).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { edgeWranglerConfig, installedCompatibilityDate } from './edge-config.mjs';

const args = process.argv.slice(2);
const option = (name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const root = resolve(option('--root') ?? 'dist');
const port = Number(option('--port') ?? process.env.PORT ?? 8788);
const project = fileURLToPath(new URL('..', import.meta.url));

const fail = (message) => {
  console.error(`✖ serve:edge: ${message}`);
  process.exit(1);
};

let wrangler;
let compatibilityDate;
try {
  wrangler = fileURLToPath(new URL('../node_modules/wrangler/bin/wrangler.js', import.meta.url));
  if (!existsSync(wrangler)) throw new Error(`${wrangler} is missing`);
  // The newest date the installed workerd supports (a later one is refused).
  compatibilityDate = installedCompatibilityDate();
} catch (error) {
  fail(`wrangler (a devDependency) is not installed: run \`npm ci\`. (${error.message})`);
}
for (const file of ['index.html', '_headers', '_redirects', '_routes.json']) {
  if (!existsSync(join(root, file))) fail(`${root}/${file} is missing: run \`npm run build\` first (or pass --root DIR).`);
}

// Wrangler's config, bundle, logs and state go to a folder of this run, never to the project or $HOME.
const run = mkdtempSync(join(tmpdir(), 'adt-edge-'));
const persist = resolve(option('--persist-to') ?? join(run, 'state'));
mkdirSync(persist, { recursive: true });
writeFileSync(join(run, 'wrangler.json'), edgeWranglerConfig(root, compatibilityDate));
symlinkSync(join(project, 'functions'), join(run, 'functions'), 'dir');
const env = {
  ...process.env,
  WRANGLER_SEND_METRICS: 'false',
  // No banner, and so no check of the registry for a newer wrangler (a request out at every start,
  // cached in the temporary folder).
  WRANGLER_HIDE_BANNER: 'true',
  WRANGLER_LOG_PATH: join(run, 'logs'),
  XDG_CONFIG_HOME: join(run, 'config'),
  CI: process.env.CI ?? '1',
};
const cleanUp = () => rmSync(run, { recursive: true, force: true });

let child;
let stopped = false;
const stop = () => {
  stopped = true;
  child?.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

// The schema first: the same SQL files as the Node store, recorded in d1_migrations.
child = spawn(process.execPath, [wrangler, 'd1', 'migrations', 'apply', 'LEADS', '--local', '--persist-to', persist], {
  cwd: run,
  env,
  stdio: ['ignore', 'pipe', 'pipe'],
});
let output = '';
child.stdout.on('data', (d) => (output += d));
child.stderr.on('data', (d) => (output += d));
const migrated = await new Promise((done) => {
  child.on('error', (error) => done(error.message));
  child.on('exit', (code, signal) => done(code === 0 ? 0 : `exit ${code ?? signal}`));
});
if (migrated !== 0 || stopped) {
  cleanUp();
  if (stopped) process.exit(0);
  fail(`wrangler d1 migrations apply LEADS --local failed (${migrated}):\n${output.trim().split('\n').slice(-12).join('\n')}`);
}

child = spawn(
  process.execPath,
  [wrangler, 'pages', 'dev', '--ip', '127.0.0.1', '--port', String(port), '--persist-to', persist,
    '--log-level', process.env.EDGE_LOG_LEVEL ?? 'warn', '--show-interactive-dev-session=false'],
  { stdio: 'inherit', cwd: run, env },
);
console.log(`serving ${root} and functions/ (D1 LEADS in ${persist}) with wrangler pages dev (workerd, compatibility date ${compatibilityDate}) at http://127.0.0.1:${port}/`);
child.on('error', (error) => fail(`could not start wrangler: ${error.message}`));
child.on('exit', (code, signal) => {
  cleanUp();
  // Asked to stop, wrangler exits 143 (its own SIGTERM): a stop, not a failure.
  process.exit(stopped ? 0 : (code ?? (signal === 'SIGTERM' ? 0 : 1)));
});
