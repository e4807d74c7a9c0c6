import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { copy } from './catalogue';
import { watchFramesFor, watchPage } from './helpers';
import { ADOPTED_PAGE_FILE } from '../../src/app/arrival-guard';

// The front door `/` and addresses worth sharing (issue 24, docs/decisions/0014-front-door.md), on
// the production server: `/` is the English home document, negotiated to /<lng>/ by the server;
// the address bar keeps a document's address, and after in-app navigation holds one that opens the
// same screen in the same language for anyone; the footer's share control shares the document.

const title = (lng: string, ns: string) => (JSON.parse(readFileSync(`locales/${lng}/${ns}.json`, 'utf8')) as { banner: { title: string } }).banner.title;
const common = (lng: string) => JSON.parse(readFileSync(`locales/${lng}/common.json`, 'utf8')) as { share: { label: string; copied: string } };

/** The first heading reads `text` (Thai words the browser would split are joined at build time with U+2060). */
async function expectHeading(page: Page, text: string) {
  await expect.poll(async () => (await page.locator('main h1').first().innerText()).replace(/\u2060/g, '')).toBe(text);
}

/** The app has taken the document over: its links are hash links. */
async function takenOver(page: Page) {
  await expect(page.locator('header a[href="#/contact"]').first()).toBeAttached();
}

/**
 * What shows when the arrival guard takes its mark off (the document it put in place): the main
 * text, its first heading, the language and how many scripts of the site the page has asked for.
 * The heading's element stays on `window.revealedHeading`, to tell a hydration from a render over it.
 */
interface AtReveal {
  text: string;
  h1?: string;
  lang: string;
  scripts: number;
}
async function recordReveal(page: Page): Promise<() => Promise<AtReveal | undefined>> {
  await page.addInitScript(() => {
    const w = window as unknown as { atReveal?: AtReveal; revealedHeading?: Element | null };
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      new MutationObserver((_, observer) => {
        if (document.documentElement.hasAttribute('data-arriving')) return;
        observer.disconnect();
        const main = document.querySelector('main');
        w.revealedHeading = main?.querySelector('h1');
        w.atReveal = { text: main?.textContent ?? '', h1: main?.querySelector('h1')?.textContent ?? undefined, lang: document.documentElement.lang, scripts: document.querySelectorAll('script[src]').length };
      }).observe(document.documentElement, { attributes: true, attributeFilter: ['data-arriving'] });
    });
  });
  return () => page.evaluate(() => (window as unknown as { atReveal?: AtReveal }).atReveal);
}

test('without JavaScript, / shows the English home page', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'en-US' });
  const page = await context.newPage();
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expectHeading(page, title('en', 'home'));
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', /\/$/);
  await context.close();
});

test('a Thai browser opening / lands on the Thai home document, with no English frame', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'th-TH' });
  const page = await context.newPage();
  const watch = watchPage(page);
  const documents: string[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() === 'document') documents.push(`${res.status()} ${new URL(res.url()).pathname}`);
  });
  await page.goto('/');
  await expect(page).toHaveURL(/\/th\/$/);
  expect(documents, 'the only document received is Thai').toEqual(['302 /', '200 /th/']);
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  await expectHeading(page, title('th', 'home'));
  await takenOver(page);
  await expect(page, 'the address stays the document\'s').toHaveURL(/\/th\/$/);
  watch.assertClean();
  await context.close();
});

