// @vitest-environment node
// The committed deploy/ files are exactly what scripts/deploy/config.mjs makes from the one CSP.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CSP_HEADER } from '../csp.mjs';
import { DEPLOY_FILES, nginxConf, headersFile, redirectsFile, SECURITY_HEADERS } from './config.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

describe('deploy configurations', () => {
  it.each(Object.entries(DEPLOY_FILES))('%s is up to date (npm run deploy:config)', (file, make) => {
    expect(readFileSync(`${root}${file}`, 'utf8')).toBe(make());
  });

  it('both send the CSP of scripts/csp.mjs, with frame-ancestors, to every response', () => {
    expect(CSP_HEADER).toContain("frame-ancestors 'none'");
    expect(nginxConf()).toContain(`map $status $adt_content_security_policy { volatile; 416 ""; default "${CSP_HEADER}"; }`);
    expect(nginxConf()).toContain('add_header Content-Security-Policy $adt_content_security_policy always;');
    expect(headersFile()).toContain(`/*\n  Content-Security-Policy: ${CSP_HEADER}\n`);
  });

  it('nginx repeats the headers in every location, since a location with add_header drops the server ones', () => {
    const conf = nginxConf();
    const locations = conf.split(/\n\s*location /).slice(1);
    expect(locations.length).toBeGreaterThanOrEqual(3);
    for (const block of locations) {
      for (const name of ['Content-Security-Policy', 'Strict-Transport-Security', 'X-Content-Type-Options', 'Referrer-Policy', 'Permissions-Policy', 'Cross-Origin-Opener-Policy', 'Cache-Control']) {
        expect(block, block.split('\n')[0]).toContain(`add_header ${name} `);
      }
    }
  });

  it('_headers never sets Cache-Control twice for one path', () => {
    const paths = headersFile().split('\n').filter((l) => l.startsWith('/'));
    const cached = headersFile().split('\n\n').filter((b) => b.includes('Cache-Control')).map((b) => b.split('\n').find((l) => l.startsWith('/')));
    expect(cached).not.toContain('/*');
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('nginx also sets every header at server level, for the 400 and 414 it answers before any location', () => {
    const server = nginxConf().split(/\n\s*location /)[0];
    for (const [name] of [...SECURITY_HEADERS, ['Cache-Control']]) expect(server).toMatch(new RegExp(`\\n    add_header ${name} \\$adt_\\w+ always;`));
  });

  it('_redirects stays within Cloudflare Pages\' limits and statuses, and no target can start with //', () => {
    const rules = redirectsFile().split('\n').filter((l) => l && !l.startsWith('#')).map((l) => l.split(' '));
    const dynamic = rules.filter(([from]) => /[*:]/.test(from));
    expect(dynamic.length).toBeLessThanOrEqual(100);
    expect(rules.length - dynamic.length).toBeLessThanOrEqual(2000);
    for (const [from, to, status] of rules) {
      expect([200, 301, 302, 303, 307, 308], from).toContain(Number(status));
      expect(to, from).toMatch(/^\/(?!\/)[^/*]/);
      expect(from.split('*').length, `${from}: one wildcard at most`).toBeLessThanOrEqual(2);
    }
  });

  it('_headers stays within Cloudflare Pages\' 100 rules', () => {
    expect(headersFile().split('\n').filter((l) => l.startsWith('/')).length).toBeLessThanOrEqual(100);
  });
});
