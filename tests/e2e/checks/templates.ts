import { expect } from '@playwright/test';
import { copy } from '../catalogue';
import type { VisitCheck } from './types';

/** What each screen or template shows, checked on every visit of a route it renders. */

/** Service pages whose intro shows headline figures. */
const WITH_FIGURES: ReadonlySet<string> = new Set([
  '/services/baidu', '/services/wechat', '/services/douyin', '/services/weibo', '/services/xiaohongshu', '/services/toutiao',
  '/services/grabads-agency', '/services/global-digital', '/services/industry-design', '/services/china-ecommerce',
  '/services/southeast-asia-ecommerce',
]);

/**
 * The service template: six service cards with the full-services button, the platform logos,
 * three why-us cards and the closing call to action, both to #/contact.
 */
export const servicePage: VisitCheck = {
  name: 'service template',
  applies: ({ template }) => template === 'service',
  async run({ page, path }) {
    const main = page.locator('main');
    await expect(main.locator('[data-block="intro"]')).toBeVisible();
    if (WITH_FIGURES.has(path)) await expect(main.locator('[data-block="intro"] dl dd').first()).toBeVisible();
    await expect(main.locator('[data-block="services"] li h3')).toHaveCount(6);
    await expect(main.locator('[data-block="whyUs"] li h3')).toHaveCount(3);
    await expect(main.locator('[data-block="platforms"] [role="img"][aria-label]').first()).toBeVisible();
    await expect(main.locator('[data-block="services"] a[href="#/contact"]')).toHaveCount(1);
    await expect(main.locator('section').last().locator('a[href="#/contact"]')).toHaveCount(1);
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
    const list = page.locator(`main [data-block="extra-${key}"] ul`).first();
    await expect(list).toBeVisible();
    expect(await list.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').filter(Boolean).length), `${key} columns`).toBe(columns);
  },
};

/** Baidu's headline figures, formatted for the locale (English shown exactly). */
export const baiduFigures: VisitCheck = {
  name: 'headline figures',
  applies: ({ path }) => path === '/services/baidu',
  async run({ page, lng }) {
    const figures = page.locator('main [data-block="intro"] dd');
    if (lng === 'en') await expect(figures).toHaveText(['76%', '544M', '414M']);
    else await expect(figures).toHaveText([/\d/, /\d/, /\d/]);
  },
};

/** The industry page: nine industry cards, and no SEE INSIGHT / SEE SHOWCASE link while the flag is off. */
export const industryCards: VisitCheck = {
  name: 'industry cards',
  applies: ({ path }) => path === '/services/industry-design',
  async run({ page, lng, ns }) {
    const cards = page.locator('main [data-block="industries"] li');
    await expect(cards).toHaveCount(9);
    await expect(cards.locator('h3')).toHaveCount(9);
    const labels = [copy(lng, ns, 'industries.see.insight'), copy(lng, ns, 'industries.see.showcase')];
    await expect(page.locator('main').getByText(new RegExp(labels.map((l) => l.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')))).toHaveCount(0);
  },
};

/** OOH and pDOOH: their six sections and a way to contact. */
export const outdoorPage: VisitCheck = {
  name: 'outdoor page',
  applies: ({ template }) => template === 'services/ooh' || template === 'services/programmatic-dooh',
  async run({ page }) {
    const main = page.locator('main');
    await expect(main.locator('h2')).toHaveCount(6);
    await expect(main.locator('a[href="#/contact"]').first()).toBeVisible();
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
    const main = page.locator('main');
    await expect(main.locator('a[href="#/contact"]')).toHaveCount(2);
    await expect(main.locator('img[alt]:not([alt=""])')).toHaveCount(3);
    const strip = main.locator('nav');
    await expect(strip.getByRole('link')).toHaveCount(13);
    await expect(strip.locator('a[aria-current="page"]')).toHaveCount(1);
    await expect(strip.locator('a[aria-current="page"]')).toHaveAttribute('href', `#${path}`);
    const lead = main.locator('section p').first();
    if (lng === 'en') await expect(lead).toHaveText(copy('en', ns, 'description.lead'));
    else await expect(lead).not.toHaveText(copy('en', ns, 'description.lead'));
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
        const img = [column?.previousElementSibling, column?.nextElementSibling].find((e) => e?.tagName === 'IMG');
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
    await expect(page.locator('main h2')).not.toHaveCount(0);
  },
};

/** The seminar detail shows the seminar stored by the news list (the visit stores key4). */
export const seminarDetail: VisitCheck = {
  name: 'seminar detail',
  applies: ({ template }) => template === 'news-details',
  async run({ page, lng }) {
    await expect(page.locator('main article')).toBeVisible();
    await expect(page.locator('main aside')).toContainText(copy(lng, 'news', 'detail.seminars.key4.audience'));
    await expect(page.locator('main a[href="#/news"]').first(), 'BACK').toBeVisible();
  },
};
