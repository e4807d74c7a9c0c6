// Checks of translation catalogues against English, the source language. Pure functions over
// parsed JSON, so they can be tested on fixtures; scripts/i18n-check.mjs runs them over locales/.
//
// A problem is { kind, key, message }. Kinds that make a key count as untranslated (and fail CI for
// a shipped locale): missing, empty, type, placeholders, formatter, tags, unclosed, attributes,
// nesting, plural. `extra` (a key English does not have) is only reported.

/** Flattens nested catalogues to dotted keys: { a: { b: "x" } } → { "a.b": "x" }. */
export function flatten(obj, prefix = '', out = {}) {
  for (const [k, v] of Object.entries(obj ?? {})) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v !== null && typeof v === 'object' && !Array.isArray(v)) flatten(v, key, out);
    else out[key] = v;
  }
  return out;
}

const PLACEHOLDER = /\{\{\s*-?\s*([^,}\s]+)\s*(?:,\s*([^}]*?))?\s*\}\}/g;
const TAG = /<\s*(\/?)\s*([A-Za-z0-9_-]+)([^<>]*?)(\/?)\s*>/g;
const NESTING = /\$t\(([^)]*)\)/g;

/** `{{name}}` → "name"; `{{value, compact}}` → "value, compact" (the formatter is part of it). */
export function placeholdersOf(text) {
  return [...String(text).matchAll(PLACEHOLDER)].map((m) => ({ name: m[1], format: (m[2] ?? '').trim() }));
}

/**
 * Tags used as <Trans> components: opening names (sorted), closing names, self-closing names, and
 * tags written with attributes.
 */
export function tagsOf(text) {
  const names = [];
  const withAttributes = [];
  const stack = [];
  const unbalanced = [];
  for (const m of String(text).matchAll(TAG)) {
    const [raw, closing, name, attrs, selfClosing] = m;
    if (attrs && attrs.trim()) withAttributes.push(raw);
    if (closing) {
      if (stack.at(-1) === name) stack.pop();
      else unbalanced.push(`</${name}>`);
    } else {
      names.push(name);
      if (!selfClosing && !/\/\s*$/.test(attrs ?? '')) stack.push(name);
    }
  }
  unbalanced.push(...stack.map((n) => `<${n}>`));
  return { names: names.sort(), withAttributes, unbalanced };
}

export function nestingOf(text) {
  return [...String(text).matchAll(NESTING)].map((m) => m[1].split(',')[0].trim()).sort();
}

/** Elements of `a` not in `b`, counting repeats. */
function minus(a, b) {
  const rest = [...b];
  return a.filter((x) => {
    const i = rest.indexOf(x);
    if (i === -1) return true;
    rest.splice(i, 1);
    return false;
  });
}

const list = (xs, wrap) => xs.map(wrap).join(', ');

/** i18next plural suffixes of a key, e.g. "item_one" → "one". */
export const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

export function pluralCategories(locale) {
  try {
    return new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
  } catch {
    return ['other'];
  }
}

/** Plural bases of a flattened English catalogue: "items" when it has "items_one"/"items_other". */
export function pluralBases(flatEn) {
  const bases = new Set();
  for (const key of Object.keys(flatEn)) {
    const m = key.match(PLURAL_SUFFIX);
    if (m) bases.add(key.slice(0, -m[0].length));
  }
  return bases;
}

/** The keys a locale must have for one English namespace (plural keys by the locale's own categories). */
export function expectedKeys(en, locale) {
  const src = flatten(en);
  const bases = pluralBases(src);
  const keys = Object.keys(src).filter((k) => !(PLURAL_SUFFIX.test(k) && bases.has(k.replace(PLURAL_SUFFIX, ''))));
  for (const base of bases) for (const cat of pluralCategories(locale)) keys.push(`${base}_${cat}`);
  return keys;
}

/**
 * Problems of English itself: values must be non-empty strings in nested objects (no arrays, no
 * numbers: translators need a stable key for every text), tags balanced and without attributes, and
 * plural keys complete for English's categories.
 */
