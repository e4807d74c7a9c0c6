// The translators' safety net, run by `npm test` and CI (`npm run i18n:check`). Exit 1 when:
//  English and code
//   - a key used in code is missing from English, or an English key is used nowhere in src/;
//   - an English catalogue is not valid JSON, holds arrays, numbers or empty texts, or a tag with attributes;
//  Generated files
//   - src/i18n/resources.gen.ts (key types) or src/i18n/coverage.gen.ts (offered locales) is stale;
//  Shipped locales (state 'shipped' in src/i18n/locales.ts), for every namespace of English
//   - a file or key is missing, or a text is empty;
//   - {{placeholders}} (and their formatters), <tag> names or $t() references differ from English;
//   - a tag carries attributes (a translation must not be able to change a link), or is not closed;
//   - a plural form required by the locale's Intl.PluralRules categories is missing;
//   - a file is not valid JSON (file, line and column are given).
//   - a brand name of the glossary (locales/glossary.json) is altered, or a glossary term marked
//     `error` lacks its approved rendering (terms marked `warning` are listed, not failing);
//   - a translation claims more than its English: a claim word of the glossary's `claims` (1위,
//     อันดับหนึ่ง, 必ず, đảm bảo, ทั่วโลก, 無料…) in a text whose English has no such claim, or a word
//     the glossary bans (セレブ);
//   - a translation is outdated: its English changed since it was translated, or it was never marked
//     reviewed (locales/<locale>.lock.json; `npm run i18n:review -- <locale> [namespace] [key]`).
// In-progress locales (state 'next') are reported with their coverage and problems, never failing.
// Editions (a locale with a `base`, e.g. zh-TW over zh-HK) hold a sparse overlay: only the strings
// that differ from the base. An edition is complete when its overlay and its base together cover
// English (a missing overlay file is fine). Its own strings get every check above (placeholders,
// tags, plural forms, glossary, claims, review against English); inherited strings are checked once,
// under the base. The check fails on an overlay key its base (or English) does not have, and on an
// overlay string identical to the base's (remove it: it is inherited); an inherited string using a
// word the edition's glossary avoids is a glossary problem of the edition (override it).
// `--strict` also fails on glossary warnings (for a release).
// Every message names the file, the key and what is wrong.
import { fileURLToPath } from 'node:url';
import { staleGeneratedFiles } from './gen-i18n-types.mjs';
import { checkEnglish, compareCatalogue, expectedKeys, flatten } from './i18n/catalogue-checks.mjs';
import { checkCode } from './i18n/code-checks.mjs';
import { coverageOf, editionCatalogues, hasLocaleFolder, loadCatalogues, OFFER_THRESHOLD } from './i18n/coverage.mjs';
import { checkClaims, checkGlossary, readGlossary } from './i18n/glossary.mjs';
import { describeOutdated, outdatedKeys } from './i18n/lock.mjs';
import { readLocales, ROOT } from './i18n/project.mjs';

const pct = (r) => `${Math.floor(r * 1000) / 10}%`;

/**
 * Runs every check on a project root. Returns the failures grouped by area (strings naming file,
 * key and problem), the non-blocking notes, and per-locale coverage.
 */
