import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { fontFilesFetchedTwice } from './checks/fonts';
import { appTookOver, watchPage } from './helpers';

// The prerendered documents (scripts/prerender.mjs): /<lng>/<route>/ shows the whole page before any
// script runs; the app then takes it over in place and continues with hash routes.

function bannerTitle(lng: string, ns: string): string {
  const catalogue = JSON.parse(readFileSync(`locales/${lng}/${ns}.json`, 'utf8')) as { banner: { title: string } };
  return catalogue.banner.title;
}

const CASES = [
  { lng: 'th', path: '/services/wechat', ns: 'service-wechat', nav: 'contact' },
  { lng: 'en', path: '/about', ns: 'about', nav: 'contact' },
] as const;

async function expectWholePage(page: Page, lng: string, ns: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', lng);
  await expect(page.locator('header nav a').first()).toBeVisible();
  await expect(page.locator('main h1').first()).toHaveText(bannerTitle(lng, ns));
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.locator('footer')).toBeVisible();
  await expect(page.locator('main [role="status"]')).toHaveCount(0);
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { lng, path, ns } of CASES) {
    test(`${lng}${path}/ shows the whole page, with links to the other documents`, async ({ page }) => {
      await page.goto(`/${lng}${path}/`);
      await expectWholePage(page, lng, ns);
      // The last section (closing call to action) is on screen too, not waiting for a reveal.
      const last = page.locator('main section').last();
      await last.scrollIntoViewIfNeeded();
      await expect(last).toBeVisible();
      await expect(page.locator('[data-revealed="false"]')).toHaveCount(0);
      // Header links lead to the documents of the same locale, which work without scripts.
      const contact = page.locator(`header a[href="/${lng}/contact/"]`).first();
      await contact.click();
      await expect(page).toHaveURL(new RegExp(`/${lng}/contact/$`));
      await expectWholePage(page, lng, 'contact');
    });
  }
});

test.describe('with JavaScript', () => {
  for (const { lng, path, ns } of CASES) {
    test(`${lng}${path}/ hydrates in place and continues with hash routes`, async ({ page }) => {
      const watch = watchPage(page);
      // A different stored language: the document's own locale wins and becomes the stored choice.
      await page.addInitScript(() => {
        if (!sessionStorage.getItem('seeded')) {
          localStorage.setItem('i18nextLng', 'vi');
          sessionStorage.setItem('seeded', '1');
        }
        // Hydration adopts the document's elements; a mismatch would make React replace them.
        const w = window as unknown as { removedElements: number };
        w.removedElements = 0;
        new MutationObserver((records) => {
          for (const r of records) w.removedElements += [...r.removedNodes].filter((n) => n.nodeType === 1).length;
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto(`/${lng}${path}/`);
      const address = new RegExp(`/${lng}${path}/$`);
      await expectWholePage(page, lng, ns);
      await appTookOver(page);
      // The document preloads its first screen's fonts; the font loader took those responses.
      expect(await fontFilesFetchedTwice(page), 'font files fetched twice').toEqual([]);
      expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe(lng);
      expect(await page.evaluate(() => (window as unknown as { removedElements: number }).removedElements)).toBe(0);
      // Links are hash links now; following one stays in the same locale.
      const contact = page.locator('header a[href="#/contact"]').first();
      await expect(contact).toBeVisible();
      // The address stays the document's once the app has taken over (issue 24).
      await expect(page).toHaveURL(address);
      await contact.click();
      await expect(page).toHaveURL(new RegExp(`/${lng}${path}/#/contact$`));
      await expectWholePage(page, lng, 'contact');
      await page.goBack();
      await expect(page).toHaveURL(address);
      await expectWholePage(page, lng, ns);
      // A reload opens the same document.
      await page.reload();
      await expectWholePage(page, lng, ns);
      watch.assertClean();
    });
  }
});

test('404.html shows the not-found screen and hands over to the hash routes', async ({ page }) => {
  const watch = watchPage(page);
  const response = await page.goto('/404.html');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveURL(/\/#\/404$/);
  const notFound = (JSON.parse(readFileSync('locales/en/common.json', 'utf8')) as { notFound: { title: string } }).notFound.title;
  await expect(page.locator('main h1')).toHaveText(notFound);
  await page.locator('main a[href="#/contact"]').click();
  await expect(page).toHaveURL(/\/#\/contact$/);
  await expect(page.locator('main h1').first()).toHaveText(bannerTitle('en', 'contact'));
  // The production server sends /404.html with status 404 even when it is asked for by name (so it
  // is never indexed as a page); Chromium logs that status as a console error. Nothing else may fail.
  watch.errors.splice(0, watch.errors.length, ...watch.errors.filter((e) => !/status of 404 \(Not Found\)/.test(e)));
  watch.assertClean();
});
