import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { withRetry } from '../i18n/retry';

/**
 * Every screen is src/pages/<page>/page.tsx with a default export, and becomes its own lazy chunk.
 * A route whose page does not exist yet renders the not-found screen.
 */
const modules = import.meta.glob<{ default: ComponentType }>('../pages/**/page.tsx');

/**
 * The lazy component of each page. A download that still fails after its retries drops the
 * entry, so the error screen's "Try again" (or the next visit) builds a new lazy component that
 * really imports again: React keeps a rejected `lazy()` for good.
 */
const lazyPages = new Map<string, LazyExoticComponent<ComponentType>>();

function lazyPage(page: string, load: () => Promise<{ default: ComponentType }>) {
  let component = lazyPages.get(page);
  if (!component) {
    component = lazy(() =>
      withRetry(load).catch((error: unknown) => {
        lazyPages.delete(page);
        throw error;
      }),
    );
    lazyPages.set(page, component);
  }
  return component;
}

/** One stable component per page, rendering its current lazy component. */
const screens = new Map<string, ComponentType>();

export function pageComponent(page: string): ComponentType | undefined {
  const load = modules[`../pages/${page}/page.tsx`];
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
