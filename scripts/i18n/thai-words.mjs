// Thai has no spaces between words, so browsers find line breaks with a dictionary, and that
// dictionary cuts English loanwords written in Thai in the middle (ทีมคอน|เทนต์, โซ|เชียลมีเดีย).
// The glossary (locales/glossary.json, `thaiWords`) lists those words. At build time a WORD JOINER
// (U+2060, invisible, "no break here") goes into each listed word of a Thai catalogue string at the
// places where the dictionary would cut it in that string, and nowhere else: a line can break before
// or after the word but never inside it, and a word the dictionary keeps whole stays as it was
// written, for screen readers, voice control, search engines and copied text.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const WORD_JOINER = '\u2060';

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Markup of a catalogue string that is not text on the page: `<tech>`, `</tech>`, `<br/>`. */
const TAG = /<\/?[A-Za-z0-9][^<>]*>/g;

/**
 * A function that joins the listed words inside a text where the Thai dictionary would cut them.
 * The text is read as the page shows it (tags removed), so the dictionary sees the same run of
 * letters as the browser. The cuts are the word boundaries of `Intl.Segmenter` with its Thai
 * dictionary (ICU's, the one browsers break lines with). A joiner splits the run in two, and the
 * dictionary may then cut a part elsewhere, so the joining repeats until no cut is left inside a
 * listed word.
 */
export function thaiWordJoiner(words) {
  const list = [...new Set(words)].filter(Boolean).sort((a, b) => b.length - a.length);
  if (!list.length) return (text) => text;
  const re = new RegExp(list.map(escape).join('|'), 'gu');
  const segmenter = new Intl.Segmenter('th', { granularity: 'word' });
  return (input) => {
    const base = input.replaceAll(WORD_JOINER, '');
    const markup = new Set();
    for (const m of base.matchAll(TAG)) for (let i = m.index; i < m.index + m[0].length; i++) markup.add(i);
    const joins = new Set(); // offsets in `base` before which a joiner goes
    // The text as shown, with the joiners so far, and for each of its units its offset in `base`
    // (a joiner takes the offset of the letter it precedes).
    const show = () => {
      let text = '';
      const at = [];
      for (let i = 0; i < base.length; i++) {
        if (markup.has(i)) continue;
        if (joins.has(i)) {
          text += WORD_JOINER;
          at.push(i);
        }
        text += base[i];
        at.push(i);
      }
      return { text, at };
    };
    // The listed words of the text as shown, as [start, end) offsets in `base` (a word may run across a tag).
    const shown = show();
    const listed = [...shown.text.matchAll(re)].map((m) => [shown.at[m.index], shown.at[m.index + m[0].length - 1] + 1]);
    if (!listed.length) return base;
    for (let round = 0, added = true; added && round < 64; round++) {
      added = false;
      const { text, at } = round ? show() : shown;
      for (const { index } of segmenter.segment(text)) {
        if (index === 0 || text[index] === WORD_JOINER || text[index - 1] === WORD_JOINER) continue;
        const i = at[index];
        if (listed.some(([start, end]) => start < i && i < end)) {
          joins.add(i);
          added = true;
        }
      }
    }
    let out = '';
    for (let i = 0; i < base.length; i++) out += (joins.has(i) ? WORD_JOINER : '') + base[i];
    return out;
  };
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