export function checkEnglish(en) {
  const problems = [];
  const src = flatten(en);
  for (const [key, value] of Object.entries(src)) {
    if (Array.isArray(value)) {
      problems.push({ kind: 'type', key, message: 'is an array: use an object with a meaningful key for each text' });
    } else if (typeof value !== 'string') {
      problems.push({ kind: 'type', key, message: `is ${value === null ? 'null' : typeof value}: every value must be a text (write numbers as "200000")` });
    } else if (value.trim() === '') {
      problems.push({ kind: 'empty', key, message: 'is empty' });
    } else {
      const tags = tagsOf(value);
      if (tags.withAttributes.length) {
        problems.push({ kind: 'attributes', key, message: `tag ${tags.withAttributes.join(', ')} has attributes: links and attributes belong in code, the text only names the tag` });
      }
      if (tags.unbalanced.length) problems.push({ kind: 'unclosed', key, message: `tag ${[...new Set(tags.unbalanced)].join(', ')} is not closed or not opened` });
    }
  }
  for (const base of pluralBases(src)) {
    for (const cat of pluralCategories('en')) {
      if (!(`${base}_${cat}` in src)) problems.push({ kind: 'plural', key: `${base}_${cat}`, message: `plural form "${cat}" missing (English uses: ${pluralCategories('en').join(', ')})` });
    }
  }
  return problems;
}

/**
 * Compares one locale's namespace with English. Plural keys are checked by the locale's own
 * Intl.PluralRules categories: Thai needs only `_other`, Polish `_one`, `_few`, `_many`, `_other`.
 */
export function compareCatalogue(en, target, { locale = 'en' } = {}) {
  const problems = [];
  const src = flatten(en);
  const dst = flatten(target);
  const bases = pluralBases(src);
  const isPluralKey = (k) => PLURAL_SUFFIX.test(k) && bases.has(k.replace(PLURAL_SUFFIX, ''));

  for (const [key, enValue] of Object.entries(src)) {
    if (isPluralKey(key)) continue; // checked per base below, by the locale's own categories
    if (!(key in dst)) {
      const inside = Object.keys(dst).find((k) => k.startsWith(`${key}.`));
      if (inside) problems.push({ kind: 'type', key, message: `is a group of keys (${inside}), English has a text` });
      else problems.push({ kind: 'missing', key, message: 'missing (English has it)' });
      continue;
    }
    const value = dst[key];
    if (typeof value !== 'string' || typeof enValue !== 'string') {
      if (typeof value !== typeof enValue || Array.isArray(value) !== Array.isArray(enValue)) {
        const what = (v) => (Array.isArray(v) ? 'a list' : v === null ? 'null' : typeof v === 'string' ? 'a text' : typeof v);
        problems.push({ kind: 'type', key, message: `is ${what(value)}, English has ${what(enValue)}` });
      }
      continue;
    }
    problems.push(...compareStrings(key, enValue, value));
  }

  const categories = pluralCategories(locale);
  for (const base of bases) {
    const enOther = src[`${base}_other`] ?? src[`${base}_one`];
    for (const cat of categories) {
      const key = `${base}_${cat}`;
      if (!(key in dst)) {
        problems.push({ kind: 'plural', key, message: `plural form "${cat}" missing (${locale} uses: ${categories.join(', ')})` });
      } else if (typeof dst[key] !== 'string') {
        problems.push({ kind: 'type', key, message: 'must be a text' });
      } else if (typeof enOther === 'string') {
        problems.push(...compareStrings(key, enOther, dst[key]));
      }
    }
  }

  const srcKeys = Object.keys(src);
  for (const key of Object.keys(dst)) {
    if (key in src || isPluralKey(key)) continue;
    if (srcKeys.some((k) => key.startsWith(`${k}.`))) continue; // reported above as a group where English has a text
    const child = srcKeys.find((k) => k.startsWith(`${key}.`));
    if (child) problems.push({ kind: 'type', key, message: `is a text, English has a group of keys here (${child}, …)` });
    else problems.push({ kind: 'extra', key, message: 'is not in English (remove it, or ask for it to be added to English first)' });
  }
  return problems;
}

