/**
 * Locale-aware number and date formatting, always through Intl, following ONE written policy per
 * locale (the same policy is described for translators in locales/guides/<lng>.md):
 *
 * | locale  | compact figures ({{value, compact}})                         | dates                    | times  |
 * |---------|--------------------------------------------------------------|--------------------------|--------|
 * | en      | 9K, 200K, 80M, 5B (the abbreviations of the spec's figures)   | Friday, 11 April 2025    | 15:00  |
 * | zh-*    | 9000, 1.5万, 20万, 50亿 (full number below 万)                  | 2025年4月11日星期五        | 15:00  |
 * | ja      | 9,000, 1.5万, 20万, 50億 (full number below 万)                 | 2025年4月11日(金)          | 15:00  |
 * | ko      | 9,000, 1만 5,000, 20만, 2억 4,500만, 50억 (composed 만/억/조)  | 2025년 4월 11일 (금)       | 15:00  |
 * | th      | 15,000, 200,000; from a million: 80 ล้าน, 5,000 ล้าน           | Thai calendar, full      | 15:00  |
 * | vi      | 15.000, 200.000; from a million: 80 triệu, 3,5 tỷ              | full                     | 15:00  |
 * | ms      | 15,000, 200,000; from a million: 80 juta, 3.5 bilion           | Jumaat, 11 April 2025    | 15:00  |
 *
 * Figures never round up. A stat card writes "245M+" or "2.45億以上": a figure followed by "+" or a
 * floor word (以上, 이상, 逾, 超, lebih, กว่า) must not state more than its source, so a compact figure
 * keeps at most three significant digits and drops the rest (245,000,000 → 245M, 2.45億, 2억 4,500만,
 * never 2.5億), and no formatter rounds a fraction up. tests/unit/figures.test.ts runs every figure
 * of every catalogue through every locale's policy and fails when a shown value exceeds its source.
 *
 * English is written in British English, so dates use day-month order; every locale shows times on
 * the 24-hour clock (the venue's local time, as the seminar records give them).
 */

/** The id of the `<script type="application/json">` in which a document carries its formats (carryFormats). */
export const CARRIED_FORMATS_ID = 'formats';

/**
 * Every format a prerendered document shows, as the prerenderer produced it (`kind|lng|arguments` →
 * text), carried in the document: taking it over reuses these instead of starting the browser's
 * number or date formatter, whose first use costs 10–25 ms (ICU loads its data), a task long enough
 * for a phone to feel right after the page has painted. They are the text the document shows, so
 * what React hydrates matches the document to the character. Other values, and other languages,
 * format through Intl as usual.
 */
const carried = new Map<string, string>();
let recording: Map<string, string> | undefined;

function formatted(kind: string, lng: string, args: readonly unknown[], compute: () => string): string {
  const key = `${kind}|${lng}|${args.map(String).join('|')}`;
  const known = carried.get(key);
  if (known !== undefined) return known;
  const text = compute();
  recording?.set(key, text);
  return text;
}

/** Takes a document's carried formats (its JSON, unchecked): anything that is not text for text is ignored. */
export function carryFormats(json: string | null | undefined) {
  if (!json) return;
  try {
    const entries: unknown = JSON.parse(json);
    if (!entries || typeof entries !== 'object') return;
    for (const [key, text] of Object.entries(entries)) if (typeof text === 'string') carried.set(key, text);
  } catch {
    // A damaged block only means formatting through Intl.
  }
}

/** Starts recording what is formatted (the prerenderer, around one document); the returned function stops and returns it. */
export function recordFormats(): () => Record<string, string> {
  const record = new Map<string, string>();
  recording = record;
  return () => {
    if (recording === record) recording = undefined;
    return Object.fromEntries(record);
  };
}

type CompactStyle =
  /** Intl's compact notation, written out in full below `fullBelow`. */
  | { kind: 'intl'; display: 'short' | 'long'; fullBelow: number; grouping?: 'min2' }
  /** Thai reads large figures as millions: 5,000 ล้าน, 290,000 ล้าน (guides/th.md). */
  | { kind: 'millions'; word: string }
  /**
   * Korean composes its units with grouped digits, as its guide and body text write them:
   * 8,000만, 2억 6,000만, 5억 4,400만, 6만 4,000 (guides/ko.md); full number below the smallest unit.
   */
  | { kind: 'units'; units: readonly (readonly [number, string])[] };

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
  // Hong Kong's CLDR data writes compact figures the English way (80M): its figures take the
  // Traditional script's 萬/億, as Hong Kong's Chinese copy does; its dates stay Hong Kong's.
  'zh-HK': { intl: 'zh-HK', numbers: 'zh-Hant', compact: { kind: 'intl', display: 'short', fullBelow: 10_000, grouping: 'min2' }, date: FULL },
  'zh-TW': { intl: 'zh-TW', compact: { kind: 'intl', display: 'short', fullBelow: 10_000, grouping: 'min2' }, date: FULL },
  ja: { intl: 'ja', rangeJoin: '～', compact: { kind: 'intl', display: 'short', fullBelow: 10_000 }, date: dateWithWeekdayInBrackets('') },
  ko: { intl: 'ko', compact: { kind: 'units', units: [[1e12, '조'], [1e8, '억'], [1e4, '만']] }, date: dateWithWeekdayInBrackets(' ') },
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

