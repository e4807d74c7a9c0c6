// Thai has no spaces between words, so browsers find line breaks with a dictionary, and that
// dictionary splits English loanwords written in Thai in the middle (ทีมคอน|เทนต์, โซ|เชียลมีเดีย).
// The glossary (locales/glossary.json, `thaiWords`) lists those words; at build time every Thai
// catalogue string gets a WORD JOINER (U+2060, invisible, "no break here") between the letters of
// each listed word, so a line can break before or after the word but never inside it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const WORD_JOINER = '\u2060';

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A function that joins the listed words inside a text (longest words first, never twice). */
export function thaiWordJoiner(words) {
  const list = [...new Set(words)].filter(Boolean).sort((a, b) => b.length - a.length);
  if (!list.length) return (text) => text;
  const re = new RegExp(list.map(escape).join('|'), 'gu');
  return (text) => text.replace(re, (word) => [...word].join(WORD_JOINER));
}

/** Applies `fn` to every string of a parsed catalogue. */
export function mapStrings(value, fn) {
  if (typeof value === 'string') return fn(value);
  if (Array.isArray(value)) return value.map((v) => mapStrings(v, fn));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapStrings(v, fn)]));
  return value;
}

/** Vite plugin: Thai catalogues (locales/th/*.json) reach the browser with the loanwords joined. */
export function thaiLineBreaks(root) {
  const words = JSON.parse(readFileSync(join(root, 'locales/glossary.json'), 'utf8')).thaiWords ?? [];
  const join_ = thaiWordJoiner(words);
  return {
    name: 'thai-line-breaks',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]locales[\\/]th[\\/][^\\/]+\.json$/.test(id.split('?')[0])) return null;
      return { code: JSON.stringify(mapStrings(JSON.parse(code), join_)), map: null };
    },
  };
}
