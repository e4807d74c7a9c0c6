// XLIFF 1.2 export and import of the catalogues, for translators working in CAT tools (memoQ,
// Trados, Phrase…). Reading and writing XLIFF is the `xliff` package's; this module decides what
// goes in a file and checks what comes back.
//
// One file per locale, one <file original="<ns>.json"> per namespace, one <trans-unit> per key the
// locale needs (plural keys by the locale's own CLDR categories), with:
//   - <source> the English, <target> the current translation (empty when there is none);
//   - the state from the lock file (locales/<locale>.lock.json) on <target state="…">:
//       new         no translation yet                               state="new"
//       broken      a translation the check refuses (placeholders…)  state="needs-translation"
//       outdated    the English changed since it was reviewed        state="needs-review-translation"
//       translated  translated, never marked reviewed                state="translated"
//       reviewed    reviewed against the current English             state="signed-off", approved="yes"
//   - <note>s: the context note, the screens, the element role, the screenshot file and number,
//     the old English of an outdated unit, and the plural form;
//   - maxwidth="N" size-unit="char" where the layout limits the text (locales/en/_context/);
//   - placeholders ({{name}}), tags (<b>…</b>, <br/>), $t(…) and entities as inline codes: <ph> for
//     a code that stands alone, <bpt>/<ept> around tagged text, so a CAT tool never lets them be edited.
//
// Import checks every changed unit before it writes anything (see checkImport) and then updates the
// catalogues and their locks in one step (see applyImport).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { jsToXliff12, xliff12ToJs } from 'xliff';
import { compareStrings, expectedKeys, flatten, PLURAL_SUFFIX, pluralBases, pluralCategories } from './catalogue-checks.mjs';
import { loadCatalogues, loadShownCatalogues } from './coverage.mjs';
import { LOCALES } from '../../src/i18n/locales.ts';
import { baseOf } from './project.mjs';
import { checkGlossary, readGlossary } from './glossary.mjs';
import { outdatedKeys, review } from './lock.mjs';
import { EVERY_SCREEN, readContext, readShotsIndex } from './context-store.mjs';

/** XLIFF 1.2 target states of our states (see above). */
export const XLIFF_STATE = {
  new: 'new',
  broken: 'needs-translation',
  outdated: 'needs-review-translation',
  translated: 'translated',
  reviewed: 'signed-off',
};