test('/#/contact opens the contact screen; the home heading is never shown', async ({ page }) => {
  const watch = watchPage(page);
  const home = title('en', 'home');
  // Every frame from the first: is the home page's heading on screen?
  const homeHeading = await watchFramesFor(page, home, 'main h1');
  await page.goto('/#/contact', { waitUntil: 'domcontentloaded' });
  // Before the app: the home document is there, hidden by the arrival guard.
  const before = await page.evaluate(() => ({
    mark: document.documentElement.getAttribute('data-arriving'),
    visible: [...document.querySelectorAll('main h1')].some((h) => h.checkVisibility({ visibilityProperty: true })),
  }));
  if (before.mark !== null) expect(before).toEqual({ mark: 'screen', visible: false });
  await expectHeading(page, title('en', 'contact'));
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-arriving');
  expect(await homeHeading.seen(), 'the home heading was on screen').toBe(false);
  await expect(page).toHaveURL(/\/#\/contact$/);
  watch.assertClean();
});

test('a document keeps its address; hash routes add to it, Back and Forward cross both, and the address opens the same screen and language elsewhere', async ({ page, browser }) => {
  const watch = watchPage(page);
  await page.goto('/th/services/wechat/');
  await takenOver(page);
  await expect(page).toHaveURL(/\/th\/services\/wechat\/$/);
  await page.locator('header a[href="#/contact"]').first().click();
  await expect(page).toHaveURL(/\/th\/services\/wechat\/#\/contact$/);
  await expectHeading(page, title('th', 'contact'));
  const copied = page.url();

  await page.goBack();
  await expect(page).toHaveURL(/\/th\/services\/wechat\/$/);
  await expectHeading(page, title('th', 'service-wechat'));
  await page.goForward();
  await expect(page).toHaveURL(/#\/contact$/);
  await expectHeading(page, title('th', 'contact'));

  // Someone else, with another browser language and no history, opens the copied address.
  const other = await browser.newContext({ locale: 'ja-JP' });
  const theirs = await other.newPage();
  await theirs.goto(copied);
  await expect(theirs.locator('html')).toHaveAttribute('lang', 'th');
  await expectHeading(theirs, title('th', 'contact'));
  await expect(theirs).toHaveURL(copied);
  await other.close();

  // A change of language moves the address to the same place in the new language, and is remembered for /.
  await page.getByRole('combobox').first().selectOption('ja');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page).toHaveURL(/\/ja\/services\/wechat\/#\/contact$/);
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'lng')?.value).toBe('ja');
  await page.goto('/');
  await expect(page).toHaveURL(/\/ja\/$/);
  watch.assertClean();
});

test.describe('the share control', () => {
  test('shares the document address of the screen shown with the Web Share API', async ({ page, browser }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { shared: ShareData[] };
      w.shared = [];
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: (data: ShareData) => {
          w.shared.push(data);
          return Promise.resolve();
        },
      });
    });
    await page.goto('/th/services/wechat/');
    await takenOver(page);
    await page.locator('header a[href="#/contact"]').first().click();
    await expectHeading(page, title('th', 'contact'));
    const button = page.getByRole('button', { name: common('th').share.label });
    await button.focus();
    await page.keyboard.press('Enter');
    const shared = () => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared.map((d) => new URL(d.url!).pathname));
    await expect.poll(shared).toEqual(['/th/contact/']);
    // A seminar opened from the news list: the address names it, and the share is its own document.
    await page.locator('header a[href="#/news"]').first().click();
    await page.getByRole('main').getByRole('button', { name: copy('th', 'common', 'cta.detail') }).nth(2).click();
    await expect(page).toHaveURL(/\/th\/services\/wechat\/#\/newsDetails\?seminar=key\d+$/);
    const seminar = new URL(page.url().replace('#/', '')).searchParams.get('seminar')!;
    const topic = copy('th', 'news', `seminars.${seminar}.topic`);
    await expect(page.getByRole('main').getByText(topic).first()).toBeVisible();
    await button.click();
    await expect.poll(shared).toEqual(['/th/contact/', `/th/newsDetails/${seminar}/`]);
    // Someone else, in another language and with nothing stored, opens the address bar's address.
    const other = await browser.newContext({ locale: 'ko-KR' });
    const theirs = await other.newPage();
    await theirs.goto(page.url());
    await expect(theirs.locator('html')).toHaveAttribute('lang', 'th');
    await expect(theirs.getByRole('main').getByText(topic).first()).toBeVisible();
    await other.close();
  });

  test("a seminar's document whose address names another seminar shows that one, also after a reload, never its own", async ({ page }) => {
    const watch = watchPage(page);
    await page.goto('/en/newsDetails/key4/');
    await takenOver(page);
    await page.locator('header a[href="#/news"]').first().click();
    await page.getByRole('main').getByRole('button', { name: copy('en', 'common', 'cta.detail') }).first().click();
    await expect(page).toHaveURL(/\/en\/newsDetails\/key4\/#\/newsDetails\?seminar=key1$/);
    const topic = (key: string) => page.getByRole('main').getByText(copy('en', 'news', `seminars.${key}.topic`));
    await expect(topic('key1').first()).toBeVisible();
    // A reload (or someone else opening the address) renders the named seminar over the document's,
    // which never shows meanwhile: the arrival guard hides it as another screen's.
    const documentTopic = copy('en', 'news', 'seminars.key4.topic');
    const documentSeminar = await watchFramesFor(page, documentTopic);
    await page.reload();
    await takenOver(page);
    await expect(topic('key1').first()).toBeVisible();
    await expect(topic('key4')).toHaveCount(0);
    expect(await documentSeminar.seen(), "the document's own seminar was on screen").toBe(false);
    watch.assertClean();
  });

  test('without it, copies the address and says so in a polite live region', async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { copied: string[] };
      w.copied = [];
      Object.defineProperty(Navigator.prototype, 'share', { configurable: true, value: undefined });
      Object.defineProperty(navigator, 'clipboard', {
        configurable: true,
        value: {
          writeText: (text: string) => {
            w.copied.push(text);
            return Promise.resolve();
          },
        },
      });
    });
    await page.goto('/en/about/');
    await takenOver(page);
    await page.getByRole('button', { name: common('en').share.label }).click();
    const status = page.locator('footer [role="status"]');
    await expect(status).toHaveText(common('en').share.copied);
    await expect(status).toHaveAttribute('aria-live', 'polite');
    expect(await page.evaluate(() => (window as unknown as { copied: string[] }).copied.map((u) => new URL(u).pathname))).toEqual(['/en/about/']);
  });
});

