import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** The path focus was last placed for; undefined until the first screen has shown. */
let focusedPath: string | undefined;

/** Whether `el` is an expanded control (a menu's trigger) or inside the popup it controls. */
function inOpenPopup(el: Element | null): boolean {
  if (!(el instanceof HTMLElement)) return false;
  if (el.getAttribute('aria-expanded') === 'true') return true;
  return [...document.querySelectorAll('[aria-expanded="true"][aria-controls]')].some((trigger) =>
    document.getElementById(trigger.getAttribute('aria-controls') ?? '')?.contains(el),
  );
}

/**
 * After in-app navigation (not on the first load), moves focus to the new screen's main heading,
 * or to `main`, so keyboard and screen-reader users start on the new page instead of `<body>`.
 * Rendered inside the page's Suspense boundary: it runs once the new screen has committed. A
 * visitor who opened a menu while the screen was loading (a tap on Services) keeps it: focus
 * leaving it would close it under their finger.
 */
export function RouteFocus() {
  const { pathname } = useLocation();
  useEffect(() => {
    const previous = focusedPath;
    focusedPath = pathname;
    if (previous === undefined || previous === pathname) return;
    if (inOpenPopup(document.activeElement)) return;
    const main = document.getElementById('main');
    const heading = main?.querySelector<HTMLElement>('h1');
    const target = heading ?? main;
    if (!target) return;
    if (target === heading && !heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  }, [pathname]);
  return null;
}
