import { expect, type Page } from '@playwright/test';
import { copy } from '../catalogue';
import type { VisitCheck } from './types';

/**
 * What each screen or template shows, checked on every visit of a route it renders. The visit has
 * settled before checks run, so they read the page once (and fail at once) instead of polling.
 */

/** How many elements match each selector, and how many of them are visible. */
async function counts(page: Page, selectors: Record<string, string>) {
  return page.evaluate((sels) => {
    const out: Record<string, { count: number; visible: number }> = {};
    for (const [name, sel] of Object.entries(sels)) {
      const els = Array.from(document.querySelectorAll(sel));
      out[name] = { count: els.length, visible: els.filter((e) => e.checkVisibility()).length };
    }
    return out;
  }, selectors);
}

/** Service pages whose intro shows headline figures. */
const WITH_FIGURES: ReadonlySet<string> = new Set([
  '/services/baidu', '/services/wechat', '/services/douyin', '/services/weibo', '/services/xiaohongshu', '/services/toutiao',
  '/services/grabads-agency', '/services/global-digital', '/services/industry-design', '/services/china-ecommerce',
  '/services/southeast-asia-ecommerce',
]);

/**
 * The service template: an intro, six service cards with the full-services button, the platform
 * logos, three why-us cards and the closing call to action, both to #/contact.
 */
export const servicePage: VisitCheck = {
  name: 'service template',
  applies: ({ template }) => template === 'service',
  async run({ page, path }) {
    const c = await counts(page, {
      intro: 'main [data-block="intro"]',
      figures: 'main [data-block="intro"] dl dd',
      services: 'main [data-block="services"] li h3',
      servicesContact: 'main [data-block="services"] a[href="#/contact"]',
      logos: 'main [data-block="platforms"] [role="img"][aria-label]',
      whyUs: 'main [data-block="whyUs"] li h3',
    });
    expect({
      intro: c.intro!.visible,
      figures: WITH_FIGURES.has(path) ? c.figures!.visible > 0 : 'n/a',
      services: c.services!.count,
      fullServicesButton: c.servicesContact!.count,
      logos: c.logos!.visible > 0,
      whyUs: c.whyUs!.count,
    }).toEqual({ intro: 1, figures: WITH_FIGURES.has(path) ? true : 'n/a', services: 6, fullServicesButton: 1, logos: true, whyUs: 3 });
    expect(await page.locator('main section').last().locator('a[href="#/contact"]').count(), 'the closing call to action').toBe(1);
  },
};

/** The ad-format (or channel) overview of a service page and the number of columns it has on a desktop. */
const OVERVIEW: Readonly<Record<string, { key: string; columns: number }>> = {
  '/services/baidu': { key: 'formats', columns: 3 },
  '/services/wechat': { key: 'formats', columns: 2 },
  '/services/douyin': { key: 'formats', columns: 3 },
  '/services/weibo': { key: 'formats', columns: 3 },
  '/services/xiaohongshu': { key: 'formats', columns: 2 },
  '/services/toutiao': { key: 'formats', columns: 3 },
  '/services/grabads-agency': { key: 'formats', columns: 3 },
  '/services/global-digital': { key: 'channels', columns: 4 },
  '/services/china-ecommerce': { key: 'channels', columns: 3 },
  '/services/southeast-asia-ecommerce': { key: 'channels', columns: 2 },
};

export const serviceOverview: VisitCheck = {
  name: 'overview columns',
  applies: ({ path, device }) => device === 'desktop' && path in OVERVIEW,
  async run({ page, path }) {
    const { key, columns } = OVERVIEW[path]!;
    const found = await page.evaluate((sel) => {
      const list = document.querySelector(sel);
      return list?.checkVisibility() ? getComputedStyle(list).gridTemplateColumns.split(' ').filter(Boolean).length : 'no visible list';
    }, `main [data-block="extra-${key}"] ul`);
    expect(found, `${key} columns`).toBe(columns);
  },
};

/** Baidu's headline figures, formatted for the locale (English shown exactly). */
export const baiduFigures: VisitCheck = {
  name: 'headline figures',
  applies: ({ path }) => path === '/services/baidu',
  async run({ page, lng }) {
    const figures = (await page.locator('main [data-block="intro"] dd').allInnerTexts()).map((t) => t.trim());
    if (lng === 'en') expect(figures).toEqual(['76%', '544M', '414M']);
    else expect(figures.map((f) => /\d/.test(f)), figures.join(' · ')).toEqual([true, true, true]);
  },
};

