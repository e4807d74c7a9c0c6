import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { Route, Routes } from 'react-router-dom';
import { ROUTES } from '../../src/config/site-manifest';
import { renderWithProviders, resources } from './test-utils';

const modules = import.meta.glob<{ default: ComponentType }>('../../src/pages/platforms/*/page.tsx', { eager: true });
const PAGES = Object.fromEntries(
  Object.entries(modules).map(([path, mod]) => [path.match(/platforms\/([^/]+)\/page\.tsx$/)![1]!, mod.default]),
);
const PLATFORM_IDS = ROUTES.filter((r) => r.page.startsWith('platforms/')).map((r) => r.path.slice(1));

interface Catalogue {
  banner: { title: string };
  description: { title: string };
  benefits: Record<string, { title: string; imageAlt: string }>;
}
const en = (id: string) => resources.en![`platform-${id}`] as unknown as Catalogue;

async function renderPlatform(id: string) {
  const Page = PAGES[id];
  if (!Page) throw new Error(`no page for ${id}`);
  return renderWithProviders(
    <Routes>
      <Route path={`/${id}`} element={<Page />} />
      <Route path="/contact" element={<h1>Contact screen</h1>} />
    </Routes>,
    { route: `/${id}` },
  );
}

/** The benefit bands rendered by MediaBlock (class names are not scoped in unit tests). */
function bands(container: HTMLElement) {
  const mediaBands = [...container.querySelectorAll<HTMLElement>('.band')].filter((band) => band.querySelector('.block'));
  return mediaBands.map((band) => ({
    title: band.querySelector('h2')?.textContent,
    tone: band.classList.contains('alt') ? 'alt' : band.classList.contains('plain') ? 'plain' : '?',
    side: band.querySelector('.imageRight') ? 'right' : band.querySelector('.imageLeft') ? 'left' : '?',
    image: band.querySelector('img')?.getAttribute('alt'),
  }));
}

const RAW_KEY = /(?<![\w@/.])[a-z][a-zA-Z0-9_]*(?:\.[a-zA-Z][a-zA-Z0-9_]*)+(?![\w])/;

/** Text nodes and alt texts that look like an untranslated key such as "benefits.scale.title". */
function rawKeys(root: HTMLElement): string[] {
  const found: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (RAW_KEY.test(node.textContent ?? '')) found.push(node.textContent!);
  }
  for (const img of root.querySelectorAll('img')) if (RAW_KEY.test(img.alt)) found.push(img.alt);
  return found;
}

