// Marks translations as reviewed against the current English (updates locales/<locale>.lock.json):
//   npm run i18n:review -- th                  every translated key of Thai
//   npm run i18n:review -- th home             one namespace
//   npm run i18n:review -- th home banner.title one key
//   npm run i18n:review -- --all               every locale (after a bulk translation, e.g.)
// Run it after updating a translation whose English changed (npm run i18n:check lists them, with the
// old and the new English), or after translating new keys.
// An edition (a locale with a `base` in src/i18n/locales.ts, e.g. zh-TW over zh-HK) reviews only the
// strings its own overlay holds: its lock covers exactly those, and a key it inherits is refused
// (it is reviewed under the base).
import { fileURLToPath } from 'node:url';
import { flatten } from './i18n/catalogue-checks.mjs';
import { loadCatalogues } from './i18n/coverage.mjs';
import { review } from './i18n/lock.mjs';
import { baseOf, readLocales, ROOT } from './i18n/project.mjs';

export function runReview(root, argv) {
  const all = readLocales(root);
  const locales = all.filter((l) => l.code !== 'en');
  const args = argv.filter((a) => !a.startsWith('-'));
  const everyLocale = argv.includes('--all');
  const [code, ns, key] = args;
  const targets = everyLocale ? locales.map((l) => l.code) : [code];
  if (!everyLocale && !locales.some((l) => l.code === code)) {
    return { ok: false, text: `Usage: npm run i18n:review -- <locale> [namespace] [key] | --all   (locales: ${locales.map((l) => l.code).join(', ')})` };
  }
  const english = loadCatalogues(root, 'en');
  if (ns && !english[ns]) return { ok: false, text: `Unknown namespace "${ns}": English has ${Object.keys(english).join(', ')}` };
  const lines = [];
  for (const target of targets) {
    const base = baseOf(all, target);
    const catalogues = loadCatalogues(root, target);
    if (base && ns) {
      const file = `locales/${target}/${ns}.json`;
      const held = catalogues[ns]?.data ? flatten(catalogues[ns].data) : undefined;
      if (!held || (key && typeof held[key] !== 'string')) {
        const what = key ? `"${key}"` : `namespace "${ns}"`;
        return {
          ok: false,
          text:
            `✖ ${target} is an edition of ${base} and its overlay has no ${what}${held ? ` in ${file}` : ` (no ${file})`}: ` +
            `${target} inherits ${base}'s text, which is reviewed under ${base} (npm run i18n:review -- ${base} ${ns}${key ? ` ${key}` : ''}). ` +
            `To give ${target} its own text, write it in ${file} first, then review it here.`,
        };
      }
    }
    const n = review(root, target, english, catalogues, { ns, key, allLocales: locales.map((l) => l.code), sparse: Boolean(base) });
    lines.push(`${target}${ns ? `/${ns}` : ''}${key ? ` "${key}"` : ''}: ${n} key(s) marked reviewed against the current English${base ? ` (its own strings; the rest is inherited from ${base})` : ''}`);
  }
  return { ok: true, text: lines.join('\n') };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { ok, text } = runReview(ROOT, process.argv.slice(2));
  console.log(text);
  if (!ok) process.exitCode = 1;
}
