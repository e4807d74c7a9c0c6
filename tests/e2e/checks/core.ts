import { expect, type Page } from '@playwright/test';
import { ROUTES } from '../../../src/config/site-manifest';
import { screenMeta } from '../../../src/i18n/screen-meta';
import { copy, shownStrings } from '../catalogue';
import { rawKeysOn, UNUSED_PRELOAD } from '../helpers';
import { NOT_FOUND_PATH } from '../visit-plan';
import type { VisitCheck } from './types';

/** The checks every visit runs, whatever the route, locale and device. */

const ROUTE_PATHS: ReadonlySet<string> = new Set(ROUTES.map((r) => r.path));

/**
 * The title and description the screen's document was written with (src/i18n/screen-meta.ts over
 * the catalogues as shipped): what the tab and a crawler that runs scripts read, however the visit
 * arrived.
 */
function expectedMeta(lng: string, ns: string, path: string) {
  const t = (key: string, options?: Record<string, unknown>) => {
    try {
      return copy(lng, typeof options?.ns === 'string' ? options.ns : 'common', key);
    } catch (error) {
      if (typeof options?.defaultValue === 'string') return options.defaultValue;
      throw error;
    }
  };
  return screenMeta(t, path === NOT_FOUND_PATH ? undefined : ns);
}

/**
 * The shell around every screen: header, footer, one visible h1, the locale agreeing everywhere, and
 * the screen's own title and description.
 */
export const shell: VisitCheck = {
  name: 'shell and locale',
  viewport: true,
  async run({ page, lng, ns, path }) {
    const state = await page.evaluate(() => {
      const visible = (el: Element | null) => el !== null && el.checkVisibility();
      const h1s = Array.from(document.querySelectorAll('main h1'));
      return {
        header: visible(document.querySelector('header')),
        footer: visible(document.querySelector('footer')),
        footerColumns: document.querySelectorAll('footer nav').length,
        h1: h1s.length,
        h1Visible: h1s.every(visible),
        lang: document.documentElement.lang,
        switcher: document.querySelector<HTMLSelectElement>('header select')?.value ?? null,
        title: document.title,
        description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? null,
      };
    });
    expect(state, "header, footer (three link columns), one visible h1, <html lang>, language switcher, the screen's title and description").toEqual({
      header: true,
      footer: true,
      footerColumns: 3,
      h1: 1,
      h1Visible: true,
      lang: lng,
      switcher: lng,
      ...expectedMeta(lng, ns, path),
    });
  },
};

/** A route of the table shows its own screen, not the not-found or error screen; the unknown route shows not-found. */
export const screen: VisitCheck = {
  name: 'the right screen',
  async run({ page, path, lng }) {
    const notFound = copy(lng, 'common', 'notFound.title');
    expect(await page.locator('main [role="alert"]').count(), 'the page error screen').toBe(0);
    const h1 = (await page.locator('main h1').first().innerText()).trim();
    if (path === NOT_FOUND_PATH) {
      expect(h1).toBe(notFound);
      expect(await page.locator('main a[href="#/"]').count(), 'link to the home page').toBe(1);
      expect(await page.locator('main a[href="#/contact"]').count(), 'link to contact').toBe(1);
    } else {
      expect(h1, 'the not-found screen').not.toBe(notFound);
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
    expect(await banner.count(), 'the banner text under the h1').toBe(1);
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
  viewport: true,
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
 * No console error or uncaught exception, no unused preload, no request leaving 127.0.0.1 and no
 * request that failed or answered 4xx/5xx, from the moment the previous route was checked until
 * this one is. Runs last.
 */
export const clean: VisitCheck = {
  name: 'no errors, no foreign or failed requests',
  viewport: true,
  attach(page) {
    const t: Trouble = { errors: [], foreign: [], failed: [] };
    troubles.set(page, t);
    page.on('console', (msg) => {
      if (msg.type() === 'error' || UNUSED_PRELOAD.test(msg.text())) t.errors.push(msg.text());
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
