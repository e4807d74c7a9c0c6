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
 * The locale list lives in src/i18n/locales.ts (the one place that says which locales exist and
 * whether each is `shipped` or `next`); this imports that module itself (Node 24 runs TypeScript by
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
  return LOCALES.map(({ code, label, state }) => ({ code, label: label ?? code, state }));
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
