import { expect, type Page } from '@playwright/test';
import { appTookOver, hasDocument } from '../helpers';
import type { VisitCheck } from './types';

declare global {
  interface Window {
    __takeOver?: {
      /** `<main>`'s text once the document was parsed, before any script of the site ran (white space collapsed). */
      textBefore: string | null;
      /**
       * At a hash address: whether a document of the screen showed before any script of the site
       * ran: the page itself (`/?lng=en#/`), or the document the arrival guard put in its place
       * (src/app/arrival-guard.ts), whose text `textBefore` then is, noted as it was put in place.
       */
      fromDocument: boolean;
      /**
       * Every write of `<html lang>` or `dir` after the document was parsed, even of the same value:
       * each restyles the whole page after its first paint.
       */
      langs: string[];
      /** The document's title and description before any script ran, and every other value each took since. */
      metaBefore: { title: string; description: string | null } | null;
      metaChanges: string[];
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
 * the document has painted), an init script notes `<main>`'s text, the title and the description;
 * from the start it sums the layout shifts and notes every write of `<html lang>` and `dir` (a
 * language that flips during the takeover changes the fonts, and the text moves with them: the shift
 * /ja/services/ooh/ had; a write of the same value still restyles the whole page after its first
 * paint). After the takeover: the same text, shifts summing under 0.01, no write of `<html lang>` or
 * `dir`, the same title (the tab shows it) and description, no console warning (React reports
 * hydration mismatches there), and the address is still the document's.
 */
/**
 * The same at a hash address of a route with a document (`/?lng=th#/services/wechat`), where the
 * arrival guard puts that document in place before any script runs: the check starts from there.
 */
export const takeOver: VisitCheck = {
  name: 'the takeover of the document changes nothing visible',
  applies: ({ arrival, path }) => arrival === 'document' || (arrival === 'hash' && hasDocument(path)),
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
      const meta = () => ({ title: document.title, description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? null });
      const state = {
        textBefore: null as string | null, fromDocument: false, langs: [] as string[],
        metaBefore: null as ReturnType<typeof meta> | null, metaChanges: [] as string[], shift: 0, moved: [] as string[], mainText,
      };
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
        const html = document.documentElement;
        state.textBefore = mainText();
        state.metaBefore = meta();
        // Unmarked, the page shows as it is. The guard takes its mark off as it puts a document in
        // place, before it asks for any script (the app takes it off once it has rendered a screen).
        const shown = () => !html.hasAttribute('data-arriving') && !document.querySelector('script[type="module"][src]');
        state.fromDocument = shown();
        let seenMeta = state.metaBefore;
        new MutationObserver((records) => {
          if (!state.fromDocument && shown()) {
            state.fromDocument = true;
            state.textBefore = mainText();
            state.metaBefore = seenMeta = meta();
            state.langs = [];
            state.metaChanges = [];
            return;
          }
          for (const r of records) {
            if (r.target === html && (r.attributeName === 'lang' || r.attributeName === 'dir')) state.langs.push(`${r.attributeName}=${html.getAttribute(r.attributeName)}`);
          }
          const now = meta();
          if (now.title !== seenMeta?.title) state.metaChanges.push(`title: ${now.title}`);
          if (now.description !== seenMeta?.description) state.metaChanges.push(`description: ${now.description}`);
          seenMeta = now;
        }).observe(html, { attributes: true, attributeFilter: ['lang', 'dir', 'data-arriving', 'content'], subtree: true, childList: true, characterData: true });
      });
    });
  },
  async run({ page, document: address, arrival }) {
    await appTookOver(page);
    const seen = await page.evaluate(() => {
      const { textBefore, fromDocument, langs, metaBefore, metaChanges, shift, moved, mainText } = window.__takeOver!;
      return { textBefore, fromDocument, langs, metaBefore, metaChanges, shift, moved, textAfter: mainText() };
    });
    if (arrival === 'hash') expect(seen.fromDocument, "the screen's document was shown before any script ran").toBe(true);
    expect(seen.textBefore, 'main text before the scripts ran').toBeTruthy();
    expect(seen.textAfter, 'the main text after the takeover is the document\'s').toBe(seen.textBefore);
    expect(seen.langs, '<html lang> or dir written during the takeover (each write restyles the whole page)').toEqual([]);
    expect(seen.metaBefore?.title, 'the document has a title before any script ran').toBeTruthy();
    expect(seen.metaChanges, "the document's title or description changed during the takeover").toEqual([]);
    expect(seen.shift, `layout shifts during the takeover: ${seen.moved.slice(0, 8).join(', ')}`).toBeLessThan(0.01);
    expect(warnings.get(page) ?? [], 'console warnings').toEqual([]);
    if (address) expect(new URL(page.url()).pathname, 'the address is still the document\'s').toBe(address);
  },
};
