import type { CSSProperties, RefCallback } from 'react';

/** Properties whose numbers are unitless in CSS; every other number is in pixels (as React writes them). */
const UNITLESS = new Set(['gridRow', 'gridColumn', 'opacity', 'zIndex', 'flexGrow', 'flexShrink', 'order', 'lineHeight']);

/**
 * Styles applied through the CSSOM after render, instead of a `style` attribute. The prerendered
 * documents are server-rendered HTML, and the Content-Security-Policy (style-src 'self', no
 * 'unsafe-inline') blocks every `style="…"` attribute in HTML; styles set on `element.style` by a
 * script are allowed. Use as `ref={cssomStyle({ minHeight: 120 })}`. Before the app takes over a
 * document, the element simply has its stylesheet's layout.
 */
export function cssomStyle<T extends HTMLElement>(style: CSSProperties | undefined): RefCallback<T> {
  return (element) => {
    if (!element || !style) return;
    for (const [property, value] of Object.entries(style)) {
      if (value === undefined || value === null) continue;
      const text = typeof value === 'number' && !UNITLESS.has(property) ? `${value}px` : String(value);
      element.style.setProperty(property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`), text);
    }
  };
}
