// Marks translations as reviewed against the current English (updates locales/<locale>.lock.json):
//   npm run i18n:review -- th                  every translated key of Thai
//   npm run i18n:review -- th home             one namespace
//   npm run i18n:review -- th home banner.title one key
//   npm run i18n:review -- --all               every locale (after a bulk translation, e.g.)
// Run it after updating a translation whose English changed (npm run i18n:check lists them, with the
// old and the new English), or after translating new keys.
import { fileURLToPath } from 'node:url';
import { loadCatalogues } from './i18n/coverage.mjs';
import { review } from './i18n/lock.mjs';
import { readLocales, ROOT } from './i18n/project.mjs';

export function runReview(root, argv) {
  const locales = readLocales(root).filter((l) => l.code !== 'en');
  const args = argv.filter((a) => !a.startsWith('-'));
  const all = argv.includes('--all');
  const [code, ns, key] = args;
  const targets = all ? locales.map((l) => l.code) : [code];
  if (!all && !locales.some((l) => l.code === code)) {
    return { ok: false, text: `Usage: npm run i18n:review -- <locale> [namespace] [key] | --all   (locales: ${locales.map((l) => l.code).join(', ')})` };
  }
  const english = loadCatalogues(root, 'en');
  if (ns && !english[ns]) return { ok: false, text: `Unknown namespace "${ns}": English has ${Object.keys(english).join(', ')}` };
  const lines = [];
  for (const target of targets) {
    const n = review(root, target, english, loadCatalogues(root, target), { ns, key, allLocales: locales.map((l) => l.code) });
    lines.push(`${target}${ns ? `/${ns}` : ''}${key ? ` "${key}"` : ''}: ${n} key(s) marked reviewed against the current English`);
  }
  return { ok: true, text: lines.join('\n') };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { ok, text } = runReview(ROOT, process.argv.slice(2));
  console.log(text);
  if (!ok) process.exitCode = 1;
}