/** Inline codes a translation keeps verbatim (as the pseudo-locale protects them, src/i18n/pseudo.ts). */
const CODE = /(\{\{[^}]*\}\}|<\/?\s*[A-Za-z0-9_-]+[^<>]*>|\$t\([^)]*\)|&[A-Za-z0-9#]+;)/g;

/** Pieces of a text: strings, and codes { code, kind: 'ph' | 'open' | 'close', name }. */
export function splitCodes(text) {
  return String(text)
    .split(CODE)
    .map((piece, i) => {
      if (i % 2 === 0) return piece;
      const tag = piece.match(/^<\s*(\/?)\s*([A-Za-z0-9_-]+)[^<>]*?(\/?)\s*>$/);
      if (!tag || tag[3]) return { code: piece, kind: 'ph' };
      return { code: piece, kind: tag[1] ? 'close' : 'open', name: tag[2] };
    })
    .filter((p) => p !== '');
}

/**
 * The value of a <source> or <target> for the xliff package: text and inline codes. Codes get the
 * ids of the source's codes (`sourceIds`, from the source's own call), so that a target's
 * {{name}} is the same <ph id> as the source's; a code the source lacks gets a new id.
 */
export function toInline(text, sourceIds) {
  const ids = sourceIds ?? { ph: [], open: [], next: 1 };
  const own = !sourceIds;
  const usedPh = new Set();
  const usedOpen = new Set();
  const stack = [];
  let next = ids.next;
  const value = splitCodes(text).map((p) => {
    if (typeof p === 'string') return p;
    if (p.kind === 'ph') {
      let id;
      if (own) {
        id = String(next++);
        ids.ph.push({ id, code: p.code });
      } else {
        id = ids.ph.find((x) => x.code === p.code && !usedPh.has(x.id))?.id ?? String(next++);
      }
      usedPh.add(id);
      return { Span: { id, contents: p.code } };
    }
    if (p.kind === 'open') {
      let id;
      if (own) {
        id = String(next++);
        ids.open.push({ id, code: p.code, name: p.name });
      } else {
        id = ids.open.find((x) => x.name === p.name && !usedOpen.has(x.id))?.id ?? String(next++);
      }
      usedOpen.add(id);
      stack.push({ id, name: p.name });
      return { SpanStart: { id, contents: p.code } };
    }
    const at = stack.map((s) => s.name).lastIndexOf(p.name);
    const id = at === -1 ? String(next++) : stack.splice(at, 1)[0].id;
    return { SpanEnd: { id, contents: p.code } };
  });
  if (own) ids.next = next;
  return { value: value.length ? value : '', ids };
}

/** The native codes of a source value by element and id: { 'ph:1': '{{name}}', 'bpt:2': '<b>', 'ept:2': '</b>' }. */
function codesById(value) {
  const out = {};
  for (const v of Array.isArray(value) ? value : [value]) {
    if (!v || typeof v !== 'object') continue;
    const [type, el] = Object.entries(v)[0];
    out[`${type}:${el.id}`] = textOf(el.contents);
  }
  return out;
}

function textOf(contents) {
  if (contents === undefined || contents === null) return '';
  if (typeof contents === 'string') return contents;
  if (Array.isArray(contents)) return contents.map(textOf).join('');
  const [, el] = Object.entries(contents)[0];
  return textOf(el.contents);
}

const TYPE_WORD = { Span: 'placeholder', SpanStart: 'opening tag', SpanEnd: 'closing tag', Standalone: 'code', GenericSpan: 'tag', GenericSpanStart: 'opening tag', GenericSpanEnd: 'closing tag' };

/**
 * Back from a <target> value to catalogue text: each inline code becomes the source's code of the
 * same element and id. Returns { text, problems } where problems name codes that were edited or
 * that the source does not have.
 */
export function fromInline(value, sourceValue) {
  const source = codesById(sourceValue);
  const problems = [];
  let text = '';
  for (const v of Array.isArray(value) ? value : [value]) {
    if (v === undefined || v === null) continue;
    if (typeof v === 'string') {
      text += v;
      continue;
    }
    const [type, el] = Object.entries(v)[0];
    const kind = type === 'Standalone' ? 'Span' : type === 'GenericSpanStart' ? 'SpanStart' : type === 'GenericSpanEnd' ? 'SpanEnd' : type;
    const expected = source[`${kind}:${el.id}`];
    const written = textOf(el.contents);
    if (type === 'GenericSpan' || type === 'Marker') {
      // <g>/<mrk> a tool may wrap text in: keep the text, the wrapper means nothing to the site.
      text += textOf(el.contents);
      continue;
    }
    if (expected === undefined) {
      problems.push(`has a ${TYPE_WORD[type] ?? 'code'} the English does not have (${written ? `"${written}"` : `id ${el.id}`}): delete it`);
      text += written;
    } else if (written && written !== expected) {
      problems.push(`the ${TYPE_WORD[type] ?? 'code'} "${expected}" was edited into "${written}": a protected code must stay as it is`);
      text += written;
    } else {
      text += expected;
    }
  }
  return { text, problems };
}

/** The English a (possibly plural) key of a locale translates: `x_few` → English `x_other`. */
function englishFor(flatEn, key) {
  if (key in flatEn) return flatEn[key];
  return flatEn[`${key.replace(PLURAL_SUFFIX, '')}_other`];
}

const describeScreens = (screens) => (screens.includes(EVERY_SCREEN) ? 'every screen (header or footer)' : screens.map((s) => `#${s}`).join(', '));

/**
 * The units of one locale: [{ ns, key, source, target, state, maxLength, notes, shots }].
 * `outdatedOnly` keeps the units that need work (every state but reviewed).
 */
export function buildUnits(root, locale, { outdatedOnly = false } = {}) {
  const english = loadCatalogues(root, 'en');
  const catalogues = loadCatalogues(root, locale);
  // An edition (zh-TW over zh-HK) exports every text as its readers see it: its own where it has
  // one, else the base's, marked as inherited, so a translator sees the whole page and changes only
  // what the region writes differently.
  const editionBase = baseOf(LOCALES, locale);
  const shown = editionBase ? loadShownCatalogues(root, locale, LOCALES) : catalogues;
  const baseStale = editionBase ? new Map(outdatedKeys(root, editionBase, english, loadCatalogues(root, editionBase)).map((o) => [`${o.ns}|${o.key}`, o])) : new Map();
  const context = readContext(root);
  const shotsIndex = readShotsIndex(root);
  const shotsOf = new Map();
  for (const shot of shotsIndex?.shots ?? []) {
    for (const k of shot.keys) {
      const list = shotsOf.get(k.id) ?? [];
      list.push({ file: shot.file, n: k.n });
      shotsOf.set(k.id, list);
    }
  }
  const stale = new Map(outdatedKeys(root, locale, english, catalogues).map((o) => [`${o.ns}|${o.key}`, o]));
  const units = [];
  for (const [ns, en] of Object.entries(english)) {
    if (!en.data) continue;
    const flatEn = flatten(en.data);
    const flatOwn = flatten(catalogues[ns]?.data ?? {});
    const flatT = flatten(shown[ns]?.data ?? {});
    const bases = pluralBases(flatEn);
    for (const key of expectedKeys(en.data, locale)) {
      const source = englishFor(flatEn, key);
      if (typeof source !== 'string') continue;
      const current = flatT[key];
      const inherited = editionBase !== undefined && typeof flatOwn[key] !== 'string' && typeof current === 'string';
      const staleHere = inherited ? baseStale : stale;
      let state = 'reviewed';
      if (typeof current !== 'string' || current.trim() === '') state = 'new';
      else if (compareStrings(key, source, current).length) state = 'broken';
      else if (staleHere.has(`${ns}|${key}`)) state = staleHere.get(`${ns}|${key}`).reason === 'changed' ? 'outdated' : 'translated';
      if (outdatedOnly && state === 'reviewed') continue;
      const base = key.replace(PLURAL_SUFFIX, '');
      const plural = PLURAL_SUFFIX.test(key) && bases.has(base) ? key.match(PLURAL_SUFFIX)[1] : undefined;
      const contextKey = plural ? `${base}_other` : key;
      const ctx = context[ns]?.[contextKey] ?? context[ns]?.[key] ?? {};
      const notes = [];
      if (inherited) notes.push(`Inherited from ${editionBase}: keep it unless ${locale} writes it differently (a text left as it is stays the ${editionBase} one)`);
      if (ctx.note) notes.push(`Context: ${ctx.note}`);
      if (ctx.screens?.length) notes.push(`Screens: ${describeScreens(ctx.screens)}`);
      else if (ctx.documents?.length) notes.push(`Not on screen: in the document head of ${ctx.documents.map((s) => `#${s}`).join(', ')}`);
      if (ctx.roles?.length) notes.push(`Role: ${ctx.roles.join(', ')}`);
      if (ctx.maxLength !== undefined) notes.push(`Maximum length: ${ctx.maxLength} characters (measured on the layout)`);
      const shots = (shotsOf.get(`${ns}:${contextKey}`) ?? []).slice(0, 4);
      if (shots.length) notes.push(`Screenshot: ${shots.map((s) => `${s.file.replace(/^screens\//, '')} (#${s.n})`).join(', ')}`);
      if (!/\p{L}/u.test(source) && !splitCodes(source).some((p) => typeof p !== 'string')) notes.push('A number the site reads: keep it exactly as in English.');
      if (plural) notes.push(`Plural form "${plural}" (${locale} uses: ${pluralCategories(locale).join(', ')})`);
      if (state === 'outdated') {
        const old = staleHere.get(`${ns}|${key}`).oldEnglish;
        notes.push(`English changed from: ${old === undefined ? '(not recorded)' : old}`);
      }
      units.push({ ns, key, source, target: typeof current === 'string' ? current : '', state, maxLength: ctx.maxLength, notes, shots: shots.map((s) => s.file) });
    }
  }
  return units;
}

const INDENT = { file: 1, body: 2, 'trans-unit': 3, source: 4, target: 4, note: 4 };

/** One structural element per line, indented; text and inline codes untouched. */
function layout(xml) {
  return xml
    .replace(/<(\/?)(file|body|trans-unit|source|target|note)\b/g, (m, close, name) => {
      const blockClose = close && (name === 'file' || name === 'body' || name === 'trans-unit');
      if (close && !blockClose) return m;
      return `\n${'  '.repeat(INDENT[name])}${m}`;
    })
    .replace(/<\/xliff>/, '\n</xliff>');
}

/** XLIFF 1.2 text of units, through the xliff package. */
export async function writeXliff(units, locale) {
  const resources = {};
  const states = [];
  for (const u of units) {
    const file = `${u.ns}.json`;
    resources[file] ??= {};
    const src = toInline(u.source);
    const attributes = { resname: u.key };
    if (u.maxLength !== undefined) Object.assign(attributes, { maxwidth: String(u.maxLength), 'size-unit': 'char' });
    attributes.approved = u.state === 'reviewed' ? 'yes' : 'no';
    resources[file][u.key] = {
      source: src.value,
      target: toInline(u.target, src.ids).value,
      ...(u.notes.length ? { note: u.notes.length === 1 ? u.notes[0] : u.notes } : {}),
      additionalAttributes: attributes,
    };
    states.push(XLIFF_STATE[u.state]);
  }
  // Written without indentation (the package's indentation would put spaces and line breaks inside
  // <source> and <target> around inline codes, where they would become part of the text), then
  // laid out one structural element per line.
  const flat = await jsToXliff12({ sourceLanguage: 'en', targetLanguage: locale, resources }, { indent: '' });
  const xml = layout(flat);
  // The xliff package writes no attribute on <target>: its state goes on here, one <target> per
  // unit in the order of the units (a text's "<" is always escaped, so every match is an element).
  let i = 0;
  const withStates = xml.replace(/<target(\/?)>/g, (_, selfClosing) => `<target state="${states[i++]}"${selfClosing}>`);
  if (i !== states.length) throw new Error(`XLIFF export: ${i} <target> elements for ${states.length} units`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n${withStates}\n`;
}

/** Parses an XLIFF 1.2 file into { locale, units: [{ ns, key, source, target, approved }] }. */
export async function readXliff(text) {
  const js = await xliff12ToJs(text, { captureSpacesBetweenElements: true });
  if (js instanceof Error) throw js;
  const units = [];
  for (const [file, resources] of Object.entries(js.resources ?? {})) {
    const ns = file.replace(/\.json$/, '');
    const walk = (group) => {
      for (const [id, unit] of Object.entries(group)) {
        if (unit.groupUnits) walk(unit.groupUnits);
        else units.push({ ns, key: unit.additionalAttributes?.resname ?? id, source: unit.source ?? '', target: unit.target, approved: unit.additionalAttributes?.approved === 'yes', maxwidth: unit.additionalAttributes?.maxwidth });
      }
    };
    walk(resources);
  }
  return { locale: js.targetLanguage, sourceLocale: js.sourceLanguage, units };
}

/** Unicode scripts a locale writes in, from its CLDR likely script (Intl.Locale#maximize). */
const SCRIPT_LETTERS = {
  Latn: ['Latin'],
  Thai: ['Thai'],
  Hans: ['Han'],
  Hant: ['Han'],
  Jpan: ['Han', 'Hiragana', 'Katakana'],
  Kore: ['Hangul', 'Han'],
};
const SCRIPT_NAMES = ['Latin', 'Thai', 'Han', 'Hiragana', 'Katakana', 'Hangul', 'Cyrillic', 'Greek', 'Arabic', 'Hebrew', 'Devanagari', 'Khmer', 'Lao', 'Myanmar'];
const SCRIPT_WORD = { Latin: 'Latin', Thai: 'Thai', Han: 'Chinese characters (Han)', Hiragana: 'hiragana', Katakana: 'katakana', Hangul: 'Hangul' };

export function scriptsOf(locale) {
  const script = new Intl.Locale(locale).maximize().script;
  return SCRIPT_LETTERS[script] ?? [];
}

/**
 * Script problem of a target, or undefined. Latin letters are always allowed (brand names, SEO,
 * KOL stay in Latin letters everywhere); letters of any other script must be the locale's; and a
 * locale not written in Latin letters needs some of its own letters where the English has more
 * than the glossary's names (a text left in English, or pasted into the wrong file).
 */
export function scriptProblem(locale, target, english, keptNames = []) {
  const own = scriptsOf(locale);
  if (!own.length) return undefined;
  const text = splitCodes(target).filter((p) => typeof p === 'string').join('');
  const scriptOf = (ch) => SCRIPT_NAMES.find((s) => new RegExp(`\\p{Script=${s}}`, 'u').test(ch));
  const letters = [...text].filter((ch) => /\p{L}/u.test(ch));
  const foreign = [...new Set(letters.map(scriptOf).filter((s) => s && s !== 'Latin' && !own.includes(s)))];
  const expected = own.map((s) => SCRIPT_WORD[s] ?? s).join(' or ');
  if (foreign.length) return `is written in ${foreign.map((s) => SCRIPT_WORD[s] ?? s).join(', ')}; ${locale} is written in ${expected}${own.includes('Latin') ? '' : ' (Latin letters only for names)'}`;
  if (own.includes('Latin')) return undefined;
  if (letters.some((ch) => own.includes(scriptOf(ch)))) return undefined;
  let rest = splitCodes(english).filter((p) => typeof p === 'string').join('');
  for (const name of [...keptNames].sort((a, b) => b.length - a.length)) rest = rest.split(name).join(' ');
  if (!/\p{L}{2,}/u.test(rest)) return undefined; // the English is only names and abbreviations
  return `has no ${expected} letters: it reads as untranslated English (${locale} is written in ${expected})`;
}

/**
 * Checks an imported file against the catalogues. Returns { locale, problems, changes, confirmed }:
 * problems [{ ns, key, message }] (any one refuses the whole file), changes [{ ns, key, text }]
 * (targets that differ from the catalogue), confirmed [{ ns, key }] (unchanged targets marked
 * approved whose lock is not current: the translator checked them against the new English).
 */
export function checkImport(root, parsed, { knownLocales }) {
  const problems = [];
  const changes = [];
  const confirmed = [];
  const locale = parsed.locale;
  const fail = (ns, key, message) => problems.push({ ns, key, message });
  if (!locale || !knownLocales.includes(locale) || locale === 'en') {
    fail('', '', `the file's target-language "${locale ?? ''}" is not a locale of the site (${knownLocales.filter((l) => l !== 'en').join(', ')})`);
    return { locale, problems, changes, confirmed };
  }
  if (parsed.sourceLocale && parsed.sourceLocale !== 'en') fail('', '', `the file's source-language is "${parsed.sourceLocale}": export files from English (en)`);
  const english = loadCatalogues(root, 'en');
  const editionBase = baseOf(LOCALES, locale);
  // An edition is compared with what its readers see (its overlay over the base): a text equal to
  // the base's is no change, and one that goes back to the base's leaves the overlay.
  const own = loadCatalogues(root, locale);
  const catalogues = editionBase ? loadShownCatalogues(root, locale, LOCALES) : own;
  const baseCatalogues = editionBase ? loadCatalogues(root, editionBase) : undefined;
  const context = readContext(root);
  const glossary = readGlossary(root);
  const keptNames = glossary.entries.filter((e) => e.kind === 'brand').map((e) => e.en);
  const stale = new Set(outdatedKeys(root, locale, english, catalogues).map((o) => `${o.ns}|${o.key}`));
  const seen = new Set();
  for (const unit of parsed.units) {
    const where = `${unit.ns}|${unit.key}`;
    if (seen.has(where)) {
      fail(unit.ns, unit.key, 'appears twice in the file: keep one');
      continue;
    }
    seen.add(where);
    const en = english[unit.ns]?.data;
    if (!en) {
      fail(unit.ns, unit.key, `belongs to "${unit.ns}", which English does not have: export a new file`);
      continue;
    }
    const flatEn = flatten(en);
    if (!expectedKeys(en, locale).includes(unit.key)) {
      fail(unit.ns, unit.key, 'is not a text of the English source (any more): export a new file');
      continue;
    }
    const englishText = englishFor(flatEn, unit.key);
    const { text: source } = fromInline(unit.source, unit.source);
    if (source !== englishText) {
      fail(unit.ns, unit.key, `was translated from English that has changed since the export (now ${JSON.stringify(englishText)}): export a new file and translate it there`);
      continue;
    }
    const { text, problems: codeProblems } = fromInline(unit.target ?? '', toInline(englishText).value);
    if (!text.trim()) continue; // not translated: nothing to import
    const current = flatten(catalogues[unit.ns]?.data ?? {})[unit.key];
    const ownText = editionBase ? flatten(own[unit.ns]?.data ?? {})[unit.key] : current;
    if (text === current) {
      if (unit.approved && stale.has(where) && ownText !== undefined) confirmed.push({ ns: unit.ns, key: unit.key });
      continue;
    }
    if (editionBase && text === flatten(baseCatalogues[unit.ns]?.data ?? {})[unit.key]) {
      changes.push({ ns: unit.ns, key: unit.key, text, inherit: true });
      continue;
    }
    const messages = [...codeProblems];
    if (!/\p{L}/u.test(englishText) && !splitCodes(englishText).some((p) => typeof p !== 'string')) messages.push(`is a number the site reads: keep it exactly as in English (${JSON.stringify(englishText)})`);
    if (!codeProblems.length) messages.push(...compareStrings(unit.key, englishText, text).map((p) => p.message));
    const base = unit.key.replace(PLURAL_SUFFIX, '');
    const contextKey = PLURAL_SUFFIX.test(unit.key) && pluralBases(flatEn).has(base) ? `${base}_other` : unit.key;
    const maxLength = context[unit.ns]?.[contextKey]?.maxLength;
    const length = [...text].length;
    if (maxLength !== undefined && length > maxLength) messages.push(`is ${length} characters long; the layout has room for ${maxLength} (shorten it)`);
    const script = scriptProblem(locale, text, englishText, keptNames);
    if (script) messages.push(script);
    for (const message of messages) fail(unit.ns, unit.key, message);
    changes.push({ ns: unit.ns, key: unit.key, text });
  }
  // Glossary brands and complete plural forms, on the catalogues as they would be after the import.
  const byNs = Object.groupBy(changes, (c) => c.ns);
  for (const [ns, list] of Object.entries(byNs)) {
    const flatEn = flatten(english[ns].data);
    const merged = { ...flatten(catalogues[ns]?.data ?? {}) };
    for (const c of list) merged[c.key] = c.text;
    const changed = new Set(list.map((c) => c.key));
    const glossaryProblems = checkGlossary(glossary, locale, { [ns]: { data: flatEn } }, { [ns]: { data: merged } });
    for (const g of glossaryProblems) {
      if (g.level !== 'error') continue;
      const touched = changed.has(g.key) || [...changed].some((k) => k.replace(PLURAL_SUFFIX, '') === g.key.replace(PLURAL_SUFFIX, ''));
      if (touched) fail(ns, g.key, `${g.term === g.expected.replaceAll('"', '') ? `the name "${g.term}"` : `the name "${g.term}" (${g.expected})`} must appear exactly as written: it is a brand of the glossary`);
    }
    const bases = pluralBases(flatEn);
    const categories = pluralCategories(locale);
    for (const base of new Set([...changed].map((k) => k.replace(PLURAL_SUFFIX, '')).filter((b) => bases.has(b)))) {
      const missing = categories.filter((cat) => typeof merged[`${base}_${cat}`] !== 'string' || !merged[`${base}_${cat}`].trim());
      if (missing.length) fail(ns, `${base}_${missing[0]}`, `plural form${missing.length > 1 ? 's' : ''} ${missing.map((m) => `"${m}"`).join(', ')} of "${base}" missing: ${locale} needs ${categories.map((c) => `"${c}"`).join(', ')} (CLDR), translate them all`);
    }
  }
  return { locale, problems, changes, confirmed };
}

/** Sets a dotted key in a nested catalogue, creating groups as needed (new keys go last). */
function setKey(data, key, value) {
  const parts = key.split('.');
  let node = data;
  for (const part of parts.slice(0, -1)) {
    if (!node[part] || typeof node[part] !== 'object') node[part] = {};
    node = node[part];
  }
  node[parts.at(-1)] = value;
}

/** Removes a dotted key from a nested catalogue, and any group it leaves empty. */
function deleteKey(data, key) {
  const parts = key.split('.');
  const trail = [data];
  for (const part of parts.slice(0, -1)) {
    const next = trail.at(-1)[part];
    if (!next || typeof next !== 'object') return;
    trail.push(next);
  }
  delete trail.at(-1)[parts.at(-1)];
  for (let i = trail.length - 1; i > 0; i -= 1) {
    if (Object.keys(trail[i]).length) break;
    delete trail[i - 1][parts[i - 1]];
  }
}

/**
 * Where the string value of a dotted key sits in a JSON text: [start, end] of its quoted token, or
 * undefined. Lets the import replace one text and leave the file's own layout (objects kept on
 * one line, and so on) as the translators wrote it.
 */
export function locateString(text, key) {
  const want = key.split('.');
  const path = [];
  const stack = []; // per open object: the key being read or last read
  let i = 0;
  let expectKey = false;
  const readString = () => {
    const start = i;
    i += 1;
    while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
    i += 1;
    return [start, i];
  };
  while (i < text.length) {
    const c = text[i];
    if (c === '{') {
      stack.push(null);
      expectKey = true;
      i += 1;
    } else if (c === '}') {
      stack.pop();
      path.length = stack.length;
      i += 1;
    } else if (c === ',') {
      expectKey = stack.length > 0;
      i += 1;
    } else if (c === ':') {
      expectKey = false;
      i += 1;
    } else if (c === '"') {
      const [start, end] = readString();
      if (expectKey) {
        stack[stack.length - 1] = JSON.parse(text.slice(start, end));
        path.length = stack.length - 1;
        path.push(stack[stack.length - 1]);
      } else if (path.length === want.length && path.every((p, k) => p === want[k])) {
        return [start, end];
      }
    } else {
      i += 1;
    }
  }
  return undefined;
}

/** Writes the checked changes into the catalogues and marks them (and the confirmed units) reviewed. */
export function applyImport(root, { locale, changes, confirmed }, { allLocales }) {
  const byNs = Object.groupBy([...changes, ...confirmed.map((c) => ({ ...c, text: undefined }))], (c) => c.ns);
  for (const [ns, list] of Object.entries(byNs)) {
    const file = join(root, 'locales', locale, `${ns}.json`);
    const writes = list.filter((c) => c.text !== undefined && !c.inherit);
    const dropped = list.filter((c) => c.inherit);
    if (writes.length || dropped.length) {
      let text = '{}\n';
      try {
        text = readFileSync(file, 'utf8');
      } catch {
        // a namespace the locale does not have yet
      }
      // Texts that exist are replaced where they stand; new keys are added and the file laid out anew.
      const added = [];
      for (const c of writes) {
        const at = locateString(text, c.key);
        if (at) text = `${text.slice(0, at[0])}${JSON.stringify(c.text)}${text.slice(at[1])}`;
        else added.push(c);
      }
      if (added.length || dropped.length) {
        const data = JSON.parse(text);
        for (const c of added) setKey(data, c.key, c.text);
        for (const c of dropped) deleteKey(data, c.key);
        text = `${JSON.stringify(data, null, 2)}\n`;
      }
      writeFileSync(file, text);
    }
  }
  const english = loadCatalogues(root, 'en');
  const catalogues = loadCatalogues(root, locale);
  const sparse = baseOf(LOCALES, locale) !== undefined;
  let reviewed = 0;
  for (const [ns, list] of Object.entries(byNs)) {
    reviewed += review(root, locale, english, catalogues, { ns, keys: list.filter((c) => !c.inherit).map((c) => c.key), allLocales, sparse });
  }
  return reviewed;
}

/** A translator's report of refused units. */
export function describeProblems(problems) {
  return problems.map((p) => (p.ns ? `✖ ${p.ns}.json, unit "${p.key}": ${p.message}` : `✖ ${p.message}`)).join('\n');
}
