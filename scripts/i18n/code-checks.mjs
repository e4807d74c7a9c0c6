// Keys in code against English:
//  - a key the code uses must exist in English (the namespace's file, with its plural forms);
//  - an English key must be used somewhere in src/.
// Keys written in t() calls and <Trans i18nKey> are found by i18next-cli's key finder (the engine of
// `i18next-cli extract`), file by file. The rest comes from scripts/i18n/source-scan.mjs: string
// literals (typed descriptors such as `labelKey: 'nav.about'`), template literals
// (`stats.${key}.figure`) and whether a file chooses its namespace at run time.
import { readFileSync } from 'node:fs';
import { dirname, sep } from 'node:path';
import { findKeys } from 'i18next-cli';
import baseConfig from '../../i18next.config.mjs';
import { DYNAMIC_KEYS } from './allow-list.mjs';
import { flatten, PLURAL_SUFFIX } from './catalogue-checks.mjs';
import { rel, sourceFiles } from './project.mjs';
import { scanSource } from './source-scan.mjs';

/** `ns:a.*.b` / `*:meta.**` → RegExp over "ns:key". */
export function allowPattern(pattern) {
  const [ns, key] = pattern.includes(':') ? pattern.split(/:(.*)/s) : ['*', pattern];
  const part = (s) =>
    s
      .split(/(\*\*|\*)/)
      .map((p) => (p === '**' ? '.+' : p === '*' ? '[^.:]+' : p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('');
  return new RegExp(`^${part(ns)}:${part(key)}$`);
}

const silentLogger = { info() {}, warn() {}, error() {} };

/** Keys i18next-cli's extractor finds in one file, as { ns, key, hasCount }, and object keys (returnObjects). */
async function keysOfFile(file) {
  const config = {
    ...baseConfig,
    locales: ['en'],
    extract: { ...baseConfig.extract, input: [file.split(sep).join('/')], ignore: [] },
    plugins: [],
  };
  const { allKeys, objectKeys } = await findKeys(config, silentLogger);
  return { keys: [...allKeys.values()].map((k) => ({ ns: k.ns, key: k.key, hasCount: Boolean(k.hasCount) })), objectKeys: [...objectKeys] };
}

/**
 * @param root project root
 * @param english { ns: { file, data } } English catalogues (data undefined when invalid)
 * @returns {{ errors: string[], notes: string[], stats: object }}
 */
export async function checkCode(root, english, { allowList = DYNAMIC_KEYS } = {}) {
  const errors = [];
  const notes = [];
  const flat = {};
  for (const [ns, c] of Object.entries(english)) if (c.data) flat[ns] = flatten(c.data);
  const allNs = Object.keys(flat);
  const enFile = (ns) => `locales/en/${ns}.json`;

  // 1. Scan every source file.
  const scans = [];
  for (const file of sourceFiles(root)) {
    const text = readFileSync(file, 'utf8');
    const scan = { file, path: rel(root, file), text, ...scanSource(text, file), ...(await keysOfFile(file)) };
    scans.push(scan);
  }
  const knownNs = new Set([...allNs, ...scans.flatMap((s) => s.keys.map((k) => k.ns))]);
  for (const s of scans) {
    s.namespaces = new Set(['common']);
    for (const n of s.nsLiterals) if (knownNs.has(n)) s.namespaces.add(n);
    for (const k of s.keys) s.namespaces.add(k.ns);
  }
  // Files of one screen folder (src/pages/<page>/…) share their namespaces (descriptors next to the page).
  const byDir = new Map();
  for (const s of scans) {
    if (!s.path.startsWith('src/pages/')) continue;
    const dir = dirname(s.file);
    if (!byDir.has(dir)) byDir.set(dir, new Set());
    for (const ns of s.namespaces) byDir.get(dir).add(ns);
  }
  for (const s of scans) {
    const shared = byDir.get(dirname(s.file));
    if (shared) for (const ns of shared) s.namespaces.add(ns);
  }

  const lineOf = (s, key) => {
    const written = [key, ...s.keyPrefixes.filter((p) => key.startsWith(`${p}.`)).map((p) => key.slice(p.length + 1))];
    const lit = s.literals.find((l) => written.some((w) => l.value === w || l.value.endsWith(`:${w}`)));
    if (lit) return lit.line;
    const at = written.map((w) => s.text.indexOf(w)).find((i) => i > -1) ?? -1;
    return at === -1 ? 1 : s.text.slice(0, at).split('\n').length;
  };
  const exists = (ns, key) => Boolean(flat[ns]) && key in flat[ns];
  const isGroup = (ns, key) => Boolean(flat[ns]) && Object.keys(flat[ns]).some((k) => k.startsWith(`${key}.`));
  const hasPlural = (ns, key) => Boolean(flat[ns]) && Object.keys(flat[ns]).some((k) => k.startsWith(`${key}_`) && PLURAL_SUFFIX.test(k));

  // 2. Keys used in code must exist in English.
  const reported = new Set();
  for (const s of scans) {
    const seenBases = new Set();
    for (const k of s.keys) {
      const base = k.hasCount ? k.key.replace(PLURAL_SUFFIX, '') : k.key;
      const explicitNs = s.literals.some((l) => l.value === `${k.ns}:${base}`);
      const candidates = explicitNs ? [k.ns] : s.dynamicNs ? allNs : [...new Set([k.ns, ...s.namespaces])];
      const where = () => `${s.path}:${lineOf(s, base)}`;
      if (k.hasCount) {
        // i18next-cli expands t('items', { count }) into the English plural forms items_one, items_other.
        if (seenBases.has(base)) continue;
        seenBases.add(base);
        if (!candidates.some((ns) => hasPlural(ns, base) || exists(ns, base))) {
          errors.push(`${where()}: key "${base}" is counted (count: …) but ${candidates.map(enFile).join(' / ')} has no plural forms ${base}_one, ${base}_other`);
        }
        continue;
      }
      // A key with plural forms may be counted in ways the finder does not see (`{ count }` shorthand).
      if (candidates.some((ns) => exists(ns, k.key) || hasPlural(ns, k.key))) continue;
      if (candidates.some((ns) => isGroup(ns, k.key))) {
        if (!s.objectKeys.includes(k.key)) {
          errors.push(`${where()}: key "${k.key}" is a group of keys in English, not a text (use a longer key, or returnObjects)`);
        }
        continue;
      }
      const id = `${s.path}|${k.ns}:${k.key}`;
      if (reported.has(id)) continue;
      reported.add(id);
      if (!explicitNs && !s.dynamicNs && !flat[k.ns] && k.ns !== 'common') {
        errors.push(`${where()}: namespace "${k.ns}" has no English catalogue: create ${enFile(k.ns)} (key "${k.key}" is used here)`);
      } else {
        errors.push(`${where()}: key "${k.key}" is used in code but missing from English (looked in ${candidates.filter((ns) => flat[ns] || ns === k.ns).map(enFile).join(', ') || 'no catalogue'})`);
      }
    }
    // Keys named in …Key properties of typed descriptors must exist in some English namespace.
    for (const d of s.declaredKeys) {
      const [maybeNs, rest] = d.key.includes(':') ? d.key.split(/:(.*)/s) : [null, d.key];
      const pool = maybeNs && flat[maybeNs] ? [maybeNs] : allNs;
      const key = maybeNs && flat[maybeNs] ? rest : d.key;
      if (pool.some((ns) => exists(ns, key) || isGroup(ns, key) || hasPlural(ns, key))) continue;
      errors.push(`${s.path}:${d.line}: key "${d.key}" (${d.via}) is missing from English (no locales/en/*.json has it)`);
    }
  }

  // 3. Every English key must be used somewhere.
  const allow = allowList.map((a) => ({ ...a, re: allowPattern(a.pattern) }));
  let viaPattern = 0;
  let viaAllowList = 0;
  for (const ns of allNs) {
    const relevant = scans.filter((s) => s.dynamicNs || s.namespaces.has(ns));
    const direct = new Set();
    const prefixes = [];
    for (const s of scans) {
      for (const k of s.keys) {
        if (k.ns === ns || s.dynamicNs) direct.add(k.hasCount ? k.key.replace(PLURAL_SUFFIX, '') : k.key);
      }
      if (s.namespaces.has(ns) || s.dynamicNs) prefixes.push(...s.objectKeys);
      for (const l of s.literals) if (l.value.startsWith(`${ns}:`)) direct.add(l.value.slice(ns.length + 1));
    }
    const literals = new Set();
    const dotted = [];
    const patterns = [];
    for (const s of relevant) {
      // With `keyPrefix: 'detail'`, a key written 'a.b' in the file may be 'detail.a.b'.
      const withPrefixes = (k) => [k, ...s.keyPrefixes.map((p) => `${p}.${k}`)];
      for (const l of s.literals) {
        for (const value of withPrefixes(l.value)) {
          literals.add(value);
          if (value.includes('.') && !/\s/.test(value)) dotted.push(value);
        }
      }
      for (const p of s.patterns) {
        patterns.push(p.re);
        for (const prefix of s.keyPrefixes) patterns.push(new RegExp(`^${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.${p.re.source.slice(1)}`));
      }
    }
    for (const p of [...direct]) if (p.includes('.')) dotted.push(p);
    const unused = [];
    const keys = Object.keys(flat[ns]);
    for (const key of keys) {
      const base = key.replace(PLURAL_SUFFIX, '');
      const forms = base === key ? [key] : [key, base];
      if (forms.some((f) => direct.has(f) || literals.has(f))) continue;
      if (forms.some((f) => dotted.some((d) => f.startsWith(`${d}.`)) || prefixes.some((d) => f.startsWith(`${d}.`)))) continue;
      if (forms.some((f) => patterns.some((re) => re.test(f)))) {
        viaPattern += 1;
        continue;
      }
      if (allow.some((a) => forms.some((f) => a.re.test(`${ns}:${f}`)))) {
        viaAllowList += 1;
        continue;
      }
      unused.push(key);
    }
    if (unused.length === 0) continue;
    if (!scans.some((s) => !s.dynamicNs && s.namespaces.has(ns))) {
      errors.push(`${enFile(ns)}: namespace "${ns}" is loaded by no code yet (no useTranslation('${ns}') in src/), so ${unused.length} of its ${keys.length} keys are used nowhere`);
      continue;
    }
    for (const key of unused) {
      errors.push(`${enFile(ns)}: key "${key}" is used nowhere in src/ (use it or delete it; if code builds it at run time, add it to scripts/i18n/allow-list.mjs with the reason)`);
    }
  }
  const stats = { files: scans.length, viaPattern, viaAllowList, dynamicFiles: scans.filter((s) => s.dynamicNs).map((s) => s.path) };
  return { errors, notes, stats };
}
