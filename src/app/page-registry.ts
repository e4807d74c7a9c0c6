import { createElement, lazy, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { withRetry } from '../i18n/retry';
import { pageModules, readyPages } from './page-modules';

/**
 * The lazy component of each page. React keeps a rejected `lazy()` for good, so a page whose
 * download still fails after its retries is marked failed, and dropped when the error screen
 * shows (`forgetFailedPages`): its "Try again", or the next visit, builds a new lazy component
 * that really imports again. (Dropping it at once would make React's immediate re-render after
 * an error start a new download, in a loop.)
 */
const lazyPages = new Map<string, LazyExoticComponent<ComponentType>>();
const failedPages = new Set<string>();

function lazyPage(page: string, load: () => Promise<{ default: ComponentType }>) {
  let component = lazyPages.get(page);
  if (!component) {
    component = lazy(() =>
      withRetry(load).catch((error: unknown) => {
        failedPages.add(page);
        throw error;
      }),
    );
    lazyPages.set(page, component);
  }
  return component;
}

export function forgetFailedPages() {
  for (const page of failedPages) lazyPages.delete(page);
  failedPages.clear();
}

/**
 * One stable component per page. It renders the page directly when its module is ready, else its
 * lazy component; the choice is made once per mount, so a screen never remounts because its
 * module arrived while it was shown.
 */
const screens = new Map<string, ComponentType>();

export function pageComponent(page: string): ComponentType | undefined {
  const load = pageModules[`../pages/${page}/page.tsx`];
  if (!load) return undefined;
  let screen = screens.get(page);
  if (!screen) {
    screen = function PageScreen() {
      const [ready] = useState(() => readyPages.get(page));
      return createElement(ready ?? lazyPage(page, load));
    };
    screens.set(page, screen);
  }
  return screen;
}
