// Reads the project's locale list, catalogues and source files. Every function takes the project
// root, so the checks run the same way on the repository and on the test fixtures.
import { readdirSync, statSync, existsSync } from 'node:fs';
import { join, dirname, relative, sep } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Project-relative path with forward slashes, for messages. */
export const rel = (root, file) => relative(root, file).split(sep).join('/');

/**
 * The locale list lives in src/i18n/locales.ts (the one place that says which locales exist,
 * whether each is `shipped` or `next`, and which is an edition of another: `base`); this imports that module itself (Node 24 runs TypeScript by
 * stripping its types), from the project at `root` (the repository or a test fixture).
 */
export function readLocales(root = ROOT) {
  const file = join(root, 'src/i18n/locales.ts');
  const { LOCALES } = createRequire(import.meta.url)(file);
  if (!Array.isArray(LOCALES)) throw new Error(`${rel(root, file)}: no \`export const LOCALES = [ … ]\``);
  for (const l of LOCALES) {
    if (!l?.code || (l.state !== 'shipped' && l.state !== 'next')) {
      throw new Error(`${rel(root, file)}: cannot read locale entry ${JSON.stringify(l)} (needs code and state 'shipped' or 'next')`);
    }
  }
  if (!LOCALES.some((l) => l.code === 'en')) throw new Error(`${rel(root, file)}: English ('en') must be listed`);
  for (const l of LOCALES) {
    if (l.base === undefined) continue;
    const base = LOCALES.find((b) => b.code === l.base);
    if (!base || base.code === 'en' || base.code === l.code || base.base !== undefined) {
      throw new Error(`${rel(root, file)}: locale '${l.code}' has base '${l.base}': the base of an edition must be another listed locale, not English, and not an edition itself`);
    }
  }
  return LOCALES.map(({ code, label, state, base }) => ({ code, label: label ?? code, state, ...(base ? { base } : {}) }));
}

/**
 * The base of an edition (zh-TW → zh-HK), from the `base` field of the locale list, or undefined for
 * a locale that is not an edition. `locales` is readLocales()'s result.
 */
export function baseOf(locales, code) {
  return locales.find((l) => l.code === code)?.base;
}

/** Namespaces (file names without .json) present for a locale, sorted. */
export function namespacesOf(root, locale) {
  const dir = join(root, 'locales', locale);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -5))
    .sort();
}

export function walk(dir, exts, out = []) {
  if (!existsSync(dir)) return out;
  for (const name of readdirSync(dir).sort()) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) walk(p, exts, out);
    else if (exts.some((e) => p.endsWith(e))) out.push(p);
  }
  return out;
}

/** Application source files whose keys count: src/**\/*.ts(x), without generated, declaration and test files. */
export function sourceFiles(root = ROOT) {
  return walk(join(root, 'src'), ['.ts', '.tsx']).filter(
    (f) => !/\.(gen|d)\.ts$/.test(f) && !/\.(test|spec)\.tsx?$/.test(f) && !f.split(sep).includes('__tests__'),
  );
}
