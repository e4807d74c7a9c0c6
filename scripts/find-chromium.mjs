// Finds a Chromium for Playwright: CHROME_PATH, else Playwright's own browser if installed, else
// Debian's: its headless shell (/usr/bin/chromium-headless-shell, package chromium-headless-shell)
// before the full browser (/usr/bin/chromium). The headless shell is the engine Playwright itself
// runs headless tests in: the same Blink and V8 without the browser's own layer, measured 12 %
// faster on the page-visit sweep (record 0027). Lighthouse (`npm run bench`) runs the full browser.
// Returns undefined when none is there.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'];

/** Debian's packages of the test browser, for a machine that has none (scripts/run-e2e.mjs, .ci/run). */
export const DEBIAN_PACKAGES = ['chromium-headless-shell', 'chromium'];

export function findChromium() {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  try {
    const require = createRequire(import.meta.url);
    const { chromium } = require('playwright-core');
    const own = chromium.executablePath();
    if (own && existsSync(own)) return own;
  } catch {
    // playwright-core not installed or no browser of its own: try the system one
  }
  for (const candidate of ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium', '/usr/bin/chromium-browser']) {
    if (existsSync(candidate)) return candidate;
  }
  return undefined;
}
