import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { PSEUDO_CHARACTERS, PSEUDO_LOCALE } from '../../src/i18n/pseudo';
import { openRoute, watchPage } from './helpers';
import { visitGroups } from './visit-plan';
import { brief, visitInTurn } from './visiting';

/**
 * The pseudo-locale check. scripts/run-e2e.mjs builds the site with `vite build --mode pseudo` into
 * its own folder and runs this file against it with E2E_PSEUDO=1: every route of the route table
 * (and the not-found screen) is rendered in the pseudo-locale (accented, bracketed, ~35% longer
 * English), visited in the groups of the page-visit sweep (tests/e2e/visit-plan.ts), and its
 * content (`main`) must show
 *  - no visible text that escaped translation (text with letters but no pseudo-locale character), and
 *  - no text wider or taller than its box, no row of content spilling out of its box, and nothing
 *    wider than the viewport.
 * The shell (header, footer, services menu) is checked once, on its own.
 * In the normal run (production build) it checks that the pseudo-locale is not shipped.
 */

const PSEUDO = process.env.E2E_PSEUDO === '1';

/**
 * Visible text that may stay as it is in every language: brand and product names that are not in
 * a catalogue. Keep this list short: anything else belongs in locales/en/*.json.
 */
const UNTRANSLATED_OK = ['Adtechinno'];

test.use({ reducedMotion: 'reduce' });

interface Finding {
  where: string;
  text: string;
  detail?: string;
}

/** Runs in the page: text that escaped translation, and text that overflows its box. */
function audit({ pseudoChars, allowed, roots }: { pseudoChars: string; allowed: string[]; roots: string[] }) {
  const marks = new Set([...pseudoChars]);
  // Intl output is locale data, not a translation: month and weekday names, AM/PM.
  const intlWords: string[] = ['AM', 'PM'];
  for (let m = 0; m < 12; m += 1) {
    const d = new Date(Date.UTC(2024, m, 1));
    for (const month of ['long', 'short'] as const) intlWords.push(d.toLocaleString('en-US', { month, timeZone: 'UTC' }));
  }
  for (let day = 0; day < 7; day += 1) {
    const d = new Date(Date.UTC(2024, 0, 7 + day));
    for (const weekday of ['long', 'short'] as const) intlWords.push(d.toLocaleString('en-US', { weekday, timeZone: 'UTC' }));
  }
  const okWords = [...allowed, ...intlWords].sort((a, b) => b.length - a.length);
  const describe = (el: Element) => {
    const parts: string[] = [];
    for (let e: Element | null = el; e && e !== document.body && parts.length < 4; e = e.parentElement) {
      const cls = typeof e.className === 'string' && e.className ? `.${e.className.trim().split(/\s+/)[0]}` : '';
      parts.unshift(`${e.tagName.toLowerCase()}${cls}`);
    }
    return parts.join(' > ');
  };
  const rendered = (el: Element) => {
    if (el.closest('script, style, noscript, template, select, option')) return false;
    const cs = getComputedStyle(el);
    return el.getClientRects().length > 0 && cs.visibility !== 'hidden' && cs.display !== 'none';
  };

  const scopes = roots.flatMap((r) => Array.from(document.querySelectorAll(r)));
  const untranslated: Finding[] = [];
  for (const scope of scopes) {
    const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.nodeValue ?? '').trim();
      const el = node.parentElement;
      if (!text || !el || !rendered(el)) continue;
      if ([...text].some((c) => marks.has(c))) continue;
      let rest = text;
      for (const w of okWords) rest = rest.split(w).join(' ');
      if (/\p{L}/u.test(rest)) untranslated.push({ where: describe(el), text: text.slice(0, 80) });
    }
  }

  const overflow: Finding[] = [];
  const viewport = document.documentElement.clientWidth;
  for (const el of scopes.flatMap((scope) => [scope, ...Array.from(scope.querySelectorAll('*'))])) {
    if (el.closest('svg') || !rendered(el)) continue;
    const cs = getComputedStyle(el);
    if (cs.display === 'inline' || cs.display === 'contents') continue;
    const box = el as HTMLElement;
    if (box.clientWidth <= 2 || box.clientHeight <= 2) continue; // visually hidden (screen-reader text)
    const text = (box.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60);
    const ownText = Array.from(el.childNodes).some((n) => n.nodeType === Node.TEXT_NODE && (n.nodeValue ?? '').trim());
    if (!ownText) {
      // A container whose content spills out sideways (a row of links or buttons grown too wide);
      // scrollers and clipping boxes (carousels) are meant to be wider inside.
      if (cs.overflowX === 'visible' && box.scrollWidth > box.clientWidth + 1 && box !== document.body) {
        overflow.push({ where: describe(el), text, detail: `content is ${box.scrollWidth}px wide in a ${box.clientWidth}px box` });
      }
      continue;
    }
    // Taller than its box: by more than half a line (a fixed height that the text spills out of), or
    // at all when the box clips (overflow hidden, line clamp). A few pixels of accents are not a spill.
    const lineHeight = parseFloat(cs.lineHeight) || parseFloat(cs.fontSize) * 1.2;
    const clips = cs.overflowY !== 'visible' || (cs.webkitLineClamp !== 'none' && cs.webkitLineClamp !== '');
    const extra = box.scrollHeight - box.clientHeight;
    if (box.scrollWidth > box.clientWidth + 1) {
      overflow.push({ where: describe(el), text, detail: `text is ${box.scrollWidth}px wide in a ${box.clientWidth}px box` });
    } else if (extra > lineHeight / 2 || (clips && extra > 2)) {
      overflow.push({ where: describe(el), text, detail: `text is ${box.scrollHeight}px tall in a ${box.clientHeight}px box${clips ? ' that clips' : ''}` });
    }
    const rect = el.getBoundingClientRect();
    if (rect.right > viewport + 1 || rect.left < -1) {
      overflow.push({ where: describe(el), text, detail: `spans ${Math.round(rect.left)}…${Math.round(rect.right)}px, viewport is ${viewport}px` });
    }
  }
  if (document.documentElement.scrollWidth > viewport + 1) {
    overflow.push({ where: 'html', text: '', detail: `the page is ${document.documentElement.scrollWidth}px wide, viewport ${viewport}px` });
  }
  return { untranslated, overflow };
}

