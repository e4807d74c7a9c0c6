// The pseudo-locale: English made to look foreign, so that hard-coded text and layouts that break
// under longer translations are seen at once.
//   "Contact {{name}} about <seo>SEO</seo>"  →  "[Çöñţáçţ {{name}} áƀöüţ <seo>ŠÉÖ</seo> ļöŕéḿ íþ]"
// Letters are accented, the text is about 35% longer (filler words inside the brackets, so lines
// wrap as in real translations), and everything a translator must keep is kept as it is:
// {{placeholders}} with their formatter arguments, <tags>, $t(nesting) and &entities;. Strings
// with neither letters nor placeholders (figures such as "200000") are left alone: code reads them as numbers.
//
// The app builds the pseudo-locale in memory from the English catalogues (src/i18n/i18n.ts, only in
// `npm run dev` and in the `--mode pseudo` test build; never in the production bundle).
// From the command line it writes the catalogues out for a look:
//   node scripts/pseudo-locale.mjs [--out <dir>]   (default node_modules/.cache/i18n-pseudo)

export { PSEUDO_LOCALE, PSEUDO_CHARACTERS, pseudoLocalize, pseudoCatalogue } from '../src/i18n/pseudo.ts';
import { pseudoCatalogue } from '../src/i18n/pseudo.ts';
import { readdirSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { join, dirname, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

function main() {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..');
  const at = process.argv.indexOf('--out');
  const out = at > -1 && process.argv[at + 1] ? process.argv[at + 1] : join(root, 'node_modules/.cache/i18n-pseudo');
  mkdirSync(out, { recursive: true });
  const enDir = join(root, 'locales/en');
  const files = readdirSync(enDir).filter((f) => f.endsWith('.json')).sort();
  for (const f of files) {
    const data = JSON.parse(readFileSync(join(enDir, f), 'utf8'));
    writeFileSync(join(out, f), `${JSON.stringify(pseudoCatalogue(data), null, 2)}\n`);
  }
  console.log(`wrote ${files.length} pseudo-locale catalogue(s) to ${relative(process.cwd(), out) || out}`);
  console.log('Preview the site in it: `npm run dev`, then open http://localhost:5173/?lng=pseudo');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
