import { afterEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the formatters: what a document carries stays in the module for the page's life. */
async function formatters() {
  vi.resetModules();
  return import('../../src/i18n/format');
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('formats a document carries (src/i18n/format.ts)', () => {
  it('the prerenderer records what one render formats, as it formats it, and only while recording', async () => {
    const f = await formatters();
    const plain = await formatters();
    f.formatNumber(1, 'en');
    const stop = f.recordFormats();
    const shown = [f.formatNumber(3000, 'vi'), f.formatCompact(200_000, 'ja'), f.formatDate('2025-04-11', 'th'), f.formatTimeRange('15:00', '17:00', 'ja')];
    const recorded = stop();
    f.formatNumber(2, 'en');
    expect(shown).toEqual([plain.formatNumber(3000, 'vi'), plain.formatCompact(200_000, 'ja'), plain.formatDate('2025-04-11', 'th'), plain.formatTimeRange('15:00', '17:00', 'ja')]);
    expect(shown[0]).toBe('3.000');
    expect(recorded).toEqual({
      'number|vi|3000': '3.000',
      'compact|ja|200000': shown[1],
      'date|th|2025-04-11': shown[2],
      'time-range|ja|15:00|17:00': shown[3],
    });
  });

  it('the browser shows what the document carries without starting Intl, and formats anything else through it', async () => {
    const f = await formatters();
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');
    const dateFormat = vi.spyOn(Intl, 'DateTimeFormat');
    f.carryFormats(JSON.stringify({ 'number|en|3000': '3,000', 'date|ja|2025-04-11': '2025年4月11日(金)', 'compact|en|200000': '200K' }));
    expect([f.formatNumber(3000, 'en'), f.formatNumber('3000', 'en'), f.formatDate('2025-04-11', 'ja'), f.formatCompact('200000', 'en')]).toEqual(['3,000', '3,000', '2025年4月11日(金)', '200K']);
    expect(numberFormat).not.toHaveBeenCalled();
    expect(dateFormat).not.toHaveBeenCalled();
    // Another value, another language: Intl, by the policy.
    expect(f.formatNumber(4000, 'en')).toBe('4,000');
    expect(f.formatNumber(3000, 'vi')).toBe('3.000');
    expect(numberFormat).toHaveBeenCalled();
  });

  it.each([
    ['damaged JSON', '{"number|en|3000": '],
    ['not an object', '"3,000"'],
    ['a value that is not text', '{"number|en|3000": 3000}'],
    ['nothing', null],
  ])('ignores %s: the page formats through Intl', async (_, json) => {
    const f = await formatters();
    expect(() => f.carryFormats(json)).not.toThrow();
    expect(f.formatNumber(3000, 'en')).toBe('3,000');
    expect(typeof f.formatNumber(3000, 'en')).toBe('string');
  });
});
