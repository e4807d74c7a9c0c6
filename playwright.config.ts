import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './scripts/find-chromium.mjs';

// E2E_PORT / E2E_DIST let several builds be tested side by side (default: dist/ on 4173).
const PORT = Number(process.env.E2E_PORT ?? 4173);
const DIST = process.env.E2E_DIST ?? 'dist';
// E2E_PSEUDO=1 (set by scripts/run-e2e.mjs): only the pseudo-locale spec, against the pseudo build.
const PSEUDO = process.env.E2E_PSEUDO === '1';

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
  webServer: {
    command: `node node_modules/vite/bin/vite.js preview --host 127.0.0.1 --port ${PORT} --strictPort --outDir ${DIST}`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
