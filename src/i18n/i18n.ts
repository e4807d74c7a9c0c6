import i18next, { type BackendModule, type i18n as I18n, type ReadCallback } from 'i18next';
import LanguageDetector, { type CustomDetector } from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import enCommon from '../../locales/en/common.json';
import { DEFAULT_LOCALE, LOCALES, resolveLocale } from './locales';
import { OFFERED_LOCALES } from './coverage.gen';
import { catalogueLoader } from './catalogues';
import { COMMON_NS } from './namespaces';
import { loadLocaleFonts, textFontsReady } from './fonts';
import { addFormatters, SHARED_OPTIONS } from './options';
import { onForgetFailedDownloads, withRetry } from './retry';
import { readStorage, writeStorage } from './safe-storage';
import { STORAGE_KEY } from './arrival-language';

/**
 * Development (`npm run dev`) and the pseudo test build (`vite build --mode pseudo`, used by
 * tests/e2e/pseudo.spec.ts) are preview builds: they offer the pseudo-locale (`?lng=pseudo`: English
 * accented, bracketed and about 35% longer, built in memory by scripts/i18n/pseudo.mjs).
 * Development also offers every in-progress locale whatever its coverage, so translators can
 * preview their work. In a production build both constants are false, and the code that depends
 * on them, with its import, is removed from the bundle.
 */
const DEVELOPMENT = import.meta.env.MODE === 'development';
/**
 * The context build (`vite build --mode context`, made by `npm run i18n:context`): its `pseudo`
 * locale is English with every string wrapped in invisible markers naming its key
 * (src/i18n/context-markers.mjs), so the screenshot run maps what is on screen back to keys.
 * False in a production build, like PREVIEW_BUILD.
 */
const CONTEXT_BUILD = import.meta.env.MODE === 'context';
export const PREVIEW_BUILD = DEVELOPMENT || import.meta.env.MODE === 'pseudo' || CONTEXT_BUILD;
export const PSEUDO_LOCALE = 'pseudo';

async function loadPseudo(ns: string): Promise<Record<string, unknown>> {
  const load = ns === COMMON_NS ? () => Promise.resolve({ default: enCommon }) : catalogueLoader(DEFAULT_LOCALE, ns);
  if (!load) throw new Error(`No catalogue ${DEFAULT_LOCALE}/${ns}`);
  if (CONTEXT_BUILD) {
    const [{ markCatalogue }, marked] = await Promise.all([import('./context-markers.mjs'), load()]);
    return markCatalogue(ns, marked.default);
  }
  const [{ pseudoCatalogue }, source] = await Promise.all([import('./pseudo'), load()]);
  return pseudoCatalogue(source.default);
}

/**
 * Locales the site shows and the switcher offers: shipped ones, and in-progress ones from the
 * coverage threshold on (src/i18n/coverage.gen.ts); plus the pseudo-locale in preview builds, and
 * every listed locale in development.
 */
export const AVAILABLE_LOCALES: readonly string[] = [
  ...(DEVELOPMENT ? LOCALES.map((l) => l.code) : OFFERED_LOCALES),
  ...(PREVIEW_BUILD ? [PSEUDO_LOCALE] : []),
];

function catalogueReader(lng: string, ns: string): (() => Promise<Record<string, unknown>>) | undefined {
  if (PREVIEW_BUILD && lng === PSEUDO_LOCALE) return () => loadPseudo(ns);
  const load = catalogueLoader(lng, ns);
  return load && (async () => (await load()).default);
}

const asError = (err: unknown) => (err instanceof Error ? err : new Error(String(err)));

/**
 * Reads one catalogue chunk, retrying with growing pauses (RETRY_DELAYS) before it reports a
 * failure. A failure leaves the catalogue unloaded: the screen that needs it shows its error
 * screen (src/app/route-screen.tsx) and a later `loadCatalogues` tries again.
 */
export const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(lng: string, ns: string, callback: ReadCallback) {
    const load = catalogueReader(lng, ns);
    if (!load) {
      callback(new Error(`No catalogue ${lng}/${ns}`), false);
      return;
    }
    // The catalogue arrives with its text's fonts (or after at most FONT_WAIT_MS): the screen that
    // waits for it shows in its own fonts, and nothing moves as they swap in.
    Promise.all([withRetry(load), textFontsReady(lng, ns)]).then(
      ([data]) => callback(null, data),
      (err: unknown) => callback(asError(err), false),
    );
  },
};

