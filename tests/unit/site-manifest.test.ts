import { SEMINAR_KEYS } from '../../src/content/seminar-keys';
import { describe, expect, it } from 'vitest';
import spec from '../fixtures/spec/site.json';
import { pageModules } from '../../src/app/page-registry';
import {
  activeSection,
  canonicalRoute,
  CHANNELS,
  DOCUMENT_ROUTES,
  FOOTER_COLUMNS,
  HEADER_ITEMS,
  isAlias,
  ROUTES,
  SCREENS,
  SERVICE_GROUPS,
} from '../../src/config/site-manifest';
import { sitemapXml } from '../../src/server/head';

/** What the router, the navigation and the sitemap are built from, held against the spec (tests/fixtures/spec/site.json). */
describe('the site manifest against the spec', () => {
  it('routes: exactly the 43 paths of the spec, each rendered by a page that exists', () => {
    const paths = ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual([...spec.routes].sort());
    expect(paths).toHaveLength(43);
    for (const route of ROUTES) expect(pageModules, `${route.path}: src/pages/${route.page}/page.tsx`).toHaveProperty(`../pages/${route.page}/page.tsx`);
  });

  it('paths the spec gives one screen show one screen, under one canonical address', () => {
    for (const [a, b] of spec.sameScreen as [string, string][]) {
      expect(ROUTES.find((r) => r.path === a)!.screen).toBe(ROUTES.find((r) => r.path === b)!.screen);
      expect(canonicalRoute(a)).toBe(canonicalRoute(b));
      expect([isAlias(a), isAlias(b)].filter(Boolean)).toHaveLength(1);
    }
  });

  it('header, services menu and footer link to the spec paths, in its order', () => {
    expect(HEADER_ITEMS.map((i) => i.path)).toEqual(spec.header);
    expect(SERVICE_GROUPS.map((g) => (g.items.length ? g.items.map((i) => i.path) : [g.path]))).toEqual(spec.servicesMenu);
    expect(FOOTER_COLUMNS.map((c) => c.links.length)).toEqual(spec.footerColumns);
    for (const link of [...HEADER_ITEMS, ...SERVICE_GROUPS.flatMap((g) => g.items), ...FOOTER_COLUMNS.flatMap((c) => c.links), ...CHANNELS]) {
      expect(spec.routes).toContain(link.path);
    }
  });

  it('the active header item follows the first path segment', () => {
    expect(activeSection('/digital-marketing')).toBe('services');
    expect(activeSection('/services/unknown')).toBe('services');
    expect(activeSection('/newsDetails')).toBe('news');
    expect(activeSection('/')).toBe('adtechinno');
    expect(activeSection('/google')).toBeUndefined();
  });

  it('the sitemap lists every screen with a document and every seminar\'s detail once per locale, and no alias', () => {
    const xml = sitemapXml('https://example.test', ['en', 'th']);
    const locs = [...xml.matchAll(/<loc>https:\/\/example\.test([^<]*)<\/loc>/g)].map((m) => m[1]);
    const screens = Object.values(SCREENS).filter((s) => !('document' in s && s.document === false));
    expect(locs).toHaveLength((screens.length + SEMINAR_KEYS.length) * 2);
    expect(locs).toContain('/th/services/wechat/');
    expect(locs).toContain('/en/');
    expect(locs).toContain('/th/newsDetails/key15/');
    expect(locs.filter((l) => /adtechinno|digital-marketing|newsDetails\/$|contact\/sent/.test(l!))).toEqual([]);
    expect(DOCUMENT_ROUTES.map((r) => r.path)).not.toContain('/newsDetails');
  });
});
