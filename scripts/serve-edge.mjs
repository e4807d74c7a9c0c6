// `npm run serve:edge [-- --root DIR] [--port N]`: serves the build (dist/ by default) the way
// Cloudflare Pages does, with Cloudflare's own runtime: `wrangler pages dev` runs workerd (from the
// npm packages `npm ci` installs, no download, no account) over the folder, applying its _headers
// and _redirects (written by the build from scripts/deploy/config.mjs) with Pages' own parser and
// asset server. On 127.0.0.1:${PORT:-8788}, in the foreground; offline it warns once that it cannot
// fetch `Request.cf` and carries on.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const args = process.argv.slice(2);
const option = (name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const root = resolve(option('--root') ?? 'dist');
const port = Number(option('--port') ?? process.env.PORT ?? 8788);

const fail = (message) => {
  console.error(`✖ serve:edge: ${message}`);
  process.exit(1);
};

const require = createRequire(import.meta.url);
let wrangler;
let compatibilityDate;
try {
  wrangler = fileURLToPath(new URL('../node_modules/wrangler/bin/wrangler.js', import.meta.url));
  if (!existsSync(wrangler)) throw new Error(`${wrangler} is missing`);
  // The newest date the installed workerd supports (Pages without Functions does not depend on it).
  ({ compatibilityDate } = require(require.resolve('workerd', { paths: [require.resolve('wrangler')] })));
} catch (error) {
  fail(`wrangler (a devDependency) is not installed: run \`npm ci\`. (${error.message})`);
}
for (const file of ['index.html', '_headers', '_redirects']) {
  if (!existsSync(join(root, file))) fail(`${root}/${file} is missing: run \`npm run build\` first (or pass --root DIR).`);
}

// Wrangler's state, logs and config go to a folder of this run, never to the project or $HOME.
const state = mkdtempSync(join(tmpdir(), 'adt-edge-'));
// Pages Functions come from `functions/` beside where wrangler runs: the project's own, linked
// (the front door `/`, functions/index.ts, and the contact endpoint; deploy/_routes.json says which paths run them).
symlinkSync(fileURLToPath(new URL('../functions', import.meta.url)), join(state, 'functions'), 'dir');
const child = spawn(
  process.execPath,
  [wrangler, 'pages', 'dev', root, '--ip', '127.0.0.1', '--port', String(port), '--compatibility-date', compatibilityDate,
    '--persist-to', join(state, 'state'), '--log-level', process.env.EDGE_LOG_LEVEL ?? 'warn', '--show-interactive-dev-session=false'],
  {
    stdio: 'inherit',
    cwd: state,
    env: {
      ...process.env,
      WRANGLER_SEND_METRICS: 'false',
      WRANGLER_LOG_PATH: join(state, 'logs'),
      XDG_CONFIG_HOME: join(state, 'config'),
      CI: process.env.CI ?? '1',
    },
  },
);
console.log(`serving ${root} with wrangler pages dev (workerd, compatibility date ${compatibilityDate}) at http://127.0.0.1:${port}/`);
child.on('error', (error) => fail(`could not start wrangler: ${error.message}`));
const stop = () => child.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
child.on('exit', (code, signal) => {
  rmSync(state, { recursive: true, force: true });
  process.exit(code ?? (signal === 'SIGTERM' ? 0 : 1));
});
