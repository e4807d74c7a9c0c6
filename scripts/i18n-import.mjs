// npm run i18n:import -- FILE.xlf [--dry-run]
// Reads an XLIFF file made by `npm run i18n:export` and translated in a CAT tool, checks every
// changed unit (protected codes, placeholders, tags, glossary brands, the locale's CLDR plural
// forms, the maximum length, the script) and writes nothing if any unit fails: the report names
// each failing unit and why. Otherwise it writes the changed texts into locales/<locale>/*.json and
// marks them reviewed in locales/<locale>.lock.json, in one step. An unchanged unit changes nothing,
// unless it is approved (signed off) while its English changed: then it is marked reviewed.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ROOT } from './i18n/project.mjs';
import { SITE_LOCALES } from './i18n/site.ts';
import { applyImport, checkImport, describeProblems, readXliff } from './i18n/xliff.mjs';

export async function runImport(root, argv) {
  const file = argv.find((a) => !a.startsWith('-'));
  if (!file) return { ok: false, text: 'Usage: npm run i18n:import -- FILE.xlf [--dry-run]' };
  let parsed;
  try {
    parsed = await readXliff(readFileSync(file, 'utf8'));
  } catch (err) {
    return { ok: false, text: `✖ ${file}: not a readable XLIFF 1.2 file (${err.message.split('\n')[0]}); nothing was written` };
  }
  const locales = SITE_LOCALES.map((l) => l.code);
  const result = checkImport(root, parsed, { knownLocales: locales });
  if (result.problems.length) {
    const units = new Set(result.problems.map((p) => `${p.ns}|${p.key}`)).size;
    return { ok: false, text: `${describeProblems(result.problems)}\n✖ ${file}: ${units} unit(s) refused; nothing was written. Fix them in your tool and import again.` };
  }
  if (argv.includes('--dry-run')) {
    return { ok: true, text: `✓ ${file}: ${result.changes.length} changed unit(s) pass every check (dry run: nothing written)` };
  }
  const reviewed = result.changes.length || result.confirmed.length ? applyImport(root, result, { allLocales: locales }) : 0;
  return {
    ok: true,
    text: `✓ ${file} (${result.locale}): ${result.changes.length} text(s) written, ${result.confirmed.length} unchanged text(s) confirmed; ${reviewed} key(s) marked reviewed in locales/${result.locale}.lock.json`,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { ok, text } = await runImport(ROOT, process.argv.slice(2));
  console.log(text);
  if (!ok) process.exitCode = 1;
}
