import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** The path focus was last placed for; undefined until the first screen has shown. */
let focusedPath: string | undefined;

/**
 * After in-app navigation (not on the first load), moves focus to the new screen's main heading,
 * or to `main`, so keyboard and screen-reader users start on the new page instead of `<body>`.
 * Rendered inside the page's Suspense boundary: it runs once the new screen has committed.
 */
export function RouteFocus() {
  const { pathname } = useLocation();
  useEffect(() => {
    const previous = focusedPath;
    focusedPath = pathname;
    if (previous === undefined || previous === pathname) return;
    const main = document.getElementById('main');
    const heading = main?.querySelector<HTMLElement>('h1');
    const target = heading ?? main;
    if (!target) return;
    if (target === heading && !heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  }, [pathname]);
  return null;
}
