// Invisible key markers for the context build (`vite build --mode context`, made by
// `npm run i18n:context`). In that build the preview locale `pseudo` shows the English text, each
// string wrapped in two invisible markers that name its key, so the screenshot run can tell which
// key every piece of text on screen comes from, even where two keys share one English text.
// Pure and free of Node APIs: the app imports it (only in the context build) and the Node scripts
// and unit tests decode what the browser reads.
//
// A marker is made of Unicode tag characters (U+E0000–U+E007F), which browsers draw as nothing and
// which never open a line break (line-break class CM): the layout of the marked page is the layout
// of the English page.
//   opening marker: LANGUAGE TAG (U+E0001), the id in tag characters ("ns:key", ASCII), CANCEL TAG (U+E007F)
//   closing marker: LANGUAGE TAG, CANCEL TAG
// Strings without letters (figures such as "200000", which the code reads as numbers) stay as they are.

export const MARK_OPEN = '\u{E0001}';
export const MARK_END = '\u{E007F}';
const TAG_BASE = 0xe0000;

/** Tag characters for an ASCII id ("service-sem:banner.title"). */
export function encodeId(id) {
  let out = '';
  for (const ch of id) {
    const cp = ch.codePointAt(0);
    if (cp < 0x20 || cp > 0x7e) throw new Error(`context marker ids are printable ASCII: ${JSON.stringify(id)}`);
    out += String.fromCodePoint(TAG_BASE + cp);
  }
  return out;
}

/** The id of a key: "namespace:key.path". */
export const keyId = (ns, key) => `${ns}:${key}`;

/** "ns:key.path" → { ns, key }. */
export function splitId(id) {
  const at = id.indexOf(':');
  return { ns: id.slice(0, at), key: id.slice(at + 1) };
}

export function markText(id, text) {
  return `${MARK_OPEN}${encodeId(id)}${MARK_END}${text}${MARK_OPEN}${MARK_END}`;
}

/** A whole catalogue (nested objects of strings) with every string marked with its key. */
export function markCatalogue(ns, catalogue, prefix = '') {
  if (typeof catalogue === 'string') return /\p{L}/u.test(catalogue) ? markText(keyId(ns, prefix), catalogue) : catalogue;
  if (catalogue && typeof catalogue === 'object' && !Array.isArray(catalogue)) {
    return Object.fromEntries(Object.entries(catalogue).map(([k, v]) => [k, markCatalogue(ns, v, prefix ? `${prefix}.${k}` : k)]));
  }
  return catalogue;
}

/**
 * Reads one text (a text node's value, an attribute) of a marked page. `stack` holds the ids left
 * open by the texts before it (a marked string may span several text nodes: `<Trans>` splits it
 * around its tags) and is updated in place. Returns the visible pieces: { text, start, end, id }
 * with offsets into the given text (for a DOM Range) and the innermost open id (undefined: text
 * outside any marked string).
 */
export function parseMarked(text, stack = []) {
  const pieces = [];
  let i = 0;
  let start = 0;
  const flush = (end) => {
    if (end > start) pieces.push({ text: text.slice(start, end), start, end, id: stack.at(-1) });
  };
  while (i < text.length) {
    if (text.startsWith(MARK_OPEN, i)) {
      flush(i);
      let j = i + MARK_OPEN.length;
      let id = '';
      while (j < text.length && !text.startsWith(MARK_END, j)) {
        const cp = text.codePointAt(j);
        id += String.fromCodePoint(cp - TAG_BASE);
        j += cp > 0xffff ? 2 : 1;
      }
      j += MARK_END.length;
      if (id) stack.push(id);
      else stack.pop();
      i = j;
      start = i;
    } else {
      i += 1;
    }
  }
  flush(text.length);
  return pieces;
}

/** The text without its markers. */
export function stripMarkers(text) {
  return parseMarked(text, []).map((p) => p.text).join('');
}

/** Every id a text opens, in order (an attribute value, a document title). */
export function idsIn(text) {
  const ids = [];
  for (let i = text.indexOf(MARK_OPEN); i !== -1; i = text.indexOf(MARK_OPEN, i + MARK_OPEN.length)) {
    let id = '';
    for (let j = i + MARK_OPEN.length; j < text.length && !text.startsWith(MARK_END, j); j += 2) id += String.fromCodePoint(text.codePointAt(j) - TAG_BASE);
    if (id && !ids.includes(id)) ids.push(id);
  }
  return ids;
}
