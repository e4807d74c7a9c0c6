import { expect, type Page } from '@playwright/test';
import { appTookOver } from '../helpers';
import type { VisitCheck } from './types';

declare global {
  interface Window {
    __takeOver?: {
      /** `<main>`'s text once the document was parsed, before any script of the site ran (white space collapsed). */
      textBefore: string | null;
      /** Every other value `<html lang>` took after the document was parsed. */
      langs: string[];
      /** The layout-shift entries without recent input: their sum, and what moved. */
      shift: number;
      moved: string[];
      /** `<main>`'s text now, white space collapsed. */
      mainText: () => string | null;
    };
  }
}

/** Console warnings of the page, per page (the `clean` check collects errors). */
const warnings = new WeakMap<Page, string[]>();

/**
 * A prerendered document the visit arrived at (issue 24): the app takes it over and nothing a
 * visitor can see changes. Before any script of the site runs (the arrival guard asks for them once
 * the document has painted), an init script notes `<main>`'s text; from the start it sums the
 * layout shifts and notes every change of `<html lang>` (a language that flips during the takeover
 * changes the fonts, and the text moves with them: the shift /ja/services/ooh/ had). After the
 * takeover: the same text, shifts summing under 0.01, `<html lang>` never changed, no console
 * warning (React reports hydration mismatches there), and the address is still the document's.
 */
export const takeOver: VisitCheck = {
  name: 'the takeover of the document changes nothing visible',
  applies: ({ arrival }) => arrival === 'document',
  async attach(page) {
    const found: string[] = [];
    warnings.set(page, found);
    page.on('console', (msg) => {
      if (msg.type() === 'warning') found.push(msg.text());
    });
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) found.length = 0;
    });
    await page.addInitScript(() => {
      // The text of the DOM (the parser's, before any script; innerText would depend on the layout of
      // the moment), its white space collapsed.
      const mainText = () => document.querySelector('main')?.textContent?.replace(/\s+/g, ' ').trim() ?? null;
      const state = { textBefore: null as string | null, langs: [] as string[], shift: 0, moved: [] as string[], mainText };
      window.__takeOver = state;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] })[]) {
          if (entry.hadRecentInput) continue;
          state.shift += entry.value;
          for (const source of entry.sources ?? []) {
            const el = source.node instanceof Element ? source.node : source.node?.parentElement;
            if (el) state.moved.push(`${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.split(' ')[0]}` : ''} (${entry.value.toFixed(4)})`);
          }
        }
      }).observe({ type: 'layout-shift', buffered: true });
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        state.textBefore = mainText();
        let lang = document.documentElement.lang;
        new MutationObserver(() => {
          if (document.documentElement.lang !== lang) state.langs.push((lang = document.documentElement.lang));
        }).observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
      });
    });
  },
  async run({ page, document: address }) {
    await appTookOver(page);
    const seen = await page.evaluate(() => {
      const { textBefore, langs, shift, moved, mainText } = window.__takeOver!;
      return { textBefore, langs, shift, moved, textAfter: mainText() };
    });
    expect(seen.textBefore, 'main text before the scripts ran').toBeTruthy();
    expect(seen.textAfter, 'the main text after the takeover is the document\'s').toBe(seen.textBefore);
    expect(seen.langs, '<html lang> changed during the takeover').toEqual([]);
    expect(seen.shift, `layout shifts during the takeover: ${seen.moved.slice(0, 8).join(', ')}`).toBeLessThan(0.01);
    expect(warnings.get(page) ?? [], 'console warnings').toEqual([]);
    expect(new URL(page.url()).pathname, 'the address is still the document\'s').toBe(address);
  },
};
