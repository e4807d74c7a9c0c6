import { render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { IndustryCards } from '../../src/sections/industry-cards';
import type { InlineLinks } from '../../src/sections/service-descriptor';
import { ROUTES } from '../../src/config/site-manifest';
import { INDUSTRIES } from '../../src/pages/services/industry-design/industries';
import { common, en, get, keysOf, servicePage, tagsIn, type Json, type LooseDescriptor } from './service-fixtures';
import { renderWithProviders } from './test-utils';

/**
 * The China-channel, GrabAds, global, industry and ecommerce service pages.
 * `figures` are the statistics as a visitor reads them in English; `formats` the key and column
 * count of the ad-format (or channel) overview.
 */
const PAGES = {
  baidu: { figures: ['76%', '544M', '414M'], formats: { key: 'formats', columns: 3, count: 6 }, list: 'whyChoose' },
  wechat: { figures: ['No. 5', '1B+', '3M+'], formats: { key: 'formats', columns: 2, count: 4 }, list: 'whyChoose' },
  douyin: { figures: ['20M+', '400M', '100K', '200K+'], formats: { key: 'formats', columns: 3, count: 6 }, list: 'whyChoose' },
  weibo: { figures: ['No. 2', '593M', '64K+'], formats: { key: 'formats', columns: 3, count: 3 }, list: 'whyChoose' },
  xiaohongshu: { figures: ['245M+', '260M+', '50M+', '70%'], formats: { key: 'formats', columns: 2, count: 4 }, list: 'whyChoose' },
  toutiao: { figures: ['4B+', '410M', '76 min'], formats: { key: 'formats', columns: 3, count: 3 }, list: 'whyChoose' },
  'grabads-agency': { figures: ['38M+', 'No. 3', '61%'], formats: { key: 'formats', columns: 3, count: 3 }, list: 'whyChoose' },
  'global-digital': { figures: ['4.5B+', '80+', '50+'], formats: { key: 'channels', columns: 4, count: 4 }, list: 'process' },
  'china-ecommerce': { figures: ['15+', '3,000+', '200K+'], formats: { key: 'channels', columns: 3, count: 6 }, list: undefined },
  'southeast-asia-ecommerce': { figures: ['3,000+', '9', '200K+'], formats: { key: 'channels', columns: 2, count: 4 }, list: 'process' },
  'industry-design': { figures: ['15+', '3,000+', '15+'], formats: undefined, list: undefined },
} as const;
type Id = keyof typeof PAGES;
const IDS = Object.keys(PAGES) as Id[];

const ROUTE_PATHS = new Set(ROUTES.map((r) => r.path));

const ENTRIES = IDS.map((id) => {
  const page = servicePage(id);
  return { ...page, cat: page.cat as Json, expected: PAGES[id] };
});

describe('channel and regional service pages: each has a page, a descriptor, a catalogue and a route', () => {
  it.each(ENTRIES.map((p) => [p.id, p] as const))('%s', (id, p) => {
    expect(p.Page, 'page.tsx').toBeTypeOf('function');
    expect(p.descriptor, 'descriptor.ts').toBeDefined();
    expect(p.cat, `locales/en/${p.ns}.json`).toBeDefined();
    expect(ROUTES.find((r) => r.path === `/services/${id}`)?.ns).toBe(p.ns);
  });
});

describe.each(ENTRIES.map((p) => [p.id, p] as const))('service page %s', (id, p) => {
  const Page = p.Page as ComponentType;
  const d = p.descriptor as LooseDescriptor;
  const cat = p.cat;

  it('renders the h1, stats, six service cards, logos, three why-us cards and the closing CTA', async () => {
    const { container } = await renderWithProviders(<Page />, { route: `/services/${id}` });
    expect(screen.getByRole('heading', { level: 1, name: String(get(cat, 'banner.title')) })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const banner = screen.getByRole('heading', { level: 1 }).parentElement as HTMLElement;
    expect(within(banner).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '#/contact');

    // headline statistics, formatted for English
    const stats = container.querySelector('[data-block="intro"] dl') as HTMLElement;
    expect(stats, 'intro statistics').not.toBeNull();
    expect([...stats.querySelectorAll('dd')].map((dd) => dd.textContent)).toEqual([...p.expected.figures]);
    expect(stats.querySelectorAll('dt')).toHaveLength(p.expected.figures.length);

    const services = container.querySelector('[data-block="services"]') as HTMLElement;
    const cards = within(services).getAllByRole('heading', { level: 3 });
    expect(cards.map((h) => h.textContent)).toEqual(d.services.map((s) => get(cat, `services.items.${s.id}.title`)));
    expect(cards).toHaveLength(6);
    for (const [i, s] of d.services.entries()) {
      const card = cards[i]?.closest('li') as HTMLElement;
      for (const to of Object.values(s.links ?? {})) expect(card.querySelector(`a[href="#${to}"]`)).not.toBeNull();
    }
    expect(within(services).getByRole('link', { name: common.cta.fullServices })).toHaveAttribute('href', '#/contact');

    const logoList = screen.getByRole('list', { name: String(get(cat, 'platforms.title')) });
    expect(within(logoList).getAllByRole('img').map((img) => img.getAttribute('aria-label'))).toEqual(
      d.platforms.logos.map((k) => common.logos[k]),
    );

    const whyUs = container.querySelector('[data-block="whyUs"]') as HTMLElement;
    const whyCards = within(whyUs).getAllByRole('heading', { level: 3 });
    expect(whyCards.map((h) => h.textContent)).toEqual(d.whyUs.map((w) => get(cat, `whyUs.items.${w.id}.title`)));
    expect(whyCards).toHaveLength(3);

    const closing = screen.getByRole('link', { name: /GET FREE CONSULTATION NOW/ });
    const sections = container.querySelectorAll('section');
    expect(sections[sections.length - 1]).toContainElement(closing);
    expect(closing).toHaveAttribute('href', '#/contact');

    expect(container.textContent).not.toMatch(/<\/?[a-z]+>|\{\{|services\.items|whyUs\.items|\.title\b/);
  });

  if (p.expected.formats) {
    const f = p.expected.formats;
    it(`shows the ${f.key} overview: ${f.count} cards in ${f.columns} columns`, async () => {
      const { container } = await renderWithProviders(<Page />, { route: `/services/${id}` });
      const block = container.querySelector(`[data-block="extra-${f.key}"]`) as HTMLElement;
      expect(block, f.key).not.toBeNull();
      expect(within(block).getByRole('heading', { level: 2, name: String(get(cat, `${f.key}.title`)) })).toBeInTheDocument();
      const list = block.querySelector('ul') as HTMLElement;
      expect(list).toHaveClass(`cols${f.columns}`);
      const titles = within(list).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
      expect(titles).toEqual(keysOf(get(cat, `${f.key}.items`)).map((k) => get(cat, `${f.key}.items.${k}.title`)));
      expect(titles).toHaveLength(f.count);
      // the formats block comes right after the intro statistics
      const order = [...container.querySelectorAll('[data-block]')].map((el) => el.getAttribute('data-block'));
      expect(order.indexOf(`extra-${f.key}`)).toBe(order.indexOf('intro') + 1);
    });
  }

  if (p.expected.list) {
    const key = p.expected.list;
    it(`shows the ${key} list`, async () => {
      const { container } = await renderWithProviders(<Page />, { route: `/services/${id}` });
      const block = container.querySelector(`[data-block="extra-${key}"]`) as HTMLElement;
      expect(within(block).getByRole('heading', { level: 2, name: String(get(cat, `${key}.title`)) })).toBeInTheDocument();
      const items = within(block).getAllByRole('listitem');
      expect(items.map((li) => within(li).getByRole('heading', { level: 3 }).textContent)).toEqual(
        keysOf(get(cat, `${key}.items`)).map((k) => get(cat, `${key}.items.${k}.title`)),
      );
    });
  }

  it('declares a link to an existing route for every tag in its copy, and uses every declared link', () => {
    const pairs: [string, unknown, InlineLinks | undefined][] = [
      ...d.services.map((s) => [`services.${s.id}`, get(cat, `services.items.${s.id}.text`), s.links] as [string, unknown, InlineLinks | undefined]),
      ...d.whyUs.map((w) => [`whyUs.${w.id}`, get(cat, `whyUs.items.${w.id}.text`), w.links] as [string, unknown, InlineLinks | undefined]),
      ['intro', get(cat, 'intro.text'), d.intro?.links],
      ...(d.extras ?? []).flatMap((x) => [
        [`${x.key}.lead`, get(cat, `${x.key}.lead`), x.leadLinks] as [string, unknown, InlineLinks | undefined],
        ...(x.items ?? []).map(
          (it) => [`${x.key}.${it.id}`, get(cat, `${x.key}.items.${it.id}.text`), it.links] as [string, unknown, InlineLinks | undefined],
        ),
      ]),
    ];
    if (id === 'industry-design') {
      for (const ind of INDUSTRIES) pairs.push([`industries.${ind.id}`, get(cat, `industries.items.${ind.id}.text`), ind.links]);
    }
    for (const [where, text, links] of pairs) {
      expect(tagsIn(text), where).toEqual(Object.keys(links ?? {}).sort());
      for (const to of Object.values(links ?? {})) expect(ROUTE_PATHS.has(to), `${where} → ${to}`).toBe(true);
    }
    // no tags anywhere else in the catalogue (banner, titles, labels)
    const all = JSON.stringify(cat);
    const counted = pairs.reduce((n, [, text]) => n + tagsIn(text).length, 0);
    expect(tagsIn(all)).toHaveLength(counted);
  });
});

describe('industry page', () => {
  const Page = ENTRIES.find((e) => e.id === 'industry-design')?.Page as ComponentType;
  const cat = en['service-industry-design'] as Json;

  it('shows nine industry cards and no SEE INSIGHT / SEE SHOWCASE link (every flag is false)', async () => {
    const { container } = await renderWithProviders(<Page />, { route: '/services/industry-design' });
    const block = container.querySelector('[data-block="industries"]') as HTMLElement;
    expect(within(block).getByRole('heading', { level: 2, name: String(get(cat, 'industries.title')) })).toBeInTheDocument();
    const titles = within(block).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(titles).toEqual([
      'Education',
      'Banking and Finance',
      'Beauty and Cosmetics',
      'Property',
      'FMCG',
      'Retail',
      'Ecommerce',
      'Travel and Hospitality',
      'Automotive',
    ]);
    expect(INDUSTRIES.every((i) => i.isSee === false)).toBe(true);
    expect(screen.queryByText(/SEE INSIGHT|SEE SHOWCASE/)).toBeNull();
    expect(within(block).getByText(/17% a year from 2015 to 2020/)).toBeInTheDocument();
    // inline links in the cards are real router links
    expect(within(block).getByRole('link', { name: 'Xiaohongshu' })).toHaveAttribute('href', '#/services/xiaohongshu');
    expect(within(block).getByRole('link', { name: 'global campaigns' })).toHaveAttribute('href', '#/services/global-digital');
  });

  it('the industry card shows its optional link once its flag is true', () => {
    render(
      <MemoryRouter>
        <IndustryCards
          items={[
            { id: 'a', title: 'A', text: 'a', see: { label: 'SEE INSIGHT', to: '/insight' }, isSee: true },
            { id: 'b', title: 'B', text: 'b', see: { label: 'SEE SHOWCASE', to: '/insight' }, isSee: false },
          ]}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: /SEE INSIGHT/ })).toHaveAttribute('href', '/insight');
    expect(screen.queryByText(/SEE SHOWCASE/)).toBeNull();
  });
});
