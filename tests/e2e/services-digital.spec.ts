import { expect, test } from '@playwright/test';
import { NOT_FOUND_TITLE, openRoute, watchPage } from './helpers';

// Every service page in every locale (the service pattern, raw keys, console, links naming routes,
// axe) is checked by the page-visit sweep, tests/e2e/visit.spec.ts; this file tests behaviour.

test.describe('links inside service cards', () => {
  test('a card link followed from the keyboard navigates in place to its page', async ({ page }) => {
    const watch = watchPage(page);
    await openRoute(page, '/services/seo', 'en');
    // From the keyboard, so no fixed header or reveal animation can intercept a pointer.
    const first = page.locator('main [data-block="services"] li a[href^="#/"]').first();
    const target = await first.getAttribute('href');
    expect(target).toMatch(/^#\//);
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
    await first.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${(target ?? '').replace(/[/#]/g, '\\$&')}$`));
    await expect(page.locator('main h1')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND_TITLE })).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker), 'no page reload').toBe(1);
    watch.assertClean();
  });
});