describe('platform pages', () => {
  it('has a page for every platform route of the spec', () => {
    expect(PLATFORM_IDS.sort()).toEqual(
      ['facebook', 'gdn', 'google', 'graphic-design', 'linkedin', 'outdoor', 'tiktok', 'twitter', 'xhs', 'yahoo', 'youtube'],
    );
    expect(Object.keys(PAGES).sort()).toEqual(PLATFORM_IDS);
  });

  it.each(PLATFORM_IDS)('/%s: banner, description, three benefits, channel strip and closing CTA', async (id) => {
    const { container } = await renderPlatform(id);
    const c = en(id);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(c.banner.title);
    expect(screen.getByText('Online Marketing Solutions')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: c.description.title })).toBeInTheDocument();
    for (const benefit of Object.values(c.benefits)) {
      expect(screen.getByRole('heading', { name: benefit.title })).toBeInTheDocument();
      expect(screen.getByRole('img', { name: benefit.imageAlt })).toHaveAttribute('loading', 'lazy');
    }
    expect(screen.getByRole('navigation', { name: 'Advertising channels' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /GET FREE CONSULTATION NOW/ })).toHaveAttribute('href', '#/contact');
    expect(rawKeys(container)).toEqual([]);
  });

  it('renders three benefit blocks with alternating side and grey band on a standard page', async () => {
    const { container } = await renderPlatform('google');
    expect(bands(container)).toEqual([
      { title: 'Be seen where people go to be inspired', tone: 'alt', side: 'left', image: 'Phone feed with a native ad card between articles' },
      { title: 'Audiences built on real intent', tone: 'plain', side: 'right', image: 'Target with groups of people gathered around its centre' },
      { title: 'Optimised for sales, not just clicks', tone: 'alt', side: 'left', image: 'Dashboard with conversions rising week by week' },
    ]);
  });

  it.each(['gdn', 'graphic-design'])('/%s puts the benefit items inside the description box, with no blocks', async (id) => {
    const { container } = await renderPlatform(id);
    expect(bands(container)).toEqual([]);
    const box = screen.getByRole('region', { name: en(id).description.title });
    const items = within(box).getAllByRole('heading', { level: 3 });
    expect(items.map((h) => h.textContent)).toEqual(Object.values(en(id).benefits).map((b) => b.title));
  });

  it('uses plain blocks (no grey band) with alternating sides on /outdoor', async () => {
    const { container } = await renderPlatform('outdoor');
    const blocks = bands(container);
    expect(blocks.map((b) => [b.tone, b.side])).toEqual([
      ['plain', 'left'],
      ['plain', 'right'],
      ['plain', 'left'],
    ]);
    expect(blocks.map((b) => b.title)).toEqual(Object.values(en('outdoor').benefits).map((b) => b.title));
  });

  it.each(['google', 'tiktok', 'twitter', 'xhs', 'yahoo', 'youtube', 'linkedin', 'facebook'])(
    '/%s uses the standard blocks',
    async (id) => {
      const { container } = await renderPlatform(id);
      expect(bands(container).map((b) => [b.tone, b.side])).toEqual([
        ['alt', 'left'],
        ['plain', 'right'],
        ['alt', 'left'],
      ]);
    },
  );

  it.each([
    ['gdn', [['2M+', 'websites, videos and apps'], ['90%', 'of internet users worldwide']]],
    ['linkedin', [['200+', 'countries and territories with LinkedIn members']]],
    ['tiktok', [['1B', 'monthly users worldwide']]],
  ])('/%s shows the figures of the spec, formatted for the locale', async (id, expected) => {
    await renderPlatform(id);
    const list = screen.getByRole('region', { name: en(id).description.title }).querySelector('dl')!;
    expect(list).toHaveAttribute('aria-label', 'Key figures');
    const figures = [...list.querySelectorAll('dt')].map((dt) => [dt.nextElementSibling?.textContent, dt.textContent]);
    expect(figures).toEqual(expected);
  });

  it('formats the figures in Chinese with Chinese units', async () => {
    const Page = PAGES.tiktok!;
    await renderWithProviders(<Page />, { route: '/tiktok', lng: 'zh-Hans' });
    // Falls back to English copy until the translation lands, but the figure is formatted for zh-Hans.
    expect(document.querySelector('dl dd')?.textContent).toBe('10亿');
  });

  it('links copy to the related service pages', async () => {
    await renderPlatform('gdn');
    expect(screen.getByRole('link', { name: 'display advertising services' })).toHaveAttribute('href', '#/services/display');
    await renderPlatform('outdoor');
    expect(screen.getByRole('link', { name: 'OOH advertising' })).toHaveAttribute('href', '#/services/ooh');
    expect(screen.getByRole('link', { name: 'programmatic DOOH' })).toHaveAttribute('href', '#/services/programmatic-dooh');
  });

  it('has a Contact Us link in the banner that goes to #/contact', async () => {
    await renderPlatform('youtube');
    const contact = screen.getByRole('link', { name: 'Contact Us' });
    expect(contact.tagName).toBe('A');
    expect(contact).toHaveAttribute('href', '#/contact');
    await userEvent.click(contact);
    expect(window.location.hash).toBe('#/contact');
    expect(await screen.findByRole('heading', { name: 'Contact screen' })).toBeInTheDocument();
  });
});
