import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import enCommon from '../../locales/en/common.json';
import { DEFAULT_LOCALE, resolveLocale, SHIPPED_LOCALES } from './locales';
import { COMMON_NS } from './namespaces';
import { loadLocaleFonts } from './fonts';
import { formatCompact } from './format';

/** Every catalogue is its own lazily loaded chunk: locales/<lng>/<namespace>.json. */
const catalogues = import.meta.glob<{ default: Record<string, unknown> }>([
  '../../locales/*/*.json',
  '!../../locales/en/common.json',
]);

export function catalogueLoader(lng: string, ns: string) {
  return catalogues[`../../locales/${lng}/${ns}.json`];
}

const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(lng: string, ns: string, callback: ReadCallback) {
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
      fallbackLng: DEFAULT_LOCALE,
      supportedLngs: [...SHIPPED_LOCALES],
      load: 'currentOnly',
      ns: [COMMON_NS],
      defaultNS: COMMON_NS,
      partialBundledLanguages: true,
      resources: { en: { [COMMON_NS]: enCommon } },
      returnEmptyString: false,
      returnNull: false,
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
      detection: {
        order: [...DETECTION_ORDER],
        lookupQuerystring: 'lng',
        lookupLocalStorage: STORAGE_KEY,
        caches: ['localStorage'],
        convertDetectedLanguage: (tag: string) => resolveLocale(tag) ?? tag,
      },
    });
  // "{{value, compact}}": 200000 → 200K (en), 20万 (zh-Hans), 20萬 (zh-Hant).
  instance.services.formatter?.add('compact', (value, lng) => formatCompact(value, lng ?? DEFAULT_LOCALE));
  return instance;
}

export default i18next;
