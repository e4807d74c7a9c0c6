import { catalogueLoader } from '../i18n/catalogues';
import { FONT_WAIT_MS, textFontsReady } from '../i18n/fonts';
import { DEFAULT_LOCALE } from '../i18n/locales';
import { COMMON_NS } from '../i18n/namespaces';
import { preparePage } from './page-modules';
import { ROUTES } from './routes';

/** The route of the address the visitor arrived at (hash routing: `#/services/sem?x=1`). */
export function arrivalRoute(hash: string) {
  const path = hash.replace(/^#/, '').split(/[?#]/)[0] || '/';
  return ROUTES.find((r) => r.path === path);
}

/**
 * Flattens the boot chain: called by the entry (src/main.tsx) before React, i18next and the shell
 * have even downloaded, it starts fetching the arrival screen's chunk (with its imports, which
 * Vite's preload helper fetches in parallel), its catalogues in the arrival language
 * (src/i18n/arrival-language.ts) and that language's fonts, all at once, instead of one after
 * another once React has rendered. The later real imports get the same module promises.
 * Resolves once the screen's module is here (or has failed to load) and the first screen's fonts
 * are (or FONT_WAIT_MS has passed): `boot` waits for it, so the first render shows the screen in
 * its own fonts rather than a loading state, or text that changes font and moves.
 */
export function preloadArrival(lng: string, hash = typeof location === 'undefined' ? '' : location.hash): Promise<void> {
  const route = arrivalRoute(hash);
  const screen = route ? preparePage(route.page) : Promise.resolve();
  const catalogue = (ns: string) => void catalogueLoader(lng, ns)?.().catch(() => undefined);
  if (lng !== DEFAULT_LOCALE) catalogue(COMMON_NS); // English `common` comes with the app
  if (route) catalogue(route.ns);
  const fonts = Promise.race([
    Promise.all([textFontsReady(lng, COMMON_NS), route && textFontsReady(lng, route.ns)]),
    new Promise((resolve) => setTimeout(resolve, FONT_WAIT_MS)),
  ]);
  return Promise.all([screen, fonts]).then(() => undefined);
}
