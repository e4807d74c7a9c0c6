// The pseudo-locale transform: pure, no Node APIs, no imports. The app loads it in development and in
// the pseudo test build; scripts/pseudo-locale.mjs and the tests import it too (Node runs it as it
// is). See scripts/pseudo-locale.mjs for what it does and why.
export const PSEUDO_LOCALE = 'pseudo' as const;
export const PSEUDO_OPEN = '[';
export const PSEUDO_CLOSE = ']';
/** Share of extra length added to each string. */
export const EXPANSION = 0.35;

const ACCENTS: Record<string, string> = {
  a: 'á', b: 'ƀ', c: 'ç', d: 'ď', e: 'é', f: 'ƒ', g: 'ĝ', h: 'ĥ', i: 'í', j: 'ĵ', k: 'ķ', l: 'ļ', m: 'ḿ',
  n: 'ñ', o: 'ö', p: 'þ', q: 'ǫ', r: 'ŕ', s: 'š', t: 'ţ', u: 'ü', v: 'ṽ', w: 'ŵ', x: 'ẋ', y: 'ý', z: 'ž',
  A: 'Á', B: 'Ɓ', C: 'Ç', D: 'Ď', E: 'É', F: 'Ƒ', G: 'Ĝ', H: 'Ĥ', I: 'Í', J: 'Ĵ', K: 'Ķ', L: 'Ļ', M: 'Ḿ',
  N: 'Ñ', O: 'Ö', P: 'Þ', Q: 'Ǫ', R: 'Ŕ', S: 'Š', T: 'Ţ', U: 'Ü', V: 'Ṽ', W: 'Ŵ', X: 'Ẋ', Y: 'Ý', Z: 'Ž',
};

/** Every character the pseudo-locale puts on screen that English never does (for the e2e check). */
export const PSEUDO_CHARACTERS = Object.values(ACCENTS).join('');

const FILLER = 'ļöŕéḿ íþšüḿ ďöļöŕ šíţ áḿéţ çöñšéçţéţüŕ áďíþíšçíñĝ éļíţ šéď ďö éíüšḿöď ţéḿþöŕ';

/** Pieces a translation must keep verbatim: {{…}}, <tag>, </tag>, <tag/>, $t(…), &entity;. */
const PROTECTED = /(\{\{[^}]*\}\}|<\/?\s*[A-Za-z0-9_-]+[^<>]*>|\$t\([^)]*\)|&[A-Za-z0-9#]+;)/g;

const accent = (text: string) => text.replace(/[A-Za-z]/g, (c) => ACCENTS[c] ?? c);

function filler(length: number) {
  if (length <= 0) return '';
  let out = '';
  while (out.length < length) out += (out ? ' ' : '') + FILLER;
  return out.slice(0, length).trimEnd();
}

/** One string in the pseudo-locale. */
export function pseudoLocalize<T>(value: T): T;
export function pseudoLocalize(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  // Figures such as "200000" are read as numbers by the code: keep strings with neither letters nor placeholders.
  if (!/[A-Za-z]/.test(value.replace(PROTECTED, '')) && !/\{\{/.test(value)) return value;
  const pieces = value.split(PROTECTED);
  let visible = 0;
  const out = pieces.map((piece, i) => {
    if (i % 2 === 1) {
      if (piece.startsWith('{{')) visible += 4; // an interpolated value is about four characters
      return piece;
    }
    visible += piece.length;
    return accent(piece);
  });
  const pad = filler(Math.max(2, Math.round(visible * EXPANSION)));
  return `${PSEUDO_OPEN}${out.join('')} ${pad}${PSEUDO_CLOSE}`;
}

/** A whole catalogue (nested objects of strings) in the pseudo-locale. */
export function pseudoCatalogue<T>(catalogue: T): T;
export function pseudoCatalogue(catalogue: unknown): unknown {
  if (typeof catalogue === 'string') return pseudoLocalize(catalogue);
  if (Array.isArray(catalogue)) return catalogue.map(pseudoCatalogue);
  if (catalogue && typeof catalogue === 'object') {
    return Object.fromEntries(Object.entries(catalogue).map(([k, v]) => [k, pseudoCatalogue(v)]));
  }
  return catalogue;
}
