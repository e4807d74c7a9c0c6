import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { openRoute, scrollThrough, watchPage } from './helpers';

// Thai loanwords must never break across lines (ทีมคอน|เทนต์). The build puts a WORD JOINER (U+2060)
// into each word of the glossary's Thai list where the Thai dictionary would cut it, and nowhere else;
// this spec renders the Thai pages where the review found broken words, at a phone and a desktop
// width, and checks every occurrence of every listed word inside <main> twice: the browser's own
// dictionary (Intl.Segmenter over the text of the word's block) finds no cut inside it that a joiner
// does not hold, and its letters sit on one line.

const WORDS: string[] = JSON.parse(readFileSync(join(process.cwd(), 'locales/glossary.json'), 'utf8')).thaiWords;
const PAGES = ['/services/wechat', '/about', '/tech-data', '/services/taboola', '/services/programmatic-dooh'] as const;
const WIDTHS = [360, 1024] as const;

interface Occurrence {
  word: string;
  context: string;
  /** The browser's dictionary, reading the text of the word's block, could cut the word where no joiner holds it. */
  cut: boolean;
  /** Its letters lie on more than one line. */
  broken: boolean;
}

/**
 * Every occurrence of a listed word in the text nodes under `root`, found in the text with joiners
 * stripped and measured through a Range over the original offsets (joiners included); the cuts are
 * the word boundaries of the text of its block that no joiner touches.
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
      if (strip) for (const node of nodes) if (node.data.includes(JOINER)) node.data = node.data.replaceAll(JOINER, '');
      const segmenter = new Intl.Segmenter('th', { granularity: 'word' });
      // The run of text the line breaker reads: the text of the nearest box that is not inline.
      const blockOf = (node: Node): Node => {
        for (let el = node.parentElement; el && el !== root; el = el.parentElement) {
          const display = getComputedStyle(el).display;
          if (!display.startsWith('inline') && display !== 'contents') return el;
        }
        return root;
      };
      const found: Occurrence[] = [];
      for (const node of nodes) {
        const data = node.data;
        const block = blockOf(node);
        const before = document.createRange();
        before.setStart(block, 0);
        before.setEnd(node, 0);
        const offset = before.toString().length;
        const blockText = block.textContent ?? '';
        const cuts = new Set<number>();
        for (const { index } of segmenter.segment(blockText)) {
          if (index > 0 && blockText[index] !== JOINER && blockText[index - 1] !== JOINER) cuts.add(index - offset);
        }
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
            cut: [...cuts].some((c) => start < c && c < end),
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
        expect(occurrences.filter((o) => o.cut).map((o) => `${o.word} in “${o.context}”`), 'words the dictionary cuts where no joiner holds them').toEqual([]);
        expect(occurrences.filter((o) => o.broken).map((o) => `${o.word} in “${o.context}”`), 'words split across lines').toEqual([]);

        // The control: the same page without joiners does split some of these words (at this width
        // or, where the line lengths happen to fall between words here, at one of a few others), so
        // the measurement above can see a break when there is one.
        if (width === WIDTHS[0]) {
          expect((await measure(page, 'main', true)).filter((o) => o.cut).length, 'words the dictionary cuts without joiners').toBeGreaterThan(0);
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
