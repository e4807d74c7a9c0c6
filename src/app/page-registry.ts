import { createElement, lazy, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { onForgetFailedDownloads, withRetry } from '../i18n/retry';

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
onForgetFailedDownloads(forgetFailedPages);

/** Screens whose module is already here (`preparePage`): they render at once, without suspending. */
const readyPages = new Map<string, ComponentType>();

/**
 * Downloads a page's module (with the same retries as its lazy component) so that its first render
 * does not suspend: the boot awaits the arrival screen this way, and the screen then appears in the
 * same commit as the shell, instead of after a loading state and React's reveal delay. Never
 * rejects: resolves `false` when the module could not be loaded (the boot then leaves a prerendered
 * document as it is; a screen the app renders is left to its lazy component and the error screen),
 * `true` when it is here or the route has no page of its own (the not-found screen).
 */
export function preparePage(page: string): Promise<boolean> {
  const load = pageModules[`../pages/${page}/page.tsx`];
  if (!load || readyPages.has(page)) return Promise.resolve(true);
  return withRetry(load).then(
    (module) => {
      readyPages.set(page, module.default);
      return true;
    },
    () => false,
  );
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
