/**
 * The front door's choice of language (`/`, docs/decisions/0014-front-door.md), one function for
 * every place that makes it: the Pages Function of `/` (functions/index.ts) and the tests of the
 * nginx maps generated from the same rules (scripts/deploy/config.mjs); the choices it reads come
 * from resolveLocale, the app's own mapping. Pure but for the cookie writer: no Node.
 */
import { DEFAULT_LOCALE, isShippedLocale, RENAMED_LOCALES, resolveLocale, type LocaleCode } from './locales.ts';

/** The cookie the language switcher sets (src/shell/language-switcher.tsx): the visitor's explicit choice. */
export const LANGUAGE_COOKIE = 'lng';
/** A year, in seconds. */
export const LANGUAGE_COOKIE_MAX_AGE = 31_536_000;

/** The first shipped locale among tags in order of preference (as i18next's navigator detection picks). */
export function preferredLocale(tags: readonly (string | null | undefined)[]): LocaleCode | undefined {
  for (const tag of tags) {
    const lng = resolveLocale(tag);
    if (lng) return lng;
  }
  return undefined;
}

/**
 * The language ranges of an Accept-Language header, most preferred first: by q-value, then in the
 * order sent; `q=0` (not acceptable) and malformed q-values are left out.
 */
export function acceptLanguageTags(header: string | null | undefined): string[] {
  if (!header) return [];
  const ranges: { tag: string; q: number; i: number }[] = [];
  header.split(',').forEach((part, i) => {
    const [tag = '', ...params] = part.split(';').map((p) => p.trim());
    if (!tag) return;
    let q = 1;
    for (const param of params) {
      const m = /^q\s*=\s*(.*)$/i.exec(param);
      if (m) q = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/.test(m[1]!) ? Number(m[1]) : -1;
    }
    if (q > 0) ranges.push({ tag, q, i });
  });
  return ranges.sort((a, b) => b.q - a.q || a.i - b.i).map((r) => r.tag);
}

/** The value of cookie `name` in a Cookie header (the first, as nginx's `$cookie_name` reads it). */
export function cookieValue(header: string | null | undefined, name: string): string | undefined {
  for (const pair of (header ?? '').split(';')) {
    const eq = pair.indexOf('=');
    if (eq > 0 && pair.slice(0, eq).trim() === name) return pair.slice(eq + 1).trim();
  }
  return undefined;
}

/** The locale a `lng` cookie names: a shipped code exactly, or a renamed one (`zh-Hant` → `zh-TW`). */
export function cookieLocale(value: string | undefined): LocaleCode | undefined {
  if (!value) return undefined;
  if (isShippedLocale(value)) return value;
  return Object.hasOwn(RENAMED_LOCALES, value) ? RENAMED_LOCALES[value] : undefined;
}

export interface FrontDoorRequest {
  /** The query string (`?lng=th`), or empty. */
  search: string;
  cookie?: string | null;
  acceptLanguage?: string | null;
}

/**
 * What `/` answers: `{ redirect: '/th/' }` (302) for a shipped language other than English, from
 * the visitor's cookie first, then Accept-Language; else the English home document (200). An
 * address with a query is never redirected (`/?lng=th`: the app chooses).
 */
export function frontDoor({ search, cookie, acceptLanguage }: FrontDoorRequest): { locale: LocaleCode; redirect?: string } {
  if (search && search !== '?') return { locale: DEFAULT_LOCALE };
  const locale = cookieLocale(cookieValue(cookie, LANGUAGE_COOKIE)) ?? preferredLocale(acceptLanguageTags(acceptLanguage)) ?? DEFAULT_LOCALE;
  return locale === DEFAULT_LOCALE ? { locale } : { locale, redirect: `/${locale}/` };
}

/** The headers every answer of `/` carries, the redirect and the document alike. */
export const FRONT_DOOR_VARY = 'Accept-Language, Cookie';

/** The `Set-Cookie`-style string of the visitor's choice, as `document.cookie` takes it (`Secure` on https). */
export function languageCookie(lng: string, secure: boolean): string {
  return `${LANGUAGE_COOKIE}=${encodeURIComponent(lng)}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/**
 * Remembers the visitor's explicit choice for the front door's next answer (the choice stays in
 * localStorage too, for the app). Blocked cookies only mean the server does not know it.
 */
export function rememberLanguageChoice(lng: string) {
  if (typeof document === 'undefined' || !isShippedLocale(lng)) return;
  try {
    document.cookie = languageCookie(lng, window.location.protocol === 'https:');
  } catch {
    // A sandboxed document: nothing remembered.
  }
}
