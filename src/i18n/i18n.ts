import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import enCommon from '../../locales/en/common.json';
import { DEFAULT_LOCALE, LOCALES, resolveLocale } from './locales';
import { OFFERED_LOCALES } from './coverage.gen';
import { COMMON_NS } from './namespaces';
import { loadLocaleFonts } from './fonts';
import { addFormatters, SHARED_OPTIONS } from './options';

/** Every catalogue is its own lazily loaded chunk: locales/<lng>/<namespace>.json. */
const catalogues = import.meta.glob<{ default: Record<string, unknown> }>([
  '../../locales/*/*.json',
  '!../../locales/en/common.json',
]);

export function catalogueLoader(lng: string, ns: string) {
  return catalogues[`../../locales/${lng}/${ns}.json`];
}

/**
 * Development (`npm run dev`) and the pseudo test build (`vite build --mode pseudo`, used by
 * tests/e2e/pseudo.spec.ts) are preview builds: they offer the pseudo-locale (`?lng=pseudo`: English
 * accented, bracketed and about 35% longer, built in memory by scripts/i18n/pseudo.mjs).
 * Development also offers every in-progress locale whatever its coverage, so translators can
 * preview their work. In a production build both constants are false, and the code that depends
 * on them, with its import, is removed from the bundle.
 */
const DEVELOPMENT = import.meta.env.MODE === 'development';
export const PREVIEW_BUILD = DEVELOPMENT || import.meta.env.MODE === 'pseudo';
export const PSEUDO_LOCALE = 'pseudo';

async function loadPseudo(ns: string): Promise<Record<string, unknown>> {
  const load = ns === COMMON_NS ? () => Promise.resolve({ default: enCommon }) : catalogueLoader(DEFAULT_LOCALE, ns);
  if (!load) throw new Error(`No catalogue ${DEFAULT_LOCALE}/${ns}`);
  const [{ pseudoCatalogue }, source] = await Promise.all([import('../../scripts/i18n/pseudo.mjs'), load()]);
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

const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(lng: string, ns: string, callback: ReadCallback) {
    if (PREVIEW_BUILD && lng === PSEUDO_LOCALE) {
      loadPseudo(ns).then(
        (data) => callback(null, data),
        (err: unknown) => callback(err instanceof Error ? err : new Error(String(err)), false),
      );
      return;
    }
    const load = catalogueLoader(lng, ns);
    if (!load) {
      callback(new Error(`No catalogue ${lng}/${ns}`), false);
      return;
    }
    load().then(
      (mod) => callback(null, mod.default),
      (err: unknown) => callback(err instanceof Error ? err : new Error(String(err)), false),
    );
  },
};

export const DETECTION_ORDER = ['querystring', 'localStorage', 'navigator'] as const;
export const STORAGE_KEY = 'i18nextLng';

function applyDocumentLanguage(lng: string) {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = lng;
  document.documentElement.dir = 'ltr';
  document.title = i18next.t('meta.siteTitle', { ns: COMMON_NS });
  document.querySelector('meta[name="description"]')?.setAttribute('content', i18next.t('meta.description', { ns: COMMON_NS }));
}

export async function initI18n(instance = i18next) {
  instance.on('languageChanged', (lng) => {
    applyDocumentLanguage(lng);
    void loadLocaleFonts(lng);
  });
  await instance
    .use(lazyBackend)
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      ...SHARED_OPTIONS,
      supportedLngs: [...AVAILABLE_LOCALES],
      ns: [COMMON_NS],
      partialBundledLanguages: true,
      resources: { en: { [COMMON_NS]: enCommon } },
      react: { useSuspense: true },
      detection: {
        order: [...DETECTION_ORDER],
        lookupQuerystring: 'lng',
        lookupLocalStorage: STORAGE_KEY,
        caches: ['localStorage'],
        convertDetectedLanguage: (tag: string) => resolveLocale(tag) ?? tag,
      },
    });
  addFormatters(instance);
  return instance;
}

export default i18next;
