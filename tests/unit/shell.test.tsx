import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '../../src/app/app';
import { Header } from '../../src/shell/header';
import { HEADER_TINT_THRESHOLD, SCROLL_CHECK_MS } from '../../src/shell/use-scrolled';
import { renderWithProviders } from './test-utils';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  fireEvent.scroll(window);
}

describe('header', () => {
  afterEach(() => {
    vi.useRealTimers();
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('lists the navigation in the spec order as links', async () => {
    await renderWithProviders(<Header />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav)
      .getAllByRole('link')
      .filter((a) => !a.closest('[data-testid="services-menu"]'));
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Adtechinno', '#/adtechinno'],
      ['Tech&Data', '#/tech-data'],
      ['Services', '#/services/sem'],
      ['Insight', '#/insight'],
      ['News', '#/news'],
      ['About', '#/about'],
      ['Contact', '#/contact'],
    ]);
    expect(screen.getByRole('link', { name: 'Adtechinno home page' })).toHaveAttribute('href', '#/');
  });

  it.each([
    ['/', 'Adtechinno'],
    ['/adtechinno', 'Adtechinno'],
    ['/about', 'About'],
    ['/services/seo', 'Services'],
    ['/digital-marketing', 'Services'],
    ['/newsDetails', 'News'],
    ['/contact', 'Contact'],
  ])('marks the active item for %s', async (route, label) => {
    await renderWithProviders(<Header />, { route });
    const current = screen.getAllByRole('link').filter((a) => a.getAttribute('aria-current') === 'page');
    expect(current.map((a) => a.textContent)).toEqual([label]);
  });

  it('marks no item on a platform page', async () => {
    await renderWithProviders(<Header />, { route: '/google' });
    expect(screen.getAllByRole('link').filter((a) => a.hasAttribute('aria-current'))).toEqual([]);
  });

  it('darkens once the page is scrolled past 500 px', async () => {
    vi.useFakeTimers();
    const { container } = await renderWithProviders(<Header />);
    const header = container.querySelector('header')!;
    expect(header).toHaveAttribute('data-scrolled', 'false');
    act(() => {
      scrollTo(HEADER_TINT_THRESHOLD);
      vi.advanceTimersByTime(SCROLL_CHECK_MS);
    });
    expect(header).toHaveAttribute('data-scrolled', 'false');
    act(() => {
      scrollTo(HEADER_TINT_THRESHOLD + 1);
      vi.advanceTimersByTime(SCROLL_CHECK_MS);
    });
    expect(header).toHaveAttribute('data-scrolled', 'true');
    act(() => {
      scrollTo(120);
      vi.advanceTimersByTime(SCROLL_CHECK_MS);
    });
    expect(header).toHaveAttribute('data-scrolled', 'false');
  });
});

