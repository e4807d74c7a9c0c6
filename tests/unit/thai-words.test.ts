// @vitest-environment node
/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mapStrings, thaiLineBreaks, thaiWordJoiner, WORD_JOINER } from '../../scripts/i18n/thai-words.mjs';

const J = WORD_JOINER;
const segmenter = new Intl.Segmenter('th', { granularity: 'word' });

/** Where the Thai dictionary cuts `text` inside one of `words`, at no joiner: what must never be left. */
function cutsInside(text: string, words: readonly string[]): string[] {
  const shown = text.replace(/<\/?[A-Za-z0-9][^<>]*>/g, '');
  const plain: string[] = [];
  const at: number[] = []; // offset in `shown` of each unit of the text without joiners
  for (let i = 0; i < shown.length; i++) {
    if (shown[i] !== J) {
      plain.push(shown[i]!);
      at.push(i);
    }
  }
  const cuts = [...segmenter.segment(shown)].map((s) => s.index).filter((i) => i > 0 && shown[i] !== J && shown[i - 1] !== J);
  const found: string[] = [];
  const re = new RegExp([...words].sort((a, b) => b.length - a.length).join('|'), 'gu');
  for (const m of plain.join('').matchAll(re)) {
    const start = at[m.index]!;
    const end = at[m.index + m[0].length - 1]! + 1;
    if (cuts.some((c) => start < c && c < end)) found.push(`${m[0]} in “${text.replaceAll(J, '·')}”`);
  }
  return found;
}

describe('thaiWordJoiner', () => {
  const list = ['คอนเทนต์', 'มาร์เก็ตติ้ง', 'ทีม', 'อีคอมเมิร์ซ', 'คอมเมิร์ซ', 'โซเชียลมีเดีย', 'แบรนด์'];
  const join_ = thaiWordJoiner(list);

  it('joins a listed word where the dictionary would cut it, and nowhere else', () => {
    expect(join_('ทีมคอนเทนต์ของเรา')).toBe(`ทีมคอน${J}เทนต์ของเรา`);
    expect(join_('ทีมคอนเทนต์ของเรา').replaceAll(J, '')).toBe('ทีมคอนเทนต์ของเรา');
    expect(join_('ไม่มีคำในรายการ')).toBe('ไม่มีคำในรายการ');
  });

  it('leaves a listed word the dictionary keeps whole as it was written', () => {
    expect(join_('แบรนด์ของคุณ')).toBe('แบรนด์ของคุณ');
  });

  it('joins until no cut is left: a joiner splits the run, and the dictionary reads each part again', () => {
    const out = join_('โซเชียลมีเดียของแบรนด์');
    expect(out.replaceAll(J, '')).toBe('โซเชียลมีเดียของแบรนด์');
    expect(out).toContain(J);
    expect(cutsInside(out, list)).toEqual([]);
    expect(cutsInside('โซเชียลมีเดียของแบรนด์', list)).not.toEqual([]);
  });

  it('joins two listed words separately, so a line may still break between them', () => {
    const out = join_('คอนเทนต์มาร์เก็ตติ้ง');
    expect(out.startsWith(`คอน${J}เทนต์`)).toBe(true);
    expect(out.charAt('คอน'.length + 1 + 'เทนต์'.length)).toBe('ม');
    expect(cutsInside(out, list)).toEqual([]);
  });

  it('prefers the longest listed word, and joining twice changes nothing', () => {
    expect(cutsInside(join_('อีคอมเมิร์ซจีน'), list)).toEqual([]);
    expect(cutsInside(join_('ไลฟ์คอมเมิร์ซ'), list)).toEqual([]);
    const once = join_('ทีมคอนเทนต์และโซเชียลมีเดีย');
    expect(join_(once)).toBe(once);
  });

  it('reads the text as shown, across tags, and keeps placeholders, tags and Latin text as they are', () => {
    const text = '<content>ทีมคอนเทนต์</content> {{value, number}}+ SEO';
    expect(join_(text)).toBe(`<content>ทีมคอน${J}เทนต์</content> {{value, number}}+ SEO`);
    expect(cutsInside(join_('<content>โซเชียล</content>มีเดีย'), list)).toEqual([]);
  });

  it('is the identity without words, and treats regular-expression characters literally', () => {
    expect(thaiWordJoiner([])('คอนเทนต์')).toBe('คอนเทนต์');
    expect(thaiWordJoiner(['a.b'])('a.b a-b')).toBe('a.b a-b');
    expect(thaiWordJoiner(['a-b'])('a.b a-b')).toBe(`a.b a${J}-${J}b`);
  });
});

describe('the Thai catalogues as built', () => {
  const words: string[] = JSON.parse(readFileSync(join(process.cwd(), 'locales/glossary.json'), 'utf8')).thaiWords;
  const join_ = thaiWordJoiner(words);
  const strings = readdirSync(join(process.cwd(), 'locales/th'))
    .filter((f) => f.endsWith('.json'))
    .flatMap((f) => {
      const out: string[] = [];
      mapStrings(JSON.parse(readFileSync(join(process.cwd(), 'locales/th', f), 'utf8')), (s) => (out.push(s), s));
      return out;
    });

  it('leave no listed word where the dictionary can cut it', () => {
    expect(strings.length).toBeGreaterThan(1000);
    expect(strings.flatMap((s) => cutsInside(join_(s), words))).toEqual([]);
    // The control: without the joiners, the dictionary does cut listed words.
    expect(strings.flatMap((s) => cutsInside(s, words)).length).toBeGreaterThan(50);
  });

  it('carry joiners only inside listed words, and far fewer than one per letter', () => {
    let joiners = 0;
    let letters = 0;
    const re = new RegExp(words.join('|'), 'gu');
    for (const s of strings) {
      const out = join_(s);
      joiners += out.split(J).length - 1;
      letters += [...s.matchAll(re)].reduce((n, m) => n + [...m[0]].length - 1, 0);
      expect(out.replaceAll(J, '')).toBe(s);
    }
    expect(joiners).toBeGreaterThan(0);
    expect(joiners).toBeLessThan(letters / 4);
  });

  // A value filled in at runtime ({{region}}) is not in the text the build reads: set against a
  // listed word, it would make a run of letters the build never saw, and the dictionary could cut
  // the word there. So a listed word keeps a space or a mark between itself and a placeholder.
  it('keep every listed word apart from placeholders', () => {
    const re = new RegExp(`\\}\\}(?:${words.join('|')})|(?:${words.join('|')})\\{\\{`, 'gu');
    const touching = (s: string) => [...s.replace(/<\/?[A-Za-z0-9][^<>]*>/g, '').matchAll(re)].map((m) => `${m[0]} in “${s}”`);
    expect(strings.filter((s) => s.includes('{{')).length).toBeGreaterThan(50);
    expect(strings.flatMap(touching)).toEqual([]);
    // The control: a word set against a placeholder is found, across a tag too.
    expect(touching(`ทีม{{name}}${words[0]}`)).toHaveLength(1);
    expect(touching(`${words[0]}</b>{{name}}`)).toHaveLength(1);
    expect(touching(`${words[0]} {{name}}`)).toHaveLength(0);
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
    expect(JSON.parse(out!.code).cta).toContain(`คอน${J}เทนต์`);
    expect(transform(code, '/repo/locales/vi/common.json')).toBeNull();
    expect(transform('export default 1', '/repo/src/app.tsx')).toBeNull();
  });

  it('every word in the list is Thai and listed once', () => {
    expect(words.filter((w) => !/^[\u0E00-\u0E7F]+$/u.test(w))).toEqual([]);
    expect(new Set(words).size).toBe(words.length);
  });
});
