import { expect, test, type Page } from '@playwright/test';
import { NOT_FOUND_TITLE, openRoute, watchPage } from './helpers';

// The behaviour of the platform pages. Each of them in every locale (banner, description,
// benefits, the channel strip marking the page, raw keys, console, links naming routes, the
// alternating benefit blocks, axe) is checked by the page-visit sweep, tests/e2e/visit.spec.ts.

function channelStrip(page: Page) {
  // The strip is the navigation landmark inside main (the header's navigation is outside it).
  return page.locator('main nav');
}

test.describe('platform pages: navigation', () => {
  test('the channel strip moves between platform pages in place and marks the current one', { tag: '@en' }, async ({ page }) => {
    const watch = watchPage(page);
    await openRoute(page, '/gdn', 'en');
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
    await channelStrip(page).getByRole('link', { name: 'TikTok Ads' }).click();
    await expect(page).toHaveURL(/#\/tiktok$/);
    await expect(page.locator('main h1')).toHaveText('TikTok Ads');
    await expect(channelStrip(page).locator('a[aria-current="page"]')).toHaveText('TikTok Ads');
    // A channel that is a service page, not a platform page.
    await channelStrip(page).locator('a[href="#/services/wechat"]').click();
    await expect(page).toHaveURL(/#\/services\/wechat$/);
    await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND_TITLE })).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker), 'no page reload').toBe(1);
    watch.assertClean();
  });

  test('Contact Us in the banner lands on #/contact, in each layout variant', { tag: '@en' }, async ({ page }) => {
    const watch = watchPage(page);
    for (const path of ['/google', '/gdn', '/outdoor']) {
      await openRoute(page, path, 'en');
      await page.locator('main').getByRole('link', { name: 'Contact Us' }).click();
      await expect(page, path).toHaveURL(/#\/contact$/);
      await expect(page.locator('main h1').first()).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND_TITLE })).toHaveCount(0);
    }
    watch.assertClean();
  });
});
