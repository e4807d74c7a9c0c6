import type { i18n as I18n } from 'i18next';
import { catalogueLoader } from '../i18n/catalogues';
import { arrivalFontsReady } from '../i18n/fonts';
import { loadCatalogues } from '../i18n/i18n';
import { DEFAULT_LOCALE } from '../i18n/locales';
import { COMMON_NS } from '../i18n/namespaces';
import { preparePage } from './page-registry';
import { arrivalRoute } from '../config/site-manifest';

/**
 * Flattens the boot chain: called by the entry (src/main.tsx) before i18next starts, it starts
 * fetching the arrival screen's chunk (with its imports, which Vite's preload helper fetches in
 * parallel), its catalogues in the arrival language (src/i18n/arrival-language.ts) and that
 * language's fonts, all at once, instead of one after another once React has rendered. The later
 * real imports get the same module promises. Resolves once the screen's module is here (or has
 * failed to load: `false`) and the first screen's fonts are (or FONT_WAIT_MS has passed, src/i18n/fonts.ts):
 * `boot` waits for it, so the first render shows the screen in its own fonts rather than a loading
 * state, or text that changes font and moves. `prerendered`: the page is a prerendered document,
 * which links its fonts' stylesheets itself (arrivalFontsReady).
 */
export function preloadArrival(lng: string, hash = typeof location === 'undefined' ? '' : location.hash, { prerendered = false } = {}): Promise<boolean> {
  const route = arrivalRoute(hash);
  const screen = route ? preparePage(route.page) : Promise.resolve(true);
  const catalogue = (ns: string) => void catalogueLoader(lng, ns)?.().catch(() => undefined);
  if (lng !== DEFAULT_LOCALE) catalogue(COMMON_NS); // English `common` comes with the app
  if (route) catalogue(route.ns);
  const fonts = arrivalFontsReady(lng, route?.ns, { documentFaces: prerendered });
  return Promise.all([screen, fonts]).then(([ready]) => ready);
}

/**
 * Puts the arrival screen's catalogue into i18next before the first render (its file is already on
 * its way: preloadArrival). The screen's catalogue gate (src/app/route-screen.tsx) then does not
 * suspend, and the screen appears in the shell's first commit. Where it suspended, React showed the
 * shell alone and revealed the screen only after its Suspense reveal throttle (~300 ms): in
 * Chinese, whose catalogues wait for their font faces, the largest paint came 250–300 ms after the
 * first. A catalogue that fails is left to the gate and its error screen; never rejects.
 */
export function arrivalCatalogue(instance: I18n, hash = typeof location === 'undefined' ? '' : location.hash): Promise<void> {
  const route = arrivalRoute(hash);
  if (!route) return Promise.resolve();
  return loadCatalogues(instance, instance.language, [route.ns]).then(
    () => undefined,
    () => undefined,
  );
}