/** The significant digits a compact figure keeps: 245,000,000 is 245M, 2.45億, 2억 4,500만. */
export const COMPACT_DIGITS = 3;

/**
 * `n` cut (toward zero, never rounded) to whole units and then to `digits` significant digits:
 * 245_999_999 → 245_000_000. Integer arithmetic on the digits, so no floating-point step rounds.
 */
export function truncateFigure(n: number, digits = COMPACT_DIGITS): number {
  const whole = Math.trunc(n);
  const text = String(Math.abs(whole));
  if (!/^\d+$/.test(text) || text.length <= digits) return whole;
  return Math.sign(whole) * Number(text.slice(0, digits) + '0'.repeat(text.length - digits));
}

/** Never round up: every format of the policy cuts the digits it does not show. */
const TRUNC = { roundingMode: 'trunc' } as const satisfies Intl.NumberFormatOptions;

/**
 * 200000 → "200K" (en), "20万" (zh-Hans), "20만" (ko), "200,000" (th, ms), "200.000" (vi); see the
 * table above. A figure is truncated, never rounded: 245,000,000 is "245M", "2.45億", "2억 4,500만".
 */
export function formatCompact(value: unknown, lng: string): string {
  return formatted('compact', lng, [value], () => compactText(value, lng));
}

function compactText(value: unknown, lng: string): string {
  const n = toNumber(value);
  if (n === undefined) return String(value ?? '');
  const { compact } = policy(lng);
  const intl = numbersLocale(lng);
  const whole = numberFormat(intl, { maximumFractionDigits: 0, ...TRUNC });
  if (compact.kind === 'units') {
    const smallest = compact.units.at(-1)?.[0] ?? 1;
    if (Math.abs(n) < smallest) return whole.format(Math.trunc(n));
    let rest = Math.abs(truncateFigure(n));
    const parts: string[] = [];
    for (const [unit, word] of compact.units) {
      const count = Math.floor(rest / unit);
      if (count > 0) parts.push(`${whole.format(count)}${word}`);
      rest -= count * unit;
    }
    if (rest > 0) parts.push(whole.format(rest));
    return `${n < 0 ? '-' : ''}${parts.join(' ')}`;
  }
  if (compact.kind === 'millions') {
    if (Math.abs(n) < 1_000_000) return whole.format(Math.trunc(n));
    const millions = numberFormat(intl, { maximumFractionDigits: COMPACT_DIGITS - 1, ...TRUNC });
    return `${millions.format(truncateFigure(n) / 1_000_000)} ${compact.word}`;
  }
  if (Math.abs(n) < compact.fullBelow) {
    return numberFormat(intl, { maximumFractionDigits: 0, ...TRUNC, ...(compact.grouping ? { useGrouping: compact.grouping } : {}) }).format(Math.trunc(n));
  }
  return numberFormat(intl, { notation: 'compact', compactDisplay: compact.display, maximumSignificantDigits: COMPACT_DIGITS, ...TRUNC }).format(truncateFigure(n));
}

/** 3000 → "3,000" (en), "3.000" (vi); fractions are cut to two digits, never rounded up. */
export function formatNumber(value: unknown, lng: string): string {
  const n = toNumber(value);
  if (n === undefined) return String(value ?? '');
  return formatted('number', lng, [n], () => numberFormat(numbersLocale(lng), { maximumFractionDigits: 2, ...TRUNC }).format(n));
}

/** A seminar date in the locale's own style: Thai uses the Thai calendar's years and month names. */
export function formatDate(isoDate: string, lng: string): string {
  return formatted('date', lng, [isoDate], () => dateText(isoDate, lng));
}

function dateText(isoDate: string, lng: string): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return '';
  const { intl, date } = policy(lng);
  if (typeof date === 'function') return date(d, intl);
  return new Intl.DateTimeFormat(intl, { ...date, timeZone: 'UTC' }).format(d);
}

/** "15:00"–"17:00" → the range on the 24-hour clock, in the locale's own range style. */
export function formatTimeRange(start: string, end: string, lng: string): string {
  return formatted('time-range', lng, [start, end], () => timeRangeText(start, end, lng));
}

function timeRangeText(start: string, end: string, lng: string): string {
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
