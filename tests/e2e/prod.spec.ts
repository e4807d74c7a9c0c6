import { test, expect } from '@playwright/test';
import { readFileSync, readdirSync } from 'node:fs';
import { get } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { CSP_HEADER } from '../../scripts/csp.mjs';
import { watchCsp } from './checks/csp';

/**
 * The production server (npm run serve:prod: nginx with deploy/nginx.conf) over the build: the
 * server every browser test of the run uses (playwright.config.ts, SERVER), so what it answers here
 * is what the page-visit sweep was served.
 */
const DIST = process.env.E2E_DIST ?? 'dist';
let origin = '';

test.skip(() => Boolean(process.env.E2E_SERVER), 'E2E_SERVER replaces the production server: nothing to check here');

test.beforeAll(() => {
  origin = new URL(String(test.info().project.use.baseURL)).origin;
});

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** One GET with the given Accept-Encoding, body as sent on the wire (no automatic decoding). */
function fetchRaw(path: string, encoding = 'identity'): Promise<Raw> {
  return new Promise((resolve, reject) => {
    get(`${origin}${path}`, { headers: { 'accept-encoding': encoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    }).on('error', reject);
  });
}

const manifest = () => JSON.parse(readFileSync(`${DIST}.manifest.json`, 'utf8')) as Record<string, { file: string; isEntry?: boolean; css?: string[] }>;
const entry = () => Object.values(manifest()).find((c) => c.isEntry)!;

function expectSecurityHeaders(headers: Raw['headers'], what: string) {
  expect(headers['content-security-policy'], what).toBe(CSP_HEADER);
  expect(headers['content-security-policy'], what).toContain("frame-ancestors 'none'");
  expect(headers['strict-transport-security'], what).toMatch(/^max-age=\d{8,}; includeSubDomains$/);
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(headers['cross-origin-opener-policy'], what).toBe('same-origin');
  for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()']) {
    expect(String(headers['permissions-policy']), what).toContain(feature);
  }
}

test('documents, assets and errors carry the security headers, and the right caching', async () => {
  const js = entry().file;
  const css = entry().css![0];
  const immutable = 'public, max-age=31536000, immutable';
  const cases: [string, number, string, RegExp][] = [
    ['/', 200, 'no-cache', /^text\/html/],
    ['/index.html', 200, 'no-cache', /^text\/html/],
    ['/en/about/', 200, 'no-cache', /^text\/html/],
    ['/sitemap.xml', 200, 'no-cache', /xml/],
    ['/robots.txt', 200, 'no-cache', /^text\/plain/],
    ['/favicon.svg', 200, 'no-cache', /^image\/svg\+xml/],
    [`/${js}`, 200, immutable, /^text\/javascript/],
    [`/${css}`, 200, immutable, /^text\/css/],
    ['/no/such/page', 404, 'no-cache', /^text\/html/],
  ];
  for (const [path, status, cache, type] of cases) {
    const res = await fetchRaw(path);
    expect(res.status, path).toBe(status);
    expect(res.headers['cache-control'], path).toBe(cache);
    expect(String(res.headers['content-type']), path).toMatch(type);
    expectSecurityHeaders(res.headers, path);
  }
});

test('unknown paths answer 404 with the not-found document as the body', async () => {
  const notFound = readFileSync(join(DIST, '404.html'));
  for (const path of ['/no-such-page', '/en/no-such-route/', '/assets/missing-abc123.js', '/404.html/x']) {
    const res = await fetchRaw(path);
    expect(res.status, path).toBe(404);
    expect(res.body.equals(notFound), `${path} body is /404.html`).toBe(true);
  }
  // The document itself is not a page of its own.
  expect((await fetchRaw('/404.html')).status).toBe(404);
});

test('documents of a renamed locale (/zh-Hant/…) redirect permanently to the edition that took it over', async ({ page }) => {
  for (const [from, to] of [
    ['/zh-Hant/services/wechat/', '/zh-TW/services/wechat/'],
    ['/zh-Hant/', '/zh-TW/'],
    ['/zh-Hant', '/zh-TW/'],
  ]) {
    const res = await fetchRaw(from);
    expect(res.status, from).toBe(301);
    // A path only: never a host taken from the request.
    expect(res.headers.location, from).toBe(to);
    expectSecurityHeaders(res.headers, from);
  }
  await page.goto('/zh-Hant/services/wechat/');
  expect(new URL(page.url()).pathname).toBe('/zh-TW/services/wechat/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
});

test('text files come precompressed: brotli or gzip as asked, decoding to the very file', async () => {
  const textFiles = ['index.html', entry().file, entry().css![0], 'favicon.svg'];
  for (const file of textFiles) {
    const original = readFileSync(join(DIST, file));
    const path = file === 'index.html' ? '/' : `/${file}`;

    const br = await fetchRaw(path, 'br, gzip');
    expect(br.headers['content-encoding'], `${path} br`).toBe('br');
    expect(br.headers.vary, path).toMatch(/Accept-Encoding/i);
    expect(br.body.length, `${path} is smaller compressed`).toBeLessThan(original.length);
    expect(brotliDecompressSync(br.body).equals(original), `${path} brotli decodes to the file`).toBe(true);

    const gz = await fetchRaw(path, 'gzip');
    expect(gz.headers['content-encoding'], `${path} gzip`).toBe('gzip');
    expect(gunzipSync(gz.body).equals(original), `${path} gzip decodes to the file`).toBe(true);

    const plain = await fetchRaw(path, 'identity');
    expect(plain.headers['content-encoding'], `${path} identity`).toBeUndefined();
    expect(plain.body.equals(original)).toBe(true);
  }
  // Fonts are compressed already: sent as they are.
  const font = readdirSync(join(DIST, 'assets')).find((f) => f.endsWith('.woff2'));
  expect(font, 'a woff2 font in the build').toBeTruthy();
  const res = await fetchRaw(`/assets/${font}`, 'br, gzip');
  expect(res.headers['content-encoding']).toBeUndefined();
  expect(res.headers['content-type']).toBe('font/woff2');
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
