import { expect, test } from '@playwright/test';
import { SHIPPED_LOCALES, expectCardLinksResolve, expectNoRawCopy, expectServicePattern, openRoute, watchPage } from './helpers';

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
        await expectServicePattern(main);
        await expectNoRawCopy(page);
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
