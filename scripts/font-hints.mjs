// Adds the arrival hints to dist/index.html (after `vite build`, see scripts/build.mjs): a small
// classic script, src/arrival-hints.ts, built here on its own with the table of font files it
// needs (src/app/font-hints.ts), written as dist/assets/arrival-hints-<hash>.js and loaded with
// `async` before the app's entry. It starts the arrival screen's fonts while the app downloads,
// instead of once the app runs: for Chinese, that was the last link of the first paint's chain
// (app → its CJK font module → the face's stylesheet → the face). The prerendered documents do not
// get it: they link their own fonts (scripts/prerender.mjs).
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CJK_FONTS } from './fonts/cjk.mjs';
import { cjkFaceKey, firstScreenFonts } from './fonts/first-screen.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const VIRTUAL = 'virtual:font-hints';
/** Marks the tag in index.html, so that a second run replaces it and the documents can leave it out. */
export const HINTS_MARKER = 'data-arrival-hints';

/** The table of src/app/font-hints.ts, from the build manifest. */
export function fontHintTable(manifest, locales) {
  const file = (key) => {
    const found = manifest[key]?.file;
    if (!found) throw new Error(`font-hints: ${key} is not in the build manifest`);
    return `/${found}`;
  };
  const scripts = { '*': firstScreenFonts('en').map(file) };
  const cjk = {};
  for (const lng of locales) {
    if (Object.hasOwn(CJK_FONTS, lng)) {
      const prefix = `.cache/fonts/${lng}/${lng}-`;
      const screens = Object.fromEntries(
        Object.keys(manifest)
          .filter((key) => key.startsWith(prefix) && key.endsWith('.woff2') && key !== cjkFaceKey(lng, 'common', 'woff2'))
          .map((key) => [key.slice(prefix.length, -'.woff2'.length), file(key)]),
      );
      const local = CJK_FONTS[lng].local.map((name) => `local('${name}')`).join(', ');
      cjk[lng] = { local, common: file(cjkFaceKey(lng, 'common', 'woff2')), screens };
    } else if (lng !== 'en') {
      const own = firstScreenFonts(lng).map(file);
      if (own.join() !== scripts['*'].join()) scripts[lng] = own;
    }
  }
  return { scripts, cjk };
}

/** Locales whose first-screen fonts are not only Noto Sans Latin. */
const OWN_FONTS = ['th', 'vi', ...Object.keys(CJK_FONTS)];

export async function writeFontHints(dist = join(root, 'dist'), locales = OWN_FONTS) {
  const manifest = JSON.parse(readFileSync(`${dist}.manifest.json`, 'utf8'));
  const table = fontHintTable(manifest, locales);
  const { build } = await import('vite');
  const result = await build({
    configFile: false,
    root,
    logLevel: 'warn',
    plugins: [
      {
        name: 'font-hints-table',
        resolveId: (id) => (id === VIRTUAL ? `\0${VIRTUAL}` : null),
        load: (id) => (id === `\0${VIRTUAL}` ? `export default ${JSON.stringify(table)};` : null),
      },
    ],
    build: {
      write: false,
      minify: true,
      target: 'es2022',
      lib: { entry: join(root, 'src/arrival-hints.ts'), formats: ['iife'], name: 'arrivalHints' },
    },
  });
  const output = (Array.isArray(result) ? result[0] : result).output;
  const chunk = output.find((o) => o.type === 'chunk');
  const code = chunk.code;
  const name = `assets/arrival-hints-${createHash('sha256').update(code).digest('base64url').slice(0, 8)}.js`;
  writeFileSync(join(dist, name), code);
  const index = join(dist, 'index.html');
  const html = readFileSync(index, 'utf8').replace(new RegExp(`\\s*<script [^>]*${HINTS_MARKER}[^>]*></script>`), '');
  const entry = html.indexOf('<script type="module"');
  if (entry < 0) throw new Error('font-hints: no module script in index.html');
  const tag = `<script async src="/${name}" ${HINTS_MARKER}></script>\n    `;
  writeFileSync(index, html.slice(0, entry) + tag + html.slice(entry));
  return { file: name, bytes: Buffer.byteLength(code) };
}
