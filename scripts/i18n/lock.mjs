// Stale-translation tracking. For every locale, locales/<locale>.lock.json records, per namespace
// and key, a short hash of the English text the translation was made from (or last reviewed
// against). When the English text changes, its hash no longer matches: the key is *outdated* in
// every locale until a translator updates it and marks it reviewed (`npm run i18n:review`).
// locales/sources.lock.json keeps the English text of every hash still referenced, so the check can
// show the old and the new English side by side without digging through git history.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { compareCatalogue, flatten, PLURAL_SUFFIX } from './catalogue-checks.mjs';

// Beside the catalogue folders, not inside them: the app's catalogue glob (locales/*/*.json) and the
// checks never mistake a lock for a namespace.
const lockFile = (root, locale) => join(root, 'locales', `${locale}.lock.json`);
const sourcesFile = (root) => join(root, 'locales', 'sources.lock.json');

/** The first 8 hex digits of the SHA-256 of an English text. */
export function hashText(text) {
  return createHash('sha256').update(String(text)).digest('hex').slice(0, 8);
}

function readJson(file, fallback) {
  if (!existsSync(file)) return fallback;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return fallback;
  }
}

/** { ns: { key: hash } } for one locale (empty when the locale has no lock yet). */
export function readLock(root, locale) {
  return readJson(lockFile(root, locale), {});
}

export function readSources(root) {
  return readJson(sourcesFile(root), {});
}

/** Sorted, one key per line: diffs stay small and readable in review. */
function writeSorted(file, obj) {
  const sortDeep = (o) =>
    o && typeof o === 'object' && !Array.isArray(o) ? Object.fromEntries(Object.keys(o).sort().map((k) => [k, sortDeep(o[k])])) : o;
  writeFileSync(file, `${JSON.stringify(sortDeep(obj), null, 2)}\n`);
}

/** Keys of a translation that count as translated (present, not empty, placeholders and tags intact). */
function translatedKeys(enData, data, locale) {
  const bad = new Set(compareCatalogue(enData, data, { locale }).map((p) => p.key));
  const flatEn = flatten(enData);
  return Object.keys(flatten(data)).filter((k) => !bad.has(k) && typeof flatEn[k] === 'string');
}

/** The English text a (possibly plural) key of a locale is based on: `x_few` → English `x_other`. */
function englishFor(flatEn, key) {
  if (key in flatEn) return flatEn[key];
  const base = key.replace(PLURAL_SUFFIX, '');
  return flatEn[`${base}_other`];
}

/**
 * Keys of a locale's catalogues whose English changed since they were translated, or that were
 * never recorded as reviewed. Returns [{ ns, key, file, oldEnglish, newEnglish, reason }].
 */
export function outdatedKeys(root, locale, english, catalogues) {
  const lock = readLock(root, locale);
  const sources = readSources(root);
  const out = [];
  for (const [ns, en] of Object.entries(english)) {
    const cat = catalogues[ns];
    if (!en.data || !cat?.data) continue;
    const flatEn = flatten(en.data);
    for (const key of translatedKeys(en.data, cat.data, locale)) {
      const newEnglish = englishFor(flatEn, key);
      if (newEnglish === undefined) continue;
      const recorded = lock[ns]?.[key];
      if (recorded === hashText(newEnglish)) continue;
      out.push({
        ns,
        key,
        file: `locales/${locale}/${ns}.json`,
        newEnglish,
        oldEnglish: recorded ? sources[recorded] : undefined,
        reason: recorded ? 'changed' : 'unreviewed',
      });
    }
  }
  return out;
}

/** Counts of outdated keys per namespace: { ns: n }. */
export function outdatedCounts(root, locale, english, catalogues) {
  const counts = {};
  for (const o of outdatedKeys(root, locale, english, catalogues)) counts[o.ns] = (counts[o.ns] ?? 0) + 1;
  return counts;
}

/** One line for the check's output: file, key, and the English before and after. */
export function describeOutdated(o) {
  const show = (s) => JSON.stringify(s.length > 140 ? `${s.slice(0, 137)}…` : s);
  if (o.reason === 'unreviewed') {
    return `${o.file}: "${o.key}": translated but never marked reviewed against English ${show(o.newEnglish)} (run npm run i18n:review -- ${o.file.split('/')[1]} ${o.ns})`;
  }
  const before = o.oldEnglish === undefined ? '(old text not recorded)' : show(o.oldEnglish);
  return `${o.file}: "${o.key}": outdated: English changed from ${before} to ${show(o.newEnglish)}; update the translation, then npm run i18n:review -- ${o.file.split('/')[1]} ${o.ns} ${o.key}`;
}

/**
 * Marks translations as reviewed against the current English: every translated key of the locale
 * (or of one namespace, or one key) gets the hash of today's English. Keys English no longer has
 * are dropped from the lock, and sources.json keeps only the texts some lock still refers to.
 * `keys` (a list) limits it to those keys of the namespace (the XLIFF import marks what it wrote).
 * `sparse` (an edition: `catalogues` is its own overlay) also drops the keys its catalogues no
 * longer hold, so the lock covers exactly the overlay's strings (the inherited ones are the base's).
 * Returns the number of keys recorded.
 */
export function review(root, locale, english, catalogues, { ns: onlyNs, key: onlyKey, keys: onlyKeys, allLocales = [], sparse = false } = {}) {
  const lock = readLock(root, locale);
  const sources = readSources(root);
  let recorded = 0;
  for (const [ns, en] of Object.entries(english)) {
    if (onlyNs && ns !== onlyNs) continue;
    const cat = catalogues[ns];
    if (!en.data || !cat?.data) continue;
    const flatEn = flatten(en.data);
    const keys = translatedKeys(en.data, cat.data, locale).filter((k) => (!onlyKey || k === onlyKey) && (!onlyKeys || onlyKeys.includes(k)));
    lock[ns] ??= {};
    for (const key of keys) {
      const text = englishFor(flatEn, key);
      if (text === undefined) continue;
      const h = hashText(text);
      lock[ns][key] = h;
      sources[h] = text;
      recorded += 1;
    }
  }
  // Drop entries English no longer has.
  for (const ns of Object.keys(lock)) {
    if (!english[ns]?.data) {
      delete lock[ns];
      continue;
    }
    const flatEn = flatten(english[ns].data);
    const held = sparse && !catalogues[ns]?.error ? flatten(catalogues[ns]?.data ?? {}) : undefined;
    for (const key of Object.keys(lock[ns])) {
      if (englishFor(flatEn, key) === undefined || (held && typeof held[key] !== 'string')) delete lock[ns][key];
    }
    if (!Object.keys(lock[ns]).length) delete lock[ns];
  }
  mkdirSync(join(root, 'locales'), { recursive: true });
  writeSorted(lockFile(root, locale), lock);
  // Keep only the sources some locale's lock still refers to.
  const referenced = new Set();
  for (const code of new Set([...allLocales, locale])) {
    const l = code === locale ? lock : readLock(root, code);
    for (const keys of Object.values(l)) for (const h of Object.values(keys)) referenced.add(h);
  }
  writeSorted(sourcesFile(root), Object.fromEntries(Object.entries(sources).filter(([h]) => referenced.has(h))));
  return recorded;
}
