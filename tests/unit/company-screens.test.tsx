import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import AboutPage from '../../src/pages/about/page';
import ContactPage from '../../src/pages/contact/page';
import { CASE_STUDIES, caseArtUrl } from '../../src/pages/insight/case-studies';
import InsightPage from '../../src/pages/insight/page';
import NewsDetailsPage from '../../src/pages/news-details/page';
import NewsPage from '../../src/pages/news/page';
import TechDataPage from '../../src/pages/tech-data/page';
import { renderWithProviders, resources } from './test-utils';

const insight = resources.en!.insight as { cases: Record<string, Record<string, string>> };

/** Visible text that looks like an i18next key ("blocks.data.title"), as the e2e helper checks. */
function rawKeys(root: Node): string[] {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const found: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) found.push(...rawKeysIn(node.textContent ?? ''));
  for (const el of (root as Element).querySelectorAll('[alt], [aria-label]')) {
    found.push(...rawKeysIn(el.getAttribute('alt') ?? ''), ...rawKeysIn(el.getAttribute('aria-label') ?? ''));
  }
  return found;
}

function rawKeysIn(text: string): string[] {
  const matches = text.match(/(?<![\w@/.])[a-z][a-zA-Z0-9_]*(?:\.[a-zA-Z][a-zA-Z0-9_]*)+(?![\w])/g) ?? [];
  return matches.filter((m) => !['e.g', 'i.e'].includes(m));
}

const SCREENS: [string, string, ComponentType][] = [
  ['/about', 'ABOUT', AboutPage],
  ['/tech-data', 'The technology and data behind every campaign', TechDataPage],
  ['/insight', 'Insight', InsightPage],
  ['/news', 'NEWS', NewsPage],
  ['/newsDetails', 'NEWS', NewsDetailsPage],
  ['/contact', 'Contact', ContactPage],
];

describe('company screens', () => {
  it.each(SCREENS)('%s has one h1 (%s), no raw keys and headings in order', async (route, h1, Page) => {
    const { container } = await renderWithProviders(<Page />, { route });
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([h1]);
    expect(rawKeys(container)).toEqual([]);
    const levels = [...container.querySelectorAll('h1, h2, h3, h4')].map((h) => Number(h.tagName[1]));
    levels.forEach((level, i) => {
      if (i > 0) expect(level - levels[i - 1]!).toBeLessThanOrEqual(1);
    });
    for (const img of container.querySelectorAll('img')) {
      expect(img.getAttribute('alt')).toMatch(/\w{3,}/);
      expect(img).toHaveAttribute('width');
      expect(img).toHaveAttribute('height');
    }
  });

  it.each(SCREENS.filter(([route]) => route !== '/contact'))('%s ends with the free-consultation call to action', async (route, _, Page) => {
    await renderWithProviders(<Page />, { route });
    expect(screen.getByRole('link', { name: 'GET FREE CONSULTATION NOW' })).toHaveAttribute('href', '#/contact');
  });
});

describe('About', () => {
  it('presents the subsidiary, three products, five alternating blocks and vision and mission', async () => {
    const { container } = await renderWithProviders(<AboutPage />, { route: '/about' });
    expect(screen.getByText(/established in 2019/)).toBeInTheDocument();
    expect(screen.getByText('2019')).toBeInTheDocument();
    expect(screen.getByText('3,000+')).toBeInTheDocument();

    const products = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(products).toEqual(expect.arrayContaining(['Ad management and optimisation tool', 'Influencer management platform', 'Programmatic advertising platform']));

    const blocks = [
      'Decisions made on data, every day',
      "Direct access to China's leading platforms",
      'Global reach, local execution',
      'Specialists who know your industry',
      'Certified experts on every account',
    ];
    for (const title of blocks) expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    // Image sides alternate left, right, left, right, left.
    const sides = [...container.querySelectorAll('.imageLeft, .imageRight')].map((el) => (el.classList.contains('imageRight') ? 'right' : 'left'));
    expect(sides).toEqual(['left', 'right', 'left', 'right', 'left']);

    expect(screen.getByRole('link', { name: 'Explore industry solutions' })).toHaveAttribute('href', '#/services/industry-design');
    expect(screen.getByRole('link', { name: 'Xiaohongshu' })).toHaveAttribute('href', '#/services/xiaohongshu');
    expect(screen.getByRole('link', { name: 'global digital services' })).toHaveAttribute('href', '#/services/global-digital');
    expect(screen.getByRole('heading', { level: 2, name: 'Vision and Mission' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Our vision' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Our mission' })).toBeInTheDocument();
  });
});

