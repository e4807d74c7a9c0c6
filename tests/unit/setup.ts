import '@testing-library/jest-dom/vitest';

// jsdom has no layout and does not implement scrolling ("Not implemented: window.scrollTo"); the
// site scrolls on every navigation. Scrolling here moves the reported position, as a browser does.
if (typeof window !== 'undefined') {
  window.scrollTo = ((x?: number | ScrollToOptions, y?: number) => {
    const target = typeof x === 'object' ? x : { left: x, top: y };
    for (const [prop, value] of [['scrollX', target.left], ['scrollY', target.top]] as const) {
      if (typeof value === 'number') Object.defineProperty(window, prop, { value, configurable: true });
    }
  }) as typeof window.scrollTo;
}
