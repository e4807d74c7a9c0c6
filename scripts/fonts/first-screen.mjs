// The font files a first screen is drawn in, per locale, as build-manifest keys. Two places start
// them early: the prerendered documents preload them (scripts/prerender.mjs), and index.html's
// arrival hints fetch them for the language the visitor arrives in (scripts/font-hints.mjs).
import { CJK_FONTS } from './cjk.mjs';

/**
 * Noto Sans (Latin: the shell, brand names), its Vietnamese file in Vietnamese, Noto Sans Thai in
 * Thai, in the two weights the site uses: the faces src/main.tsx and src/i18n/fonts.ts load.
 * Found late, they arrived after the first paint and the text moved as they swapped in (CLS 0.2 on
 * the Thai home document).
 */
const FONTSOURCE = 'node_modules/@fontsource';
const LATIN = [`${FONTSOURCE}/noto-sans/files/noto-sans-latin-400-normal.woff2`, `${FONTSOURCE}/noto-sans/files/noto-sans-latin-700-normal.woff2`];
const SCRIPT_FONTS = {
  vi: [...LATIN, `${FONTSOURCE}/noto-sans/files/noto-sans-vietnamese-400-normal.woff2`, `${FONTSOURCE}/noto-sans/files/noto-sans-vietnamese-700-normal.woff2`],
  th: [...LATIN, `${FONTSOURCE}/noto-sans-thai/files/noto-sans-thai-thai-400-normal.woff2`, `${FONTSOURCE}/noto-sans-thai/files/noto-sans-thai-thai-700-normal.woff2`],
};

export const isCjk = (lng) => Object.hasOwn(CJK_FONTS, lng);

/** The Fontsource files of a locale's first screen; none for the CJK subsets, which carry their own Latin letters. */
export const firstScreenFonts = (lng) => SCRIPT_FONTS[lng] ?? (isCjk(lng) ? [] : LATIN);

/** The Thai stylesheets, which the entry does not carry (src/i18n/fonts.ts loads them for Thai only). */
export const THAI_STYLESHEETS = [`${FONTSOURCE}/noto-sans-thai/thai-400.css`, `${FONTSOURCE}/noto-sans-thai/thai-700.css`];

/** The build-time subset of a Chinese, Japanese or Korean locale (scripts/fonts/cjk.mjs): a face's file or stylesheet. */
export const cjkFaceKey = (lng, face, ext) => `.cache/fonts/${lng}/${lng}-${face}.${ext}`;
