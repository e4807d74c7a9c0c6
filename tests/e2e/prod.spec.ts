import { test, expect } from '@playwright/test';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { watchCsp } from './checks/csp';

/**
 * The production server (npm run serve:prod: nginx with deploy/nginx.conf) over the build: the
 * server every browser test of the run uses (playwright.config.ts, SERVER). What it answers over
 * HTTP (headers, caching, types, compression, 404s, redirects, ranges, hostile addresses) is
 * checked without a browser, on nginx and on Cloudflare's runtime alike, by the hosting spec
 * (tests/built/hosting-spec.ts, `npm run test:dist`); here only what needs a browser.
 */
const DIST = process.env.E2E_DIST ?? 'dist';
let origin = '';

test.skip(() => Boolean(process.env.E2E_SERVER), 'E2E_SERVER replaces the production server: nothing to check here');

test.beforeAll(() => {
  origin = new URL(String(test.info().project.use.baseURL)).origin;
});

test('the build ships fonts as woff2 only', () => {
  const fonts = readdirSync(join(DIST, 'assets')).filter((f) => /\.(woff2?|ttf|otf|eot)$/.test(f));
  expect(fonts.length).toBeGreaterThan(0);
  expect(fonts.filter((f) => !f.endsWith('.woff2'))).toEqual([]);
});

// Every route in every shipped locale is visited under the production headers by the page-visit
// sweep (tests/e2e/visit.spec.ts runs against serve:prod), whose `csp` check asserts no violation.

test('the CSP check sees a violation when there is one', async ({ page }) => {
  const csp = await watchCsp(page);
  await page.goto(`${origin}/`);
  await page.evaluate(() => {
    const s = document.createElement('script');
    s.textContent = 'window.__inline = 1';
    document.body.append(s);
  });
  // Reported once per policy that blocks it: the <meta> of the document and the header.
  await expect.poll(async () => (await csp.violations()).length).toBeGreaterThan(0);
  for (const v of await csp.violations()) expect(v).toMatch(/^script-src(-elem)? blocked inline/);
});

// The redirect itself (301, path-only Location) is in the hosting spec; here, where it ends.
test('an old /zh-Hant/ address ends on the Taiwan edition’s document', async ({ page }) => {
  await page.goto(`${origin}/zh-Hant/services/wechat/`);
  expect(new URL(page.url()).pathname).toBe('/zh-TW/services/wechat/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
});
