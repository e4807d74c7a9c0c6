import { expect, type Page } from '@playwright/test';
import { ROUTES } from '../../../src/app/routes';
import { copy, shownStrings } from '../catalogue';
import { rawKeysOn } from '../helpers';
import { NOT_FOUND_PATH } from '../visit-plan';
import type { VisitCheck } from './types';

/** The checks every visit runs, whatever the route, locale and device. */

const ROUTE_PATHS: ReadonlySet<string> = new Set(ROUTES.map((r) => r.path));

/** The shell around every screen: header, footer, one visible h1, and the locale agreeing everywhere. */
export const shell: VisitCheck = {
  name: 'shell and locale',
  async run({ page, lng }) {
    await expect(page.locator('header').first()).toBeVisible();
    await expect(page.locator('footer').first()).toBeVisible();
    await expect(page.locator('footer nav'), 'the footer’s three link columns').toHaveCount(3);
    await expect(page.locator('main h1')).toHaveCount(1);
    await expect(page.locator('main h1')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', lng);
    await expect(page.getByRole('combobox', { name: copy(lng, 'common', 'language.label') }), 'the language switcher').toHaveValue(lng);
    expect((await page.title()).trim(), 'the document title').not.toBe('');
  },
};

/** A route of the table shows its own screen, not the not-found or error screen; the unknown route shows not-found. */
export const screen: VisitCheck = {
  name: 'the right screen',
  async run({ page, path, lng }) {
    const notFound = copy(lng, 'common', 'notFound.title');
    const h1 = page.locator('main h1');
    await expect(page.locator('main [role="alert"]'), 'the page error screen').toHaveCount(0);
    if (path === NOT_FOUND_PATH) {
      await expect(h1).toHaveText(notFound);
      await expect(page.locator(`main a[href="#/"]`)).toHaveCount(1);
      await expect(page.locator(`main a[href="#/contact"]`)).toHaveCount(1);
    } else {
      await expect(h1).not.toHaveText(notFound);
    }
  },
};

/** No untranslated key, `<tag>` or `{{placeholder}}` of a catalogue reaches the visitor. */
export const rawCopy: VisitCheck = {
  name: 'no raw keys, tags or placeholders',
  async run({ page }) {
    expect(await rawKeysOn(page), 'text that looks like a translation key').toEqual([]);
    const text = await page.locator('body').innerText();
    expect(text.match(/<\/?[a-z][a-z0-9]*>|\{\{[^}]*\}\}/gi) ?? [], 'markup or placeholders shown as text').toEqual([]);
  },
};

/**
 * The banner line under the h1 is the screen's own copy in the visit's locale: in English a string
 * of the English catalogues, elsewhere not one of them (so not an English fallback).
 */
export const translatedBanner: VisitCheck = {
  name: 'banner text in the locale',
  async run({ page, lng, ns }) {
    const banner = page.locator('main h1 + p');
    await expect(banner, 'the banner text under the h1').toBeVisible();
    const text = (await banner.innerText()).replace(/\s+/g, ' ').trim();
    const english = shownStrings('en', [ns, 'common']);
    if (lng === 'en') expect(english.has(text), `"${text}" is copy of locales/en/${ns}.json`).toBe(true);
    else expect(english.has(text), `"${text}" is English, not ${lng}`).toBe(false);
  },
};

/** Every link to a screen of the site (`#/…`) names a route of the table, so none leads to not-found. */
export const internalLinks: VisitCheck = {
  name: 'links lead to routes',
  async run({ page }) {
    const hrefs = await page.locator('a[href^="#/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    const broken = [...new Set(hrefs)].filter((href) => !ROUTE_PATHS.has(href.slice(1).split('?')[0] ?? ''));
    expect(broken, 'links to addresses that are no route').toEqual([]);
  },
};

/** No image failed to load (after the visit scrolled through the page, so lazy images loaded). */
export const images: VisitCheck = {
  name: 'no broken images',
  async run({ page }) {
    const broken = await page.locator('img').evaluateAll((imgs) =>
      (imgs as HTMLImageElement[]).filter((i) => i.complete && i.naturalWidth === 0 && i.getAttribute('src')).map((i) => i.src.slice(0, 80)),
    );
    expect(broken).toEqual([]);
  },
};

interface Trouble {
  errors: string[];
  foreign: string[];
  failed: string[];
}
const troubles = new WeakMap<Page, Trouble>();

/**
 * No console error or uncaught exception, no request leaving 127.0.0.1 and no request that failed
 * or answered 4xx/5xx, from the moment the previous route was checked until this one is. Runs last.
 */
export const clean: VisitCheck = {
  name: 'no errors, no foreign or failed requests',
  attach(page) {
    const t: Trouble = { errors: [], foreign: [], failed: [] };
    troubles.set(page, t);
    page.on('console', (msg) => {
      if (msg.type() === 'error') t.errors.push(msg.text());
    });
    page.on('pageerror', (err) => t.errors.push(String(err)));
    page.on('request', (req) => {
      const url = new URL(req.url());
      if (url.protocol === 'data:' || url.protocol === 'blob:') return;
      if (url.hostname !== '127.0.0.1') t.foreign.push(req.url());
    });
    page.on('requestfailed', (req) => t.failed.push(`${req.url()} (${req.failure()?.errorText ?? 'failed'})`));
    page.on('response', (res) => {
      if (res.status() >= 400) t.failed.push(`${res.url()} (${res.status()})`);
    });
  },
  async run({ page }) {
    const t = troubles.get(page);
    if (!t) throw new Error('the clean check was not attached to this page');
    const found = { errors: t.errors.splice(0), foreign: t.foreign.splice(0), failed: t.failed.splice(0) };
    expect(found, 'console errors, requests to other origins, failed requests').toEqual({ errors: [], foreign: [], failed: [] });
  },
};
