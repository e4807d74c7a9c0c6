// The glossary (locales/glossary.json): brand and product names that must appear exactly as written,
// and the approved rendering of recurring terms per locale. For every string of a locale whose
// English contains a glossary entry, the translation must contain one of the entry's renderings for
// that locale. An entry's `level` says whether a miss fails the check (`error`) or is reported
// (`warning`); `optOut` lists locales the entry does not apply to.
//
// Entry shape:
//   { "en": "WeChat", "kind": "brand", "level": "error", "renderings": { "zh-Hans": ["微信"] } }
//   { "en": "carousel", "kind": "term", "level": "warning", "renderings": { "vi": ["băng chuyền"] } }
//   { "en": "real-time", "kind": "term", "renderings": { "zh-HK": ["即時"] }, "avoid": { "zh-HK": ["實時"] } }
// `avoid` names drift variants a translation must not use for that term (checked the same way). An
// entry may list only `avoid` for a locale (no rendering is required there, the variants are refused:
// Taiwan's "network" is 網路, 聯播網, 平台 or 陣容 by context, never Hong Kong's 網絡).
//
// Editions (a locale with a `base` in src/i18n/locales.ts, e.g. zh-TW over zh-HK) hold only the
// strings that differ from their base. Their own strings are checked against the edition's own
// renderings, or the base's where the entry has none for the edition; `avoid`, `optOut` and the
// claims' `terms`, `ignore` and `instead` fall back to the base's the same way (an avoided word the
// edition itself renders is not avoided). Inherited strings are checked under the base; for the
// edition they are only searched for the words the edition itself avoids (a Hong Kong 數碼 that a
// Taiwanese reader would see: the edition must override that string).
//   { "en": "DOOH", "kind": "brand", "renderings": { "zh-HK": ["數碼戶外", "DOOH"], "zh-TW": ["數位戶外", "DOOH"] }, "avoid": { "zh-TW": ["數碼"] } }
// `except` lists "namespace:key" strings where the English word means something else (the sentence
// "Stories that move people" is not Instagram's Stories format); the entry skips them.
// A brand's rendering defaults to its English spelling in every locale; a term applies only to the
// locales that list a rendering. English is matched as a whole word: case-sensitively for brands
// (so "LINE" is not "line"), case-insensitively for terms unless `caseSensitive`, plural -s allowed
// ("carousels"), a space and a hyphen alike ("real-time" also finds "in real time", "brand lift"
// also finds "brand-lift studies").
//
// Claims (`claims`): words that make a claim ("No. 1", "guaranteed", "always", "the first",
// "worldwide", "free") and may only appear in a translation whose English makes that claim too, so a
// translation never claims more than its source:
//   { "claim": "guarantee", "en": ["guarantee*", "ensure*"], "terms": { "ja": ["必ず", "確実に"] } }
// A text of a locale containing one of the claim's `terms` fails when its English matches none of
// the claim's `en` triggers. Triggers are whole words, case-insensitive; a trailing `*` takes any
// ending ("guarantee*": guaranteed, guarantees). An empty `en` list makes the terms banned outright
// (セレブ for "celebrity" in Japanese means a wealthy socialite; `instead` names the word to use).
// Terms in Latin script match whole words, case-insensitively; CJK and Thai terms anywhere in the
// text. `ignore` lists, per locale, longer words that merely contain a term (日常に holds 常に,
// สม่ำเสมอ "regularly" holds เสมอ, mengenal pasti "identify" holds pasti): they are taken out of the
// text before the terms are looked for. `except` lists "namespace:key" strings a claim skips (a
// legitimate rendering the triggers cannot see); prefer a better trigger.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { flatten, PLURAL_SUFFIX } from './catalogue-checks.mjs';

export const GLOSSARY_FILE = 'locales/glossary.json';

export function readGlossary(root) {
  const file = join(root, GLOSSARY_FILE);
  if (!existsSync(file)) return { entries: [], thaiWords: [], claims: [] };
  const data = JSON.parse(readFileSync(file, 'utf8'));
  return { entries: data.entries ?? [], thaiWords: data.thaiWords ?? [], claims: data.claims ?? [] };
}

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function englishPattern(entry) {
  const flags = entry.kind === 'brand' || entry.caseSensitive ? 'u' : 'iu';
  const term = escape(entry.en).replace(/[ -]/g, '[\\s-]');
  return new RegExp(`(?<![\\p{L}\\p{N}])${term}(?:s|es)?(?![\\p{L}\\p{N}])`, flags);
}

