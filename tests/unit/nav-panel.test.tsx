import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { swipeDirection } from '../../src/sections/use-swipe';
import { NavPanel, wrapFocusTarget } from '../../src/shell/nav-panel';
import { renderWithProviders } from './test-utils';

describe('wrapFocusTarget', () => {
  const items = ['a', 'b', 'c'];
  it('wraps from the last control to the first, and backwards from the first to the last', () => {
    expect(wrapFocusTarget(items, 'c', false)).toBe('a');
    expect(wrapFocusTarget(items, 'a', true)).toBe('c');
  });
  it('leaves Tab alone in between', () => {
    expect(wrapFocusTarget(items, 'b', false)).toBeNull();
    expect(wrapFocusTarget(items, 'b', true)).toBeNull();
  });
  it('brings focus back from outside, and copes with no controls', () => {
    expect(wrapFocusTarget(items, null, false)).toBe('a');
    expect(wrapFocusTarget(items, 'x', true)).toBe('c');
    expect(wrapFocusTarget([], 'a', false)).toBeNull();
  });
});

describe('swipeDirection', () => {
  it('reads a leftward swipe as next and a rightward one as previous', () => {
    expect(swipeDirection(-120, 10)).toBe('next');
    expect(swipeDirection(90, -20)).toBe('previous');
  });
  it('ignores short moves, vertical scrolls and garbage', () => {
    expect(swipeDirection(-20, 0)).toBeNull();
    expect(swipeDirection(-80, 200)).toBeNull();
    expect(swipeDirection(Number.NaN, 0)).toBeNull();
    expect(swipeDirection(Infinity, 0)).toBeNull();
  });
});

describe('NavPanel', () => {
  it('renders a translated menu button and nothing of the panel until it is opened', async () => {
    await renderWithProviders(<NavPanel active="about" />, { lng: 'th' });
    const button = screen.getByRole('button', { name: 'เมนู' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('opens with the links, the services groups as disclosures and the language switcher', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<NavPanel active="about" />, { route: '/about' });
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'true');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    // Global Digital has no entries: a link; China Digital is a closed disclosure until pressed.
    expect(within(nav).getByRole('link', { name: 'Global Digital' })).toHaveAttribute('href', '#/services/global-digital');
    const china = within(nav).getByRole('button', { name: 'China Digital' });
    expect(china).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav).queryByRole('link', { name: 'Baidu' })).not.toBeInTheDocument();
    await user.click(china);
    expect(china).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('link', { name: 'Baidu' })).toHaveAttribute('href', '#/services/baidu');
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('data-scroll-locked');

    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(document.documentElement).not.toHaveAttribute('data-scroll-locked');
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveFocus();
  }, 20_000);

  it('closes when a link is followed', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<NavPanel active={undefined} />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(screen.getByRole('link', { name: 'News' }));
    expect(window.location.hash).toBe('#/news');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  }, 20_000);
});
