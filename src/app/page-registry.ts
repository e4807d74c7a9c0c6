import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { withRetry } from '../i18n/retry';

/**
 * Every screen is src/pages/<page>/page.tsx with a default export, and becomes its own lazy chunk.
 * A route whose page does not exist yet renders the not-found screen.
 */
export const pageModules = import.meta.glob<{ default: ComponentType }>('../pages/**/page.tsx');

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

/** One stable component per page, rendering its current lazy component. */
const screens = new Map<string, ComponentType>();

export function pageComponent(page: string): ComponentType | undefined {
  const load = pageModules[`../pages/${page}/page.tsx`];
  if (!load) return undefined;
  let screen = screens.get(page);
  if (!screen) {
    screen = function PageScreen() {
      return createElement(lazyPage(page, load));
    };
    screens.set(page, screen);
  }
  return screen;
}
