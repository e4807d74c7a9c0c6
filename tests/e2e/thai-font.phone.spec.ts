import { expect, test, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/find-chromium.mjs';
import { fontConfig } from './font-config';
import { appTookOver, watchPage } from './helpers';

/**
 * A Thai document on a machine without a Thai font of its own (tests/fonts/no-thai.conf): its
 * letters can only come from the Noto Sans Thai faces the document carries. They did not, before:
 * declared `font-display: optional`, a face whose decode had not finished by the first layout was
 * never used, and every Thai letter was a box, before and after the takeover. Checked with the
 * DevTools protocol's answer to which font drew each element's text: the document alone (no
 * script), the document the app has taken over, and a hash arrival, whose faces the arrival guard
 * adds from the document it fetches.
 */
test.use({ launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS, env: { ...process.env, FONTCONFIG_FILE: fontConfig('no-thai') } } });

const THAI = /\p{Script=Thai}/u;

/** The Thai letters of every visible element's own text, and which fonts drew that text. */
async function thaiDrawing(page: Page) {
  await page.evaluate(() => document.fonts.ready);
  const letters = await page.evaluate((re) => {
    const thai = new RegExp(re, 'gu');
    let count = 0;
    const marked = new Set<Element>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      if (!el || !el.checkVisibility() || el.closest('select')) continue;
      const found = (node.textContent ?? '').match(thai)?.length ?? 0;
      if (!found) continue;
      count += found;
      marked.add(el);
    }
    [...marked].forEach((el) => el.setAttribute('data-thai-check', ''));
    return count;
  }, THAI.source);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector: '[data-thai-check]' });
  let byNotoSansThai = 0;
  const faces = new Set<string>();
  for (const nodeId of nodeIds) {
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    for (const f of fonts) {
      if (f.familyName !== 'Noto Sans Thai' || !f.isCustomFont) continue;
      byNotoSansThai += f.glyphCount;
      faces.add(f.postScriptName);
    }
  }
  await cdp.detach();
  return { letters, byNotoSansThai, faces: [...faces].sort() };
}

/** Every Thai letter on screen drawn by the site's Noto Sans Thai (a box is drawn by another font), in both weights. */
function expectDrawnInNotoSansThai({ letters, byNotoSansThai, faces }: Awaited<ReturnType<typeof thaiDrawing>>) {
  expect(letters, 'Thai letters on screen').toBeGreaterThan(200);
  // A letter is at least one glyph; a box, drawn by the Latin face, is none of Noto Sans Thai's.
  expect(byNotoSansThai, `glyphs drawn by Noto Sans Thai, of ${letters} Thai letters`).toBeGreaterThanOrEqual(letters * 0.95);
  expect(faces, 'Noto Sans Thai faces used').toEqual(['NotoSansThai-Bold', 'NotoSansThai-Regular']);
}

test('a Thai document without scripts draws its Thai in the Noto Sans Thai it carries', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('./th/services/ooh/');
  await expect(page.locator('main h1')).toBeVisible();
  expectDrawnInNotoSansThai(await thaiDrawing(page));
  await context.close();
});

test('a Thai document taken over by the app still draws its Thai in Noto Sans Thai', async ({ page }) => {
  const watch = watchPage(page);
  await page.goto('./th/newsDetails/key1/');
  await appTookOver(page);
  expectDrawnInNotoSansThai(await thaiDrawing(page));
  watch.assertClean();
});

test('a Thai hash arrival draws its Thai in the faces of the document it fetched', async ({ page }) => {
  const watch = watchPage(page);
  await page.goto('./#/services/wechat?lng=th');
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  await expect(page.locator('main h1')).toBeVisible();
  await appTookOver(page);
  expectDrawnInNotoSansThai(await thaiDrawing(page));
  watch.assertClean();
});