const format = (items: Finding[]) => items.map((f) => `${f.where}: "${f.text}"${f.detail ? ` (${f.detail})` : ''}`);

/** Audits the given parts of the page (by default the screen's own content, `main`). */
async function findings(page: Page, roots = ['main']) {
  await expect(page.locator('main h1').first(), 'the heading is in the pseudo-locale').toContainText(new RegExp(`[${PSEUDO_CHARACTERS}]`));
  const result = await page.evaluate(audit, { pseudoChars: PSEUDO_CHARACTERS, allowed: UNTRANSLATED_OK, roots });
  return { escapedTranslation: format(result.untranslated), overflowing: format(result.overflow) };
}

function expectNone(found: { escapedTranslation: string[]; overflowing: string[] }) {
  expect(found, 'visible text that escaped translation (hard-coded, or missing from the catalogue), and text that overflows its box').toEqual({
    escapedTranslation: [],
    overflowing: [],
  });
}

if (PSEUDO) {
  test.describe('every route in the pseudo-locale', () => {
    // The groups of the page-visit sweep: one browser page per group, reaching each route by link.
    for (const group of visitGroups()) {
      test(group.name, async ({ page }) => {
        test.setTimeout(30_000 + group.visits.length * 15_000);
        const watch = watchPage(page);
        const failures = await visitInTurn(page, group.visits, PSEUDO_LOCALE, async (visit, arrived) => {
          if (!arrived) return [];
          try {
            expectNone(await findings(page));
            return [];
          } catch (error) {
            return [`pseudo-locale audit (${visit.page}): ${brief(error)}`];
          }
        });
        expect(failures, `routes of "${group.name}" in the pseudo-locale`).toEqual([]);
        watch.assertClean();
      });
    }

    test('the shell: header, footer and the services menu', async ({ page }) => {
      const watch = watchPage(page);
      await openRoute(page, '/', PSEUDO_LOCALE);
      const shell = await findings(page, ['header', 'footer']);
      await page.locator('header nav a[href="#/services/sem"]').first().hover();
      await expect(page.getByTestId('services-menu')).toBeVisible();
      const menu = await page.evaluate(audit, { pseudoChars: PSEUDO_CHARACTERS, allowed: UNTRANSLATED_OK, roots: ['[data-testid="services-menu"]'] });
      expectNone({
        escapedTranslation: [...shell.escapedTranslation, ...format(menu.untranslated)],
        overflowing: [...shell.overflowing, ...format(menu.overflow)],
      });
      watch.assertClean();
    });

    test('the audit itself flags English text and overflowing text (it can fail)', async ({ page }) => {
      await openRoute(page, '/', 'en');
      const result = await page.evaluate(audit, { pseudoChars: PSEUDO_CHARACTERS, allowed: UNTRANSLATED_OK, roots: ['main'] });
      const h1 = (await page.locator('main h1').first().innerText()).trim();
      expect(result.untranslated.map((f) => f.text)).toContain(h1.slice(0, 80));
      await page.evaluate(() => {
        const probe = document.createElement('p');
        probe.style.cssText = 'width: 60px; white-space: nowrap';
        probe.textContent = '[Ţööļöñĝ ŵöŕďš ļöŕéḿ]';
        document.querySelector('main')?.append(probe);
      });
      const after = await page.evaluate(audit, { pseudoChars: PSEUDO_CHARACTERS, allowed: UNTRANSLATED_OK, roots: ['main'] });
      expect(after.overflow.map((f) => f.text)).toContain('[Ţööļöñĝ ŵöŕďš ļöŕéḿ]');
    });

  });
} else {
  test('the production build neither ships nor offers the pseudo-locale', async ({ page }) => {
    const watch = watchPage(page);
    await openRoute(page, '/', PSEUDO_LOCALE);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('main h1').first()).not.toContainText(new RegExp(`[${PSEUDO_CHARACTERS}]`));
    await expect(page.locator(`header select option[value="${PSEUDO_LOCALE}"]`)).toHaveCount(0);
    const dist = process.env.E2E_DIST ?? 'dist';
    const assets = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.js'));
    const withPseudo = assets.filter((f) => /ļöŕéḿ|Ƥšéüďö/.test(readFileSync(join(dist, 'assets', f), 'utf8')));
    expect(withPseudo, 'built files that contain the pseudo-locale').toEqual([]);
    watch.assertClean();
  });
}
