// Vite plugin for the site's fonts (see README, "Fonts"):
//  - Fontsource stylesheets lose their .woff sources: every supported browser takes woff2, so the
//    build emits no .woff file at all.
//  - `virtual:cjk-font/<lng>` is the build-time subset of Noto Sans for a Chinese, Japanese or Korean
//    locale (scripts/fonts/cjk.mjs), generated into .cache/fonts/ and reused while the catalogues
//    do not change: a module with the family names, the shell's face (`common`) and each screen
//    namespace's (`screens[ns]`), each a stylesheet of its own to `load` and a `sample` character
//    that only that face has. Vitest gets no files: jsdom draws no text.
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { buildCjkFont, CJK_FONTS, localFamily } from './fonts/cjk.mjs';

const PREFIX = 'virtual:cjk-font/';
const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = join(root, '.cache', 'fonts');
const WOFF_SOURCE = /,\s*url\([^)]+\.woff\)\s*format\(['"]woff['"]\)/g;

/** @returns {import('vite').Plugin} */
export function siteFonts() {
  return {
    name: 'site-fonts',
    enforce: 'pre',
    resolveId(id) {
      if (!id.startsWith(PREFIX) || !Object.hasOwn(CJK_FONTS, id.slice(PREFIX.length))) return null;
      return `\0${id}`;
    },
    async load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const lng = id.slice(PREFIX.length + 1);
      const names = `export const family = ${JSON.stringify(CJK_FONTS[lng].family)};\nexport const local = ${JSON.stringify(localFamily(lng))};\n`;
      // Unit tests: a shell face with a sample character, no stylesheet and no screen faces.
      if (process.env.VITEST) return `${names}export const common = { load: () => Promise.resolve(), sample: '中' };\nexport const screens = {};\n`;
      const { common, ...screens } = await buildCjkFont(root, lng, outDir);
      const face = ({ stylesheet, sample }) => `{ load: () => import(${JSON.stringify(stylesheet)}), sample: ${JSON.stringify(sample)} }`;
      const entries = Object.entries(screens).map(([ns, f]) => `  ${JSON.stringify(ns)}: ${face(f)},`);
      return `${names}export const common = ${face(common)};\nexport const screens = {\n${entries.join('\n')}\n};\n`;
    },
    transform(code, id) {
      if (!/@fontsource[\\/].*\.css$/.test(id)) return null;
      return { code: code.replace(WOFF_SOURCE, ''), map: null };
    },
  };
}