const asList = (x) => (x === undefined ? undefined : Array.isArray(x) ? x : [x]);

/**
 * The accepted renderings of an entry in a locale, or undefined when the entry does not apply. For
 * an edition (`base`), the edition's own renderings, else its base's.
 */
export function renderingsFor(entry, locale, base) {
  const own = asList(entry.renderings?.[locale]);
  if (entry.optOut?.includes(locale) || (!own && base && entry.optOut?.includes(base))) return undefined;
  const rendered = own ?? (base ? asList(entry.renderings?.[base]) : undefined);
  if (rendered) return rendered;
  return entry.kind === 'brand' ? [entry.en] : undefined;
}

/**
 * The variants of an entry a locale avoids: its own `avoid` list, or for an edition without one its
 * base's, less any word one of the edition's own renderings contains.
 */
export function avoidFor(entry, locale, base) {
  const own = entry.avoid?.[locale];
  if (own) return own;
  if (!base) return [];
  const rendered = renderingsFor(entry, locale, base) ?? [];
  return (entry.avoid?.[base] ?? []).filter((a) => !rendered.some((r) => r.includes(a)));
}

/**
 * Glossary problems of one locale: [{ level, file, key, term, expected, message }]. `english` and
 * `catalogues` are loadCatalogues() results. For an edition, `base` names its base locale and
 * `catalogues` holds the edition's own strings; with `inherited: true`, `catalogues` holds the
 * strings it inherits from its base instead, and only the words the edition itself avoids (and its
 * base does not) are looked for.
 */
export function checkGlossary(glossary, locale, english, catalogues, { base, inherited = false } = {}) {
  const problems = [];
  const rules = glossary.entries
    .map((entry) => {
      if (inherited) {
        const baseAvoid = entry.avoid?.[base] ?? [];
        const avoid = (entry.avoid?.[locale] ?? []).filter((a) => !baseAvoid.includes(a));
        return { entry, re: englishPattern(entry), renderings: undefined, avoid };
      }
      return { entry, re: englishPattern(entry), renderings: renderingsFor(entry, locale, base), avoid: avoidFor(entry, locale, base) };
    })
    .filter((r) => r.renderings || r.avoid.length);
  if (!rules.length) return problems;
  for (const { ns, key, enText, texts } of eachText(english, catalogues)) {
    if (!texts.length) continue; // missing keys are the catalogue check's business
    for (const { entry, re, renderings, avoid: avoided } of rules) {
      if (!re.test(enText) || entry.except?.includes(`${ns}:${key}`)) continue;
      const fold = (s) => (entry.kind === 'brand' ? s : s.toLocaleLowerCase(locale));
      const ok = !renderings || texts.every((t) => renderings.some((r) => fold(t).includes(fold(r))));
      const avoid = avoided.filter((a) => texts.some((t) => fold(t).includes(fold(a))));
      if (ok && !avoid.length) continue;
      const level = entry.level === 'error' ? 'error' : 'warning';
      const file = `locales/${locale}/${ns}.json`;
      const words = avoid.map((a) => `"${a}"`).join(', ');
      if (inherited) {
        problems.push({
          level,
          file,
          key,
          term: entry.en,
          expected: `no ${words}`,
          message: `${file}: "${key}": inherited from ${base} (locales/${base}/${ns}.json), whose text uses ${words} for "${entry.en}", which the glossary avoids in ${locale}: give ${locale} its own text in ${file} (glossary)`,
        });
        continue;
      }
      const expected = renderings ? renderings.map((r) => `"${r}"`).join(' or ') : `no ${words}`;
      const uses = `uses ${words}, which the glossary avoids${base && !entry.avoid?.[locale] ? ` (in ${base}, and so in its edition ${locale})` : ''}`;
      const what = !ok
        ? `${entry.kind === 'brand' ? `brand name "${entry.en}" altered or missing` : `term "${entry.en}" not rendered as approved`}${avoid.length ? ` and ${uses}` : ''}`
        : `term "${entry.en}" ${uses}`;
      problems.push({ level, file, key, term: entry.en, expected, message: `${file}: "${key}": ${what}: expected ${expected} (glossary)` });
    }
  }
  return problems;
}

/** A plural key of English maps to every plural form the translation wrote (`x_other`, `x_few`…). */
/**
 * Every English text with the locale's texts for it (a plural key's sibling forms together), for the
 * glossary's and the claims' checks: { ns, key, enText, texts } per English string.
 */