export async function runCheck(root = ROOT, { checkCode: withCode = true, checkGenerated = true, strict = false } = {}) {
  const groups = { english: [], code: [], generated: [], shipped: [], glossary: [], outdated: [] };
  const notes = [];
  const warnings = [];
  const glossary = readGlossary(root);
  const progress = [];
  const locales = readLocales(root);
  const english = loadCatalogues(root, 'en');

  for (const [ns, c] of Object.entries(english)) {
    if (c.error) {
      groups.english.push(`${c.file}:${c.line}:${c.column}: ${c.error}`);
      continue;
    }
    for (const p of checkEnglish(c.data)) groups.english.push(`${c.file}: "${p.key}": ${p.message}`);
    if (Object.keys(c.data).length === 0) notes.push(`${c.file}: English namespace "${ns}" is empty`);
  }
  const englishValid = Object.values(english).every((c) => c.data);

  if (withCode) {
    if (englishValid) {
      const code = await checkCode(root, english);
      groups.code.push(...code.errors);
      notes.push(...code.notes);
    } else {
      groups.code.push('keys in code were not checked: fix the invalid English JSON above first');
    }
  }

  if (checkGenerated && englishValid) {
    for (const f of staleGeneratedFiles(root)) {
      groups.generated.push(`${f.path} is stale (it no longer matches locales/ and src/i18n/locales.ts): run \`npm run i18n:types\` and commit the result`);
    }
  }

  const coverage = {};
  for (const { code, state, base } of locales) {
    if (code === 'en') continue;
    const catalogues = loadCatalogues(root, code);
    const baseCatalogues = base ? loadCatalogues(root, base) : undefined;
    coverage[code] = coverageOf(english, base ? editionCatalogues(baseCatalogues, catalogues) : catalogues, code);
    const shipped = state === 'shipped';
    const problems = [];
    const folder = hasLocaleFolder(root, code);
    const validEnglish = Object.entries(english).filter(([, c]) => c.data);
    const keyCount = validEnglish.reduce((n, [ns]) => n + coverage[code].namespaces[ns].total, 0);
    if (base) {
      problems.push(...checkOverlay(english, catalogues, baseCatalogues, code, base));
      for (const ns of Object.keys(catalogues)) {
        if (!english[ns]) notes.push(`locales/${code}/${ns}.json: English has no namespace "${ns}" (a leftover? remove the file)`);
      }
    } else if (!folder) {
      problems.push(`locales/${code}/: folder missing: all ${validEnglish.length} namespaces (${keyCount} keys) of English are untranslated`);
    } else {
      for (const [ns, en] of validEnglish) {
        const cat = catalogues[ns];
        const file = `locales/${code}/${ns}.json`;
        if (!cat) {
          problems.push(`${file}: missing file (English ${en.file} has ${coverage[code].namespaces[ns].total} keys to translate)`);
        } else if (cat.error) {
          problems.push(`${file}:${cat.line}:${cat.column}: ${cat.error}`);
        } else {
          for (const p of compareCatalogue(en.data, cat.data, { locale: code })) {
            const line = `${file}: "${p.key}": ${p.message}`;
            if (p.kind === 'extra') notes.push(line);
            else problems.push(line);
          }
        }
      }
      for (const ns of Object.keys(catalogues)) {
        if (!english[ns]) notes.push(`locales/${code}/${ns}.json: English has no namespace "${ns}" (a leftover? remove the file)`);
      }
    }
    const terms = folder ? [...checkGlossary(glossary, code, english, catalogues, { base }), ...checkClaims(glossary, code, english, catalogues, { base })] : [];
    if (base) terms.push(...checkGlossary(glossary, code, english, inheritedStrings(catalogues, baseCatalogues), { base, inherited: true }));
    const stale = folder ? outdatedKeys(root, code, english, catalogues).map(describeOutdated) : [];
    if (shipped) {
      groups.shipped.push(...problems);
      groups.glossary.push(...terms.filter((p) => p.level === 'error' || strict).map((p) => p.message));
      warnings.push(...terms.filter((p) => p.level !== 'error' && !strict).map((p) => p.message));
      groups.outdated.push(...stale);
    } else {
      problems.push(...terms.map((p) => p.message));
      if (stale.length) problems.push(`${stale.length} key(s) outdated or never reviewed: npm run i18n:status -- ${code} lists them; npm run i18n:review -- ${code} records the review`);
      const c = coverage[code];
      const offered = c.ratio >= OFFER_THRESHOLD;
      progress.push({
        code,
        summary: `${code}: ${pct(c.ratio)} translated (${c.translated}/${c.total} keys)${folder ? '' : ', no locales/' + code + '/ folder yet'}; ${offered ? 'offered' : 'not offered'} in the language switcher (from ${pct(OFFER_THRESHOLD)})`,
        problems: folder ? problems : [],
      });
    }
  }

  const errors = [...groups.english, ...groups.code, ...groups.generated, ...groups.shipped, ...groups.glossary, ...groups.outdated];
  return { errors, groups, notes, warnings, progress, coverage, locales };
}

/**
 * The problems of an edition's overlay (`own`, over the catalogues of its base `base`): every string
 * of its own checked against English, English keys that neither it nor its base has, and the overlay
 * rules: no key its base or English lacks, no string identical to the base's.
 */
