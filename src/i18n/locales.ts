/**
 * The one list of locales. `shipped` locales must be 100% translated (CI fails otherwise) and are
 * offered in the language switcher; `next` locales are reported by the status script only.
 * `label` is the language's name in its own script (the Traditional Chinese editions by region, as
 * Android and Google name them: 中文（香港）, 中文（台灣）, beside 简体中文). A locale with a `base` is an edition of it: its
 * catalogues hold only the strings that differ (a sparse overlay), and every other string is the
 * base's, then English's (Traditional Chinese: Taiwan over Hong Kong, which also serves Macau).
 */
export const LOCALES = [
  { code: 'en', label: 'English', state: 'shipped' },
  { code: 'zh-Hans', label: '简体中文', state: 'shipped' },
  { code: 'zh-HK', label: '中文（香港）', state: 'shipped' },
  { code: 'zh-TW', label: '中文（台灣）', state: 'shipped', base: 'zh-HK' },
  { code: 'th', label: 'ไทย', state: 'shipped' },
  { code: 'vi', label: 'Tiếng Việt', state: 'shipped' },
  { code: 'ms', label: 'Bahasa Melayu', state: 'shipped' },
  { code: 'ja', label: '日本語', state: 'shipped' },
  { code: 'ko', label: '한국어', state: 'shipped' },
] as const satisfies readonly { code: string; label: string; state: 'shipped' | 'next'; base?: string }[];

/**
 * Codes of earlier releases, still met in stored choices, `?lng=` values and the `/zh-Hant/…`
 * documents search engines know: a bare Traditional Chinese is the Taiwan edition, as CLDR's likely
 * subtags say (zh-Hant → zh-Hant-TW), and as most readers of Traditional Chinese are in Taiwan.
 */
export const RENAMED_LOCALES: Readonly<Record<string, LocaleCode>> = { 'zh-Hant': 'zh-TW' };

export type LocaleCode = (typeof LOCALES)[number]['code'];

/**
 * Where the visitor's choice of language is stored (i18next's detector reads and writes it,
 * src/i18n/i18n.ts; the arrival guard reads it before the app, src/app/arrival-guard.ts).
 */
export const STORAGE_KEY = 'i18nextLng';
export const DEFAULT_LOCALE = 'en' satisfies LocaleCode;

export const SHIPPED_LOCALES = LOCALES.filter((l) => l.state === 'shipped').map((l) => l.code);

const SHIPPED_SET: ReadonlySet<string> = new Set(SHIPPED_LOCALES);

export function isShippedLocale(code: string): code is LocaleCode {
  return SHIPPED_SET.has(code);
}

/** The base of an edition (zh-TW → zh-HK), if it is one. */
export function baseLocale(code: string): LocaleCode | undefined {
  const entry = LOCALES.find((l) => l.code === code);
  return entry && 'base' in entry ? entry.base : undefined;
}

/**
 * Maps a BCP 47 tag (from the URL, storage or the browser) to a shipped locale, or undefined when
 * nothing fits. Chinese goes by region, then script: Taiwan reads the Taiwan edition, Hong Kong and
 * Macau the Hong Kong one, a Traditional script without a region Taiwan's (CLDR's likely region),
 * Mainland China, Singapore and a bare `zh` Simplified.
 */
export function resolveLocale(tag: string | null | undefined): LocaleCode | undefined {
  if (!tag || typeof tag !== 'string' || tag.length > 35) return undefined;
  const trimmed = tag.trim().replace(/_/g, '-');
  if (Object.hasOwn(RENAMED_LOCALES, trimmed)) return RENAMED_LOCALES[trimmed];
  const parts = trimmed.split('-').filter(Boolean);
  const lang = parts[0]?.toLowerCase();
  if (!lang || !/^[a-z]{2,3}$/.test(lang)) return undefined;
  const rest = parts.slice(1).map((p) => p.toLowerCase());
  if (lang === CHINESE.language) {
    return CHINESE.bySubtag.find(({ subtags }) => subtags.some((s) => rest.includes(s)))?.locale ?? CHINESE.otherwise;
  }
  return isShippedLocale(lang) ? lang : undefined;
}

/**
 * Chinese by subtag, in order (resolveLocale; the nginx maps of scripts/deploy/config.mjs are
 * generated from the same table): the first rule with a subtag in the tag wins, else `otherwise`.
 */
export const CHINESE = {
  language: 'zh',
  bySubtag: [
    { subtags: ['tw'], locale: 'zh-TW' },
    { subtags: ['hk', 'mo'], locale: 'zh-HK' },
    { subtags: ['hant'], locale: 'zh-TW' },
  ],
  otherwise: 'zh-Hans',
} as const satisfies { language: string; bySubtag: readonly { subtags: readonly string[]; locale: LocaleCode }[]; otherwise: LocaleCode };
