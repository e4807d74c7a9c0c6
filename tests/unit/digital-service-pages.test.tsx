import { screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { RichText } from '../../src/sections/rich-text';
import type { InlineLinks } from '../../src/sections/service-descriptor';
import { common, en, get, servicePage, tagsIn, type Json, type LooseDescriptor } from './service-fixtures';
import { createTestI18n, renderWithProviders } from './test-utils';

/** The digital-marketing service pages (SEM to omnichannel), built on the service template. */
const IDS = [
  'sem', 'seo', 'taboola', 'display', 'video', 'social', 'content', 'influencer',
  'audio-advertising', 'omnichannel-marketing',
] as const;

const PAGES = IDS.map(servicePage);

describe('service pages: every page exists with a descriptor and a catalogue', () => {
  it.each(PAGES.map((p) => [p.id, p] as const))('%s', (_id, p) => {
    expect(p.Page, 'page.tsx').toBeTypeOf('function');
    expect(p.descriptor, 'descriptor.ts').toBeDefined();
    expect(en[p.ns], `locales/en/${p.ns}.json`).toBeDefined();
  });
});

describe.each(PAGES.filter((p) => p.Page && p.descriptor).map((p) => [p.id, p] as const))('service page %s', (_id, p) => {
  const Page = p.Page as ComponentType;
  const d = p.descriptor as LooseDescriptor;
  const cat = en[p.ns] as Json;

  it('renders the banner, six service cards, the logo row, three why-us cards, the full-services button and the closing CTA', async () => {
    const { container } = await renderWithProviders(<Page />, { route: `/services/${p.id}` });
    expect(screen.getByRole('heading', { level: 1, name: String(get(cat, 'banner.title')) })).toBeInTheDocument();
    const banner = screen.getByRole('heading', { level: 1 }).parentElement as HTMLElement;
    expect(within(banner).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '#/contact');

    const services = container.querySelector('[data-block="services"]') as HTMLElement;
    expect(within(services).getByRole('heading', { level: 2, name: String(get(cat, 'services.title')) })).toBeInTheDocument();
    const cards = within(services).getAllByRole('heading', { level: 3 });
    expect(cards.map((h) => h.textContent)).toEqual(d.services.map((s) => get(cat, `services.items.${s.id}.title`)));
    expect(cards).toHaveLength(6);
    for (const [i, s] of d.services.entries()) {
      if (s.minHeight) expect([137, 216, 291]).toContain(s.minHeight);
      const card = cards[i]?.closest('li') as HTMLElement;
      // every declared inline link is a real <a href="#/..."> inside its card
      for (const to of Object.values(s.links ?? {})) expect(card.querySelector(`a[href="#${to}"]`)).not.toBeNull();
    }
    expect(within(services).getByRole('link', { name: common.cta.fullServices })).toHaveAttribute('href', '#/contact');

    const logoList = screen.getByRole('list', { name: String(get(cat, 'platforms.title')) });
    const names = within(logoList).getAllByRole('img').map((img) => img.getAttribute('aria-label'));
    expect(names).toEqual(d.platforms.logos.map((k) => common.logos[k]));
    expect(names.every((n) => n && n.length > 0)).toBe(true);

    const whyUs = container.querySelector('[data-block="whyUs"]') as HTMLElement;
    expect(within(whyUs).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(
      d.whyUs.map((w) => get(cat, `whyUs.items.${w.id}.title`)),
    );
    expect(d.whyUs).toHaveLength(3);

    const closing = screen.getByRole('link', { name: /GET FREE CONSULTATION NOW/ });
    expect(closing).toHaveAttribute('href', '#/contact');
    // the closing CTA is the last section of the page
    const sections = container.querySelectorAll('section');
    expect(sections[sections.length - 1]).toContainElement(closing);
    // no raw keys or unresolved link tags in the visible text
    expect(container.textContent).not.toMatch(/<\/?[a-z]+>|services\.items|whyUs\.items/);
  });

  it('declares a link for every tag in its copy, and uses every declared link', () => {
    const pairs: [unknown, InlineLinks | undefined][] = [
      ...d.services.map((s) => [get(cat, `services.items.${s.id}.text`), s.links] as [unknown, InlineLinks | undefined]),
      ...d.whyUs.map((w) => [get(cat, `whyUs.items.${w.id}.text`), w.links] as [unknown, InlineLinks | undefined]),
      [get(cat, 'intro.text'), d.intro?.links],
      ...(d.extras ?? []).flatMap((x) =>
        (x.items ?? []).map((it) => [get(cat, `${x.key}.items.${it.id}.text`), it.links] as [unknown, InlineLinks | undefined]),
      ),
    ];
    for (const [text, links] of pairs) expect(tagsIn(text)).toEqual(Object.keys(links ?? {}).sort());
  });
});

describe('inline links in copy', () => {
  it('render as router links with href="#/..." and the label from the catalogue', async () => {
    const i18n = await createTestI18n('en');
    i18n.addResource('en', 'common', 'zzTest', 'Run by <tech>our tool</tech> and <plain>people</plain>.');
    await renderWithProviders(
      <p data-testid="rich">
        <RichText t={i18n.t} i18nKey="zzTest" links={{ tech: '/tech-data' }} />
      </p>,
      { i18n },
    );
    const p = screen.getByTestId('rich');
    expect(within(p).getByRole('link', { name: 'our tool' })).toHaveAttribute('href', '#/tech-data');
    expect(p).toHaveTextContent('Run by our tool and people.');
    expect(within(p).getAllByRole('link')).toHaveLength(1);
  });

  it('the SEM page links its cards to the technology, content, Baidu and SEO pages', async () => {
    const Sem = PAGES.find((x) => x.id === 'sem')?.Page as ComponentType;
    const { container } = await renderWithProviders(<Sem />, { route: '/services/sem' });
    const services = container.querySelector('[data-block="services"]') as HTMLElement;
    expect(within(services).getByRole('link', { name: 'ad management and optimisation tool' })).toHaveAttribute('href', '#/tech-data');
    expect(within(services).getByRole('link', { name: 'Baidu' })).toHaveAttribute('href', '#/services/baidu');
    expect(within(services).getByRole('link', { name: 'search engine optimisation' })).toHaveAttribute('href', '#/services/seo');
    expect(within(services).getByRole('link', { name: 'content marketing team' })).toHaveAttribute('href', '#/services/content');
  });
});
