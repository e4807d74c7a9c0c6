/**
 * Locale-aware number and date formatting, always through Intl, following ONE written policy per
 * locale (the same policy is described for translators in locales/guides/<lng>.md):
 *
 * | locale  | compact figures ({{value, compact}})                         | dates                    | times  |
 * |---------|--------------------------------------------------------------|--------------------------|--------|
 * | en      | 9K, 200K, 80M, 5B (the abbreviations of the spec's figures)   | Friday, 11 April 2025    | 15:00  |
 * | zh-*    | 9000, 1.5万, 20万, 50亿 (full number below 万)                  | 2025年4月11日星期五        | 15:00  |
 * | ja      | 9,000, 1.5万, 20万, 50億 (full number below 万)                 | 2025年4月11日(金)          | 15:00  |
 * | ko      | 9,000, 1.5만, 20만, 50억 (full number below 만)                 | 2025년 4월 11일 (금)       | 15:00  |
 * | th      | 15,000, 200,000; from a million: 80 ล้าน, 5,000 ล้าน           | Thai calendar, full      | 15:00  |
 * | vi      | 15.000, 200.000; from a million: 80 triệu, 3,5 tỷ              | full                     | 15:00  |
 * | ms      | 15,000, 200,000; from a million: 80 juta, 3.5 bilion           | Jumaat, 11 April 2025    | 15:00  |
 *
 * English is written in British English, so dates use day-month order; every locale shows times on
 * the 24-hour clock (the venue's local time, as the seminar records give them).
 */

type CompactStyle =
  /** Intl's compact notation, written out in full below `fullBelow`. */
  | { kind: 'intl'; display: 'short' | 'long'; fullBelow: number; grouping?: 'min2' }
  /** Thai reads large figures as millions: 5,000 ล้าน, 290,000 ล้าน (guides/th.md). */
  | { kind: 'millions'; word: string };

interface LocalePolicy {
  /** The Intl locale of dates and times (English is British). */
  intl: string;
  /** The Intl locale of numbers, when it differs (English figures keep the spec's K, M, B). */
  numbers?: string;
  /** Joins two times itself where Intl's range style is not what the market writes (ja: 9:00～17:00). */
  rangeJoin?: string;
  compact: CompactStyle;
  /** Date options, or a function for a shape Intl has no option for. */
  date: Intl.DateTimeFormatOptions | ((d: Date, intl: string) => string);
}

const FULL: Intl.DateTimeFormatOptions = { dateStyle: 'full' };

/** 2025年4月11日(金) / 2025년 4월 11일 (금): the date, then the short weekday in brackets. */
function dateWithWeekdayInBrackets(space: string) {
  return (d: Date, intl: string) => {
    const date = new Intl.DateTimeFormat(intl, { dateStyle: 'long', timeZone: 'UTC' }).format(d);
    const weekday = new Intl.DateTimeFormat(intl, { weekday: 'short', timeZone: 'UTC' }).format(d);
    return `${date}${space}(${weekday})`;
  };
}

const POLICIES: Record<string, LocalePolicy> = {
  en: { intl: 'en-GB', numbers: 'en', compact: { kind: 'intl', display: 'short', fullBelow: 1_000 }, date: FULL },
  'zh-Hans': { intl: 'zh-Hans', compact: { kind: 'intl', display: 'short', fullBelow: 10_000, grouping: 'min2' }, date: FULL },
  'zh-Hant': { intl: 'zh-Hant', compact: { kind: 'intl', display: 'short', fullBelow: 10_000, grouping: 'min2' }, date: FULL },
  ja: { intl: 'ja', rangeJoin: '～', compact: { kind: 'intl', display: 'short', fullBelow: 10_000 }, date: dateWithWeekdayInBrackets('') },
  ko: { intl: 'ko', compact: { kind: 'intl', display: 'short', fullBelow: 10_000 }, date: dateWithWeekdayInBrackets(' ') },
  th: { intl: 'th', compact: { kind: 'millions', word: 'ล้าน' }, date: FULL },
  vi: { intl: 'vi', compact: { kind: 'intl', display: 'long', fullBelow: 1_000_000 }, date: FULL },
  ms: { intl: 'ms', compact: { kind: 'intl', display: 'long', fullBelow: 1_000_000 }, date: FULL },
};

function policy(lng: string): LocalePolicy {
  return POLICIES[lng] ?? { intl: lng, compact: { kind: 'intl', display: 'short', fullBelow: 1_000 }, date: FULL };
}

function numbersLocale(lng: string): string {
  const p = policy(lng);
  return p.numbers ?? p.intl;
}

const cache = new Map<string, Intl.NumberFormat>();

function numberFormat(intl: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${intl}|${JSON.stringify(options)}`;
  let nf = cache.get(key);
  if (!nf) {
    try {
      nf = new Intl.NumberFormat(intl, options);
    } catch {
      nf = new Intl.NumberFormat('en', options); // an unknown tag never breaks a page
    }
    cache.set(key, nf);
  }
  return nf;
}

function toNumber(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : undefined;
}

/** 200000 → "200K" (en), "20万" (zh-Hans), "200,000" (th, ms), "200.000" (vi); see the table above. */
export function formatCompact(value: unknown, lng: string): string {
  const n = toNumber(value);
  if (n === undefined) return String(value ?? '');
  const { compact } = policy(lng);
  const intl = numbersLocale(lng);
  if (compact.kind === 'millions') {
    if (Math.abs(n) < 1_000_000) return numberFormat(intl, { maximumFractionDigits: 0 }).format(n);
    return `${numberFormat(intl, { maximumFractionDigits: 1 }).format(n / 1_000_000)} ${compact.word}`;
  }
  if (Math.abs(n) < compact.fullBelow) {
    return numberFormat(intl, { maximumFractionDigits: 0, ...(compact.grouping ? { useGrouping: compact.grouping } : {}) }).format(n);
  }
  return numberFormat(intl, { notation: 'compact', compactDisplay: compact.display, maximumFractionDigits: 1 }).format(n);
}

/** 3000 → "3,000" (en), "3.000" (vi). */
export function formatNumber(value: unknown, lng: string): string {
  const n = toNumber(value);
  if (n === undefined) return String(value ?? '');
  return numberFormat(numbersLocale(lng), { maximumFractionDigits: 2 }).format(n);
}

/** A seminar date in the locale's own style: Thai uses the Thai calendar's years and month names. */
export function formatDate(isoDate: string, lng: string): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return '';
  const { intl, date } = policy(lng);
  if (typeof date === 'function') return date(d, intl);
  return new Intl.DateTimeFormat(intl, { ...date, timeZone: 'UTC' }).format(d);
}

/** "15:00"–"17:00" → the range on the 24-hour clock, in the locale's own range style. */
export function formatTimeRange(start: string, end: string, lng: string): string {
  const toDate = (hm: string) => {
    const [h, m] = hm.split(':').map(Number);
    return new Date(Date.UTC(2000, 0, 1, h ?? 0, m ?? 0));
  };
  const a = toDate(start);
  const b = toDate(end);
  if (Number.isNaN(a.getTime()) || Number.isNaN(b.getTime())) return '';
  const { intl, rangeJoin } = policy(lng);
  const f = new Intl.DateTimeFormat(intl, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC' });
  return rangeJoin ? `${f.format(a)}${rangeJoin}${f.format(b)}` : f.formatRange(a, b);
}
