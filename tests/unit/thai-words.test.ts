// @vitest-environment node
/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mapStrings, thaiLineBreaks, thaiWordJoiner, WORD_JOINER } from '../../scripts/i18n/thai-words.mjs';

const J = WORD_JOINER;
const joined = (word: string) => [...word].join(J);

describe('thaiWordJoiner', () => {
  const join_ = thaiWordJoiner(['คอนเทนต์', 'มาร์เก็ตติ้ง', 'ทีม', 'อีคอมเมิร์ซ', 'คอมเมิร์ซ']);

  it('puts a word joiner between every letter of a listed word and leaves the rest alone', () => {
    expect(join_('ทีมคอนเทนต์ของเรา')).toBe(`${joined('ทีม')}${joined('คอนเทนต์')}ของเรา`);
    expect(join_('ทีมคอนเทนต์ของเรา').replaceAll(J, '')).toBe('ทีมคอนเทนต์ของเรา');
    expect(join_('ไม่มีคำในรายการ')).toBe('ไม่มีคำในรายการ');
  });

  it('joins two listed words separately, so a line may still break between them', () => {
    expect(join_('คอนเทนต์มาร์เก็ตติ้ง')).toBe(`${joined('คอนเทนต์')}${joined('มาร์เก็ตติ้ง')}`);
  });

  it('prefers the longest listed word and never joins a word twice', () => {
    expect(join_('อีคอมเมิร์ซจีน')).toBe(`${joined('อีคอมเมิร์ซ')}จีน`);
    expect(join_('ไลฟ์คอมเมิร์ซ')).toBe(`ไลฟ์${joined('คอมเมิร์ซ')}`);
    const once = join_('คอนเทนต์');
    expect(join_(once)).toBe(once);
  });

  it('keeps placeholders, tags and Latin text as they are', () => {
    const text = '<content>ทีมคอนเทนต์</content> {{value, number}}+ SEO';
    expect(join_(text)).toBe(`<content>${joined('ทีม')}${joined('คอนเทนต์')}</content> {{value, number}}+ SEO`);
  });

  it('is the identity without words, and treats regular-expression characters literally', () => {
    expect(thaiWordJoiner([])('คอนเทนต์')).toBe('คอนเทนต์');
    expect(thaiWordJoiner(['a.b'])('axb a.b')).toBe(`axb a${J}.${J}b`);
  });
});

describe('mapStrings', () => {
  it('maps every string of a nested catalogue and keeps its shape', () => {
    const catalogue = { a: 'x', b: { c: 'y', d: ['z', { e: 'w' }] }, n: 3, f: null };
    expect(mapStrings(catalogue, (s) => s.toUpperCase())).toEqual({ a: 'X', b: { c: 'Y', d: ['Z', { e: 'W' }] }, n: 3, f: null });
  });
});

describe('the Vite plugin', () => {
  const plugin = thaiLineBreaks(process.cwd());
  const transform = plugin.transform as (code: string, id: string) => { code: string } | null;
  const words: string[] = JSON.parse(readFileSync(join(process.cwd(), 'locales/glossary.json'), 'utf8')).thaiWords;

  it('joins the glossary words inside Thai catalogues only', () => {
    const code = JSON.stringify({ cta: 'ทีมคอนเทนต์ของเรา' });
    const out = transform(code, '/repo/locales/th/common.json?import');
    expect(words).toContain('คอนเทนต์');
    expect(JSON.parse(out!.code).cta).toContain(joined('คอนเทนต์'));
    expect(transform(code, '/repo/locales/vi/common.json')).toBeNull();
    expect(transform('export default 1', '/repo/src/app.tsx')).toBeNull();
  });

  it('every word in the list is Thai and listed once', () => {
    expect(words.filter((w) => !/^[\u0E00-\u0E7F]+$/u.test(w))).toEqual([]);
    expect(new Set(words).size).toBe(words.length);
  });
});
