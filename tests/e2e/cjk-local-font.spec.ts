import { expect, test } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/find-chromium.mjs';
import { fontConfig } from './font-config';
import { fontsDrawing, openRoute, watchPage } from './helpers';

/**
 * The path most visitors to a Chinese, Japanese or Korean page take: their machine has a CJK font
 * of its own (every Mac, Windows PC and phone has). The sweep runs on a machine without one
 * (tests/fonts/no-cjk.conf) and checks the subset path (tests/e2e/checks/fonts.ts); here Chromium
 * sees the fonts of tests/fonts/cjk.conf, which adds Noto Sans SC, TC, HK, JP and KR, and the page must
 * use them: the local-only face loads, no subset file is downloaded, and every CJK character is
 * drawn by that local font, none by another font on the machine.
 */
test.use({ launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS, env: { ...process.env, FONTCONFIG_FILE: fontConfig('cjk') } } });

/** Per locale: the screen visited and the family of the local font its faces must pick. */
const CASES = [
  { lng: 'zh-Hans', path: '/services/ooh', family: 'Noto Sans SC' },
  { lng: 'zh-HK', path: '/news', family: 'Noto Sans HK' },
  { lng: 'zh-TW', path: '/services/douyin', family: 'Noto Sans TC' },
  { lng: 'ja', path: '/services/wechat', family: 'Noto Sans JP' },
  { lng: 'ko', path: '/about', family: 'Noto Sans KR' },
] as const;

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

for (const { lng, path, family } of CASES) {
  test(`${lng}: a machine with its own CJK font draws ${path} in it and downloads no subset`, async ({ page }) => {
    const watch = watchPage(page);
    const fonts: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'font') fonts.push(new URL(req.url()).pathname);
    });
    await openRoute(page, path, lng);
    await page.evaluate(() => document.fonts.ready);

    const local = await page.evaluate(
      () => [...document.fonts].filter((f) => / Local["']?$/.test(f.family) && f.status === 'loaded').map((f) => f.family.replace(/["']/g, '')),
    );
    expect(local, 'local-only faces loaded').toContain(`Adt Noto Sans ${family.split(' ').pop()} Local`);
    // Every font file this visit fetched: the Latin web font may come, no CJK subset may.
    expect(fonts.filter((f) => f.includes(`/${lng}-`) || /cjk|blank/i.test(f)), 'CJK subset files downloaded').toEqual([]);

    // Which font the browser really drew each element's text with (the DevTools protocol's answer,
    // per element): every element whose own text has CJK characters draws them with the local font
    // alone, and no element uses any other CJK font.
    const drawn = await fontsDrawing(page, CJK);
    expect(drawn.elements, 'elements with CJK text on screen').toBeGreaterThan(10);
    const others = new Set<string>();
    let drawnByLocal = 0;
    for (const f of drawn.fonts) {
      if (f.familyName === family && !f.isCustomFont) drawnByLocal += f.glyphCount;
      else if (/Noto Sans (SC|TC|HK|JP|KR)|CJK/.test(f.familyName) || f.isCustomFont) others.add(`${f.familyName}${f.isCustomFont ? ' (web font)' : ''}`);
    }
    expect([...others], 'other fonts drawing CJK text').toEqual([]);
    expect(drawnByLocal, `glyphs drawn by the local ${family}`).toBeGreaterThan(50);
    watch.assertClean();
  });
}
