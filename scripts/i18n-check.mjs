// The translators' safety net, run by `npm test` and CI. Fails (exit 1) when:
//  - a key written in code is missing from English;
//  - a shipped locale lacks a key or a namespace of English, or has an empty string;
//  - a translation's {{placeholders}}, <tag> names or $t() references differ from English;
//  - a tag inside a translation carries attributes (links stay in code);
//  - a plural form required by the locale's Intl.PluralRules is missing;
//  - a catalogue is not valid JSON, or the generated key types are stale.
// Locales in progress ("next") are reported but do not fail the check.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { compareCatalogue, flatten, parseJson } from './i18n/catalogue-checks.mjs';
import { keysInSource, namespacesOf, readLocales, ROOT } from './i18n/project.mjs';

export function runCheck(root = ROOT, { checkCode = true } = {}) {
  const errors = [];
  const notes = [];
  const load = (locale, ns) => {
    const file = `locales/${locale}/${ns}.json`;
    const parsed = parseJson(readFileSync(join(root, file), 'utf8'));
    if (parsed.error) errors.push(`${file}:${parsed.line}: ${parsed.error}`);
    return parsed.data;
  };

  const english = {};
  for (const ns of namespacesOf(root, 'en')) english[ns] = load('en', ns);

  if (checkCode) {
    const flat = Object.fromEntries(Object.entries(english).map(([ns, data]) => [ns, flatten(data ?? {})]));
    const hasKey = (ns, key) => {
      const f = flat[ns];
      if (!f) return false;
      return key in f || Object.keys(f).some((k) => k.startsWith(`${key}.`) || k.startsWith(`${key}_`));
    };
    for (const use of keysInSource(root)) {
      let ns = use.namespaces;
      let key = use.key;
      const colon = key.indexOf(':');
      if (colon > 0 && english[key.slice(0, colon)]) {
        ns = [key.slice(0, colon)];
        key = key.slice(colon + 1);
      }
      if (!ns.some((n) => hasKey(n, key))) {
        errors.push(`${use.file}:${use.line}: key "${key}" is used in code but missing from English (${ns.map((n) => `locales/en/${n}.json`).join(' or ')})`);
      }
    }
  }

  for (const { code, state } of readLocales(root)) {
    if (code === 'en') continue;
    const present = new Set(namespacesOf(root, code));
    const bucket = state === 'shipped' ? errors : notes;
    for (const [ns, en] of Object.entries(english)) {
      const file = `locales/${code}/${ns}.json`;
      if (!present.has(ns)) {
        bucket.push(`${file}: missing file (English has ${Object.keys(flatten(en ?? {})).length} keys)`);
        continue;
      }
      const target = load(code, ns);
      if (!target || !en) continue;
      for (const p of compareCatalogue(en, target, { locale: code })) {
        (p.kind === 'extra' ? notes : bucket).push(`${file}: ${p.key}: ${p.message}`);
      }
    }
    for (const ns of present) {
      if (!(ns in english)) notes.push(`locales/${code}/${ns}.json: namespace not in English`);
    }
  }
  return { errors, notes };
}

if (process.argv[1] && process.argv[1].endsWith('i18n-check.mjs')) {
  const { errors, notes } = runCheck();
  const types = spawnSync(process.execPath, [join(ROOT, 'scripts/gen-i18n-types.mjs'), '--check'], { encoding: 'utf8' });
  if (types.status !== 0) errors.push(types.stderr.trim() || 'generated key types are stale');
  for (const n of notes) console.log(`  note: ${n}`);
  if (errors.length) {
    for (const e of errors) console.error(`✖ ${e}`);
    console.error(`\ni18n check failed: ${errors.length} problem(s).`);
    process.exit(1);
  }
  console.log('✓ i18n check passed: every shipped locale matches English, every key used in code exists.');
}
