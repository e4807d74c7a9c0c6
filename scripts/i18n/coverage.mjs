// Loading catalogues and measuring how much of English each locale covers. Shared by the check,
// the status table and the generated list of locales offered in the language switcher.
import { overlayCatalogue } from '../../src/i18n/editions.ts';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compareCatalogue, expectedKeys, flatten, parseJson } from './catalogue-checks.mjs';
import { baseOf, namespacesOf, readLocales } from './project.mjs';

/**
 * An in-progress (`next`) locale is offered in the language switcher once this share of the
 * English keys is translated (missing keys then show in English). Shipped locales are always
 * offered and must be at 100% (CI fails otherwise).
 */
export const OFFER_THRESHOLD = 0.95;

/** Every catalogue of a locale: { ns: { file, data } } or { ns: { file, error, line, column } }. */
export function loadCatalogues(root, locale) {
  const out = {};
  for (const ns of namespacesOf(root, locale)) {
    const file = `locales/${locale}/${ns}.json`;
    out[ns] = { file, ...parseJson(readFileSync(join(root, file), 'utf8')) };
  }
  return out;
}

export function hasLocaleFolder(root, locale) {
  return existsSync(join(root, 'locales', locale));
}

/**
 * The catalogues of an edition as the site reads them: per namespace, the edition's own sparse
 * overlay (`own`, loadCatalogues() of the edition) laid over its base's catalogue (`base`). A
 * namespace the overlay lacks is the base's; an overlay file that is not valid JSON stays an error.
 */
export function editionCatalogues(base, own) {
  const out = {};
  for (const ns of new Set([...Object.keys(base), ...Object.keys(own)])) {
    const b = base[ns];
    const o = own[ns];
    if (o?.error || !b?.data) out[ns] = o ?? b;
    else out[ns] = { file: o?.file ?? b.file, data: overlayCatalogue(b.data, o?.data ?? {}) };
  }
  return out;
}

/**
 * What the site shows in a locale: its catalogues, or for an edition (a locale with a `base` in
 * src/i18n/locales.ts) its overlay laid over its base's catalogues. `locales` is readLocales()'s result.
 */
export function loadShownCatalogues(root, locale, locales = readLocales(root)) {
  const own = loadCatalogues(root, locale);
  const base = baseOf(locales, locale);
  return base ? editionCatalogues(loadCatalogues(root, base), own) : own;
}

/**
 * An edition's own and inherited strings against English: per namespace, how many of the keys the
 * locale needs its overlay holds (`own`) and how many it takes from its base (`inherited`), and the
 * totals. `own` is loadCatalogues() of the edition, `shown` loadShownCatalogues().
 */
export function editionCounts(english, own, shown, locale) {
  const namespaces = {};
  let ownTotal = 0;
  let inheritedTotal = 0;
  for (const [ns, en] of Object.entries(english)) {
    if (!en.data) continue;
    const mine = flatten(own[ns]?.data ?? {});
    const all = flatten(shown[ns]?.data ?? {});
    const has = (flat, k) => typeof flat[k] === 'string' && flat[k].trim() !== '';
    const expected = expectedKeys(en.data, locale);
    const o = expected.filter((k) => has(mine, k)).length;
    const i = expected.filter((k) => !has(mine, k) && has(all, k)).length;
    namespaces[ns] = { total: expected.length, own: o, inherited: i, file: Boolean(own[ns]) };
    ownTotal += o;
    inheritedTotal += i;
  }
  return { namespaces, own: ownTotal, inherited: inheritedTotal };
}

/**
 * Coverage of one locale against English: per namespace, how many of the keys the locale needs
 * (plural keys by its own plural categories) are present, not empty and free of errors; and
 * `unsafe`, how many texts carry attributes inside a tag (`<seo href="…">`), which keeps the
 * locale out of the switcher whatever its coverage.
 */
export function coverageOf(english, catalogues, locale) {
  const namespaces = {};
  let total = 0;
  let translated = 0;
  let unsafe = 0;
  for (const [ns, en] of Object.entries(english)) {
    if (!en.data) continue;
    const expected = expectedKeys(en.data, locale);
    const n = expected.length;
    let ok = 0;
    let state = 'ok';
    const cat = catalogues[ns];
    if (locale === 'en') {
      ok = n;
    } else if (!cat) {
      state = 'missing';
    } else if (!cat.data) {
      state = 'invalid';
    } else {
      const problems = compareCatalogue(en.data, cat.data, { locale });
      const bad = new Set(problems.filter((p) => p.kind !== 'extra').map((p) => p.key));
      ok = expected.filter((k) => !bad.has(k)).length;
      unsafe += problems.filter((p) => p.kind === 'attributes').length;
    }
    namespaces[ns] = { total: n, translated: ok, state };
    total += n;
    translated += ok;
  }
  return { namespaces, total, translated, unsafe, ratio: total === 0 ? 1 : translated / total };
}

/**
 * Locales offered in the language switcher: shipped ones, and in-progress ones at or above the
 * threshold whose texts carry no attributes inside tags (links and attributes belong in code).
 */
export function offeredLocales(locales, coverageByLocale, threshold = OFFER_THRESHOLD) {
  const ready = (coverage) => coverage !== undefined && coverage.ratio >= threshold && !coverage.unsafe;
  return locales.filter((l) => l.state === 'shipped' || ready(coverageByLocale[l.code])).map((l) => l.code);
}
