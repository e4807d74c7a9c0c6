import { expect, type Page } from '@playwright/test';
import type { VisitCheck } from './types';

const CJK_LOCALES = new Set(['zh-Hans', 'zh-HK', 'zh-TW', 'ja', 'ko']);

/**
 * "Every Chinese, Japanese or Korean character on screen is drawn from the site's subset": each
 * one is in the unicode-range of a face of the locale's subset (scripts/fonts/cjk.mjs), and, on a
 * machine without CJK fonts of its own (the local-only face fails, as on the CI machine), that
 * face has loaded. A character the subset missed would show in a fallback font, or as an empty box
 * where the machine has no CJK font at all.
 */
export const cjkGlyphs: VisitCheck = {
  name: 'CJK characters come from the subset',
  applies: ({ lng }) => CJK_LOCALES.has(lng),
  async run({ page }) {
    const found = await page.evaluate(async () => {
      await document.fonts.ready;
      const family = (f: FontFace) => f.family.replace(/^["']|["']$/g, '');
      const ours = [...document.fonts].filter((f) => family(f).startsWith('Adt Noto Sans'));
      const faces = ours
        .filter((f) => !family(f).endsWith(' Local'))
        .map((f) => ({
          loaded: f.status === 'loaded',
          ranges: f.unicodeRange.split(',').map((r) => {
            const [a, b = a] = r.trim().replace(/^U\+/i, '').split('-');
            return [parseInt(a!, 16), parseInt(b, 16)] as const;
          }),
        }));
      const localLoaded = ours.some((f) => family(f).endsWith(' Local') && f.status === 'loaded');
      const missing: string[] = [];
      const unloaded: string[] = [];
      let checked = 0;
      // The text drawn in the page: a select draws its chosen option only (the list of the language
      // switcher, each language named in its own script, opens in the system's own picker).
      let text = '';
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const el = node.parentElement;
        if (!el || !el.checkVisibility()) continue;
        if (el.closest('select') && !el.closest('option')?.selected) continue;
        text += node.textContent;
      }
      for (const ch of new Set(text)) {
        if (!/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u.test(ch)) continue;
        checked += 1;
        const cp = ch.codePointAt(0)!;
        const covering = faces.filter((f) => f.ranges.some(([a, b]) => cp >= a && cp <= b));
        if (!covering.length) missing.push(ch);
        else if (!localLoaded && !covering.some((f) => f.loaded)) unloaded.push(ch);
      }
      return { faces: faces.length, checked, missing: missing.join(''), unloaded: unloaded.join('') };
    });
    expect(found.faces, 'faces of the locale subset declared').toBeGreaterThan(0);
    expect(found.checked, 'distinct CJK characters on screen').toBeGreaterThan(20);
    expect(found.missing, 'characters on screen that no face of the subset has').toBe('');
    expect(found.unloaded, 'characters on screen whose face has not loaded').toBe('');
    // The blank face stands in only until the whole faces have come (src/i18n/fonts.ts).
    await expect
      .poll(() => page.evaluate(() => [...document.fonts].some((f) => f.family.replace(/^["']|["']$/g, '') === 'Adt CJK Blank')), { message: 'the blank face, gone once the whole faces came' })
      .toBe(false);
  },
};

/** The font files this document fetched more than once, from its own resource timing (so every page load counts for itself). */
export function fontFilesFetchedTwice(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const fonts = performance.getEntriesByType('resource').map((e) => e.name).filter((url) => /\.woff2(\?|$)/.test(url));
    return [...new Set(fonts.filter((url, i) => fonts.indexOf(url) !== i))];
  });
}

/**
 * "Each font file is downloaded once": a font the app asks for again (another screen, a language
 * switch and back) comes from memory. The prerendered documents' preloads are checked the same way
 * in tests/e2e/prerender.spec.ts: the font loader must take the preloaded response rather than ask
 * again (it would, were the preload's CORS mode not the font loader's).
 */
export const fontsOnce: VisitCheck = {
  name: 'each font file is downloaded once',
  viewport: true,
  async run({ page }) {
    expect(await fontFilesFetchedTwice(page), 'font files fetched more than once by this document').toEqual([]);
  },
};
