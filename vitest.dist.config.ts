import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Checks of the built site (dist/) in Node (jsdom only parses the files), without a browser: run after `npm run build`
// (`npm run test:dist`; `npm test` runs it after its build step). The hosting spec (tests/built/hosting-spec.ts)
// serves dist/ with nginx and with `wrangler pages dev`, one file per engine so that the two run at once.
export default defineConfig({
  test: {
    environment: 'jsdom',
    include: ['tests/built/**/*.test.ts'],
    // A check of the whole build reads and parses every HTML file (522 documents): the CSP check
    // took 7.7 s on a 2-core machine where the default 5 s timeout failed it, the site being right.
    testTimeout: 60_000,
    // One retry in CI, listed as flaky by scripts/test-all.mjs (as in vite.config.ts).
    retry: process.env.CI ? 1 : 0,
    // A worker per core (Vitest leaves one free by default: one worker on 2 cores).
    maxWorkers: availableParallelism(),
  },
});
