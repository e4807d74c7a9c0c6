import { describe, expect, it } from 'vitest';
import { formatCompact, formatDate, formatNumber, formatTimeRange } from '../../src/i18n/format';

const FIGURES = [9000, 15000, 200000, 1_500_000, 80_000_000, 5_000_000_000];
const compactRow = (lng: string) => FIGURES.map((n) => formatCompact(n, lng));

describe('the figures policy of each locale', () => {
  it('English keeps the spec’s K, M and B', () => {
    expect(compactRow('en')).toEqual(['9K', '15K', '200K', '1.5M', '80M', '5B']);
  });

  it('Chinese writes the full number below 万 (9000, not 9千) and 万/亿 above', () => {
    expect(compactRow('zh-Hans')).toEqual(['9000', '1.5万', '20万', '150万', '8000万', '50亿']);
    expect(compactRow('zh-HK')).toEqual(['9000', '1.5萬', '20萬', '150萬', '8000萬', '50億']);
    expect(compactRow('zh-TW')).toEqual(['9000', '1.5萬', '20萬', '150萬', '8000萬', '50億']);
  });

  it('Japanese uses 万/億; Korean composes 만/억 with grouped digits, as its guide and body text do', () => {
    expect(compactRow('ja')).toEqual(['9,000', '1.5万', '20万', '150万', '8000万', '50億']);
    expect(compactRow('ko')).toEqual(['9,000', '1만 5,000', '20만', '150만', '8,000만', '50억']);
    expect([260_000_000, 544_000_000, 64_000, 290_000_000_000].map((n) => formatCompact(n, 'ko'))).toEqual([
      '2억 6,000만',
      '5억 4,400만',
      '6만 4,000',
      '2,900억',
    ]);
  });

  it('never rounds a figure up: 245,000,000 keeps its digits, and what is cut is cut', () => {
    const row = (n: number) => ['en', 'zh-Hans', 'zh-HK', 'zh-TW', 'ja', 'ko', 'th', 'vi', 'ms'].map((lng) => formatCompact(n, lng));
    expect(row(245_000_000)).toEqual(['245M', '2.45亿', '2.45億', '2.45億', '2.45億', '2억 4,500만', '245 ล้าน', '245 triệu', '245 juta']);
    expect(row(245_999_999)).toEqual(row(245_000_000));
    expect(formatCompact(9_999, 'en')).toBe('9.99K');
    expect(formatCompact(1_999_999, 'th')).toBe('1.99 ล้าน');
    expect(formatNumber(76.999, 'en')).toBe('76.99');
  });

  it('Thai, Vietnamese and Malay write full numbers below a million and words above', () => {
    expect(compactRow('th')).toEqual(['9,000', '15,000', '200,000', '1.5 ล้าน', '80 ล้าน', '5,000 ล้าน']);
    expect(formatCompact(290_000_000_000, 'th')).toBe('290,000 ล้าน');
    expect(compactRow('vi')).toEqual(['9.000', '15.000', '200.000', '1,5 triệu', '80 triệu', '5 tỷ']);
    expect(compactRow('ms')).toEqual(['9,000', '15,000', '200,000', '1.5 juta', '80 juta', '5 bilion']);
  });

  it('groups digits per locale', () => {
    expect(formatNumber(3000, 'en')).toBe('3,000');
    expect(formatNumber(3000, 'vi')).toBe('3.000');
  });

  it('returns the input unchanged for non-numbers, and copes with an unknown locale', () => {
    expect(formatCompact('abc', 'en')).toBe('abc');
    expect(formatCompact(200000, 'xx-invalid-tag-!!')).toBe('200K');
  });
});

describe('dates and times', () => {
  it('English dates are British: weekday, day, month, year', () => {
    expect(formatDate('2025-04-11', 'en')).toBe('Friday, 11 April 2025');
  });

  it('Thai dates use the Thai calendar', () => {
    const th = formatDate('2025-04-11', 'th');
    expect(th).toContain('เมษายน');
    expect(th).toContain('ศุกร์');
    expect(th).toContain('2568');
  });

  it('Japanese and Korean put the short weekday in brackets', () => {
    expect(formatDate('2025-04-11', 'ja')).toBe('2025年4月11日(金)');
    expect(formatDate('2025-04-11', 'ko')).toBe('2025년 4월 11일 (금)');
  });

  it('every locale shows times on the 24-hour clock', () => {
    expect(formatTimeRange('15:00', '17:00', 'en')).toBe('15:00–17:00');
    expect(formatTimeRange('15:00', '17:00', 'zh-TW')).toMatch(/^15:00\s?–\s?17:00$/);
    expect(formatTimeRange('15:00', '17:00', 'ja')).toBe('15:00～17:00');
    expect(formatTimeRange('15:00', '17:00', 'ms')).toBe('15:00–17:00');
    for (const lng of ['zh-Hans', 'th', 'vi', 'ko']) expect(formatTimeRange('15:00', '17:00', lng)).not.toMatch(/PM|下午|오후|PTG/);
  });

  it('an invalid date is empty, not "Invalid Date"', () => {
    expect(formatDate('not-a-date', 'en')).toBe('');
  });
});

describe('figures in the catalogues ({{value, number}} and {{value, compact}})', () => {
  async function instance(lng: string) {
    const { createInstance } = await import('i18next');
    const { addFormatters, SHARED_OPTIONS } = await import('../../src/i18n/options');
    const i18n = createInstance();
    await i18n.init({
      ...SHARED_OPTIONS,
      lng,
      resources: { [lng]: { common: { figure: '{{value, number}}+', compact: '{{value, compact}}' } } },
    });
    addFormatters(i18n);
    // Keys of this test's own catalogue, not the site's typed ones.
    return i18n.t.bind(i18n) as unknown as (key: 'figure' | 'compact', options: { value: number }) => string;
  }

  it('follow the locale’s written policy, as formatNumber and formatCompact do', async () => {
    for (const lng of ['en', 'vi', 'th', 'zh-HK', 'zh-TW']) {
      const t = await instance(lng);
      for (const value of [8, 3000, 1.23456, 200_000]) {
        expect(t('figure', { value })).toBe(`${formatNumber(value, lng)}+`);
        expect(t('compact', { value })).toBe(formatCompact(value, lng));
      }
    }
  });

  it('build one Intl.NumberFormat per locale and style, not one per figure', async () => {
    const t = await instance('vi');
    const Original = Intl.NumberFormat;
    let built = 0;
    Intl.NumberFormat = new Proxy(Original, {
      construct(target, args: ConstructorParameters<typeof Intl.NumberFormat>) {
        built += 1;
        return new target(...args);
      },
    });
    try {
      for (let value = 1; value <= 50; value += 1) t('figure', { value: value * 1000 });
    } finally {
      Intl.NumberFormat = Original;
    }
    expect(built).toBeLessThanOrEqual(1);
  });
});
