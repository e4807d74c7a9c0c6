import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { clampTabIndex, tabIndexForKey } from '../../src/sections/index-moves';
import { Tabs } from '../../src/sections/tabs';

const ITEMS = [
  { id: 'hk', label: 'Hong Kong', content: <p>Hong Kong formats</p> },
  { id: 'cn', label: 'China', content: <p>China formats</p> },
  { id: 'sea', label: 'Southeast Asia', content: <p>Southeast Asia formats</p> },
];

function renderTabs(defaultIndex?: number) {
  render(<Tabs items={ITEMS} label="Regions" defaultIndex={defaultIndex} />);
  return { user: userEvent.setup() };
}

function expectSelected(name: string) {
  for (const tab of screen.getAllByRole('tab')) {
    const selected = tab.textContent === name;
    expect(tab).toHaveAttribute('aria-selected', String(selected));
    expect(tab).toHaveAttribute('tabindex', selected ? '0' : '-1');
  }
  const panel = screen.getByRole('tabpanel');
  expect(panel).toHaveAccessibleName(name);
  expect(panel).toHaveTextContent(`${name} formats`);
  for (const item of ITEMS) {
    const text = screen.getByText(`${item.label} formats`);
    if (item.label === name) expect(text).toBeVisible();
    else expect(text).not.toBeVisible();
  }
}

describe('tabIndexForKey', () => {
  it('moves right and left with wrap-around, Home and End to the ends', () => {
    expect(tabIndexForKey('ArrowRight', 0, 3)).toBe(1);
    expect(tabIndexForKey('ArrowRight', 2, 3)).toBe(0);
    expect(tabIndexForKey('ArrowLeft', 0, 3)).toBe(2);
    expect(tabIndexForKey('ArrowLeft', 2, 3)).toBe(1);
    expect(tabIndexForKey('Home', 2, 3)).toBe(0);
    expect(tabIndexForKey('End', 0, 3)).toBe(2);
    expect(tabIndexForKey('Enter', 1, 3)).toBeNull();
    expect(tabIndexForKey('ArrowRight', 0, 0)).toBeNull();
  });

  it('clamps a default index into range', () => {
    expect(clampTabIndex(5, 3)).toBe(2);
    expect(clampTabIndex(-1, 3)).toBe(0);
    expect(clampTabIndex(1, 0)).toBe(0);
  });
});

describe('Tabs', () => {
  it('follows the ARIA tab pattern: a labelled tablist, tabs controlling labelled panels', () => {
    renderTabs();
    expect(screen.getByRole('tablist', { name: 'Regions' })).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab');
    expect(tabs).toHaveLength(3);
    for (const tab of tabs) {
      const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '');
      expect(panel).toHaveAttribute('role', 'tabpanel');
      expect(panel).toHaveAttribute('aria-labelledby', tab.id);
    }
    expectSelected('Hong Kong');
  });

  it('honours the default index', () => {
    renderTabs(2);
    expectSelected('Southeast Asia');
  });

  it('selects a tab on click and shows only its panel', async () => {
    const { user } = renderTabs();
    await user.click(screen.getByRole('tab', { name: 'China' }));
    expectSelected('China');
    await user.click(screen.getByRole('tab', { name: 'Southeast Asia' }));
    expectSelected('Southeast Asia');
  });

  it('moves selection and focus with Right, Left, Home and End', async () => {
    const { user } = renderTabs();
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Hong Kong' })).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expectSelected('China');
    expect(screen.getByRole('tab', { name: 'China' })).toHaveFocus();

    await user.keyboard('{End}');
    expectSelected('Southeast Asia');
    expect(screen.getByRole('tab', { name: 'Southeast Asia' })).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expectSelected('Hong Kong');
    expect(screen.getByRole('tab', { name: 'Hong Kong' })).toHaveFocus();

    await user.keyboard('{ArrowLeft}');
    expectSelected('Southeast Asia');
    expect(screen.getByRole('tab', { name: 'Southeast Asia' })).toHaveFocus();

    await user.keyboard('{Home}');
    expectSelected('Hong Kong');
    expect(screen.getByRole('tab', { name: 'Hong Kong' })).toHaveFocus();
  });

  it('keeps one tab stop: Tab leaves the tab list for the active panel', async () => {
    const { user } = renderTabs(1);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'China' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('tabpanel', { name: 'China' })).toHaveFocus();
  });
});