function* eachText(english, catalogues) {
  for (const [ns, en] of Object.entries(english)) {
    const cat = catalogues[ns];
    if (!en.data || !cat?.data) continue;
    const flatT = flatten(cat.data);
    for (const [key, enText] of Object.entries(flatten(en.data))) {
      if (typeof enText !== 'string') continue;
      const candidates = key.endsWith('_other') || key.endsWith('_one') ? pluralSiblings(flatT, key) : [flatT[key]];
      yield { ns, key, enText, texts: candidates.filter((t) => typeof t === 'string' && t !== '') };
    }
  }
}

function pluralSiblings(flatT, key) {
  const base = key.replace(/_(one|other)$/, '');
  return Object.entries(flatT)
    .filter(([k]) => k.replace(PLURAL_SUFFIX, '') === base && k !== base)
    .map(([, v]) => v);
}

const LATIN = /^[\p{Script=Latin}\p{N}]|[\p{Script=Latin}\p{N}]$/u;

/** An English trigger of a claim: a whole word or phrase, case-insensitive; `*` at the end takes any ending. */
function triggerPattern(trigger) {
  const open = trigger.endsWith('*');
  const body = escape(open ? trigger.slice(0, -1) : trigger).replace(/[ -]/g, '[\\s-]');
  const start = /^[\p{L}\p{N}]/u.test(trigger) ? '(?<![\\p{L}\\p{N}])' : '';
  const end = open ? '' : /[\p{L}\p{N}]$/u.test(trigger) ? '(?![\\p{L}\\p{N}])' : '';
  return new RegExp(`${start}${body}${end}`, 'iu');
}

/** A locale's claim term: whole words for Latin script (case-insensitive), anywhere for CJK and Thai. */
function termPattern(term) {
  if (!LATIN.test(term)) return new RegExp(escape(term), 'u');
  const start = /^[\p{L}\p{N}]/u.test(term) ? '(?<![\\p{L}\\p{N}])' : '';
  const end = /[\p{L}\p{N}]$/u.test(term) ? '(?![\\p{L}\\p{N}])' : '';
  return new RegExp(`${start}${escape(term)}${end}`, 'iu');
}

/**
 * Claim problems of one locale: a text that says more than its English ("No. 1", "guaranteed",
 * "worldwide"… without such words in English). Same shape as checkGlossary's problems. For an
 * edition (`base`), a claim without terms of the edition's own uses its base's.
 */
export function checkClaims(glossary, locale, english, catalogues, { base } = {}) {
  const problems = [];
  const forLocale = (field) => field?.[locale] ?? (base ? field?.[base] : undefined);
  const rules = (glossary.claims ?? [])
    .map((claim) => {
      const terms = asList(forLocale(claim.terms)) ?? [];
      const ignore = forLocale(claim.ignore) ?? [];
      return { claim, ignore, terms: terms.map((t) => ({ t, re: termPattern(t) })), triggers: (claim.en ?? []).map(triggerPattern) };
    })
    .filter((r) => r.terms.length);
  if (!rules.length) return problems;
  for (const { ns, key, enText, texts } of eachText(english, catalogues)) {
    for (const { claim, ignore, terms, triggers } of rules) {
      if (claim.except?.includes(`${ns}:${key}`)) continue;
      if (triggers.some((re) => re.test(enText))) continue;
      // Words that only contain a term (日常に is not 常に, mengenal pasti is "identify") are taken out first.
      const plain = texts.map((text) => ignore.reduce((s, w) => s.split(w).join(' '), text));
      const found = [...new Set(plain.flatMap((text) => terms.filter(({ re }) => re.test(text)).map(({ t }) => t)))];
      if (!found.length) continue;
      const level = claim.level === 'warning' ? 'warning' : 'error';
      const words = found.map((w) => `"${w}"`).join(', ');
      const file = `locales/${locale}/${ns}.json`;
      const instead = forLocale(claim.instead);
      const what = triggers.length
        ? `${words} claims ${claim.claim}, which the English does not (it has none of ${claim.en.map((w) => `"${w}"`).join(', ')})`
        : `${words} is never used${claim.claim ? ` for ${claim.claim}` : ''}${instead ? `: write ${instead}` : ''}`;
      problems.push({ level, file, key, term: claim.claim, expected: instead ?? `no ${words}`, message: `${file}: "${key}": ${what} (glossary claims)` });
    }
  }
  return problems;
}
