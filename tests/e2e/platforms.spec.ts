import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { expectNoRawCopy, openRoute, SHIPPED_LOCALES, watchPage } from './helpers';

/** The platform introduction pages (helper "platforms"), all built on one template. */
const PLATFORMS = [
  '/google',
  '/tiktok',
  '/twitter',
  '/xhs',
  '/yahoo',
  '/youtube',
  '/linkedin',
  '/facebook',
  '/gdn',
  '/graphic-design',
  '/outdoor',
] as const;

const NOT_FOUND = 'We could not find that page';

/** English copy of a platform page, to tell a translated page from one that fell back to English. */
function englishLead(path: string): string {
  const file = new URL(`../../locales/en/platform-${path.slice(1)}.json`, import.meta.url);
  return (JSON.parse(readFileSync(file, 'utf8')) as { description: { lead: string } }).description.lead;
}

function channelStrip(page: Page) {
  // The strip is the navigation landmark inside main (the header's navigation is outside it).
  return page.locator('main nav');
}

for (const lng of SHIPPED_LOCALES) {
  test.describe(`platform pages ${lng}`, () => {
    for (const path of PLATFORMS) {
      test(`${lng} ${path}: banner, description, benefits, channel strip; no raw keys, no console errors`, { tag: `@${lng}` }, async ({ page }) => {
        const watch = watchPage(page);
        await openRoute(page, path, lng);
        await expect(page.locator('html')).toHaveAttribute('lang', lng);
        const main = page.locator('main');
        await expect(main.locator('h1')).toHaveCount(1);
        // Contact Us in the banner, GET FREE CONSULTATION NOW at the end: both to #/contact.
        await expect(main.locator('a[href="#/contact"]')).toHaveCount(2);
        // Three benefit illustrations with alt text, blocks or inside the description box.
        await expect(main.locator('img[alt]:not([alt=""])')).toHaveCount(3);
        const strip = channelStrip(page);
        await expect(strip.getByRole('link')).toHaveCount(13);
        await expect(strip.locator('a[aria-current="page"]')).toHaveCount(1);
        await expect(strip.locator('a[aria-current="page"]')).toHaveAttribute('href', `#${path}`);
        if (lng !== 'en') {
          // The page's own copy is translated, not the English fallback.
          await expect(main.locator('section p').first()).not.toHaveText(englishLead(path));
        }
        await expectNoRawCopy(page);
        watch.assertClean();
      });
    }
  });
}

test.describe('platform pages: navigation', () => {
  test('every channel-strip link leads to an existing page', { tag: '@en' }, async ({ page }) => {
    const watch = watchPage(page);
    await openRoute(page, '/google', 'en');
    const hrefs = await channelStrip(page)
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs).toHaveLength(13);
    for (const href of hrefs) {
      await openRoute(page, '/google', 'en');
      await channelStrip(page).locator(`a[href="${href}"]`).click();
      await expect(page).toHaveURL(new RegExp(`${href.replace(/[/.]/g, '\\$&')}$`));
      await expect(page.locator('main h1').first()).toBeVisible();
      // Soft, so one run reports every link that does not resolve, not just the first.
      await expect.soft(page.getByRole('heading', { level: 1, name: NOT_FOUND }), href).toHaveCount(0);
    }
    watch.assertClean();
  });

  test('the channel strip moves between platform pages and marks the current one', { tag: '@en' }, async ({ page }) => {
    await openRoute(page, '/gdn', 'en');
    await channelStrip(page).getByRole('link', { name: 'TikTok Ads' }).click();
    await expect(page).toHaveURL(/#\/tiktok$/);
    await expect(page.locator('main h1')).toHaveText('TikTok Ads');
    await expect(channelStrip(page).locator('a[aria-current="page"]')).toHaveText('TikTok Ads');
  });

  for (const path of ['/google', '/gdn', '/outdoor']) {
    test(`${path}: Contact Us in the banner lands on #/contact`, { tag: '@en' }, async ({ page }) => {
      const watch = watchPage(page);
      await openRoute(page, path, 'en');
      await page.locator('main').getByRole('link', { name: 'Contact Us' }).click();
      await expect(page).toHaveURL(/#\/contact$/);
      await expect(page.locator('main h1').first()).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND })).toHaveCount(0);
      watch.assertClean();
    });
  }

  test('benefit blocks alternate the image side on a standard page', { tag: '@en' }, async ({ page }) => {
    await openRoute(page, '/youtube', 'en');
    const sides: string[] = [];
    for (const heading of await page.locator('main h2').all()) {
      // A benefit block: the heading's text column sits next to the illustration.
      const illustration = heading.locator('xpath=../preceding-sibling::img | ../following-sibling::img');
      if ((await illustration.count()) === 0) continue;
      await heading.scrollIntoViewIfNeeded();
      const img = await illustration.boundingBox();
      const text = await heading.boundingBox();
      if (img && text) sides.push(img.x < text.x ? 'left' : 'right');
    }
    expect(sides).toEqual(['left', 'right', 'left']);
  });

  for (const path of ['/youtube', '/gdn', '/outdoor']) {
    test(`${path}: no WCAG 2.1 AA violations (one page per variant)`, { tag: '@en' }, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await openRoute(page, path, 'en');
      const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
});
