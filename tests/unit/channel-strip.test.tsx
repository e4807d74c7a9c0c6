import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../src/config/site-manifest';
import { ChannelStrip } from '../../src/sections/channel-strip';
import { renderWithProviders } from './test-utils';

const EXPECTED = [
  ['Search Engine Marketing (SEM)', '#/services/sem'],
  ['Google Display Network', '#/gdn'],
  ['Yahoo Native Ads', '#/yahoo'],
  ['YouTube Ads', '#/youtube'],
  ['Facebook & Instagram Ads', '#/facebook'],
  ['LinkedIn Ads', '#/linkedin'],
  ['Google Discovery Ads', '#/google'],
  ['Twitter (X) Ads', '#/twitter'],
  ['Xiaohongshu Ads', '#/xhs'],
  ['WeChat Ads', '#/services/wechat'],
  ['TikTok Ads', '#/tiktok'],
  ['Graphic Design', '#/graphic-design'],
  ['Outdoor Advertising', '#/outdoor'],
];

function stripLinks() {
  const nav = screen.getByRole('navigation', { name: 'Advertising channels' });
  return within(nav).getAllByRole('link');
}

describe('channel strip', () => {
  it('lists the 13 channels in the spec order, WeChat pointing at its service page', async () => {
    await renderWithProviders(<ChannelStrip />, { route: '/gdn' });
    expect(stripLinks().map((a) => [a.textContent, a.getAttribute('href')])).toEqual(EXPECTED);
  });

  it('links only to routes that exist', async () => {
    await renderWithProviders(<ChannelStrip />, { route: '/gdn' });
    const paths = new Set(ROUTES.map((r) => `#${r.path}`));
    for (const a of stripLinks()) expect(paths.has(a.getAttribute('href')!), a.getAttribute('href')!).toBe(true);
  });

  it.each([
    ['/gdn', 'Google Display Network'],
    ['/outdoor', 'Outdoor Advertising'],
    ['/services/wechat', 'WeChat Ads'],
    ['/services/sem', 'Search Engine Marketing (SEM)'],
  ])('marks the current page on %s', async (route, label) => {
    await renderWithProviders(<ChannelStrip />, { route });
    const current = stripLinks().filter((a) => a.getAttribute('aria-current') === 'page');
    expect(current.map((a) => a.textContent)).toEqual([label]);
  });

  it('marks nothing on a page outside the list', async () => {
    await renderWithProviders(<ChannelStrip />, { route: '/about' });
    expect(stripLinks().filter((a) => a.hasAttribute('aria-current'))).toEqual([]);
  });

  it('has a visible heading that names the navigation', async () => {
    await renderWithProviders(<ChannelStrip />, { route: '/xhs' });
    const nav = screen.getByRole('navigation', { name: 'Advertising channels' });
    expect(within(nav).getByRole('heading', { level: 2 })).toHaveTextContent('Advertising channels');
  });
});