/** The industry page: nine industry cards, and no SEE INSIGHT / SEE SHOWCASE while the flag is off. */
export const industryCards: VisitCheck = {
  name: 'industry cards',
  applies: ({ path }) => path === '/services/industry-design',
  async run({ page, lng, ns }) {
    const c = await counts(page, { cards: 'main [data-block="industries"] li', titles: 'main [data-block="industries"] li h3' });
    expect({ cards: c.cards!.count, titles: c.titles!.count }).toEqual({ cards: 9, titles: 9 });
    const text = await page.locator('main').innerText();
    const labels = [copy(lng, ns, 'industries.see.insight'), copy(lng, ns, 'industries.see.showcase')];
    expect(labels.filter((l) => text.includes(l)), 'SEE INSIGHT / SEE SHOWCASE shown').toEqual([]);
  },
};

/** OOH and pDOOH: their six sections and a way to contact. */
export const outdoorPage: VisitCheck = {
  name: 'outdoor page',
  applies: ({ template }) => template === 'services/ooh' || template === 'services/programmatic-dooh',
  async run({ page }) {
    const c = await counts(page, { sections: 'main h2', contact: 'main a[href="#/contact"]' });
    expect({ sections: c.sections!.count, contact: c.contact!.visible > 0 }).toEqual({ sections: 6, contact: true });
  },
};

/**
 * The platform template: Contact Us in the banner and the closing call to action, three benefit
 * illustrations with alt text, the 13-channel strip marking this page, and the page's own
 * description in the visit's locale.
 */
export const platformPage: VisitCheck = {
  name: 'platform template',
  applies: ({ template }) => template.startsWith('platform'),
  async run({ page, path, lng, ns }) {
    const c = await counts(page, {
      contact: 'main a[href="#/contact"]',
      illustrations: 'main img[alt]:not([alt=""])',
      channels: 'main nav a',
      current: 'main nav a[aria-current="page"]',
      currentIsThis: `main nav a[aria-current="page"][href="#${path}"]`,
    });
    expect({
      contact: c.contact!.count,
      illustrations: c.illustrations!.count,
      channels: c.channels!.count,
      current: c.current!.count,
      currentIsThis: c.currentIsThis!.count,
    }).toEqual({ contact: 2, illustrations: 3, channels: 13, current: 1, currentIsThis: 1 });
    const lead = (await page.locator('main section p').first().innerText()).replace(/\s+/g, ' ').trim();
    const english = copy('en', ns, 'description.lead');
    if (lng === 'en') expect(lead).toBe(english);
    else expect(lead, 'the description is English').not.toBe(english);
  },
};

/** On a desktop, the benefit blocks of a standard platform page alternate the illustration's side. */
export const platformBlocks: VisitCheck = {
  name: 'benefit blocks alternate',
  applies: ({ template, device }) => template === 'platform-blocks' && device === 'desktop',
  async run({ page }) {
    const sides = await page.locator('main h2').evaluateAll((headings) =>
      headings.flatMap((h) => {
        // A benefit block: the heading's text column sits next to the illustration.
        const column = h.parentElement;
        const img = Array.from(column?.parentElement?.children ?? []).find((e) => e !== column && e.tagName === 'IMG');
        if (!img) return [];
        return [img.getBoundingClientRect().x < h.getBoundingClientRect().x ? 'left' : 'right'];
      }),
    );
    expect(sides).toEqual(['left', 'right', 'left']);
  },
};

/** The home page: its sections below the banner. */
export const homePage: VisitCheck = {
  name: 'home page',
  applies: ({ template }) => template === 'home',
  async run({ page }) {
    expect(await page.locator('main h2').count(), 'section headings').toBeGreaterThan(0);
  },
};

/** The seminar detail shows the seminar stored by the news list (the visit stores key4), and BACK. */
export const seminarDetail: VisitCheck = {
  name: 'seminar detail',
  applies: ({ template }) => template === 'news-details',
  async run({ page, lng }) {
    const c = await counts(page, { article: 'main article', back: 'main a[href="#/news"]' });
    expect({ article: c.article!.visible, back: c.back!.visible > 0 }).toEqual({ article: 1, back: true });
    expect(await page.locator('main aside').innerText()).toContain(copy(lng, 'news', 'detail.seminars.key4.audience'));
  },
};
