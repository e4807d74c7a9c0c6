import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LOGO_KEYS, LOGOS } from '../../src/content/logos';
import { LogoRow, logoRows } from '../../src/sections/logo-row';
import { renderWithProviders, resources } from './test-utils';

const names = (resources.en?.common as { logos: Record<string, string> }).logos;

describe('logo map', () => {
  it('has the 44 logos of the spec, each with a brand name in common.json', () => {
    expect(LOGO_KEYS).toHaveLength(44);
    expect(Object.keys(LOGOS).sort()).toEqual([...LOGO_KEYS].sort());
    expect(Object.keys(names).sort()).toEqual([...LOGO_KEYS].sort());
    for (const key of LOGO_KEYS) expect(names[key]?.trim(), key).toBeTruthy();
  });

  it('draws simple-icons glyphs as 24×24 paths and the rest as wordmarks', () => {
    for (const key of LOGO_KEYS) {
      const art = LOGOS[key];
      if (art.kind === 'icon') expect(art.icon.path, key).toMatch(/^[Mm]/);
    }
    expect(LOGOS.linkedin.kind).toBe('wordmark');
    expect(LOGOS.taboola.kind).toBe('wordmark');
    expect(LOGOS.baidu.kind).toBe('icon');
  });
});

describe('logoRows', () => {
  it('uses the declared rows', () => {
    expect(logoRows(7, [5, 2])).toEqual([5, 2]);
  });
  it('balances undeclared rows at six or fewer per row', () => {
    expect(logoRows(10)).toEqual([5, 5]);
    expect(logoRows(7)).toEqual([4, 3]);
    expect(logoRows(6)).toEqual([6]);
    expect(logoRows(13)).toEqual([5, 4, 4]);
    expect(logoRows(0)).toEqual([]);
  });
  it('puts logos beyond the declared rows on rows of their own, and never more than there are', () => {
    expect(logoRows(9, [5, 2])).toEqual([5, 2, 2]);
    expect(logoRows(3, [5, 2])).toEqual([3]);
  });
});

describe('<LogoRow>', () => {
  it('renders one labelled list whose logos are images named after the brand', async () => {
    await renderWithProviders(<LogoRow logos={['baidu', 'linkedin', 'spotify']} label="Our partners" />);
    const list = screen.getByRole('list', { name: 'Our partners' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list).getAllByRole('img').map((i) => i.getAttribute('aria-label'))).toEqual(['Baidu', 'LinkedIn', 'Spotify']);
    expect(screen.getByRole('img', { name: 'Baidu' }).querySelector('svg path')).not.toBeNull();
    expect(screen.getByRole('img', { name: 'LinkedIn' }).querySelector('svg')).toBeNull();
    expect(screen.getByRole('img', { name: 'LinkedIn' })).toHaveTextContent('LinkedIn');
  });

  it('places the rows: [5, 2] puts five logos on the first row and two centred on the second', async () => {
    await renderWithProviders(
      <LogoRow logos={['joox', 'desk', 'apple', 'spotify', 'podcasts', 'youtubeMusic', 'tero']} label="Audio" rows={[5, 2]} />,
    );
    const items = within(screen.getByRole('list', { name: 'Audio' })).getAllByRole('listitem');
    expect(items.map((li) => li.style.gridRow)).toEqual(['1', '1', '1', '1', '1', '2', '2']);
    // second row offset by three half-columns on a ten-half-column grid: centred
    expect(items[5]?.style.gridColumn).toBe('4 / span 2');
    expect(items[6]?.style.gridColumn).toBe('6 / span 2');
  });

  it('uses the translated brand name (translators may localise it)', async () => {
    const { i18n } = await renderWithProviders(<LogoRow logos={['baidu']} label="x" />);
    i18n.addResource('en', 'common', 'logos.baidu', '百度');
    // The language change re-renders the row: inside act(), as any update a test causes.
    await act(() => i18n.changeLanguage('en'));
    expect(await screen.findByRole('img', { name: '百度' })).toBeInTheDocument();
  });
});
