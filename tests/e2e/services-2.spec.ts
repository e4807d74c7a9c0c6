import { expect, test } from '@playwright/test';
import { openRoute, watchPage } from './helpers';

// China channels, GrabAds, global, industry and ecommerce service pages. Each of them in every
// locale (the service pattern, headline figures, raw keys, console, links, axe) is checked by the
// page-visit sweep, tests/e2e/visit.spec.ts; this file tests their layout and figures.

/** The ad-format (or channel) overview of each page and the number of columns it is laid out in. */
const OVERVIEW: Record<string, { key: string; columns: number }> = {
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
