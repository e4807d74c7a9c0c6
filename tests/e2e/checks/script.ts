import { expect, type Page } from '@playwright/test';
import type { VisitCheck } from './types';

/**
 * "The main text is mostly in the locale's script": what a reader of that language sees first.
 * Brand names (Google, WeChat, pDOOH…) stay in Latin letters in every language, so the threshold
 * is a majority, not all. Latin-script locales are told apart by their own function words.
 */
const SCRIPT: Record<string, { re: RegExp; name: string; min: number; also?: { re: RegExp; name: string; min: number } }> = {
  'zh-Hans': { re: /\p{Script=Han}/u, name: 'Han', min: 0.5 },
  'zh-HK': { re: /\p{Script=Han}/u, name: 'Han', min: 0.5 },
  'zh-TW': { re: /\p{Script=Han}/u, name: 'Han', min: 0.5 },
  ja: {
    re: /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー]/u,
    name: 'Japanese',
    min: 0.5,
    also: { re: /[\p{Script=Hiragana}\p{Script=Katakana}]/u, name: 'kana', min: 0.15 },
  },
  ko: { re: /\p{Script=Hangul}/u, name: 'Hangul', min: 0.5 },
  th: { re: /\p{Script=Thai}/u, name: 'Thai', min: 0.5 },
};

/** Words that only an English text is full of. */
const ENGLISH = new Set(['the', 'and', 'of', 'to', 'for', 'with', 'your', 'our', 'we', 'you', 'in', 'on', 'is', 'are', 'that', 'from', 'more', 'every']);
/** Function words a Malay or Vietnamese text cannot do without. */
const OWN_WORDS: Record<string, Set<string>> = {
  ms: new Set(['dan', 'untuk', 'anda', 'kami', 'yang', 'di', 'dengan', 'dalam', 'ke', 'daripada', 'lebih', 'setiap']),
  vi: new Set(['và', 'của', 'bạn', 'chúng', 'tôi', 'cho', 'với', 'trong', 'các', 'những', 'được', 'một']),
};

export function scriptShare(text: string, re: RegExp): number {
  const letters = [...text].filter((ch) => /\p{L}/u.test(ch));
  if (!letters.length) return 0;
  return letters.filter((ch) => re.test(ch)).length / letters.length;
}

export function wordShares(text: string, lng: string): { english: number; own: number } {
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  if (!words.length) return { english: 0, own: 0 };
  const own = OWN_WORDS[lng];
  return {
    english: words.filter((w) => ENGLISH.has(w)).length / words.length,
    own: own ? words.filter((w) => own.has(w)).length / words.length : 0,
  };
}

/** Asserts that `main` reads in `lng`'s script (or, for Latin-script locales, in its own words). */
export async function expectMainInLocaleScript(page: Page, lng: string) {
  if (lng === 'en' || lng === 'pseudo') return;
  const text = await page.locator('main').innerText();
  const script = SCRIPT[lng];
  if (script) {
    expect(scriptShare(text, script.re), `share of ${script.name} letters in main (${lng})`).toBeGreaterThan(script.min);
    if (script.also) expect(scriptShare(text, script.also.re), `share of ${script.also.name} in main (${lng})`).toBeGreaterThan(script.also.min);
    return;
  }
  const shares = wordShares(text, lng);
  expect(shares.english, `share of English function words in main (${lng})`).toBeLessThan(0.03);
  if (OWN_WORDS[lng]) expect(shares.own, `share of ${lng} function words in main`).toBeGreaterThan(0.05);
}

/** The sweep's check: outside English, main reads in the visit's locale. */
export const localeScript: VisitCheck = {
  name: "main text in the locale's script",
  applies: ({ lng }) => lng !== 'en',
  run: ({ page, lng }) => expectMainInLocaleScript(page, lng),
};

/**
 * "Thai, Han, kana and Hangul are never letter-spaced or slanted": tracking and italics belong to
 * scripts with letter case (src/styles/_tokens.scss `tracking`, `italic`); in these they only pull
 * the glyphs apart or lean them. Every visible text of the page in one of them, with the spacing
 * and style it is drawn with, apart from the language switcher's list (each language in its own
 * script, drawn by the system's picker).
 */
export const untrackedScripts: VisitCheck = {
  name: 'no tracking or slant in Thai, Han, kana or Hangul',
  applies: ({ lng }) => lng in SCRIPT,
  async run({ page }) {
    const tracked = await page.evaluate(() => {
      const caseless = /[\p{Script=Thai}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
      const found = new Map<string, string>();
      let seen = 0;
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const el = node.parentElement;
        const text = node.textContent ?? '';
        if (!el || !caseless.test(text) || el.closest('select') || !el.checkVisibility()) continue;
        seen += 1;
        const { letterSpacing, fontStyle } = getComputedStyle(el);
        const drawn = [letterSpacing !== 'normal' && parseFloat(letterSpacing) !== 0 && `letter-spacing ${letterSpacing}`, fontStyle !== 'normal' && fontStyle];
        if (drawn.some(Boolean)) found.set(`${el.localName}.${el.className || '(no class)'} "${text.trim().slice(0, 24)}"`, drawn.filter(Boolean).join(', '));
      }
      return { seen, found: [...found].map(([where, drawn]) => `${where}: ${drawn}`) };
    });
    expect(tracked.seen, 'visible texts in the locale script').toBeGreaterThan(10);
    expect(tracked.found, 'texts drawn with letter-spacing or a slant').toEqual([]);
  },
};