describe('services menu', () => {
  const trigger = () => screen.getByRole('link', { name: /^Services/ });
  const menu = () => screen.getByTestId('services-menu');

  it('opens on hover and closes on leave', async () => {
    await renderWithProviders(<Header />);
    expect(menu()).not.toBeVisible();
    fireEvent.mouseEnter(trigger().parentElement!);
    expect(menu()).toBeVisible();
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    fireEvent.mouseLeave(trigger().parentElement!);
    expect(menu()).not.toBeVisible();
  });

  it('offers every group and entry of the spec', async () => {
    await renderWithProviders(<Header />);
    fireEvent.mouseEnter(trigger().parentElement!);
    const hrefs = within(menu())
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual([
      '#/services/sem', '#/services/seo', '#/services/taboola', '#/services/taboola', '#/services/display',
      '#/services/video', '#/services/social', '#/services/content', '#/services/influencer',
      '#/services/audio-advertising', '#/services/omnichannel-marketing',
      '#/services/baidu', '#/services/wechat', '#/services/douyin', '#/services/weibo', '#/services/xiaohongshu',
      '#/services/toutiao', '#/services/grabads-agency', '#/services/global-digital', '#/services/industry-design',
      '#/services/ooh', '#/services/programmatic-dooh', '#/services/china-ecommerce',
      '#/services/southeast-asia-ecommerce',
    ]);
    expect(within(menu()).getByRole('link', { name: 'Native Advertising Network' })).toBeVisible();
  });

  it('is skipped by Tab while closed, opens with ArrowDown and closes on Escape', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<Header />);
    await user.tab(); // logo
    await user.tab(); // Adtechinno
    await user.tab(); // Tech&Data
    await user.tab(); // Services
    expect(trigger()).toHaveFocus();
    expect(menu()).not.toBeVisible();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Insight' })).toHaveFocus();
    await user.tab({ shift: true });
    await user.keyboard('{ArrowDown}');
    expect(menu()).toBeVisible();
    await waitFor(() => expect(within(menu()).getByRole('link', { name: 'SEM' })).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(menu()).not.toBeVisible();
    expect(trigger()).toHaveFocus();
  });

  it('closes when focus leaves it', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<Header />);
    fireEvent.mouseEnter(trigger().parentElement!);
    act(() => trigger().focus());
    expect(menu()).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'About' }));
    expect(menu()).not.toBeVisible();
  });

  it('closes when an entry is clicked', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<Header />);
    fireEvent.mouseEnter(trigger().parentElement!);
    await user.click(within(menu()).getByRole('link', { name: 'SEO' }));
    expect(menu()).not.toBeVisible();
  });
});

describe('language switcher', () => {
  it('is a select named "Language" listing each language in its own script', async () => {
    await renderWithProviders(<Header />);
    const select = screen.getByRole('combobox', { name: 'Language' });
    const options = within(select).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['English', '简体中文', '中文（香港）', '中文（台灣）', 'ไทย', 'Tiếng Việt', 'Bahasa Melayu', '日本語', '한국어']);
    expect(select).toHaveValue('en');
  });

  it('re-renders the page in the chosen language in place', async () => {
    const user = userEvent.setup();
    const { i18n } = await renderWithProviders(<Header />, { route: '/about' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'th');
    expect(i18n.language).toBe('th');
    expect(screen.getByRole('combobox')).toHaveValue('th');
    const nav = screen.getByRole('navigation');
    expect(within(nav).queryByText('About')).toBeNull();
    expect(within(nav).getByRole('link', { current: 'page' })).toHaveAttribute('href', '#/about');
  });
});

describe('routing', () => {
  it.each(['/nope', '/NEWS', '/services', '/services/unknown', '/about/extra'])(
    'shows the not-found screen for %s inside the shell',
    async (route) => {
      await renderWithProviders(<AppRoutes />, { route });
      expect(await screen.findByRole('heading', { level: 1, name: 'We could not find that page' })).toBeVisible();
      const main = screen.getByRole('main');
      expect(within(main).getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '#/');
      expect(within(main).getByRole('link', { name: 'Ask us directly' })).toHaveAttribute('href', '#/contact');
      expect(screen.getByRole('banner')).toBeInTheDocument();
      expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    },
  );

  it('renders the home page at / and /adtechinno', async () => {
    for (const route of ['/', '/adtechinno']) {
      const { unmount } = await renderWithProviders(<AppRoutes />, { route });
      expect(await screen.findByRole('heading', { level: 1, name: /Data-driven advertising/ })).toBeVisible();
      unmount();
    }
  });

  it('shows the footer columns and the 2024 copyright', async () => {
    await renderWithProviders(<AppRoutes />, { route: '/' });
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText('© 2024 Adtechinno. All rights reserved.')).toBeVisible();
    expect(within(within(footer).getByRole('navigation', { name: 'Home' })).getAllByRole('link')).toHaveLength(5);
    expect(within(within(footer).getByRole('navigation', { name: 'Digital Services' })).getAllByRole('link')).toHaveLength(11);
    expect(within(within(footer).getByRole('navigation', { name: 'Ecommerce' })).getAllByRole('link')).toHaveLength(2);
  });
});
