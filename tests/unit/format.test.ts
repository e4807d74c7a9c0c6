import { describe, expect, it } from 'vitest';
import { formatCompact, formatDate, formatNumber, formatTimeRange } from '../../src/i18n/format';

describe('Intl formatting', () => {
  it('reads compact figures the way each market does', () => {
    expect(formatCompact(200000, 'en')).toBe('200K');
    expect(formatCompact(200000, 'zh-Hans')).toBe('20万');
    expect(formatCompact(200000, 'zh-Hant')).toBe('20萬');
    expect(formatCompact(5_000_000_000, 'zh-Hans')).toBe('50亿');
    expect(formatCompact(80_000_000, 'en')).toBe('80M');
    expect(formatCompact(3_500_000_000, 'vi')).toBe('3,5 tỷ');
    expect(formatCompact(100_000_000, 'vi')).toBe('100 triệu');
    expect(formatCompact(200000, 'th')).toBe('2 แสน');
  });

  it('groups digits per locale', () => {
    expect(formatNumber(3000, 'en')).toBe('3,000');
    expect(formatNumber(3000, 'vi')).toBe('3.000');
  });

  it('returns the input unchanged for non-numbers', () => {
    expect(formatCompact('abc', 'en')).toBe('abc');
  });

  it('writes Thai dates with Thai month names', () => {
    const th = formatDate('2025-04-11', 'th');
    expect(th).toContain('เมษายน');
    expect(th).toContain('ศุกร์');
    expect(formatDate('2025-04-11', 'en')).toBe('Friday, April 11, 2025');
  });

  it('formats a time range', () => {
    expect(formatTimeRange('15:00', '17:00', 'en')).toMatch(/3:00\s?–\s?5:00\s?PM/);
    expect(formatDate('not-a-date', 'en')).toBe('');
  });
});
