import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Carousel } from '../../src/sections/carousel';
import { nextIndex, previousIndex, wrapIndex } from '../../src/sections/index-moves';

const SLIDES = ['Airport', 'Metro', 'Bus'].map((name) => ({ id: name.toLowerCase(), content: <h3>{name}</h3> }));
const LABELS = {
  previous: 'Previous format group',
  next: 'Next format group',
  slide: (n: number, m: number) => `${n} of ${m}`,
  carouselRole: 'carousel',
  slideRole: 'slide',
};

function renderCarousel() {
  render(<Carousel slides={SLIDES} label="China ad formats" labels={LABELS} />);
  return { user: userEvent.setup() };
}

/** The one slide exposed to assistive technology (the others are aria-hidden and inert). */
function currentSlide() {
  const visible = screen.getAllByRole('group');
  expect(visible).toHaveLength(1);
  return visible[0]!;
}

describe('wrapIndex / nextIndex / previousIndex', () => {
  it('wraps in both directions', () => {
    expect(nextIndex(0, 3)).toBe(1);
    expect(nextIndex(2, 3)).toBe(0);
    expect(previousIndex(0, 3)).toBe(2);
    expect(previousIndex(1, 3)).toBe(0);
    expect(wrapIndex(7, 3)).toBe(1);
    expect(wrapIndex(-4, 3)).toBe(2);
    expect(wrapIndex(5, 0)).toBe(0);
    expect(nextIndex(0, 1)).toBe(0);
  });
});

describe('Carousel', () => {
  it('is a labelled carousel region with labelled previous and next buttons', () => {
    renderCarousel();
    const region = screen.getByRole('region', { name: 'China ad formats' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    expect(within(region).getByRole('button', { name: 'Previous format group' })).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Next format group' })).toBeInTheDocument();
    const slide = currentSlide();
    expect(slide).toHaveAccessibleName('1 of 3');
    expect(slide).toHaveAttribute('aria-roledescription', 'slide');
    expect(slide).toHaveTextContent('Airport');
  });

  it('hides the other slides from assistive technology and from focus', () => {
    renderCarousel();
    const all = screen.getAllByRole('group', { hidden: true });
    expect(all).toHaveLength(3);
    expect(all[1]).toHaveAttribute('aria-hidden', 'true');
    expect(all[1]).toHaveAttribute('inert');
    expect(all[0]).not.toHaveAttribute('inert');
  });

  it('next goes forward and wraps from the last slide to the first', async () => {
    const { user } = renderCarousel();
    const next = screen.getByRole('button', { name: 'Next format group' });
    await user.click(next);
    expect(currentSlide()).toHaveTextContent('Metro');
    await user.click(next);
    expect(currentSlide()).toHaveAccessibleName('3 of 3');
    await user.click(next);
    expect(currentSlide()).toHaveAccessibleName('1 of 3');
    expect(currentSlide()).toHaveTextContent('Airport');
  });

  it('previous wraps from the first slide to the last', async () => {
    const { user } = renderCarousel();
    const previous = screen.getByRole('button', { name: 'Previous format group' });
    await user.click(previous);
    expect(currentSlide()).toHaveAccessibleName('3 of 3');
    expect(currentSlide()).toHaveTextContent('Bus');
    await user.click(previous);
    expect(currentSlide()).toHaveTextContent('Metro');
  });

  it('works from the keyboard', async () => {
    const { user } = renderCarousel();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Previous format group' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(currentSlide()).toHaveTextContent('Bus');
    await user.tab();
    await user.keyboard(' ');
    expect(currentSlide()).toHaveTextContent('Airport');
  });
});