/**
 * Makes sure `lng`'s catalogues for `namespaces` are in memory, loading (again) whatever is not:
 * also one that failed before. Resolves whether all of them are there.
 */
export async function loadCatalogues(instance: I18n, lng: string, namespaces: readonly string[]): Promise<boolean> {
  const has = (ns: string) => instance.hasResourceBundle(lng, ns);
  const missing = namespaces.filter((ns) => !has(ns));
  if (missing.length > 0) await instance.reloadResources([lng], missing);
  return namespaces.every(has);
}

/** Loads a screen waits for, per `lng|ns`: a stable promise for React's `use()`. */
const screenLoads = new Map<string, { promise: Promise<boolean>; failed: boolean }>();

/**
 * The load of `lng`'s catalogue `ns` for a screen about to render. A successful load is dropped
 * once done (the catalogue is then in memory); a failed one is kept, so re-rendering right after
 * the failure does not start over in a loop, until `forgetFailedCatalogues()` (called when the
 * error screen shows): its "Try again", or the next visit, then loads again.
 */
export function screenCatalogue(instance: I18n, lng: string, ns: string): Promise<boolean> {
  const key = `${lng}|${ns}`;
  let entry = screenLoads.get(key);
  if (!entry) {
    const created = {
      failed: false,
      promise: loadCatalogues(instance, lng, [ns]).then((loaded) => {
        if (loaded) screenLoads.delete(key);
        else created.failed = true;
        return loaded;
      }),
    };
    entry = created;
    screenLoads.set(key, entry);
  }
  return entry.promise;
}

export function forgetFailedCatalogues() {
  for (const [key, entry] of screenLoads) if (entry.failed) screenLoads.delete(key);
}
onForgetFailedDownloads(forgetFailedCatalogues);


/** Stores the visitor's choice of language, as i18next does when it changes language. */
export function storeLanguageChoice(lng: string) {
  writeStorage(STORAGE_KEY, lng);
}

/** The stored choice, read and written through safe storage: blocked storage is "no choice". */
const storedLanguage: CustomDetector = {
  name: 'storedLanguage',
  lookup: () => readStorage(STORAGE_KEY),
  cacheUserLanguage: (lng) => storeLanguageChoice(lng),
};

export const DETECTION_ORDER = ['querystring', storedLanguage.name, 'navigator'] as const;

/**
 * `<html lang>` and `dir` follow the language; written only when they differ, since a write of
 * either restyles the whole page, even with the same value (a document the app takes over already
 * has both). The title and description are the screen's (src/shell/document-meta.ts).
 */
function applyDocumentLanguage(lng: string) {
  if (typeof document === 'undefined') return;
  const root = document.documentElement;
  if (root.lang !== lng) root.lang = lng;
  if (root.dir !== 'ltr') root.dir = 'ltr';
}

/**
 * Starts i18next. `lng`: the language of a prerendered document the app takes over, which is then
 * the language from the start: detected first (the browser's, say), the page would switch languages
 * and back while it is on screen, its `<html lang>` and fonts with it, and its text would move.
 */
export async function initI18n(instance = i18next, { lng }: { lng?: string } = {}) {
  instance.on('languageChanged', (lng) => {
    applyDocumentLanguage(lng);
    void loadLocaleFonts(lng);
  });
  const detector = new LanguageDetector();
  detector.addDetector(storedLanguage);
  await instance
    .use(lazyBackend)
    .use(detector)
    .use(initReactI18next)
    .init({
      ...SHARED_OPTIONS,
      ...(lng ? { lng } : {}),
      supportedLngs: [...AVAILABLE_LOCALES],
      ns: [COMMON_NS],
      partialBundledLanguages: true,
      resources: { en: { [COMMON_NS]: enCommon } },
      react: { useSuspense: true },
      detection: {
        order: [...DETECTION_ORDER],
        lookupQuerystring: 'lng',
        caches: [storedLanguage.name],
        convertDetectedLanguage: (tag: string) => resolveLocale(tag) ?? tag,
      },
    });
  addFormatters(instance);
  return instance;
}

export default i18next;
