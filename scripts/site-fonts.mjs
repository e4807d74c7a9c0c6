// Vite plugin for the site's fonts (see README, "Fonts"):
//  - Fontsource stylesheets lose their .woff sources: every supported browser takes woff2, so the
//    build emits no .woff file at all.
//  - `virtual:cjk-font/<lng>` is the build-time subset of Noto Sans for a Chinese, Japanese or Korean
//    locale (scripts/fonts/cjk.mjs), generated into .cache/fonts/ and reused while the catalogues
//    do not change: a module whose `common` loads the shell's face and whose `screens[ns]` loads
//    the face of one screen's namespace (each a stylesheet of its own). Vitest gets no faces: jsdom
//    draws no text.
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { buildCjkFont, CJK_FONTS } from './fonts/cjk.mjs';

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
      if (process.env.VITEST) return 'export const common = () => Promise.resolve();\nexport const screens = {};\n';
      const { common, ...screens } = await buildCjkFont(root, id.slice(PREFIX.length + 1), outDir);
      const loader = (path) => `() => import(${JSON.stringify(path)})`;
      const entries = Object.entries(screens).map(([ns, path]) => `  ${JSON.stringify(ns)}: ${loader(path)},`);
      return `export const common = ${loader(common)};\nexport const screens = {\n${entries.join('\n')}\n};\n`;
    },
    transform(code, id) {
      if (!/@fontsource[\\/].*\.css$/.test(id)) return null;
      return { code: code.replace(WOFF_SOURCE, ''), map: null };
    },
  };
}