describe('Tech&Data', () => {
  it('shows the three products with their headline figures, formatted by Intl', async () => {
    await renderWithProviders(<TechDataPage />, { route: '/tech-data' });
    const figures = screen.getAllByRole('definition').map((dd) => dd.textContent);
    expect(figures).toEqual(['30%', 'USD 1B+', '30%', '200K+', '80M+', '100B+', '80+', '50+', '5B+']);
    const labels = screen.getAllByRole('term').map((dt) => dt.textContent);
    expect(labels).toEqual([
      'average increase in conversions',
      'total ad spend analysed',
      'average increase in click-through rate',
      'influencers',
      'combined audience',
      'total views',
      'ad exchanges',
      'partners',
      'daily ad impressions',
    ]);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(4); // three products and the closing call to action
  });

  it('reads the same figures the Chinese way', async () => {
    await renderWithProviders(<TechDataPage />, { route: '/tech-data', lng: 'zh-Hans' });
    const figures = screen.getAllByRole('definition').map((dd) => dd.textContent);
    expect(figures).toContain('20万+');
    expect(figures).toContain('50亿+');
  });
});

describe('Insight', () => {
  it('shows 18 case studies, each with an image, a title and a DETAIL button', async () => {
    await renderWithProviders(<InsightPage />, { route: '/insight' });
    const titles = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(titles).toEqual(CASE_STUDIES.map((c) => insight.cases[c.id]!.title));
    expect(new Set(titles).size).toBe(18);
    expect(screen.getAllByRole('button', { name: 'DETAIL' })).toHaveLength(18);
    const images = screen.getAllByRole('img');
    expect(images).toHaveLength(18);
    expect(images[0]!.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
  });

  it('colours the same illustration differently per palette', () => {
    expect(caseArtUrl('search', 0)).not.toBe(caseArtUrl('search', 1));
    expect(caseArtUrl('search', 1)).not.toBe(caseArtUrl('search', 2));
    expect(decodeURIComponent(caseArtUrl('search', 1))).toContain('#0a7f8e');
  });

  it('DETAIL opens the full story in a dialog with links to the service and to contact', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<InsightPage />, { route: '/insight' });
    const study = CASE_STUDIES.find((c) => c.id === 'electricCar')!;
    const copy = insight.cases[study.id]!;
    const card = screen.getByRole('heading', { level: 3, name: copy.title }).closest('li')!;
    const detail = within(card).getByRole('button', { name: 'DETAIL' });
    await user.click(detail);

    const dialog = screen.getByRole('dialog', { name: copy.title });
    const d = within(dialog);
    for (const text of [copy.challenge, copy.approach, copy.result, copy.industry, copy.market]) expect(d.getByText(text!)).toBeInTheDocument();
    for (const part of ['Challenge', 'Our approach', 'Result']) expect(d.getByRole('heading', { level: 3, name: part })).toBeInTheDocument();
    expect(d.getByRole('link', { name: `Explore ${copy.service}` })).toHaveAttribute('href', `#${study.service}`);
    expect(d.getByRole('link', { name: 'Plan a similar campaign' })).toHaveAttribute('href', '#/contact');
    expect(d.getByRole('button', { name: 'Close' })).toHaveFocus();

    await user.click(d.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(detail).toHaveFocus();
  });

  it('Escape closes the dialog', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<InsightPage />, { route: '/insight' });
    await user.click(screen.getAllByRole('button', { name: 'DETAIL' })[0]!);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('links every case study to a route of the site', async () => {
    const { ROUTES } = await import('../../src/config/site-manifest');
    const paths = new Set(ROUTES.map((r) => r.path));
    for (const study of CASE_STUDIES) expect(paths.has(study.service)).toBe(true);
  });
});
