import type { i18n as I18n } from 'i18next';
import { catalogueLoader } from '../i18n/i18n';
import { followCatalogues, loadFirstScreenFonts } from '../i18n/fonts';
import { preparePage } from './page-registry';
import { ROUTES } from './routes';

/** The route of the address the visitor arrived at (hash routing: `#/services/sem?x=1`). */
export function arrivalRoute(hash: string) {
  const path = hash.replace(/^#/, '').split(/[?#]/)[0] || '/';
  return ROUTES.find((r) => r.path === path);
}

/**
 * How long the first render waits for the first screen's fonts, counted from the start: they load
 * alongside the screen's chunk and catalogue and are usually there first; on a slow line the
 * screen shows in the fallback faces after this, and the fonts swap in when they come.
 */
export const FONT_WAIT_MS = 1_000;

/**
 * Flattens the boot chain: the current route's screen chunk (with its imports, which Vite's
 * preload helper fetches in parallel), its catalogue and the locale's fonts start downloading
 * together as soon as the language is known, instead of one after another once React has rendered.
 * The later real imports get the same module promises. Call before i18next is initialised.
 * Resolves once the screen's module is here (or has failed to load) and the first screen's fonts
 * are (or FONT_WAIT_MS has passed): `boot` waits for it, so the first render shows the screen in
 * its own fonts rather than a loading state, or text that changes font and moves.
 */
export function preloadArrival(i18n: I18n, hash = typeof location === 'undefined' ? '' : location.hash): Promise<void> {
  followCatalogues(i18n);
  const route = arrivalRoute(hash);
  const screen = route ? preparePage(route.page) : Promise.resolve();
  let fontsReady: () => void = () => undefined;
  const fonts = new Promise<void>((resolve) => {
    fontsReady = resolve;
    setTimeout(resolve, FONT_WAIT_MS);
  });
  // i18next announces the first change before detecting; the detected language is set within the
  // same call, so it is there one microtask later, before the common catalogue has arrived.
  const onLanguage = () => {
    i18n.off('languageChanging', onLanguage);
    queueMicrotask(() => {
      const lng = i18n.language;
      if (!lng) return fontsReady();
      if (route) void catalogueLoader(lng, route.ns)?.().catch(() => undefined);
      void loadFirstScreenFonts(lng, route?.ns).then(fontsReady);
    });
  };
  i18n.on('languageChanging', onLanguage);
  return Promise.all([screen, fonts]).then(() => undefined);
}