test('when the entry script cannot be loaded, / still shows its content; a hash route shows its screen\'s document, or the home page once the guard gives up', async ({ page }) => {
  await page.route('**/assets/index-*.js', (route) => route.abort());
  await page.goto('/');
  await expectHeading(page, title('en', 'home'));
  await expect(page.locator('main h1').first()).toBeVisible();
  await page.goto('about:blank');
  // The arrival guard puts the contact document in place: it needs no script of the site.
  await page.goto('/#/contact');
  await expectHeading(page, title('en', 'contact'));
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.locator('main form')).toBeVisible();
  await expect(page).toHaveURL(/\/#\/contact$/);
  // Nor can that document's page be fetched (a stale deployment, offline): the home page, once the guard gives up.
  await page.route(`**/en/contact/${ADOPTED_PAGE_FILE}`, (route) => route.abort());
  await page.goto('about:blank');
  await page.goto('/#/contact');
  await expect(page.locator('html')).toHaveAttribute('data-arriving', 'screen');
  await expect(page.locator('main h1').first()).toBeVisible({ timeout: 8000 });
  await expectHeading(page, title('en', 'home'));
});

test("a seminar's hash address at a home document paints that seminar's document from its HTML before any script, and the app takes it over unchanged", async ({ page }) => {
  const watch = watchPage(page);
  const topic = copy('th', 'news', 'seminars.key4.topic');
  const reveal = await recordReveal(page);
  await page.goto('/th/#/newsDetails?seminar=key4');
  await takenOver(page);
  const atReveal = await reveal();
  expect(atReveal?.text.replace(/\u2060/g, ''), 'the seminar, from its document\'s page').toContain(topic);
  expect({ lang: atReveal?.lang, scripts: atReveal?.scripts }).toEqual({ lang: 'th', scripts: 0 });
  await expect(page.getByRole('main').getByText(topic).first()).toBeVisible();
  expect(await page.locator('main').textContent(), 'the app changed no text').toBe(atReveal?.text);
  expect(await page.evaluate(() => (window as unknown as { revealedHeading?: Element | null }).revealedHeading === document.querySelector('main h1')), 'the app hydrated the page put in place').toBe(true);
  await expect(page).toHaveURL(/\/th\/#\/newsDetails\?seminar=key4$/);
  watch.assertClean();
});

test('a seminar opened in the app and reloaded is put in place from its page, and BACK still steps back to the list', async ({ page }) => {
  const watch = watchPage(page);
  await page.goto('/th/');
  await takenOver(page);
  await page.locator('header a[href="#/news"]').first().click();
  await expectHeading(page, title('th', 'news'));
  await page.getByRole('main').getByRole('button', { name: copy('th', 'common', 'cta.detail') }).first().click();
  await expect(page).toHaveURL(/\/th\/#\/newsDetails\?seminar=key\d+$/);
  const length = await page.evaluate(() => history.length);
  await page.reload();
  await takenOver(page);
  await page.getByRole('main').getByRole('link', { name: copy('th', 'common', 'cta.back') }).click();
  await expect(page).toHaveURL(/\/th\/#\/news$/);
  await expectHeading(page, title('th', 'news'));
  expect(await page.evaluate(() => history.length), 'BACK stepped back instead of adding an entry').toBe(length);
  watch.assertClean();
});

test('a hash address of another screen and language paints that document from its HTML before any script, and the app takes it over unchanged', async ({ page }) => {
  const watch = watchPage(page);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  // What shows when the arrival guard takes its mark off: the document it put in place, with no script of the site asked for yet.
  const reveal = await recordReveal(page);
  await page.goto('/#/services/wechat?lng=th');
  await expectHeading(page, title('th', 'service-wechat'));
  await takenOver(page);
  const atReveal = await reveal();
  expect({ h1: atReveal?.h1?.replace(/\u2060/g, ''), lang: atReveal?.lang, scripts: atReveal?.scripts }).toEqual({ h1: title('th', 'service-wechat'), lang: 'th', scripts: 0 });
  expect(scripts.length, 'the app came after').toBeGreaterThan(0);
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  await expect(page).toHaveURL(/\/#\/services\/wechat\?lng=th$/);
  watch.assertClean();
});
