import { OFFERED_LOCALES } from './coverage.gen';
import { DEFAULT_LOCALE, resolveLocale, STORAGE_KEY } from './locales';
import { readStorage } from './safe-storage';

export { STORAGE_KEY } from './locales';

/** `lng` from the address's query, or from the query inside its hash (`#/contact?lng=th`). */
export function queryLanguage(): string | null {
  const { search, hash } = window.location;
  const query = search || (hash.includes('?') ? hash.slice(hash.indexOf('?')) : '');
  return new URLSearchParams(query).get('lng');
}

/**
 * The language i18next will detect (src/i18n/i18n.ts: the address's `lng`, the stored choice, the
 * browser's languages, else English), known before i18next starts: the entry (src/main.tsx)
 * starts fetching the arrival screen's catalogues and fonts with it. Only a head start: i18next's
 * own detection decides what the site shows.
 */
export function arrivalLanguage(): string {
  const candidates = [queryLanguage(), readStorage(STORAGE_KEY), ...(navigator.languages ?? [navigator.language])];
  for (const tag of candidates) {
    const lng = resolveLocale(tag);
    if (lng && OFFERED_LOCALES.includes(lng)) return lng;
  }
  return DEFAULT_LOCALE;
}
