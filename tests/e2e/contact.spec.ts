import { execFileSync } from 'node:child_process';
import { expect, test, type Locator, type Page, type Request } from '@playwright/test';
import { FIELD_LIMITS } from '../../src/config/contact';
import { openRoute, watchPage } from './helpers';

/**
 * The contact form against the production server configuration (nginx proxying /api/ to the Node
 * service, scripts/serve-prod.mjs): delivery, no-JavaScript post, offline and retry, double click,
 * and a 1 MB value in every field. With LEADS_DB set (the store the server under test writes), the
 * Thai lead is also read back through `npm run leads -- export`.
 */

const TH = {
  form: 'แบบฟอร์มขอรับคำปรึกษา',
  thanks: 'ขอบคุณสำหรับข้อความของคุณ',
};

/** A unique message, so a lead can be found again in the store. */
const stamp = (label: string) => `${label} ${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

async function fill(form: Locator, message: string) {
  await form.locator('[name="name"]').fill('สมชาย ใจดี');
  await form.locator('[name="email"]').fill('somchai@example.co.th');
  await form.locator('[name="telephone"]').fill('+66 2 000 0000');
  await form.locator('[name="serviceTypes"]').selectOption('tiktok');
  await form.locator('[name="whereToKnowUs"]').selectOption('facebook');
  await form.locator('[name="message"]').fill(message);
}

/** POST requests to the endpoint, as the page sent them. */
function posts(page: Page): Request[] {
  const sent: Request[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/contact') sent.push(r);
  });
  return sent;
}

/** The stored leads (JSON export), when the test knows the store the server writes. */
function exportedLeads(): { locale: string; page: string; message: string }[] | undefined {
  if (!process.env.LEADS_DB) return undefined;
  const out = execFileSync(process.execPath, ['scripts/leads.mjs', 'export', '--format', 'json'], { encoding: 'utf8', env: process.env });
  return JSON.parse(out) as { locale: string; page: string; message: string }[];
}

test.describe('contact form delivery', () => {
  test('[th] a Thai visitor sends the form and sees the thank-you state after the 201', async ({ page }) => {
    const watch = watchPage(page);
    const sent = posts(page);
    await openRoute(page, '/contact', 'th');
    const form = page.getByRole('form', { name: TH.form });
    const message = stamp('ต้องการโปรโมตร้านใน TikTok');
    await fill(form, message);
    const response = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/contact');
    await form.getByRole('button').click();
    expect((await response).status()).toBe(201);
    const heading = page.getByRole('heading', { name: TH.thanks });
    await expect(heading).toBeVisible();
    await expect(heading).toBeFocused();
    expect(sent).toHaveLength(1);
    const body = sent[0]!.postDataJSON() as Record<string, string>;
    expect(body).toMatchObject({ locale: 'th', page: '/#/contact', message, website: '' });
    expect(sent[0]!.headers()['idempotency-key']).toBe(body.idempotencyKey);
    const leads = exportedLeads();
    if (leads) expect(leads.filter((l) => l.message === message)).toEqual([expect.objectContaining({ locale: 'th', page: '/#/contact' })]);
    watch.assertClean();
  });

  test('[th] without JavaScript the document posts natively and lands on the Thai thank-you document', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('./th/contact/');
    const form = page.getByRole('form', { name: TH.form });
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).toHaveAttribute('action', '/api/contact');
    const message = stamp('ไม่มี JavaScript');
    await fill(form, message);
    await form.getByRole('button').click();
    await expect(page).toHaveURL(/\/th\/contact\/sent\/$/);
    await expect(page.getByRole('heading', { name: TH.thanks })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    const leads = exportedLeads();
    if (leads) expect(leads.filter((l) => l.message === message)).toEqual([expect.objectContaining({ locale: 'th', page: '/th/contact/' })]);
    await context.close();
  });

  test('[th] with JavaScript the thank-you document hydrates in its state and keeps its address', async ({ page }) => {
    const watch = watchPage(page);
    await page.goto('./th/contact/sent/');
    // The app has taken over once it stored the document's language; the address stays the document's.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('th');
    await expect(page).toHaveURL(/\/th\/contact\/sent\/$/);
    const heading = page.getByRole('heading', { name: TH.thanks });
    await expect(heading).toBeVisible();
    await expect(page.getByRole('form')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    // Hydration matched the document (a mismatch logs an error) and nothing was sent.
    watch.assertClean();
  });

  test('[en] offline at submit keeps every value and says so; back online, a retry sends once', async ({ page, context }) => {
    const sent = posts(page);
    await openRoute(page, '/contact', 'en');
    const form = page.getByRole('form', { name: 'Consultation form' });
    const message = stamp('Offline first');
    await fill(form, message);
    await context.setOffline(true);
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.locator('[data-delivery]')).toContainText('You seem to be offline, so your message has not been sent.');
    await expect(page.getByText('We will get back to you shortly.')).toHaveCount(0);
    await expect(form.locator('[name="message"]')).toHaveValue(message);
    await expect(form.locator('[name="email"]')).toHaveValue('somchai@example.co.th');
    await expect(form.locator('[name="serviceTypes"]')).toHaveValue('tiktok');
    expect(sent).toHaveLength(0);

    await context.setOffline(false);
    await form.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you for your feedback' })).toBeVisible();
    expect(sent).toHaveLength(1);
    const leads = exportedLeads();
    if (leads) expect(leads.filter((l) => l.message === message)).toHaveLength(1);
  });

  test('[en] a build without the endpoint (a static host answers 404 or 405) never thanks, and a 429 says how long to wait', async ({ page }) => {
    const answers = [
      { status: 405, contentType: 'text/html', body: '<!doctype html><title>405 Not Allowed</title>' },
      { status: 429, contentType: 'application/json', body: '{}', headers: { 'Retry-After': '42' } },
    ];
    await page.route('**/api/contact', (route) => route.fulfill(answers.shift() ?? { status: 404, body: '' }));
    await openRoute(page, '/contact', 'en');
    const form = page.getByRole('form', { name: 'Consultation form' });
    await fill(form, stamp('No endpoint'));
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.locator('[data-delivery]')).toContainText('Messages cannot be sent from this version of the site, so yours has not been sent.');
    await form.getByRole('button', { name: 'Try again' }).click();
    await expect(form.locator('[data-delivery]')).toContainText('please try again in 42 seconds');
    await form.getByRole('button', { name: 'Try again' }).click();
    await expect(form.locator('[data-delivery]')).toContainText('has not been sent');
    await expect(page.getByText('We will get back to you shortly.')).toHaveCount(0);
    await expect(form.locator('[name="name"]')).toHaveValue('สมชาย ใจดี');
  });

  test('[en] a double click sends one request', async ({ page }) => {
    const sent = posts(page);
    await openRoute(page, '/contact', 'en');
    const form = page.getByRole('form', { name: 'Consultation form' });
    const message = stamp('Double click');
    await fill(form, message);
    await form.getByRole('button', { name: 'Submit' }).dblclick();
    await expect(page.getByRole('heading', { name: 'Thank you for your feedback' })).toBeVisible();
    await page.waitForTimeout(300);
    expect(sent).toHaveLength(1);
    const leads = exportedLeads();
    if (leads) expect(leads.filter((l) => l.message === message)).toHaveLength(1);
  });

  test('[en] a 1 MB value in every field is cut at once, a keystroke after it is taken, and the field says what is too long', async ({ page }) => {
    await openRoute(page, '/contact', 'en');
    const form = page.getByRole('form', { name: 'Consultation form' });
    for (const field of ['name', 'email', 'telephone', 'message'] as const) {
      // A value set from outside (an extension, a script) skips maxLength: the form must cut it
      // before the next frame, so that nothing after it works on a megabyte (no timing asserted:
      // the cut is what keeps the page responsive).
      const seen = await form.locator(`[name="${field}"]`).evaluate(async (el: HTMLInputElement | HTMLTextAreaElement) => {
        const text = 'สวัสดีครับ Hello world 你好 \n'.repeat(40_000).slice(0, 1_000_000);
        const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), 'value')!.set!;
        const frame = () => new Promise((r) => requestAnimationFrame(() => r(null)));
        setter.call(el, text);
        el.dispatchEvent(new Event('input', { bubbles: true }));
        await frame();
        const afterPaste = Array.from(el.value).length;
        // Then a keystroke: the last character replaced, taken by the next frame.
        setter.call(el, `${el.value.slice(0, -1)}!`);
        el.dispatchEvent(new Event('input', { bubbles: true }));
        await frame();
        return { afterPaste, endsWithKeystroke: el.value.endsWith('!') };
      });
      expect(seen.afterPaste, `${field}: cut by the next frame`).toBeLessThanOrEqual(FIELD_LIMITS[field]);
      expect(seen.endsWithKeystroke, `${field}: the keystroke after the 1 MB value is taken`).toBe(true);
      const control = form.locator(`[name="${field}"]`);
      expect(Array.from(await control.inputValue()).length).toBeLessThanOrEqual(FIELD_LIMITS[field]);
      await expect(control).toHaveAttribute('aria-invalid', 'true');
      await expect(control).toHaveAccessibleDescription(new RegExp(`takes up to ${FIELD_LIMITS[field].toLocaleString('en')} characters`));
    }
  });
});
