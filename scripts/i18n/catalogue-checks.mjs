// Checks of translation catalogues against English, the source language. Pure functions over
// parsed JSON so they can be tested on fixtures; scripts/i18n-check.mjs runs them over locales/.

/** Flattens nested catalogues to dotted keys: { a: { b: "x" } } → { "a.b": "x" }. */
export function flatten(obj, prefix = '', out = {}) {
  for (const [k, v] of Object.entries(obj ?? {})) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v !== null && typeof v === 'object' && !Array.isArray(v)) flatten(v, key, out);
    else out[key] = v;
  }
  return out;
}

const PLACEHOLDER = /\{\{\s*([^,}\s]+)\s*(?:,[^}]*)?\}\}/g;
const TAG = /<\s*(\/?)\s*([A-Za-z0-9_-]+)([^>]*?)(\/?)\s*>/g;
const NESTING = /\$t\(([^)]*)\)/g;

export function placeholdersOf(text) {
  return [...String(text).matchAll(PLACEHOLDER)].map((m) => m[1]).sort();
}

/** Tag names used as <Trans> components, with any attributes found inside them. */
export function tagsOf(text) {
  const names = [];
  const withAttributes = [];
  for (const m of String(text).matchAll(TAG)) {
    const [, closing, name, attrs] = m;
    if (!closing) names.push(name);
    if (attrs && attrs.trim()) withAttributes.push(name);
  }
  return { names: names.sort(), withAttributes };
}

export function nestingOf(text) {
  return [...String(text).matchAll(NESTING)].map((m) => m[1].split(',')[0].trim()).sort();
}

const same = (a, b) => a.length === b.length && a.every((x, i) => x === b[i]);

/** i18next plural suffixes of a key, e.g. "item_one" → "one". */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/**
 * Compares one locale's namespace with English. Returns problems as
 * { kind, key, message } objects; kind is one of missing, empty, type, placeholders, tags,
 * attributes, nesting, plural, extra.
 */
export function compareCatalogue(en, target, { locale } = {}) {
  const problems = [];
  const src = flatten(en);
  const dst = flatten(target);
  const pluralBases = new Map();
  for (const key of Object.keys(src)) {
    const m = key.match(PLURAL_SUFFIX);
    if (m) pluralBases.set(key.slice(0, -m[0].length), true);
  }
  for (const [key, enValue] of Object.entries(src)) {
    const pm = key.match(PLURAL_SUFFIX);
    if (pm && locale) continue; // plural keys are checked per base below, by the locale's own categories
    if (!(key in dst)) {
      problems.push({ kind: 'missing', key, message: 'missing (English has it)' });
      continue;
    }
    const value = dst[key];
    if (typeof value !== typeof enValue) {
      problems.push({ kind: 'type', key, message: `is ${typeof value}, English is ${typeof enValue}` });
      continue;
    }
    if (typeof value !== 'string') continue;
    problems.push(...compareStrings(key, enValue, value));
  }
  if (locale) {
    let categories;
    try {
      categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
    } catch {
      categories = ['other'];
    }
    for (const base of pluralBases.keys()) {
      const enOther = src[`${base}_other`];
      for (const cat of categories) {
        const key = `${base}_${cat}`;
        if (!(key in dst) || dst[key] === '') {
          problems.push({ kind: 'plural', key, message: `plural form "${cat}" missing (${locale} uses: ${categories.join(', ')})` });
        } else if (typeof enOther === 'string') {
          problems.push(...compareStrings(key, enOther, dst[key]));
        }
      }
    }
  }
  for (const key of Object.keys(dst)) {
    if (!(key in src) && !(PLURAL_SUFFIX.test(key) && pluralBases.has(key.replace(PLURAL_SUFFIX, '')))) {
      problems.push({ kind: 'extra', key, message: 'not in English (remove it, or add it to English first)' });
    }
  }
  return problems;
}

export function compareStrings(key, enValue, value) {
  const problems = [];
  if (value.trim() === '') {
    problems.push({ kind: 'empty', key, message: 'is empty' });
    return problems;
  }
  const a = placeholdersOf(enValue);
  const b = placeholdersOf(value);
  if (!same(a, b)) {
    problems.push({ kind: 'placeholders', key, message: `placeholders {{${b.join('}}, {{')}}} differ from English {{${a.join('}}, {{')}}}` });
  }
  const ta = tagsOf(enValue);
  const tb = tagsOf(value);
  if (!same(ta.names, tb.names)) {
    problems.push({ kind: 'tags', key, message: `tags <${tb.names.join('>, <')}> differ from English <${ta.names.join('>, <')}>` });
  }
  if (tb.withAttributes.length) {
    problems.push({ kind: 'attributes', key, message: `tag <${tb.withAttributes.join('>, <')}> has attributes: links and attributes stay in code` });
  }
  if (!same(nestingOf(enValue), nestingOf(value))) {
    problems.push({ kind: 'nesting', key, message: '$t(...) references differ from English' });
  }
  return problems;
}

/** JSON.parse with the line and column of a syntax error. */
export function parseJson(text) {
  try {
    return { data: JSON.parse(text) };
  } catch (err) {
    const m = String(err.message).match(/position (\d+)/);
    let line = 1;
    let column = 1;
    if (m) {
      const pos = Number(m[1]);
      const before = text.slice(0, pos);
      line = before.split('\n').length;
      column = pos - before.lastIndexOf('\n');
    } else {
      const lm = String(err.message).match(/line (\d+) column (\d+)/);
      if (lm) {
        line = Number(lm[1]);
        column = Number(lm[2]);
      }
    }
    return { error: `invalid JSON at line ${line}, column ${column}: ${err.message}`, line, column };
  }
}
