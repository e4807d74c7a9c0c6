import { expect, test } from '@playwright/test';
import { SHIPPED_LOCALES, expectCardLinksResolve, expectNoRawCopy, expectServicePattern, openRoute, watchPage } from './helpers';

/** China channels, GrabAds, global, industry and ecommerce service pages (helper "services2"). */
const ROUTES = [
  '/services/baidu',
  '/services/wechat',
  '/services/douyin',
  '/services/weibo',
  '/services/xiaohongshu',
  '/services/toutiao',
  '/services/grabads-agency',
  '/services/global-digital',
  '/services/industry-design',
  '/services/china-ecommerce',
  '/services/southeast-asia-ecommerce',
] as const;

/** The ad-format (or channel) overview of each page and the number of columns it is laid out in. */
const OVERVIEW: Partial<Record<(typeof ROUTES)[number], { key: string; columns: number }>> = {
  '/services/baidu': { key: 'formats', columns: 3 },
  '/services/wechat': { key: 'formats', columns: 2 },
  '/services/douyin': { key: 'formats', columns: 3 },
  '/services/weibo': { key: 'formats', columns: 3 },
  '/services/xiaohongshu': { key: 'formats', columns: 2 },
  '/services/toutiao': { key: 'formats', columns: 3 },
  '/services/grabads-agency': { key: 'formats', columns: 3 },
  '/services/global-digital': { key: 'channels', columns: 4 },
  '/services/china-ecommerce': { key: 'channels', columns: 3 },
  '/services/southeast-asia-ecommerce': { key: 'channels', columns: 2 },
};


for (const lng of SHIPPED_LOCALES) {
  test.describe(`${lng}`, () => {
    for (const path of ROUTES) {
      test(`${lng} ${path}: renders the service pattern, no raw keys, no console errors`, async ({ page }) => {
        const watch = watchPage(page);
        await openRoute(page, path, lng);
        await expect(page.locator('html')).toHaveAttribute('lang', lng);
        const main = page.locator('main');
        await expect(main.locator('h1')).toHaveCount(1);
        await expect(main.locator('[data-block="intro"] dl dd').first()).toBeVisible();
        await expectServicePattern(main);
        await expectNoRawCopy(page);
        watch.assertClean();
      });
    }
  });
}

test.describe('layout and figures (en)', () => {
  for (const [path, overview] of Object.entries(OVERVIEW)) {
    test(`${path}: the ${overview.key} overview is laid out in ${overview.columns} columns`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await openRoute(page, path, 'en');
      const list = page.locator(`main [data-block="extra-${overview.key}"] ul`).first();
      await list.scrollIntoViewIfNeeded();
      await expect
        .poll(() => list.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').filter(Boolean).length))
        .toBe(overview.columns);
    });
  }

  test('Baidu shows its headline figures formatted', async ({ page }) => {
    await openRoute(page, '/services/baidu', 'en');
    await expect(page.locator('main [data-block="intro"] dd')).toHaveText(['76%', '544M', '414M']);
  });

  test('industry page: nine industry cards, no SEE INSIGHT / SEE SHOWCASE label', async ({ page }) => {
    const watch = watchPage(page);
    await openRoute(page, '/services/industry-design', 'en');
    const cards = page.locator('main [data-block="industries"] li');
    await expect(cards).toHaveCount(9);
    await expect(cards.locator('h3')).toHaveCount(9);
    await page.mouse.wheel(0, 8000);
    await expect(page.getByText(/SEE INSIGHT|SEE SHOWCASE/)).toHaveCount(0);
    watch.assertClean();
  });
});

test.describe('links inside cards', () => {
  for (const path of ROUTES) {
    test(`${path}: every card link leads to an existing page`, async ({ page }) => {
      const watch = watchPage(page);
      await expectCardLinksResolve(page, path);
      watch.assertClean();
    });
  }
});
