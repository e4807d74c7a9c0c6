// @vitest-environment node
/// <reference types="node" />
// The context of every key: the key markers of the context build, how the screenshot run's
// observations become context, the length search, and the committed context itself.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { flatten } from '../../scripts/i18n/catalogue-checks.mjs';
import { idsIn, keyId, markCatalogue, markText, parseMarked, splitId, stripMarkers } from '../../src/i18n/context-markers.mjs';
import { fillerText, growthCap, searchMaxLength, unionBox } from '../../scripts/i18n/context-page.mjs';
import { EVERY_SCREEN, mergeObservations, readContext } from '../../scripts/i18n/context-store.mjs';
import { loadCatalogues } from '../../scripts/i18n/coverage.mjs';
import { SITE_ROUTES } from '../../scripts/i18n/site.ts';

const ROOT = process.cwd();

describe('key markers', () => {
  it('are invisible characters around the text, and decode to the key', () => {
    const marked = markText('home:banner.title', 'Hello');
    expect(marked).not.toMatch(/home|banner/);
    expect(stripMarkers(marked)).toBe('Hello');
    expect(parseMarked(`${marked} world`)).toEqual([
      { text: 'Hello', start: marked.indexOf('Hello'), end: marked.indexOf('Hello') + 5, id: 'home:banner.title' },
      { text: ' world', start: marked.length, end: marked.length + 6, id: undefined },
    ]);
    expect(splitId(keyId('service-sem', 'a.b'))).toEqual({ ns: 'service-sem', key: 'a.b' });
  });

  it('follow a string across text nodes (a <Trans> tag splits it) and nest (a string inside another)', () => {
    const marked = markText('a:x', `Use <b>${markText('common:brand', 'Adtechinno')}</b> today`);
    const [before, after] = marked.split(/<\/?b>/).filter((_, i) => i !== 1);
    const inner = marked.split(/<\/?b>/)[1]!;
    const stack: string[] = [];
    const pieces = [before!, inner, after!].flatMap((t) => parseMarked(t, stack)).map((p) => [p.text, p.id]);
    expect(pieces).toEqual([
      ['Use ', 'a:x'],
      ['Adtechinno', 'common:brand'],
      [' today', 'a:x'],
    ]);
    expect(stack).toEqual([]);
    expect(idsIn(`Title ${markText('about:meta.title', 'About')}`)).toEqual(['about:meta.title']);
  });

  it('mark every string with letters, and leave figures the code reads as numbers', () => {
    const marked = markCatalogue('home', { stats: { years: { value: '15', figure: '{{value, number}}+', label: 'years' } } });
    expect(marked.stats.years.value).toBe('15');
    expect(idsIn(marked.stats.years.figure)).toEqual(['home:stats.years.figure']);
    expect(stripMarkers(marked.stats.years.label)).toBe('years');
  });
});

describe('maximum length search', () => {
  it('finds the largest length that fits, by the overflow rules it is given', () => {
    let current = '';
    const limit = 37;
    const found = searchMaxLength(12, growthCap(12), (t) => (current = t), () => current.length > limit);
    expect(found).toBe(37);
    expect(fillerText(20)).toHaveLength(20);
  });

  it('reports no limit when the text fits at the cap, and 0 when the English already overflows', () => {
    let current = '';
    expect(searchMaxLength(10, 50, (t) => (current = t), () => current.length > 500)).toBeUndefined();
    expect(searchMaxLength(10, 50, (t) => (current = t), () => current.length > 5)).toBe(0);
    expect(growthCap(10)).toBe(50);
    expect(growthCap(100)).toBe(250);
  });

  it('boxes: the union of the real ones', () => {
    expect(unionBox([{ x: 10, y: 10, width: 5, height: 5 }, { x: 0, y: 12, width: 4, height: 10 }, { x: 3, y: 3, width: 0, height: 0 }])).toEqual({ x: 0, y: 10, width: 15, height: 12 });
    expect(unionBox([])).toBeUndefined();
  });
});

describe('observations become context', () => {
  it('roles, screens (or every screen), head-only documents, and the smallest measured limit', () => {
    const merged = mergeObservations(
      [
        { id: 'common:nav.about', screen: '/', device: 'phone', role: 'link', visible: false },
        { id: 'common:nav.about', screen: '/', device: 'desktop', role: 'link', visible: true, maxLength: 44 },
        { id: 'common:nav.about', screen: '/about', device: 'desktop', role: 'link', visible: true, maxLength: 40 },
        { id: 'about:banner.title', screen: '/about', device: 'phone', role: 'heading', visible: true, maxLength: null },
        { id: 'about:meta.title', screen: '/about', device: 'phone', role: 'document title', visible: false },
        { id: 'about:menu.hidden', screen: '/about', device: 'phone', role: 'link', visible: false },
      ],
      ['/', '/about'],
    );
    expect(merged.common!['nav.about']).toEqual({ maxLength: 40, roles: ['link'], screens: [EVERY_SCREEN], documents: [] });
    expect(merged.about!['banner.title']).toEqual({ maxLength: undefined, roles: ['heading'], screens: ['/about'], documents: [] });
    expect(merged.about!['meta.title']).toEqual({ maxLength: undefined, roles: [], screens: [], documents: ['/about'] });
    expect(merged.about!['menu.hidden']!.screens).toEqual([]);
  });
});

describe('the committed context (locales/en/_context/)', () => {
  const english = loadCatalogues(ROOT, 'en');
  const context = readContext(ROOT);
  const keys = Object.entries(english).flatMap(([ns, c]) => Object.keys(flatten(c.data)).map((key) => ({ ns, key })));

  it('covers every key that renders on some screen; every key on no screen has a note instead', () => {
    const uncovered = keys.filter(({ ns, key }) => {
      const c = context[ns]?.[key];
      return !c?.screens?.length && !c?.note?.trim();
    });
    expect(uncovered.map(({ ns, key }) => `${ns}:${key}`)).toEqual([]);
  });

  it('describes only keys English has, screens that exist, and limits that are real lengths', () => {
    const routes = new Set(SITE_ROUTES.map((r) => r.path));
    for (const [ns, entries] of Object.entries(context)) {
      expect(english[ns], `locales/en/_context/${ns}.json has an English namespace`).toBeDefined();
      const flat = flatten(english[ns]!.data);
      for (const [key, c] of Object.entries(entries)) {
        expect(flat[key], `${ns}:${key} is an English key`).toBeTypeOf('string');
        for (const s of c.screens ?? []) expect(s === EVERY_SCREEN || routes.has(s.replace(/ \(.*\)$/, '')) || s === '/no-such-page', `${ns}:${key} screen ${s}`).toBe(true);
        if (c.maxLength !== undefined) expect(c.maxLength, `${ns}:${key} maxLength`).toBeGreaterThanOrEqual([...(flat[key] as string)].length);
      }
    }
  });

  it('the measured fields are written by npm run i18n:context, in sorted files', () => {
    for (const ns of Object.keys(context)) {
      const text = readFileSync(join(ROOT, 'locales/en/_context', `${ns}.json`), 'utf8');
      const parsed = JSON.parse(text) as Record<string, unknown>;
      expect(Object.keys(parsed)).toEqual(Object.keys(parsed).slice().sort());
      expect(text.endsWith('\n')).toBe(true);
    }
  });
});
