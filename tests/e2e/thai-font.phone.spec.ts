import { expect, test, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/find-chromium.mjs';
import { fontConfig } from './font-config';
import { appTookOver, fontsDrawing, watchPage } from './helpers';

/**
 * A Thai document on a machine without a Thai font of its own (tests/fonts/no-thai.conf): its
 * letters can only come from the Noto Sans Thai faces the document carries. They did not, before:
 * declared `font-display: optional`, a face whose decode had not finished by the first layout was
 * never used, and every Thai letter was a box, before and after the takeover. Checked with the
 * DevTools protocol's answer to which font drew each element's text: the document alone (no
 * script), the document the app has taken over, and a hash arrival, whose faces the arrival guard
 * asks for beside the page it fetches. With scripts, the faces are decoded before the first layout
 * (src/app/carried-faces.ts): set in the fallback first, the page moved when they came.
 */
test.use({ launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS, env: { ...process.env, FONTCONFIG_FILE: fontConfig('no-thai') } } });

const THAI = /\p{Script=Thai}/u;

/** The Thai letters on screen, how many glyphs the site's Noto Sans Thai drew, and in which faces. */
async function thaiDrawing(page: Page) {
  const { letters, fonts } = await fontsDrawing(page, THAI);
  const byNotoSansThai = fonts.filter((f) => f.familyName === 'Noto Sans Thai' && f.isCustomFont);
  return {
    letters,
    byNotoSansThai: byNotoSansThai.reduce((sum, f) => sum + f.glyphCount, 0),
    faces: [...new Set(byNotoSansThai.map((f) => f.postScriptName))].sort(),
  };
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

test('a Thai document has its faces before its first layout, does not move, and still draws its Thai in Noto Sans Thai once taken over', async ({ page }) => {
  const watch = watchPage(page);
  await page.addInitScript(() => {
    const w = window as unknown as { shifted: number; facesAtBody?: string[] };
    w.shifted = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) w.shifted += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
    // What the document's Thai faces are when the parser reaches <body>, before anything is laid out.
    const seen = new MutationObserver(() => {
      if (!document.body) return;
      seen.disconnect();
      w.facesAtBody = [...document.fonts].filter((f) => f.family.replace(/"/g, '') === 'Noto Sans Thai' && f.status === 'loaded').map((f) => String(f.weight));
    });
    seen.observe(document, { childList: true, subtree: true });
  });
  // The page that moved most when its faces came after the first layout (CLS 0.064 in Lighthouse).
  await page.goto('./th/services/sem/');
  await appTookOver(page);
  const { shifted, facesAtBody } = await page.evaluate(() => {
    const w = window as unknown as { shifted: number; facesAtBody?: string[] };
    return { shifted: w.shifted, facesAtBody: w.facesAtBody };
  });
  expect(facesAtBody?.sort(), 'Noto Sans Thai faces decoded before <body>').toEqual(['400', '700']);
  expect(shifted, 'summed layout shifts').toBeLessThan(0.01);
  expectDrawnInNotoSansThai(await thaiDrawing(page));
  watch.assertClean();
});

test('a Thai hash arrival draws its Thai in the faces the arrival guard asked for beside the page it fetched', async ({ page }) => {
  const watch = watchPage(page);
  await page.goto('./#/services/wechat?lng=th');
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  await expect(page.locator('main h1')).toBeVisible();
  await appTookOver(page);
  expectDrawnInNotoSansThai(await thaiDrawing(page));
  watch.assertClean();
});
