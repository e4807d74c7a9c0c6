import type { i18n, InitOptions } from 'i18next';
import { DEFAULT_LOCALE } from './locales';
import { COMMON_NS } from './namespaces';
import { formatCompact } from './format';

/** Options every i18next instance of the site shares: the browser's and the prerenderer's. */
export const SHARED_OPTIONS = {
  fallbackLng: DEFAULT_LOCALE,
  load: 'currentOnly',
  defaultNS: COMMON_NS,
  returnEmptyString: false,
  returnNull: false,
  interpolation: { escapeValue: false },
} as const satisfies InitOptions;

/** Formatters used in the catalogues; call after init. */
export function addFormatters(instance: i18n) {
  // "{{value, compact}}": 200000 → 200K (en), 20万 (zh-Hans), 20萬 (zh-Hant).
  instance.services.formatter?.add('compact', (value, lng) => formatCompact(value, lng ?? DEFAULT_LOCALE));
}
