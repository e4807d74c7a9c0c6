/**
 * Reads back the value a visitor reads in a formatted figure ("2.45億以上" → 245,000,000,
 * "2억 4,500만+" → 245,000,000, "USD 100M+" → 100,000,000), so tests can compare what a page shows
 * with the catalogue's source value. Shared by figures.test.ts and the page tests.
 */

/** Unit words of every shipped locale's figures, longest first (万亿 before 万, nghìn tỷ before nghìn). */
const UNITS: readonly (readonly [string, number])[] = [
  ['nghìn tỷ', 1e12],
  ['ngàn tỷ', 1e12],
  ['万亿', 1e12],
  ['萬億', 1e12],
  ['trilion', 1e12],
  ['bilion', 1e9],
  ['juta', 1e6],
  ['ribu', 1e3],
  ['triệu', 1e6],
  ['tỷ', 1e9],
  ['nghìn', 1e3],
  ['ngàn', 1e3],
  ['ล้าน', 1e6],
  ['แสน', 1e5],
  ['หมื่น', 1e4],
  ['พัน', 1e3],
  ['兆', 1e12],
  ['조', 1e12],
  ['亿', 1e8],
  ['億', 1e8],
  ['억', 1e8],
  ['万', 1e4],
  ['萬', 1e4],
  ['만', 1e4],
  ['千', 1e3],
  ['천', 1e3],
  ['K', 1e3],
  ['M', 1e6],
  ['B', 1e9],
  ['T', 1e12],
];

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Vietnamese writes 1,5 triệu and 200.000; every other shipped locale 1.5 and 200,000. */
const decimalComma = (lng: string) => lng === 'vi';

const NUMBER_WITH_UNIT = new RegExp(
  `(\\d(?:[\\d.,]*\\d)?)\\s*(${UNITS.map(([w]) => escape(w)).join('|')})?(?![A-Za-z])`,
  'gu',
);

/**
 * The value shown by a figure: the sum of its numbers, each times its unit word (a Korean figure
 * composes "2억 4,500만"). Undefined when the text holds no number.
 */
export function shownValue(text: string, lng: string): number | undefined {
  let total: number | undefined;
  for (const m of text.matchAll(NUMBER_WITH_UNIT)) {
    const [, digits = '', unit] = m;
    const [group, decimal] = decimalComma(lng) ? ['.', ','] : [',', '.'];
    const n = Number(digits.split(group).join('').replace(decimal, '.'));
    if (!Number.isFinite(n)) return undefined;
    const factor = unit ? (UNITS.find(([w]) => w === unit)?.[1] ?? 1) : 1;
    total = (total ?? 0) + n * factor;
  }
  return total === undefined ? undefined : Math.round(total * 1e6) / 1e6;
}

/** US dollars as each locale writes them; a figure whose English states the currency must keep it. */
export const US_DOLLARS: Readonly<Record<string, RegExp>> = {
  en: /USD|US\$/,
  'zh-Hans': /美元|USD|US\$/,
  'zh-HK': /美元|USD|US\$/,
  'zh-TW': /美元|USD|US\$/,
  ja: /米ドル|USD|US\$/,
  ko: /달러|USD|US\$/,
  th: /ดอลลาร์สหรัฐ|USD|US\$/,
  vi: /USD|US\$|đô la Mỹ/,
  ms: /USD|US\$|dolar AS/,
};

/** A currency stated in an English figure or label. */
export const STATES_A_CURRENCY = /USD|US\$|\$|dollar/i;
