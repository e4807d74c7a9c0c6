import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './scripts/find-chromium.mjs';

// E2E_PORT / E2E_DIST let several builds be tested side by side (default: dist/ on 4173).
const PORT = Number(process.env.E2E_PORT ?? 4173);
const DIST = process.env.E2E_DIST ?? 'dist';
// E2E_PSEUDO=1 (set by scripts/run-e2e.mjs): only the pseudo-locale spec, against the pseudo build.
const PSEUDO = process.env.E2E_PSEUDO === '1';
// Specs that run on the phone and tablet projects (issue 10).
const MOBILE_SPECS = /mobile\.spec\.ts$/;

export default defineConfig({
  testDir: './tests/e2e',
  ...(PSEUDO ? { testMatch: /pseudo\.spec\.ts$/ } : {}),
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  outputDir: process.env.E2E_OUTPUT ?? 'test-results/playwright',
  reporter: [['list'], ['json', { outputFile: process.env.E2E_REPORT ?? 'test-results/playwright.json' }]],
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://127.0.0.1:${PORT}/`,
    viewport: { width: 1280, height: 800 },
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
    trace: 'off',
  },
  // ── Phones and tablets (issue 10) ────────────────────────────────────────────────────────────
  // `desktop` is the 1280 px setup above (every spec); `phone` and `tablet` run the specs written
  // for them (Chromium device emulation: touch, mobile viewport). The pseudo run is desktop only.
  projects: PSEUDO ? undefined : [
    { name: 'desktop', testIgnore: MOBILE_SPECS },
    {
      name: 'phone',
      testMatch: MOBILE_SPECS,
      use: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
    },
    {
      name: 'tablet',
      testMatch: MOBILE_SPECS,
      use: { viewport: { width: 820, height: 1180 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
    },
  ],
  // ─────────────────────────────────────────────────────────────────────────────────────────────
  webServer: {
    command: `node node_modules/vite/bin/vite.js preview --host 127.0.0.1 --port ${PORT} --strictPort --outDir ${DIST}`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
