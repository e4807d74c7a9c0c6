import { expect, test, type Request } from '@playwright/test';
import { appTookOver, clickRevealed, openRoute, watchPage } from './helpers';

// The company screens in every locale (banner text, raw keys, images, console) are checked by the
// page-visit sweep, tests/e2e/visit.spec.ts; this file tests their behaviour.

test.describe('news and seminar detail', () => {
  test('[en] news → DETAIL → that seminar → BACK returns to the news list', async ({ page }) => {
    const watch = watchPage(page);
    await openRoute(page, '/news', 'en');
    const card = page.locator('main li').filter({ hasText: 'Reaching Chinese consumers in Thailand' });
    await clickRevealed(card.getByRole('button', { name: 'DETAIL' }));

    await expect(page).toHaveURL(/#\/newsDetails\?seminar=key5$/);
    expect(await page.evaluate(() => window.localStorage.getItem('newsKey'))).toBe('key5');
    const article = page.getByRole('article', { name: 'DIGITAL MARKETING SEMINAR' });
    await expect(article).toContainText('Reaching Chinese consumers in Thailand with Xiaohongshu and out-of-home');
    await expect(article).toContainText('Friday, 7 February 2025');
    await expect(article).toContainText('Victor Club, Samyan Mitrtown, Bangkok');
    await expect(article).toContainText('Thai and English');
    await expect(article).toContainText('Free');
    await expect(page.getByRole('complementary', { name: 'At a glance' })).toContainText('Digital marketing, media and advertising professionals');

    // A reload keeps the seminar (the address names it, and storage holds it): the arrival guard
    // puts the seminar's page in place, whose BACK leads to the list's document until the app runs;
    // once it does, BACK steps back.
    await page.reload();
    await expect(page.getByRole('article')).toContainText('Reaching Chinese consumers in Thailand');
    await appTookOver(page);

    await page.getByRole('link', { name: 'BACK' }).click();
    await expect(page).toHaveURL(/#\/news$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Seminars and events' })).toBeVisible();
    watch.assertClean();
  });

  test('[en] opened directly, BACK leads to the news list', async ({ page }) => {
    const watch = watchPage(page);
    await page.addInitScript(() => window.localStorage.setItem('newsKey', 'key1'));
    await openRoute(page, '/newsDetails', 'en');
    const back = page.getByRole('link', { name: 'BACK' });
    await expect(back).toHaveAttribute('href', '#/news');
    await back.click();
    await expect(page).toHaveURL(/#\/news$/);
    await expect(page.getByRole('heading', { level: 1, name: 'NEWS' })).toBeVisible();
    watch.assertClean();
  });

  for (const bad of ['key99', '__proto__', '<img src=x onerror=alert(1)>']) {
    test(`[en] an unknown newsKey (${bad}) shows a message, not a blank page`, async ({ page }) => {
      const watch = watchPage(page);
      let dialogs = 0;
      page.on('dialog', (d) => {
        dialogs += 1;
        void d.dismiss();
      });
      await page.addInitScript((value) => window.localStorage.setItem('newsKey', value), bad);
      await openRoute(page, '/newsDetails', 'en');
      await expect(page.getByRole('heading', { level: 1, name: 'NEWS' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'We could not find that seminar' })).toBeVisible();
      await page.getByRole('main').getByRole('link', { name: 'See all seminars' }).click();
      await expect(page).toHaveURL(/#\/news$/);
      expect(dialogs).toBe(0);
      watch.assertClean();
    });
  }
});

test.describe('contact form', () => {
  test('[en] sends one request to the endpoint and shows the thank-you state after it', async ({ page }) => {
    const watch = watchPage(page);
    await openRoute(page, '/contact', 'en');
    await page.waitForLoadState('networkidle');

    const requests: Request[] = [];
    page.on('request', (r) => requests.push(r));

    const form = page.getByRole('form', { name: 'Consultation form' });
    await form.getByRole('textbox', { name: 'Name' }).fill('<b>Mei</b> 陳 🚀');
    await form.getByRole('textbox', { name: 'Email' }).fill('mei@example.com');
    await form.getByRole('textbox', { name: 'Telephone' }).fill('+852 1234 5678');
    await form.getByRole('combobox', { name: 'Service you are interested in' }).selectOption('xhs');
    await form.getByRole('combobox', { name: 'How did you hear about us?' }).selectOption('linkedin');

    // Message missing: the form stays, without a custom error message.
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form).toBeVisible();
    await expect(page.getByText('Thank you for your feedback')).toHaveCount(0);

    await form.getByRole('textbox', { name: 'Message' }).fill('We want to reach Chinese visitors in Hong Kong.');
    await form.getByRole('button', { name: 'Submit' }).click();

    const heading = page.getByRole('heading', { name: 'Thank you for your feedback' });
    await expect(heading).toBeVisible();
    await expect(heading).toBeFocused();
    await expect(page.getByText('We will get back to you shortly.')).toBeVisible();
    await expect(page.getByRole('form')).toHaveCount(0);
    await expect(page).toHaveURL(/#\/contact$/);
    await page.waitForLoadState('networkidle');

    const origin = new URL(page.url()).origin;
    const unexpected = requests.filter((r) => {
      const url = new URL(r.url());
      if (url.protocol === 'data:') return false;
      const staticFile = url.origin === origin && r.method() === 'GET' && !['fetch', 'xhr', 'document'].includes(r.resourceType());
      return !staticFile;
    });
    // The one request besides static files: the submission to the same-origin endpoint.
    expect(unexpected.map((r) => `${r.method()} ${r.resourceType()} ${new URL(r.url()).pathname}`)).toEqual(['POST fetch /api/contact']);
    watch.assertClean();
  });

  test('[en] white space alone does not count as a message', async ({ page }) => {
    await openRoute(page, '/contact', 'en');
    const form = page.getByRole('form', { name: 'Consultation form' });
    await form.getByRole('textbox', { name: 'Name' }).fill('Mei');
    await form.getByRole('textbox', { name: 'Email' }).fill('mei@example.com');
    const message = form.getByRole('textbox', { name: 'Message' });
    await message.fill('    ');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(message).toBeFocused();
    await expect(message).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText('Please tell us a little about what you need.')).toBeVisible();
    await expect(page.getByText('Thank you for your feedback')).toHaveCount(0);
  });
});

test.describe('insight', () => {
  test('[en] DETAIL opens a case study dialog that Escape closes', async ({ page }) => {
    const watch = watchPage(page);
    await openRoute(page, '/insight', 'en');
    const detail = page.locator('main li').filter({ hasText: 'Out-of-home that fills a Macau resort' }).getByRole('button', { name: 'DETAIL' });
    await clickRevealed(detail);
    const dialog = page.getByRole('dialog', { name: 'Out-of-home that fills a Macau resort during Golden Week' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Result' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(detail).toBeFocused();
    await detail.click();
    await page.getByRole('dialog').getByRole('link', { name: 'Plan a similar campaign' }).click();
    await expect(page).toHaveURL(/#\/contact$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    watch.assertClean();
  });
});
