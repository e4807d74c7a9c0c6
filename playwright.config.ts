import { availableParallelism } from 'node:os';
import { defineConfig, type Project } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './scripts/find-chromium.mjs';
import { DEVICES, sweepFamily } from './tests/e2e/devices';
import { fontConfig } from './tests/e2e/font-config';

// scripts/run-e2e.mjs picks a free port for each run and passes it as E2E_PORT, so a server left
// on a port by an earlier run is never tested (reuseExistingServer is off: a taken port is an
// error, not a silent reuse). E2E_DIST: the folder to serve (default dist/).
const PORT = Number(process.env.E2E_PORT ?? 4173);
const DIST = process.env.E2E_DIST ?? 'dist';
// E2E_PSEUDO=1 (set by scripts/run-e2e.mjs): only the pseudo-locale spec, against the pseudo build.
const PSEUDO = process.env.E2E_PSEUDO === '1';
// Behaviour specs of the phones-and-tablets issue: phone and tablet projects only.
const MOBILE_SPECS = /mobile\.spec\.ts$/;
const SWEEP = /visit\.spec\.ts$/;

/**
 * The server the browser tests run against: the one place that says how the built site is served.
 * By default the production server (`npm run serve:prod`: nginx with deploy/nginx.conf), so every
 * visit runs under the real headers, caching and 404s. `{port}` and `{dist}` are filled in;
 * E2E_SERVER replaces the whole command (e.g. `vite preview` on a machine without nginx:
 * `E2E_SERVER='node node_modules/vite/bin/vite.js preview --host 127.0.0.1 --port {port} --strictPort --outDir {dist}'`)
 * as long as it serves `{dist}` on 127.0.0.1:`{port}`.
 */
const SERVER = process.env.E2E_SERVER ?? 'node scripts/serve-prod.mjs --root {dist} --port {port}';

/**
 * One project per device of tests/e2e/devices.ts. A spec for one device only is named
 * `<name>.<device>.spec.ts` (e.g. `thai-font.phone.spec.ts`) and runs in that project alone. The
 * desktop runs every other spec; the touch devices run the phones-and-tablets specs. The page-visit
 * sweep (tests/e2e/visit.spec.ts) runs on the first device of each family of devices.ts (desktop;
 * phone, whose visits lay every route out at the tablet's window too), not on the others.
 */
const DEVICE_PROJECTS: Project[] = DEVICES.map(({ name, use }) => {
  const own = new RegExp(`\\.${name}\\.spec\\.ts$`);
  const othersOwn = new RegExp(`\\.(${DEVICES.filter((d) => d.name !== name).map((d) => d.name).join('|')})\\.spec\\.ts$`);
  const sweeps = sweepFamily(name) !== undefined;
  return 'isMobile' in use && use.isMobile
    ? { name, use, testMatch: [...(sweeps ? [SWEEP] : []), MOBILE_SPECS, own] }
    : { name, use, testIgnore: [othersOwn, MOBILE_SPECS, ...(sweeps ? [] : [SWEEP])] };
});

export default defineConfig({
  testDir: './tests/e2e',
  ...(PSEUDO ? { testMatch: /pseudo\.spec\.ts$/ } : {}),
  fullyParallel: true,
  // One worker more than cores: a visit waits as much as it computes (the network falling quiet,
  // a document's scripts asked for 150 ms after its largest paint), and with one worker per core
  // the cores were a quarter idle. Measured on 2 cores: the whole run 11.0 → 10.2 min (record 0027).
  workers: availableParallelism() + 1,
  // One retry in CI; a test that needed it is "flaky", and the summary of scripts/test-all.mjs and
  // scripts/run-e2e.mjs names and counts it, so a retry hides nothing.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  outputDir: process.env.E2E_OUTPUT ?? 'test-results/playwright',
  reporter: [['list'], ['json', { outputFile: process.env.E2E_REPORT ?? 'test-results/playwright.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}/`,
    // What the tests must not take from the host: its fonts (a project fontconfig: no CJK font, as on
    // a machine that needs the site's subsets; tests/e2e/cjk-local-font.spec.ts takes the other
    // path), its languages and its time zone.
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS, env: { ...process.env, FONTCONFIG_FILE: fontConfig('no-cjk') } },
    locale: 'en-US',
    timezoneId: 'UTC',
    trace: 'off',
  },
  projects: PSEUDO ? DEVICE_PROJECTS.slice(0, 1) : DEVICE_PROJECTS,
  webServer: {
    command: SERVER.replaceAll('{port}', String(PORT)).replaceAll('{dist}', DIST),
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    // Stopped as a host stops it, so serve:prod removes its nginx prefix in the temporary folder
    // (Playwright's default is SIGKILL, which left one behind after every run).
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
