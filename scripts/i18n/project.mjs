// Reads the project's locale list, catalogues and source files. Every function takes the project
// root, so the checks run the same way on the repository and on the test fixtures.
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import { join, dirname, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Project-relative path with forward slashes, for messages. */
export const rel = (root, file) => relative(root, file).split(sep).join('/');

/**
 * The locale list lives in src/i18n/locales.ts (the one place that says which locales exist and
 * whether each is `shipped` or `next`); this reads it without compiling TypeScript.
 */
export function readLocales(root = ROOT) {
  const file = join(root, 'src/i18n/locales.ts');
  const text = readFileSync(file, 'utf8');
  const list = text.match(/LOCALES\s*=\s*\[([\s\S]*?)\]\s*as const/);
  if (!list) throw new Error(`${rel(root, file)}: could not find \`export const LOCALES = [ … ] as const\``);
  const locales = [];
  for (const m of list[1].matchAll(/\{([^{}]*)\}/g)) {
    const field = (name) => m[1].match(new RegExp(`\\b${name}:\\s*(['"])(.*?)\\1`))?.[2];
    const code = field('code');
    const state = field('state');
    if (!code || (state !== 'shipped' && state !== 'next')) {
      throw new Error(`${rel(root, file)}: cannot read locale entry {${m[1].trim()}} (needs code and state 'shipped' or 'next')`);
    }
    locales.push({ code, label: field('label') ?? code, state });
  }
  if (!locales.some((l) => l.code === 'en')) throw new Error(`${rel(root, file)}: English ('en') must be listed`);
  return locales;
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