/** Compares one translated text with its English source. */
export function compareStrings(key, enValue, value) {
  const problems = [];
  if (value.trim() === '') {
    problems.push({ kind: 'empty', key, message: 'is empty' });
    return problems;
  }
  const a = placeholdersOf(enValue);
  const b = placeholdersOf(value);
  const missing = minus(a.map((p) => p.name), b.map((p) => p.name));
  const unexpected = minus(b.map((p) => p.name), a.map((p) => p.name));
  if (missing.length || unexpected.length) {
    const parts = [];
    if (missing.length) parts.push(`missing ${list(missing, (n) => `{{${n}}}`)}`);
    if (unexpected.length) parts.push(`unknown ${list(unexpected, (n) => `{{${n}}}`)}`);
    problems.push({
      kind: 'placeholders',
      key,
      message: `placeholders differ from English: ${parts.join('; ')} (English has ${a.length ? list(a, (p) => `{{${p.name}}}`) : 'none'}; keep them exactly as written)`,
    });
  } else {
    for (const p of b) {
      const source = a.find((q) => q.name === p.name);
      if (source && source.format !== p.format) {
        const show = (q) => `{{${q.name}${q.format ? `, ${q.format}` : ''}}}`;
        problems.push({ kind: 'formatter', key, message: `placeholder ${show(p)} must be written ${show(source)} as in English (the part after the comma formats the value)` });
      }
    }
  }
  const ta = tagsOf(enValue);
  const tb = tagsOf(value);
  // Which tag names are used matters; how often does not (a translation may need a tag twice).
  const distinct = (xs) => [...new Set(xs)];
  const tagMissing = distinct(ta.names).filter((n) => !tb.names.includes(n));
  const tagUnexpected = distinct(tb.names).filter((n) => !ta.names.includes(n));
  if (tagMissing.length || tagUnexpected.length) {
    const parts = [];
    if (tagMissing.length) parts.push(`missing ${list(tagMissing, (n) => `<${n}>`)}`);
    if (tagUnexpected.length) parts.push(`unknown ${list(tagUnexpected, (n) => `<${n}>`)}`);
    problems.push({
      kind: 'tags',
      key,
      message: `tags differ from English: ${parts.join('; ')} (English has ${ta.names.length ? list(ta.names, (n) => `<${n}>`) : 'none'}; keep the tag names, translate the text between them)`,
    });
  } else if (tb.unbalanced.length) {
    const names = distinct(tb.unbalanced);
    problems.push({
      kind: 'unclosed',
      key,
      message: `tag ${names.join(', ')} is not closed or not opened (write it as in English: <name>text</name>)`,
    });
  }
  if (tb.withAttributes.length) {
    problems.push({
      kind: 'attributes',
      key,
      message: `tag ${tb.withAttributes.join(', ')} has attributes: a translation may only name the tag (<name>…</name>); links and attributes stay in code`,
    });
  }
  const na = nestingOf(enValue);
  const nb = nestingOf(value);
  if (na.join('|') !== nb.join('|')) {
    problems.push({ kind: 'nesting', key, message: `$t(…) references differ from English (English: ${na.length ? na.map((n) => `$t(${n})`).join(', ') : 'none'})` });
  }
  return problems;
}

/** JSON.parse with the line and column of a syntax error. A leading byte-order mark is ignored. */
export function parseJson(text) {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  try {
    const data = JSON.parse(body);
    if (data === null || typeof data !== 'object' || Array.isArray(data)) {
      return { error: 'the file must hold one JSON object { … }', line: 1, column: 1 };
    }
    return { data };
  } catch (err) {
    const msg = String(err.message);
    let line = 1;
    let column = 1;
    const lm = msg.match(/line (\d+) column (\d+)/);
    const pm = msg.match(/position (\d+)/);
    if (lm) {
      line = Number(lm[1]);
      column = Number(lm[2]);
    } else if (pm) {
      const pos = Number(pm[1]);
      const before = body.slice(0, pos);
      line = before.split('\n').length;
      column = pos - before.lastIndexOf('\n');
    } else if (/end of JSON input/i.test(msg)) {
      line = body.split('\n').length;
    }
    const reason = msg.replace(/\s*\(line \d+ column \d+\)/, '').replace(/ in JSON at position \d+/, '').replace(/^JSON\.parse: /, '');
    return { error: `invalid JSON at line ${line}, column ${column}: ${reason}${hint(body, line)}`, line, column };
  }
}

/** A translator-friendly guess at the cause of a JSON syntax error. */
function hint(text, line) {
  const lines = text.split('\n');
  const here = lines[line - 1] ?? '';
  const prev = lines.slice(0, line - 1).reverse().find((l) => l.trim()) ?? '';
  if (/^\s*[}\]]/.test(here) && /,\s*$/.test(prev)) return ' (remove the comma at the end of the line before)';
  if (/^\s*"/.test(here) && /["}\]]\s*$/.test(prev) && !/,\s*$/.test(prev)) return ' (a comma is probably missing at the end of the line before)';
  if (/“|”/.test(here)) return ' (use straight quotes " around keys and texts; write curly quotes inside a text only)';
  return '';
}
