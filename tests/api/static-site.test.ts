// @vitest-environment node
// `npm start` serves the build as the production hosts do (src/api/static.ts): documents from their
// index.html, a real 404 with /404.html, precompressed files, and deploy/_headers and _redirects.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { staticSite } from '../../src/api/static.ts';
import { CSP_HEADER } from '../../scripts/csp.mjs';

function build(): string {
  const dir = mkdtempSync(join(tmpdir(), 'adt-static-'));
  const files: Record<string, string> = {
    'index.html': '<!doctype html><title>home</title>',
    'th/contact/index.html': '<!doctype html><title>ติดต่อ</title>',
    '404.html': '<!doctype html><title>not found</title>',
    'assets/app-1234.js': 'console.log(1)',
    'assets/app-1234.js.br': 'BR',
  };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  return dir;
}

describe('the Node service serving the build', () => {
  const dir = build();
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const site = staticSite(dir);
  const get = (path: string, headers: Record<string, string> = {}) => site.serve(new Request(`http://127.0.0.1${path}`, { headers }));

  it('serves /<lng>/<route>/ from its index.html with the hosting headers', async () => {
    // A document's one address ends in a slash: the others redirect there, as on the edge (308).
    for (const [path, to] of [['/th/contact', '/th/contact/'], ['/th/contact/index.html', '/th/contact/']] as const) {
      const r = get(path);
      expect(r.status, path).toBe(308);
      expect(r.headers.get('location'), path).toBe(to);
    }
    for (const path of ['/th/contact/']) {
      const r = get(path);
      expect(r.status).toBe(200);
      expect(await r.text()).toContain('ติดต่อ');
      expect(r.headers.get('content-security-policy')).toBe(CSP_HEADER);
      expect(r.headers.get('cache-control')).toBe('no-cache');
      expect(r.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('answers unknown paths, and paths out of the folder, 404 with /404.html', async () => {
    for (const path of ['/nope/', '/../package.json', '/%2e%2e/package.json', '/assets/app-1234.js.br']) {
      const r = get(path);
      expect(r.status, path).toBe(404);
      expect(await r.text()).toContain('not found');
    }
  });

  it('sends hashed assets immutable, precompressed when the browser accepts it', async () => {
    const r = get('/assets/app-1234.js', { 'Accept-Encoding': 'gzip, br' });
    expect(r.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(r.headers.get('content-encoding')).toBe('br');
    expect(r.headers.get('vary')).toBe('Accept-Encoding');
    expect(await r.text()).toBe('BR');
    expect(await get('/assets/app-1234.js').text()).toBe('console.log(1)');
  });

  it('redirects the renamed locales permanently', () => {
    const r = get('/zh-Hant/contact/');
    expect(r.status).toBe(301);
    expect(r.headers.get('location')).toBe('/zh-TW/contact/');
  });
});
