// Vite plugin for the site's fonts (see README, "Fonts"):
//  - Fontsource stylesheets lose their .woff sources: every supported browser takes woff2, so the
//    build emits no .woff file at all.
//  - `virtual:cjk-font/<lng>` is the build-time subset of Noto Sans for a Chinese, Japanese or Korean
//    locale (scripts/fonts/cjk.mjs), generated into .cache/fonts/ and reused while the catalogues
//    do not change: a module with the family names, the shell's face (`common`) and each screen
//    namespace's (`screens[ns]`), each a stylesheet of its own to `load`, its font `file`'s address
//    and a `sample` character that only that face has; and `first[ns]`, each screen's first
//    screenful's face (family `firstFamily`), which the first screen of a visit waits for instead,
//    with the blank face (`blank`, a TrueType file in base64, family `blankFamily`:
//    scripts/fonts/blank.mjs) for its other characters until the whole faces come.
//    `virtual:cjk-local-faces.css` declares the local-only faces (the visitor's own CJK fonts) of
//    all four locales, for the entry. Vitest gets no files: jsdom draws no text.
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { BLANK_FAMILY, blankFont } from './fonts/blank.mjs';
import { CJK_FONTS, firstFamily, localFacesCss, localFamily } from './fonts/cjk.mjs';

const PREFIX = 'virtual:cjk-font/';
/** The local-only faces of all CJK locales, a stylesheet the entry imports (scripts/fonts/cjk.mjs). */
const LOCAL_FACES = 'virtual:cjk-local-faces.css';
const root = fileURLToPath(new URL('..', import.meta.url));
const SCRIPT_FACE = /noto-sans-thai/;
const WOFF_SOURCE = /,\s*url\([^)]+\.woff\)\s*format\(['"]woff['"]\)/g;

/**
 * A locale's faces (scripts/fonts/cjk.mjs buildCjkFont), cut in a worker thread of their own
 * (scripts/fonts/cjk-worker.mjs): Vite asks for the locales together, and cutting them one after
 * another on its main thread took 40 of a fresh clone's 49 s of build on 2 cores.
 */
function buildCjkFontInWorker(lng) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./fonts/cjk-worker.mjs', import.meta.url), { workerData: { root, lng } });
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the ${lng} font worker stopped (exit ${code}) before its faces were cut`)));
  });
}

/** @returns {import('vite').Plugin} */
export function siteFonts() {
  return {
    name: 'site-fonts',
    enforce: 'pre',
    resolveId(id) {
      if (id === LOCAL_FACES) return `\0${id}`;
      if (!id.startsWith(PREFIX) || !Object.hasOwn(CJK_FONTS, id.slice(PREFIX.length))) return null;
      return `\0${id}`;
    },
    async load(id) {
      if (id === `\0${LOCAL_FACES}`) return localFacesCss();
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const lng = id.slice(PREFIX.length + 1);
      const names =
        `export const family = ${JSON.stringify(CJK_FONTS[lng].family)};\nexport const local = ${JSON.stringify(localFamily(lng))};\n` +
        `export const firstFamily = ${JSON.stringify(firstFamily(lng))};\n` +
        `export const blankFamily = ${JSON.stringify(BLANK_FAMILY)};\nexport const blank = ${JSON.stringify(process.env.VITEST ? '' : blankFont().toString('base64'))};\n`;
      // Unit tests: a shell face with a sample character, no stylesheet and no screen faces.
      if (process.env.VITEST) return `${names}export const common = { load: () => Promise.resolve(), file: '', sample: '中' };\nexport const screens = {};\nexport const first = {};\n`;
      const { common, ...rest } = await buildCjkFontInWorker(lng);
      const screens = Object.fromEntries(Object.entries(rest).filter(([name]) => !name.endsWith('.first')));
      const firsts = Object.entries(rest).filter(([name]) => name.endsWith('.first'));
      // Each face's file is imported as a URL, so the build names it once with the stylesheet's.
      const files = [];
      const face = ({ stylesheet, file, sample }) => {
        const name = `file${files.length}`;
        files.push(`import ${name} from ${JSON.stringify(`${file}?url`)};`);
        return `{ load: () => import(${JSON.stringify(stylesheet)}), file: ${name}, sample: ${JSON.stringify(sample)} }`;
      };
      const shell = face(common);
      const entries = Object.entries(screens).map(([ns, f]) => `  ${JSON.stringify(ns)}: ${face(f)},`);
      const firstEntries = firsts.map(([name, f]) => `  ${JSON.stringify(name.slice(0, -'.first'.length))}: ${face(f)},`);
      return (
        `${files.join('\n')}\n${names}export const common = ${shell};\nexport const screens = {\n${entries.join('\n')}\n};\n` +
        `export const first = {\n${firstEntries.join('\n')}\n};\n`
      );
    },
    transform(code, id) {
      if (!/@fontsource[\\/].*\.css$/.test(id)) return null;
      const woff2Only = code.replace(WOFF_SOURCE, '');
      // Thai's files, which the app asks for on a screen it renders itself: `optional`, so a face that
      // is not here within the browser's short block period is never swapped in under text already
      // shown (it would move). A Thai document carries the same faces as `data:` URLs, which
      // scripts/prerender.mjs (embedFontFiles) makes `block`: there they wait for a decode, not a
      // download. Latin is declared after the first paint, where `swap` stays.
      return { code: SCRIPT_FACE.test(id) ? woff2Only.replace(/font-display:\s*swap/g, 'font-display: optional') : woff2Only, map: null };
    },
  };
}
