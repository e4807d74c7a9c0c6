// The one place where the translation tools (XLIFF export and import, the context screenshots,
// crowdin.yml's test) read the site's facts: its locales and its routes. Imported from the
// TypeScript sources themselves (Node 24 strips the types), never parsed from their text: the
// locale list (src/i18n/locales.ts) and the site manifest (src/config/site-manifest.ts).
import { ROUTES } from '../../src/config/site-manifest.ts';
import { DEFAULT_LOCALE, LOCALES } from '../../src/i18n/locales.ts';

export interface SiteLocale {
  code: string;
  label: string;
  state: 'shipped' | 'next';
}

export interface SiteRoute {
  /** The hash path of the screen, e.g. `/services/sem`. */
  path: string;
  /** The screen's own namespace (it also loads `common`). */
  ns: string;
}

export const SOURCE_LOCALE: string = DEFAULT_LOCALE;
export const SITE_LOCALES: readonly SiteLocale[] = LOCALES.map((l) => ({ code: l.code, label: l.label, state: l.state }));
/** Locales translated from English: every listed locale but the source. */
export const TARGET_LOCALES: readonly SiteLocale[] = SITE_LOCALES.filter((l) => l.code !== SOURCE_LOCALE);
export const SITE_ROUTES: readonly SiteRoute[] = ROUTES.map((r) => ({ path: r.path, ns: r.ns }));
