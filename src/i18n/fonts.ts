/**
 * Fonts per script, loaded only for the locale that needs them (see README, "Fonts"). Latin,
 * Vietnamese and the shell come with Noto Sans (main.tsx). Thai uses Fontsource's Noto Sans Thai;
 * Chinese, Japanese and Korean use a build-time subset of Noto Sans to the characters of their
 * catalogues (scripts/fonts/cjk.mjs), which tries the visitor's own CJK fonts first. Until a face
 * arrives the text shows at once in the size-adjusted fallbacks of src/styles/fonts.scss.
 */
const fontLoaders: Record<string, () => Promise<unknown>> = {
  'zh-Hans': () => import('virtual:cjk-font/zh-Hans.css'),
  'zh-Hant': () => import('virtual:cjk-font/zh-Hant.css'),
  ja: () => import('virtual:cjk-font/ja.css'),
  ko: () => import('virtual:cjk-font/ko.css'),
  th: () => Promise.all([import('@fontsource/noto-sans-thai/thai-400.css'), import('@fontsource/noto-sans-thai/thai-700.css')]),
};

const loaded = new Set<string>();

export async function loadLocaleFonts(lng: string): Promise<void> {
  const load = fontLoaders[lng];
  if (!load || loaded.has(lng)) return;
  loaded.add(lng);
  try {
    await load();
  } catch {
    loaded.delete(lng); // a missing font is cosmetic: the fallback stack takes over
  }
}
