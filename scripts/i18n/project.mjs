// Reads the project's locale list, catalogues and source files.
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import { join, dirname, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The locale list lives in src/i18n/locales.ts; this reads it without compiling TypeScript. */
export function readLocales(root = ROOT) {
  const text = readFileSync(join(root, 'src/i18n/locales.ts'), 'utf8');
  const re = /\{\s*code:\s*'([^']+)',\s*label:\s*'([^']+)',\s*state:\s*'(shipped|next)'\s*\}/g;
  return [...text.matchAll(re)].map(([, code, label, state]) => ({ code, label, state }));
}

export function namespacesOf(root, locale) {
  const dir = join(root, 'locales', locale);
  if (!existsSync(dir)) return [];
  return readdirSync(dir).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -5)).sort();
}

export function walk(dir, exts, out = []) {
  if (!existsSync(dir)) return out;
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) walk(p, exts, out);
    else if (exts.some((e) => p.endsWith(e))) out.push(p);
  }
  return out;
}

const KEY_PATTERNS = [
  /\bt\(\s*'([^'`$]+)'/g,
  /\bt\(\s*"([^"`$]+)"/g,
  /i18nKey=["']([^"'$]+)["']/g,
  /i18nKey=\{\s*'([^'$]+)'\s*\}/g,
  /\b[a-z][A-Za-z]*Key:\s*'([^'`$]+)'/g,
];

/** Keys written literally in source files, with the namespaces each file uses. */
export function keysInSource(root = ROOT) {
  const files = walk(join(root, 'src'), ['.ts', '.tsx']).filter((f) => !f.endsWith('.gen.ts') && !f.endsWith('.d.ts'));
  const uses = [];
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const namespaces = new Set(['common']);
    for (const m of text.matchAll(/useTranslation\(\s*'([^']+)'/g)) namespaces.add(m[1]);
    for (const m of text.matchAll(/\bns:\s*'([^']+)'/g)) namespaces.add(m[1]);
    for (const re of KEY_PATTERNS) {
      for (const m of text.matchAll(re)) {
        const line = text.slice(0, m.index).split('\n').length;
        uses.push({ file: relative(root, file), line, key: m[1], namespaces: [...namespaces] });
      }
    }
  }
  return uses;
}
