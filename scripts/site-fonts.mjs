// Vite plugin for the site's fonts (see README, "Fonts"):
//  - Fontsource stylesheets lose their .woff sources: every supported browser takes woff2, so the
//    build emits no .woff file at all.
//  - `virtual:cjk-font/<lng>.css` (and `<lng>-rest.css`) is the build-time subset of Noto Sans for a Chinese, Japanese or
//    Korean locale (scripts/fonts/cjk.mjs), generated into .cache/fonts/ and reused while the
//    catalogues do not change. Vitest gets an empty stylesheet: jsdom draws no text.
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
    async resolveId(id) {
      if (!id.startsWith(PREFIX)) return null;
      const [, lng, rest] = id.slice(PREFIX.length).match(/^(.+?)(-rest)?\.css$/) ?? [];
      if (!lng || !Object.hasOwn(CJK_FONTS, lng)) return null;
      if (process.env.VITEST) return `\0${id}`;
      return buildCjkFont(root, lng, outDir, rest ? 'b' : 'a');
    },
    load(id) {
      return id.startsWith(`\0${PREFIX}`) ? '' : null;
    },
    transform(code, id) {
      if (!/@fontsource[\\/].*\.css$/.test(id)) return null;
      return { code: code.replace(WOFF_SOURCE, ''), map: null };
    },
  };
}
