import type { ComponentType } from 'react';
import { withRetry } from '../i18n/retry';

/**
 * Every screen is src/pages/<page>/page.tsx with a default export, and becomes its own lazy chunk.
 * A route whose page does not exist yet renders the not-found screen. (This module imports no
 * React code: the entry, src/main.tsx, uses it before React has downloaded; see page-registry.ts.)
 */
export const pageModules = import.meta.glob<{ default: ComponentType }>('../pages/**/page.tsx');

/** Screens whose module is already here (`preparePage`): they render at once, without suspending. */
export const readyPages = new Map<string, ComponentType>();

/**
 * Downloads a page's module (with the same retries as its lazy component) so that its first render
 * does not suspend: the boot awaits the arrival screen this way, and the screen then appears in the
 * same commit as the shell, instead of after a loading state and React's reveal delay. Resolves
 * either way; a page that cannot load is left to its lazy component and the error screen.
 */
export function preparePage(page: string): Promise<void> {
  const load = pageModules[`../pages/${page}/page.tsx`];
  if (!load || readyPages.has(page)) return Promise.resolve();
  return withRetry(load).then(
    (module) => {
      readyPages.set(page, module.default);
    },
    () => undefined,
  );
}

