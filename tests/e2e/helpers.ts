import { expect, type Locator, type Page } from '@playwright/test';

export const SHIPPED_LOCALES = ['en', 'zh-Hans', 'zh-Hant', 'th', 'vi'] as const;

/**
 * Watches a page for console errors, uncaught exceptions and any request that leaves the site's
 * origin. Call before navigation; `assertClean()` at the end of the test.
 */
export function watchPage(page: Page) {
  const errors: string[] = [];
  const foreign: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(String(err)));
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.protocol === 'data:' || url.protocol === 'blob:') return;
    if (url.hostname !== '127.0.0.1') foreign.push(req.url());
  });
  return {
    errors,
    foreign,
    assertClean() {
      expect(errors, 'console errors').toEqual([]);
      expect(foreign, 'requests to other origins').toEqual([]);
    },
  };
}

/** Opens a hash route in a locale (via ?lng=) and waits until the screen has rendered. */
export async function openRoute(page: Page, path: string, lng?: string) {
  const query = lng ? `?lng=${encodeURIComponent(lng)}` : '';
  await page.goto(`./${query}#${path}`);
  await expect(page.locator('main')).toBeVisible();
  await expect(page.locator('main [role="status"]')).toHaveCount(0);
  await expect(page.locator('main h1').first()).toBeVisible();
}

/**
 * Text that looks like an untranslated i18next key (e.g. "banner.title" or "products.adTool.text")
 * anywhere in the visible page.
 */
export async function rawKeysOn(page: Page): Promise<string[]> {
  const text = await page.locator('body').innerText();
  const matches = text.match(/(?<![\w@/.])[a-z][a-zA-Z0-9_]*(?:\.[a-zA-Z][a-zA-Z0-9_]*)+(?![\w])/g) ?? [];
  return matches.filter((m) => !['e.g', 'i.e'].includes(m));
}

/**
 * Scrolls through the page so every lazy image and reveal has rendered, then checks that no raw
 * key, no `<tag>` and no `{{placeholder}}` of a catalogue reached the visitor.
 */
export async function expectNoRawCopy(page: Page) {
  await page.mouse.wheel(0, 8000);
  await page.waitForLoadState('networkidle');
  expect(await rawKeysOn(page)).toEqual([]);
  expect(await page.locator('main').innerText()).not.toMatch(/<\/?[a-z]+>|\{\{/);
}

/**
 * The common pattern of a service page inside `main`: six service cards with the full-services
 * button, the platform logos, three why-us cards and the closing call to action, both to #/contact.
 */
export async function expectServicePattern(main: Locator) {
  await expect(main.locator('[data-block="services"] li h3')).toHaveCount(6);
  await expect(main.locator('[data-block="whyUs"] li h3')).toHaveCount(3);
  await expect(main.locator('[data-block="platforms"] [role="img"][aria-label]').first()).toBeVisible();
  await expect(main.locator('[data-block="services"] a[href="#/contact"]')).toHaveCount(1);
  await expect(main.locator('section').last().locator('a[href="#/contact"]')).toHaveCount(1);
}

export const NOT_FOUND_TITLE = 'We could not find that page';

/**
 * Every inline link inside the service cards of `path` leads to an existing page (no not-found
 * heading), and following the first one (from the keyboard, so no fixed header or reveal
 * animation can intercept a pointer) navigates in place.
 */
export async function expectCardLinksResolve(page: Page, path: string) {
  await openRoute(page, path, 'en');
  const hrefs = await page
    .locator('main [data-block] li a[href^="#/"]')
    .evaluateAll((as) => [...new Set(as.map((a) => a.getAttribute('href') ?? ''))]);
  expect(hrefs.length, 'cards hold inline links').toBeGreaterThan(0);
  for (const href of hrefs) {
    await openRoute(page, href.slice(1), 'en');
    await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND_TITLE }), href).toHaveCount(0);
  }
  await openRoute(page, path, 'en');
  const first = page.locator('main [data-block="services"] li a[href^="#/"]').first();
  const target = await first.getAttribute('href');
  await first.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${(target ?? '').replace(/[/#]/g, '\\$&')}$`));
  await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND_TITLE })).toHaveCount(0);
}

/** Scrolls through the page so lazy images and scroll reveals load. */
export async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((r) => requestAnimationFrame(() => r(null)));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
}
