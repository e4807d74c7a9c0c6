// @vitest-environment node
/// <reference types="node" />
/**
 * Every figure of every catalogue ({ value, figure, label } objects: stat cards), rendered through
 * every shipped locale's policy exactly as a page renders it: the shown value never exceeds the
 * English source (a figure with "+" or 以上 that rounds up states more than the source), shows
 * enough digits to be the source's figure, keeps a rank exactly and keeps a currency English states.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { COMPACT_DIGITS, formatCompact, formatNumber, truncateFigure } from '../../src/i18n/format';
import { SHIPPED_LOCALES } from '../../src/i18n/locales';
import { addFormatters, SHARED_OPTIONS } from '../../src/i18n/options';
import { shownValue, STATES_A_CURRENCY, US_DOLLARS } from './figure-values';

type Json = { [k: string]: unknown };

interface Figure {
  ns: string;
  key: string;
  value: string;
  figure: string;
  label: string;
}

const LOCALES = join(process.cwd(), 'locales');
const read = (lng: string, ns: string): Json | undefined => {
  try {
    return JSON.parse(readFileSync(join(LOCALES, lng, `${ns}.json`), 'utf8')) as Json;
  } catch {
    return undefined;
  }
};
const NAMESPACES = readdirSync(join(LOCALES, 'en'))
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.slice(0, -'.json'.length));

/** Every { value, figure } object of a catalogue, by dotted key. */
function figuresOf(ns: string, data: Json | undefined, prefix = '', out: Figure[] = []): Figure[] {
  for (const [k, v] of Object.entries(data ?? {})) {
    if (!v || typeof v !== 'object') continue;
    const key = prefix ? `${prefix}.${k}` : k;
    const o = v as Json;
    if (typeof o.value === 'string' && typeof o.figure === 'string') {
      out.push({ ns, key, value: o.value, figure: o.figure, label: typeof o.label === 'string' ? o.label : '' });
    } else {
      figuresOf(ns, o, key, out);
    }
  }
  return out;
}

const get = (data: Json | undefined, key: string): Json | undefined =>
  key.split('.').reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Json)[k] : undefined), data) as Json | undefined;

const SOURCE = NAMESPACES.flatMap((ns) => figuresOf(ns, read('en', ns)));

/** The figure as a page shows it in `lng`: through i18next with the site's formatters, as t() does. */
async function render(lng: string) {
  const i18n = createInstance();
  await i18n.init({ ...SHARED_OPTIONS, lng, resources: { [lng]: { common: {} } } });
  addFormatters(i18n);
  const t = i18n.t.bind(i18n) as unknown as (key: 'figure', options: { value: string }) => string;
  return (template: string, value: string) => {
    i18n.addResource(lng, 'common', 'figure', template);
    return t('figure', { value });
  };
}

/** What is wrong with one figure of one locale, or undefined. */
function problem(lng: string, source: Figure, shown: string, label: string): string | undefined {
  const at = `${lng} ${source.ns}:${source.key}`;
  const expected = Number(source.value);
  const value = shownValue(shown, lng);
  if (value === undefined) return `${at}: "${shown}" shows no number (source ${source.value})`;
  if (value > expected) return `${at}: "${shown}" shows ${value}, more than the source ${expected}`;
  if (/\bNo\./.test(source.figure) && value !== expected) return `${at}: "${shown}" is rank ${value}, the source says No. ${expected}`;
  if (value < expected * 0.9) return `${at}: "${shown}" shows ${value}, not enough digits for the source ${expected}`;
  if (STATES_A_CURRENCY.test(`${source.figure} ${source.label}`)) {
    const currency = US_DOLLARS[lng];
    if (!currency) return `${at}: no currency rule for ${lng}`;
    if (!currency.test(`${shown} ${label}`)) return `${at}: "${shown}" / "${label}" drops the currency English states (${currency.source})`;
  }
  return undefined;
}

describe('figures never state more than their source', () => {
  it('the catalogues hold figures to check (the walk finds the stat cards)', () => {
    expect(SOURCE.length).toBeGreaterThan(60);
    expect(SOURCE).toContainEqual(expect.objectContaining({ ns: 'service-xiaohongshu', key: 'intro.stats.exposure', value: '245000000' }));
  });

  it.each(SHIPPED_LOCALES)('%s: every figure of every catalogue, as its page shows it', async (lng) => {
    const show = await render(lng);
    const problems: string[] = [];
    for (const source of SOURCE) {
      const own = get(read(lng, source.ns), source.key);
      const figure = typeof own?.figure === 'string' ? own.figure : source.figure;
      const label = typeof own?.label === 'string' ? own.label : source.label;
      // The value is the English source's: a locale's copy of it is checked here too.
      if (typeof own?.value === 'string' && own.value !== source.value) {
        problems.push(`${lng} ${source.ns}:${source.key}: value "${own.value}" differs from the English source "${source.value}"`);
      }
      const p = problem(lng, source, show(figure, source.value), label);
      if (p) problems.push(p);
    }
    expect(problems).toEqual([]);
  });

  it.each(SHIPPED_LOCALES)('%s: the formatters alone never round a source value up', (lng) => {
    const problems: string[] = [];
    const values = [...new Set(SOURCE.map((s) => Number(s.value)))];
    // Awkward values too: just under a round figure, and with digits past the shown precision.
    values.push(245_999_999, 9_999, 99_999, 1_499_999, 2_459_999_999, 64_999, 199.999);
    for (const value of values) {
      for (const [name, text] of [['compact', formatCompact(value, lng)], ['number', formatNumber(value, lng)]] as const) {
        const shown = shownValue(text, lng);
        if (shown === undefined || shown > value) problems.push(`${name}(${value}) = "${text}" shows ${shown}`);
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('the precision of compact figures', () => {
  it('cuts to three significant digits, never rounds', () => {
    expect(COMPACT_DIGITS).toBe(3);
    expect(truncateFigure(245_999_999)).toBe(245_000_000);
    expect(truncateFigure(9_999)).toBe(9_990);
    expect(truncateFigure(-1_239)).toBe(-1_230);
    expect(truncateFigure(999)).toBe(999);
    expect(truncateFigure(12.9)).toBe(12);
  });

  it('reads back what a visitor reads', () => {
    expect(shownValue('2억 4,500만+', 'ko')).toBe(245_000_000);
    expect(shownValue('2.45億以上', 'ja')).toBe(245_000_000);
    expect(shownValue('1,5 triệu', 'vi')).toBe(1_500_000);
    expect(shownValue('200.000', 'vi')).toBe(200_000);
    expect(shownValue('USD 100M+', 'en')).toBe(100_000_000);
    expect(shownValue('76 min', 'en')).toBe(76);
    expect(shownValue('1万亿', 'zh-Hans')).toBe(1e12);
    expect(shownValue('290,000 ล้าน', 'th')).toBe(290e9);
  });
});
