// Runs the Playwright suite against the built site (dist/) served on 127.0.0.1, then the
// pseudo-locale check against a pseudo build (see step 2 below).
// Finds a browser itself; as root on Debian it installs Debian's chromium when none is found.
// Each run serves the site on a port of its own: E2E_PORT when given, else a free port picked
// here (E2E_PSEUDO_PORT likewise for the pseudo build), so a server another run left behind is
// never the one tested. Options are passed on to Playwright (`--grep …`, spec files);
// E2E_LOCALES=th,vi limits the locales the specs loop over (tests/e2e/helpers.ts).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DEBIAN_PACKAGES, findChromium } from './find-chromium.mjs';
import { playwrightCounts, reportFlaky } from './test-report.mjs';
import { freePort } from './free-port.mjs';


let browser = findChromium();
if (!browser) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log(`No Chromium found: installing Debian's ${DEBIAN_PACKAGES.join(' and ')}…`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    spawnSync('apt-get', ['install', '-y', '-qq', ...DEBIAN_PACKAGES], { stdio: 'inherit', env });
    browser = findChromium();
  }
}
if (!browser) {
  console.error(
    '✖ No Chromium to run the browser tests.\n' +
      `  Install one: \`apt-get install ${DEBIAN_PACKAGES.join(' ')}\` (Debian/Ubuntu), or set CHROME_PATH to a Chrome/Chromium binary.`,
  );
  process.exit(1);
}
const dist = process.env.E2E_DIST ?? 'dist';
if (!existsSync(`${dist}/index.html`)) {
  console.error(`✖ ${dist}/ is missing: run \`npm run build\` first.`);
  process.exit(1);
}
console.log(`Browser: ${browser}`);
const cli = fileURLToPath(new URL('../node_modules/@playwright/test/cli.js', import.meta.url));
const vite = fileURLToPath(new URL('../node_modules/vite/bin/vite.js', import.meta.url));
const args = process.argv.slice(2);
const port = process.env.E2E_PORT ?? String(await freePort());
const mainReport = process.env.E2E_REPORT ?? 'test-results/playwright.json';

// Wall time of each part, for `npm run test:timing` (scripts/test-timing.mjs).
const timing = [];
function timed(label, fn) {
  const started = Date.now();
  const value = fn();
  timing.push({ label, seconds: (Date.now() - started) / 1000 });
  return value;
}

function playwright(argv, env, report) {
  const result = spawnSync(process.execPath, [cli, 'test', ...argv], {
    stdio: 'inherit',
    env: { ...process.env, CHROME_PATH: browser, ...env, E2E_REPORT: report },
  });
  if (result.error) console.error(`✖ could not start Playwright: ${result.error.message}`);
  reportFlaky(playwrightCounts(report).flaky);
  return result.status ?? 1;
}

// The contact endpoint behind the server under test stores its leads in a database of this run
// (tests/e2e/contact.spec.ts reads them back with `npm run leads`), and every browser of the run
// reaches it from 127.0.0.1, one client to the rate limit: its limits are the run's, not a
// visitor's (tests/api checks the limit itself).
mkdirSync('test-results', { recursive: true });
const leadsDb = process.env.LEADS_DB ?? `test-results/leads-${port}.db`;
const removeLeadsDb = () => {
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${leadsDb}${suffix}`, { force: true });
};
removeLeadsDb();
const endpointEnv = { LEADS_DB: leadsDb, CONTACT_RATE_BURST: process.env.CONTACT_RATE_BURST ?? '1000', CONTACT_RATE_PER_MINUTE: process.env.CONTACT_RATE_PER_MINUTE ?? '1000' };

// 1. Every spec against the production build (dist/, or E2E_DIST).
console.log(`Serving ${dist}/ on 127.0.0.1:${port}`);
let status = timed('Playwright', () => playwright(args, { E2E_PORT: port, ...endpointEnv }, mainReport));

// 2. The pseudo-locale check (tests/e2e/pseudo.spec.ts) against a second build made with
//    `vite build --mode pseudo` into its own folder, served on its own port, with its own report
//    (test-results/playwright-pseudo.json): dist/ is never touched. It runs with the whole suite or
//    when pseudo.spec.ts is named; E2E_PSEUDO=0 skips it.
const PSEUDO_SPEC = 'tests/e2e/pseudo.spec.ts';
const specs = args.filter((a) => /\.spec\.ts$/.test(a) || a.startsWith('tests/'));
const wantsPseudo = process.env.E2E_PSEUDO !== '0' && (specs.length === 0 || specs.some((a) => a.includes('pseudo.spec')));
if (wantsPseudo) {
  const pseudoPort =
    process.env.E2E_PSEUDO_PORT ?? (process.env.E2E_PORT ? String(Number(process.env.E2E_PORT) + 2000) : String(await freePort()));
  const pseudoDist = process.env.E2E_PSEUDO_DIST ?? (process.env.E2E_DIST ? `${process.env.E2E_DIST}-pseudo` : 'test-results/dist-pseudo');
  const report = mainReport.replace(/(\.json)?$/, '-pseudo.json');
  const output = `${process.env.E2E_OUTPUT ?? 'test-results/playwright'}-pseudo`;
  console.log(`\nPseudo-locale build → ${pseudoDist}`);
  const build = timed('pseudo-locale build', () =>
    spawnSync(process.execPath, [vite, 'build', '--mode', 'pseudo', '--outDir', pseudoDist, '--emptyOutDir', '--logLevel', 'warn'], {
      stdio: 'inherit',
    }),
  );
  if (build.status !== 0) {
    console.error('✖ the pseudo-locale build failed: pseudo-locale checks not run');
    status = 1;
  } else {
    const options = args.filter((a) => !specs.includes(a));
    // --pass-with-no-tests: a --grep meant for the other specs may match nothing here.
    const pseudoStatus = timed('Playwright, pseudo-locale', () =>
      playwright([...options, '--pass-with-no-tests', PSEUDO_SPEC], { E2E_PSEUDO: '1', E2E_DIST: pseudoDist, E2E_PORT: pseudoPort, E2E_OUTPUT: output }, report),
    );
    if (pseudoStatus !== 0) status = pseudoStatus;
  }
}
mkdirSync('test-results', { recursive: true });
writeFileSync('test-results/timing-e2e.json', `${JSON.stringify(timing, null, 2)}\n`);
// The run's own leads database (not one the caller named) is kept to be read when a test failed,
// and removed otherwise: each run has its own port, so they used to pile up in test-results/.
if (!process.env.LEADS_DB) {
  if (status === 0) removeLeadsDb();
  else if (existsSync(leadsDb)) console.log(`The leads of this run: LEADS_DB=${leadsDb} npm run leads`);
}
process.exit(status);
