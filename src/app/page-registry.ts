import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * Every screen is src/pages/<page>/page.tsx with a default export, and becomes its own lazy chunk.
 * A route whose page does not exist yet renders the not-found screen.
 */
export const pageModules = import.meta.glob<{ default: ComponentType }>('../pages/**/page.tsx');

const cache = new Map<string, LazyExoticComponent<ComponentType>>();

export function pageComponent(page: string): LazyExoticComponent<ComponentType> | undefined {
  const load = pageModules[`../pages/${page}/page.tsx`];
  if (!load) return undefined;
  let component = cache.get(page);
  if (!component) {
    component = lazy(load);
    cache.set(page, component);
  }
  return component;
}