export function checkOverlay(english, own, baseCatalogues, code, base) {
  const problems = [];
  const shown = editionCatalogues(baseCatalogues, own);
  for (const [ns, en] of Object.entries(english)) {
    if (!en.data) continue;
    const file = `locales/${code}/${ns}.json`;
    const baseFile = `locales/${base}/${ns}.json`;
    const cat = own[ns];
    if (cat?.error) {
      problems.push(`${file}:${cat.line}:${cat.column}: ${cat.error}`);
      continue;
    }
    const mine = flatten(cat?.data ?? {});
    const merged = shown[ns];
    if (!merged?.data) {
      problems.push(`${file}: missing file, and its base ${base} has no valid ${baseFile} to inherit (English ${en.file} has ${expectedKeys(en.data, code).length} keys to translate)`);
      continue;
    }
    const expected = new Set(expectedKeys(en.data, code));
    const flatBase = flatten(baseCatalogues[ns]?.data ?? {});
    const refused = new Set();
    for (const [key, value] of Object.entries(mine)) {
      if (!expected.has(key)) {
        problems.push(`${file}: "${key}": English (${en.file}) has no such text for ${code}: an edition only overrides English texts its base ${base} has; remove it`);
      } else if (!(key in flatBase)) {
        problems.push(`${file}: "${key}": not in its base ${base} (${baseFile}): an edition only overrides strings its base has; add it to ${baseFile} first, or remove it`);
      } else if (value === flatBase[key]) {
        problems.push(`${file}: "${key}": identical to its base ${base}'s text (${baseFile}): remove it, it is inherited`);
      } else continue;
      refused.add(key);
    }
    // Own strings get every check against English; what the base lacks too is missing for the edition.
    for (const p of compareCatalogue(en.data, merged.data, { locale: code })) {
      if (refused.has(p.key)) continue;
      if (p.key in mine) {
        if (p.kind !== 'extra') problems.push(`${file}: "${p.key}": ${p.message}`);
      } else if (p.kind === 'missing' || (p.kind === 'plural' && !(p.key in flatBase))) {
        problems.push(`${file}: "${p.key}": ${p.message}; neither ${code}'s overlay nor its base ${base} has it`);
      }
    }
  }
  return problems;
}

/** Per namespace, the strings an edition takes from its base (every base string its overlay does not replace). */
function inheritedStrings(own, baseCatalogues) {
  const out = {};
  for (const [ns, b] of Object.entries(baseCatalogues)) {
    if (!b.data || own[ns]?.error) continue;
    const mine = flatten(own[ns]?.data ?? {});
    out[ns] = { data: Object.fromEntries(Object.entries(flatten(b.data)).filter(([k]) => !(k in mine))) };
  }
  return out;
}

function print(result, ms) {
  const { groups, notes, warnings, progress, locales } = result;
  const shipped = locales.filter((l) => l.state === 'shipped').map((l) => l.code);
  const next = locales.filter((l) => l.state === 'next').map((l) => l.code);
  const out = [];
  const section = (title, lines, mark = '✖') => {
    if (!lines.length) return;
    out.push('', `${title} (${lines.length})`, ...lines.map((l) => `  ${mark} ${l}`));
  };
  out.push(`i18n check: shipped ${shipped.join(', ')}; in progress ${next.join(', ') || 'none'}.`);
  section('English catalogues', groups.english);
  section('Keys in code and English', groups.code);
  section('Generated files', groups.generated);
  section('Shipped locales (must be complete)', groups.shipped);
  section('Glossary (brand names, terms marked error, claims beyond the English)', groups.glossary);
  section('Outdated translations (English changed, or never reviewed)', groups.outdated);
  section('Glossary warnings (approved renderings; --strict fails on them)', warnings, '!');
  if (progress.length) {
    out.push('', 'In-progress locales (reported, not blocking)');
    for (const p of progress) {
      out.push(`  · ${p.summary}`);
      for (const line of p.problems) out.push(`      ${line}`);
    }
  }
  section('Notes', notes, '·');
  const n = result.errors.length;
  out.push('');
  if (n) {
    const parts = Object.entries({ english: 'English', code: 'code', generated: 'generated', shipped: 'shipped locales', glossary: 'glossary', outdated: 'outdated' })
      .filter(([k]) => groups[k].length)
      .map(([k, label]) => `${groups[k].length} ${label}`);
    out.push(`✖ i18n check failed: ${n} problem(s) (${parts.join(', ')}) in ${ms} ms. Coverage per locale and namespace: npm run i18n:status`);
  } else {
    out.push(`✓ i18n check passed in ${ms} ms: every key used in code exists in English and is used, generated files are fresh, every shipped locale is complete, keeps the glossary's brand names, claims no more than its English and is reviewed against the current English${warnings.length ? ` (${warnings.length} glossary warning(s) above)` : ''}.`);
  }
  return out.join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  const result = await runCheck(ROOT, { strict: process.argv.includes('--strict') });
  const text = print(result, Date.now() - started);
  if (result.errors.length) {
    console.error(text);
    process.exitCode = 1;
  } else {
    console.log(text);
  }
}
