import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { openRoute, scrollThrough, watchPage } from './helpers';

// Thai loanwords must never break across lines (ทีมคอน|เทนต์). The build joins every word of the
// glossary's Thai list with WORD JOINER (U+2060); this spec renders the Thai pages where the review
// found broken words, at a phone and a desktop width, and measures every occurrence of every listed
// word inside <main>: its letters must sit on one line.

const WORDS: string[] = JSON.parse(readFileSync(join(process.cwd(), 'locales/glossary.json'), 'utf8')).thaiWords;
const PAGES = ['/services/wechat', '/about', '/tech-data', '/services/taboola', '/services/programmatic-dooh'] as const;
const WIDTHS = [360, 1024] as const;

interface Occurrence {
  word: string;
  context: string;
  /** The word as it is in the DOM carries a joiner between its letters. */
  joined: boolean;
  /** Its letters lie on more than one line. */
  broken: boolean;
}

/**
 * Every occurrence of a listed word in the text nodes under `root`, found in the text with joiners
 * stripped and measured through a Range over the original offsets (joiners included).
 * With `strip`, the text nodes first lose their joiners (the control: what the page would be
 * without the build step).
 */
function measure(page: Page, selector: string, strip: boolean): Promise<Occurrence[]> {
  return page.evaluate(
    ({ selector, words, strip }) => {
      const JOINER = '\u2060';
      const root = document.querySelector(selector);
      if (!root) return [];
      const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      const re = new RegExp([...words].sort((a, b) => b.length - a.length).map(escape).join('|'), 'gu');
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      const nodes: Text[] = [];
      for (let n = walker.nextNode(); n; n = walker.nextNode()) nodes.push(n as Text);
      const found: Occurrence[] = [];
      for (const node of nodes) {
        if (strip && node.data.includes(JOINER)) node.data = node.data.replaceAll(JOINER, '');
        const data = node.data;
        // Stripped text, and for each of its UTF-16 units the offset of the same unit in `data`.
        let plain = '';
        const offsets: number[] = [];
        for (let i = 0; i < data.length; i++) {
          if (data[i] === JOINER) continue;
          plain += data[i];
          offsets.push(i);
        }
        for (const m of plain.matchAll(re)) {
          const start = offsets[m.index];
          const end = offsets[m.index + m[0].length - 1] + 1;
          const range = document.createRange();
          range.setStart(node, start);
          range.setEnd(node, end);
          const rects = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
          if (!rects.length) continue; // not rendered (a closed tab, a hidden slide)
          const tops = rects.map((r) => r.top);
          const lineHeight = Math.min(...rects.map((r) => r.height));
          found.push({
            word: m[0],
            context: plain.slice(Math.max(0, m.index - 12), m.index + m[0].length + 12),
            joined: end - start > m[0].length,
            broken: Math.max(...tops) - Math.min(...tops) > lineHeight / 2,
          });
        }
      }
      return found;
    },
    { selector, words: WORDS, strip },
  );
}

test.describe('Thai loanwords never break across lines', () => {
  for (const width of WIDTHS) {
    for (const path of PAGES) {
      test(`[th] ${path} at ${width}px`, async ({ page }) => {
        const watch = watchPage(page);
        await page.setViewportSize({ width, height: 900 });
        await openRoute(page, path, 'th');
        await expect(page.locator('html')).toHaveAttribute('lang', 'th');
        await scrollThrough(page);

        const occurrences = await measure(page, 'main', false);
        expect(occurrences.length, 'listed words found on the page').toBeGreaterThan(10);
        expect(occurrences.filter((o) => !o.joined).map((o) => o.context), 'words reaching the page without joiners').toEqual([]);
        expect(occurrences.filter((o) => o.broken).map((o) => `${o.word} in “${o.context}”`), 'words split across lines').toEqual([]);

        // The control: the same page without joiners does split some of these words (at this width
        // or, where the line lengths happen to fall between words here, at one of a few others), so
        // the measurement above can see a break when there is one.
        if (width === WIDTHS[0]) {
          let splits = 0;
          for (const w of [width, 400, 480, 600]) {
            await page.setViewportSize({ width: w, height: 900 });
            splits = (await measure(page, 'main', true)).filter((o) => o.broken).length;
            if (splits > 0) break;
          }
          expect(splits, 'words the browser splits without joiners').toBeGreaterThan(0);
        }
        watch.assertClean();
      });
    }
  }
});
