import { expect, test } from '@playwright/test';
import { SHIPPED_LOCALES, expectCardLinksResolve, openRoute, rawKeysOn, watchPage } from './helpers';

/** The digital-marketing service pages (helper "services"), built on the shared template. */
const ROUTES = [
  '/services/sem',
  '/digital-marketing',
  '/services/seo',
  '/services/taboola',
  '/services/display',
  '/services/video',
  '/services/social',
  '/services/content',
  '/services/influencer',
  '/services/audio-advertising',
  '/services/omnichannel-marketing',
] as const;


for (const lng of SHIPPED_LOCALES) {
  test.describe(`${lng}`, () => {
    for (const path of ROUTES) {
      test(`${lng} ${path}: renders the service pattern, no raw keys, no console errors`, async ({ page }) => {
        const watch = watchPage(page);
        await openRoute(page, path, lng);
        await expect(page.locator('html')).toHaveAttribute('lang', lng);
        const main = page.locator('main');
        await expect(main.locator('[data-block="services"] li h3')).toHaveCount(6);
        await expect(main.locator('[data-block="whyUs"] li h3')).toHaveCount(3);
        await expect(main.locator('[data-block="platforms"] [role="img"][aria-label]').first()).toBeVisible();
        await expect(main.locator('[data-block="services"] a[href="#/contact"]')).toHaveCount(1);
        await expect(main.locator('section').last().locator('a[href="#/contact"]')).toHaveCount(1);
        await page.mouse.wheel(0, 6000);
        await page.waitForLoadState('networkidle');
        expect(await rawKeysOn(page)).toEqual([]);
        expect(await main.innerText()).not.toMatch(/<\/?[a-z]+>|\{\{/);
        watch.assertClean();
      });
    }
  });
}

test.describe('links inside service cards', () => {
  for (const path of ROUTES.filter((p) => p !== '/digital-marketing')) {
    test(`${path}: every card link leads to an existing page`, async ({ page }) => {
      const watch = watchPage(page);
      await expectCardLinksResolve(page, path);
      watch.assertClean();
    });
  }
});
