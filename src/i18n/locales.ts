/**
 * The one list of locales. `shipped` locales must be 100% translated (CI fails otherwise) and are
 * offered in the language switcher; `next` locales are reported by the status script only.
 * `label` is the language's name in its own script.
 */
export const LOCALES = [
  { code: 'en', label: 'English', state: 'shipped' },
  { code: 'zh-Hans', label: '简体中文', state: 'shipped' },
  { code: 'zh-Hant', label: '繁體中文', state: 'shipped' },
  { code: 'th', label: 'ไทย', state: 'shipped' },
  { code: 'vi', label: 'Tiếng Việt', state: 'shipped' },
  { code: 'ms', label: 'Bahasa Melayu', state: 'shipped' },
  { code: 'ja', label: '日本語', state: 'shipped' },
  { code: 'ko', label: '한국어', state: 'shipped' },
] as const;

export type LocaleCode = (typeof LOCALES)[number]['code'];
export const DEFAULT_LOCALE = 'en' satisfies LocaleCode;

export const SHIPPED_LOCALES = LOCALES.filter((l) => l.state === 'shipped').map((l) => l.code);

const SHIPPED_SET: ReadonlySet<string> = new Set(SHIPPED_LOCALES);

export function isShippedLocale(code: string): code is LocaleCode {
  return SHIPPED_SET.has(code);
}

/**
 * Maps a BCP 47 tag (from the URL, storage or the browser) to a shipped locale, or undefined when
 * nothing fits. Chinese is split by script: Hong Kong, Taiwan and Macau read Traditional,
 * Mainland China and Singapore read Simplified; a bare `zh` reads Simplified.
 */
export function resolveLocale(tag: string | null | undefined): LocaleCode | undefined {
  if (!tag || typeof tag !== 'string' || tag.length > 35) return undefined;
  const parts = tag.trim().replace(/_/g, '-').split('-').filter(Boolean);
  const lang = parts[0]?.toLowerCase();
  if (!lang || !/^[a-z]{2,3}$/.test(lang)) return undefined;
  const rest = parts.slice(1).map((p) => p.toLowerCase());
  if (lang === 'zh') {
    if (rest.includes('hant') || rest.some((p) => p === 'hk' || p === 'tw' || p === 'mo')) return 'zh-Hant';
    return 'zh-Hans';
  }
  return isShippedLocale(lang) ? lang : undefined;
}
