import { expect, type Page } from '@playwright/test';
import type { Device, VisitCheck } from './types';

/**
 * Layout checks for one page visit on a phone or a tablet (issue 10). Each one measures what the
 * visitor's window shows and fails with the offending elements named, so a failure says where.
 * The visit sweep calls them per device × locale × route; tests/e2e/mobile.spec.ts uses them too.
 */

export type { Device } from './types';

/** Smallest text a phone or tablet visitor may be shown (px). */
export const MIN_TEXT_PX = 14;
/** Smallest tap target (px): WCAG 2.5.5, and the 44 × 44. */
export const MIN_TARGET_PX = 44;

/** A short description of an element for failure messages: tag, class and the start of its text. */
const DESCRIBE = `(el) => {
  const cls = typeof el.className === 'string' && el.className ? '.' + el.className.split(' ')[0] : '';
  const text = (el.textContent || el.getAttribute('aria-label') || '').trim().replace(/\\s+/g, ' ').slice(0, 40);
  return el.tagName.toLowerCase() + cls + (text ? ' "' + text + '"' : '');
}`;

/** The page never scrolls sideways: the document is no wider than the window. */
export async function expectNoHorizontalOverflow(page: Page) {
  const sizes = await page.evaluate(() => {
    const root = document.documentElement;
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, bodyScrollWidth: document.body.scrollWidth };
  });
  expect(sizes.scrollWidth, `page scrolls sideways (scrollWidth ${sizes.scrollWidth} > ${sizes.clientWidth})`).toBeLessThanOrEqual(
    sizes.clientWidth,
  );
  expect(sizes.bodyScrollWidth, 'body scrolls sideways').toBeLessThanOrEqual(sizes.clientWidth);
}

/**
 * No visible element sticks out of the window, unless an ancestor clips it (a carousel's track,
 * a tab list that scrolls sideways, the banner artwork).
 */
export async function expectNothingWiderThanViewport(page: Page) {
  const offenders = await page.evaluate((describe) => {
    const name = new Function(`return ${describe}`)() as (el: Element) => string;
    const width = document.documentElement.clientWidth;
    const clipped = (el: Element) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const s = getComputedStyle(p);
        if (s.overflowX !== 'visible' || s.clipPath !== 'none') return true;
      }
      return false;
    };
    const out: string[] = [];
    for (const el of document.body.querySelectorAll('*')) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      if (r.left >= -1 && r.right <= width + 1) continue;
      const s = getComputedStyle(el);
      if (s.visibility === 'hidden' || s.position === 'fixed' || el.closest('[aria-hidden="true"], .visually-hidden')) continue;
      if (clipped(el)) continue;
      out.push(`${name(el)} [${Math.round(r.left)}…${Math.round(r.right)}]`);
    }
    return out.slice(0, 10);
  }, DESCRIBE);
  expect(offenders, `elements wider than the ${await page.evaluate(() => document.documentElement.clientWidth)} px window`).toEqual([]);
}

/** Every visible piece of text is at least MIN_TEXT_PX. */
export async function expectReadableText(page: Page, min = MIN_TEXT_PX) {
  const small = await page.evaluate(
    ({ min, describe }) => {
      const name = new Function(`return ${describe}`)() as (el: Element) => string;
      const out: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      const seen = new Set<Element>();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const el = node.parentElement;
        if (!el || seen.has(el) || !node.textContent?.trim()) continue;
        seen.add(el);
        if (el.closest('.visually-hidden, [hidden], script, style, option')) continue;
        const rect = el.getBoundingClientRect();
        if (rect.width === 0 || rect.height === 0 || !el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
        const size = parseFloat(getComputedStyle(el).fontSize);
        if (size < min - 0.01) out.push(`${name(el)} ${size}px`);
      }
      return out.slice(0, 10);
    },
    { min, describe: DESCRIBE },
  );
  expect(small, `text smaller than ${min} px`).toEqual([]);
}

/**
 * Every visible control a finger aims at (buttons, form controls, tabs, and links that stand on
 * their own rather than sitting inside a sentence) is at least MIN_TARGET_PX tall and wide, or
 * stretches across its row. Links inside running text are the WCAG exception for inline targets.
 */
export async function expectTapTargets(page: Page, min = MIN_TARGET_PX) {
  const small = await page.evaluate(
    ({ min, describe }) => {
      const name = new Function(`return ${describe}`)() as (el: Element) => string;
      const out: string[] = [];
      const controls = document.querySelectorAll<HTMLElement>(
        'a[href], button, select, input:not([type="hidden"]), textarea, [role="tab"], summary',
      );
      for (const el of controls) {
        if (!el.checkVisibility({ visibilityProperty: true })) continue;
        if (el.closest('.visually-hidden, [inert], [aria-hidden="true"]')) continue;
        const r = el.getBoundingClientRect();
        if (r.width === 0 || r.height === 0) continue;
        // A link inside a sentence: its parent has other text around it.
        if (el.tagName === 'A' && getComputedStyle(el).display === 'inline') {
          const parentText = el.parentElement?.textContent?.trim() ?? '';
          if (parentText.length > (el.textContent?.trim().length ?? 0)) continue;
        }
        if (r.height < min - 0.5 || r.width < min - 0.5) out.push(`${name(el)} ${Math.round(r.width)}×${Math.round(r.height)}`);
      }
      return out.slice(0, 10);
    },
    { min, describe: DESCRIBE },
  );
  expect(small, `tap targets smaller than ${min}×${min} px`).toEqual([]);
}

/** The layout checks of one visit on a phone or tablet, in one call. */
export async function expectResponsiveLayout(page: Page, device: Device) {
  if (device === 'desktop') return;
  await expectNoHorizontalOverflow(page);
  await expectNothingWiderThanViewport(page);
  await expectReadableText(page);
  await expectTapTargets(page);
}

/**
 * The sweep's layout check: on a phone or tablet everything above; on the desktop (1440 px) at
 * least no sideways scrolling.
 */
export const layout: VisitCheck = {
  name: 'layout fits the device',
  viewport: true,
  async run({ page, device }) {
    if (device === 'desktop') await expectNoHorizontalOverflow(page);
    else await expectResponsiveLayout(page, device);
  },
};
