import type { i18n, InitOptions } from 'i18next';
import { DEFAULT_LOCALE } from './locales';
import { COMMON_NS } from './namespaces';
import { formatCompact, formatNumber } from './format';

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
  // "{{value, compact}}": 200000 → 200K (en), 20万 (zh-Hans), 20萬 (zh-HK, zh-TW).
  instance.services.formatter?.add('compact', (value, lng) => formatCompact(value, lng ?? DEFAULT_LOCALE));
  // "{{value, number}}": 3000 → 3,000 (en), 3.000 (vi), by the same policy. It replaces i18next's
  // own, whose cache is keyed on every option of the call, the value included: it built a new
  // Intl.NumberFormat for each figure, the costliest part of rendering a page of figures.
  instance.services.formatter?.add('number', (value, lng) => formatNumber(value, lng ?? DEFAULT_LOCALE));
}
