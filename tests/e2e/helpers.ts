import { expect, type Locator, type Page } from '@playwright/test';

/** Whether a route has a prerendered document (src/config/site-manifest.ts). */
export { hasDocument } from '../../src/config/site-manifest';

/**
 * Chromium's warning for a `<link rel="preload">` whose response nothing used (a prerendered
 * document's fonts and modules): a file downloaded for nothing, or downloaded twice.
 */
export const UNUSED_PRELOAD = /preloaded using link preload but not used/;

/**
 * Watches a page for console errors, uncaught exceptions and any request that leaves the site's
 * origin. Call before navigation; `assertClean()` at the end of the test.
 */
export function watchPage(page: Page) {
  const errors: string[] = [];
  const foreign: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' || UNUSED_PRELOAD.test(msg.text())) errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(String(err)));
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.protocol === 'data:' || url.protocol === 'blob:') return;
    if (url.hostname !== '127.0.0.1') foreign.push(req.url());
  });
  return {
    errors,
    foreign,
    assertClean() {
      expect(errors, 'console errors').toEqual([]);
      expect(foreign, 'requests to other origins').toEqual([]);
    },
  };
}

/**
 * Watches every frame of the page's next navigations (the first 600) for `text` on screen in an
 * element matching `selector` (the innermost holding it); `seen()` tells whether it was.
 */
export async function watchFramesFor(page: Page, text: string, selector = 'main *') {
  await page.addInitScript(([t, s]) => {
    const w = window as unknown as { textSeen: boolean; framesChecked: number };
    w.textSeen = false;
    w.framesChecked = 0;
    const check = () => {
      for (const el of document.querySelectorAll(s)) {
        // The innermost element holding the text: an ancestor can be visible where the text is not.
        const holds = (e: Element) => !!e.textContent?.includes(t);
        if (holds(el) && ![...el.children].some(holds) && el.checkVisibility({ visibilityProperty: true })) w.textSeen = true;
      }
      w.framesChecked += 1;
      if (w.framesChecked < 600) requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  }, [text, selector] as const);
  return {
    async seen(): Promise<boolean> {
      const { textSeen, framesChecked } = await page.evaluate(() => {
        const w = window as unknown as { textSeen: boolean; framesChecked: number };
        return { textSeen: w.textSeen, framesChecked: w.framesChecked };
      });
      expect(framesChecked, 'frames were watched').toBeGreaterThan(0);
      return textSeen;
    },
  };
}

/**
 * Waits until the app has taken the page over: a document's links lead to other documents until
 * then, and become hash links once it is hydrated (the header's home link: `/en/` → `#/`).
 */
export async function appTookOver(page: Page) {
  await expect(page.locator('header a[href="#/"]').first()).toBeAttached();
}

/** Opens a hash route in a locale (via ?lng=) and waits until the screen has rendered and the app runs. */
export async function openRoute(page: Page, path: string, lng?: string) {
  const query = lng ? `?lng=${encodeURIComponent(lng)}` : '';
  await page.goto(`./${query}#${path}`);
  await expect(page.locator('main')).toBeVisible();
  await expect(page.locator('main [role="status"]')).toHaveCount(0);
  await expect(page.locator('main h1').first()).toBeVisible();
  await appTookOver(page);
}

/**
 * Text that looks like an untranslated i18next key (e.g. "banner.title" or "products.adTool.text")
 * anywhere in the visible page.
 */
export async function rawKeysOn(page: Page): Promise<string[]> {
  const text = await page.locator('body').innerText();
  const matches = text.match(/(?<![\w@/.])[a-z][a-zA-Z0-9_]*(?:\.[a-zA-Z][a-zA-Z0-9_]*)+(?![\w])/g) ?? [];
  return matches.filter((m) => !['e.g', 'i.e'].includes(m));
}

/**
 * Scrolls through the page one screen at a time, two frames per step (so lazy images start loading
 * and scroll-triggered content renders), then back to the top. A step waits 250 ms at most for its
 * frames: on a loaded machine headless Chromium has skipped frames for a while (a `th` page once
 * waited out the test's 30 s on one `requestAnimationFrame`), and the checks that follow wait for
 * what they need themselves.
 */
export async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    const frame = () =>
      Promise.race([
        new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(null)))),
        new Promise((r) => setTimeout(r, 250)),
      ]);
    const step = Math.max(200, window.innerHeight - 100);
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await frame();
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
    await frame();
  });
}

export const NOT_FOUND_TITLE = 'We could not find that page';

/**
 * Clicks a control that may sit in a `Reveal` block below the fold. Scrolling it into view starts
 * the reveal, which slides the block 24 px up over 600 ms; a click sent mid-slide lands where the
 * control was, not where it is (a visitor sees the slide and taps after it). So: scroll, let the
 * observer fire, wait for every running animation on the control or its ancestors, then click.
 */
export async function clickRevealed(target: Locator) {
  await target.scrollIntoViewIfNeeded();
  await target.evaluate(async (el) => {
    const frame = () => new Promise((r) => requestAnimationFrame(() => r(null)));
    await frame();
    await frame();
    const moving = document.getAnimations().filter((a) => {
      const node = a.effect instanceof KeyframeEffect ? a.effect.target : null;
      return node instanceof Element && node.contains(el);
    });
    await Promise.all(moving.map((a) => a.finished.catch(() => null)));
  });
  await target.click();
}

/**
 * Loads every lazy image of the page now, as scrolling past it would, without scrolling, and waits
 * until each image has loaded or failed. With reduced motion nothing else on the site waits for the
 * viewport (the reveals show at once), so a visit sees the whole page in one step instead of a
 * frame pair per screen.
 */
export async function loadLazyImages(page: Page) {
  await page.evaluate(async () => {
    const images = Array.from(document.images);
    for (const img of images) if (img.loading === 'lazy') img.loading = 'eager';
    await Promise.all(
      images
        .filter((img) => !img.complete)
        .map((img) => new Promise((done) => {
          img.addEventListener('load', done, { once: true });
          img.addEventListener('error', done, { once: true });
        })),
    );
  });
}

/** A font the browser drew some text with (the DevTools protocol's `CSS.PlatformFontUsage`). */
export interface DrawnFont {
  familyName: string;
  postScriptName: string;
  isCustomFont: boolean;
  glyphCount: number;
}

/**
 * Which fonts the browser really drew a script's text with, once the page's fonts are settled: every
 * visible element (outside a `<select>`) whose own text has letters of `script` is asked about, one
 * by one (`CSS.getPlatformFontsForNode`). Returns how many such elements and letters there are, and
 * every font used by those elements, per element.
 */
export async function fontsDrawing(page: Page, script: RegExp) {
  await page.evaluate(() => document.fonts.ready);
  const { elements, letters } = await page.evaluate((source) => {
    const re = new RegExp(source, 'gu');
    let count = 0;
    const found = new Set<Element>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      if (!el || !el.checkVisibility() || el.closest('select')) continue;
      const n = (node.textContent ?? '').match(re)?.length ?? 0;
      if (!n) continue;
      count += n;
      found.add(el);
    }
    found.forEach((el) => el.setAttribute('data-font-check', ''));
    return { elements: found.size, letters: count };
  }, script.source);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector: '[data-font-check]' });
  const fonts: DrawnFont[] = [];
  for (const nodeId of nodeIds) fonts.push(...(await cdp.send('CSS.getPlatformFontsForNode', { nodeId })).fonts);
  await cdp.detach();
  return { elements, letters, fonts };
}
