import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  HoverCarousel,
  hoverCarouselReducer,
  shownPanel,
  type HoverGroup,
} from '../../src/sections/hover-carousel';

const panel = (id: string, title: string) => ({
  id,
  title,
  sub: `${title} category`,
  image: { src: `/${id}.svg`, alt: `${title} picture`, width: 480, height: 320 },
});

const GROUPS: HoverGroup[] = [
  { id: 'mtr', label: 'MTR', panels: [panel('panels', 'Digital Panels'), panel('wrap', 'Train Wrap'), panel('station', 'Station Domination')] },
  { id: 'bus', label: 'Bus', panels: [panel('buswrap', 'Bus Wrap'), panel('shelter', 'Shelter Light Box'), panel('tv', 'Bus TV')] },
];

function renderHover() {
  render(<HoverCarousel groups={GROUPS} label="Hong Kong ad formats" dotsLabel="Format groups" />);
  return { user: userEvent.setup() };
}

const shownImage = () => within(screen.getByRole('group', { name: 'Hong Kong ad formats' })).getByRole('img');

describe('hoverCarouselReducer', () => {
  it('selecting a group shows its first panel; out-of-range indexes are ignored', () => {
    const start = { group: 0, panel: 2 };
    expect(hoverCarouselReducer(start, { type: 'selectGroup', index: 1, groupCount: 2 })).toEqual({ group: 1, panel: 0 });
    expect(hoverCarouselReducer(start, { type: 'selectGroup', index: 2, groupCount: 2 })).toBe(start);
    expect(hoverCarouselReducer(start, { type: 'showPanel', index: 1, panelCount: 3 })).toEqual({ group: 0, panel: 1 });
    expect(hoverCarouselReducer(start, { type: 'showPanel', index: -1, panelCount: 3 })).toBe(start);
  });

  it('shownPanel returns the panel supplying the image', () => {
    expect(shownPanel(GROUPS, { group: 1, panel: 2 })?.id).toBe('tv');
    expect(shownPanel(GROUPS, { group: 1, panel: 9 })?.id).toBe('buswrap');
  });
});

describe('HoverCarousel', () => {
  it('shows the first group and its first panel image', () => {
    renderHover();
    expect(screen.getByRole('heading', { name: 'MTR' })).toBeInTheDocument();
    expect(shownImage()).toHaveAccessibleName('Digital Panels picture');
    expect(screen.getByRole('button', { name: /Digital Panels/ })).toHaveAttribute('aria-pressed', 'true');
  });

  it('hovering a panel changes the displayed image', async () => {
    const { user } = renderHover();
    await user.hover(screen.getByRole('button', { name: /Train Wrap/ }));
    expect(shownImage()).toHaveAttribute('src', '/wrap.svg');
    expect(shownImage()).toHaveAccessibleName('Train Wrap picture');
    expect(screen.getByRole('button', { name: /Train Wrap/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: /Digital Panels/ })).toHaveAttribute('aria-pressed', 'false');
  });

  it('focusing a panel changes the displayed image (keyboard)', async () => {
    const { user } = renderHover();
    await user.tab(); // Digital Panels
    await user.tab(); // Train Wrap
    await user.tab(); // Station Domination
    expect(screen.getByRole('button', { name: /Station Domination/ })).toHaveFocus();
    expect(shownImage()).toHaveAttribute('src', '/station.svg');
    fireEvent.focus(screen.getByRole('button', { name: /Digital Panels/ }));
    expect(shownImage()).toHaveAttribute('src', '/panels.svg');
  });

  it('the navigation dots are named, pressed buttons that select a group', async () => {
    const { user } = renderHover();
    const dots = within(screen.getByRole('group', { name: 'Format groups' })).getAllByRole('button');
    expect(dots.map((d) => d.textContent)).toEqual(['MTR', 'Bus']);
    expect(screen.getByRole('button', { name: 'MTR' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Bus' }));
    expect(screen.getByRole('button', { name: 'Bus' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'MTR' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('heading', { name: 'Bus' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Train Wrap/ })).not.toBeInTheDocument();
    expect(shownImage()).toHaveAttribute('src', '/buswrap.svg');
  });

  it('dots work from the keyboard', async () => {
    const { user } = renderHover();
    screen.getByRole('button', { name: 'Bus' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('heading', { name: 'Bus' })).toBeInTheDocument();
    await user.tab({ shift: true });
    await user.keyboard(' ');
    expect(screen.getByRole('heading', { name: 'MTR' })).toBeInTheDocument();
  });

  it('writes every group, showing one: the others are neither read nor tab stops', async () => {
    const { user } = renderHover();
    const root = screen.getByRole('group', { name: 'Hong Kong ad formats' });
    expect(root).toHaveTextContent('Bus Wrap');
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual(['MTR']);
    expect(screen.queryByRole('button', { name: /Bus Wrap/ })).toBeNull();
    await user.tab();
    await user.tab();
    await user.tab();
    await user.tab(); // past the shown group's three panels: the first dot
    expect(screen.getByRole('button', { name: 'MTR' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Bus' }));
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual(['Bus']);
    expect(screen.getByRole('button', { name: /Bus Wrap/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('button', { name: /Digital Panels/ })).toBeNull();
  });
});
