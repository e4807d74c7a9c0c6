import type { i18n as I18n } from 'i18next';

/**
 * Fonts per script, loaded only for the locale that needs them (see README, "Fonts"). Latin,
 * Vietnamese and the shell come with Noto Sans (main.tsx). Thai uses Fontsource's Noto Sans Thai.
 * Chinese, Japanese and Korean use a build-time subset of Noto Sans to the characters of their
 * catalogues (scripts/fonts/cjk.mjs) behind the visitor's own CJK fonts: the shell's characters
 * come with the locale, each screen's own with its catalogue. Until a face arrives the text shows
 * at once in the size-adjusted fallbacks of src/styles/_fonts.scss.
 */
const cjkFonts: Record<string, () => Promise<typeof import('virtual:cjk-font/*')>> = {
  'zh-Hans': () => import('virtual:cjk-font/zh-Hans'),
  'zh-Hant': () => import('virtual:cjk-font/zh-Hant'),
  ja: () => import('virtual:cjk-font/ja'),
  ko: () => import('virtual:cjk-font/ko'),
};

const fontLoaders: Record<string, () => Promise<unknown>> = {
  ...Object.fromEntries(Object.entries(cjkFonts).map(([lng, load]) => [lng, () => load().then((faces) => faces.common())])),
  th: () => Promise.all([import('@fontsource/noto-sans-thai/thai-400.css'), import('@fontsource/noto-sans-thai/thai-700.css')]),
};

const loaded = new Set<string>();

async function loadOnce(key: string, load: (() => Promise<unknown>) | undefined): Promise<void> {
  if (!load || loaded.has(key)) return;
  loaded.add(key);
  try {
    await load();
  } catch {
    loaded.delete(key); // a missing font is cosmetic: the fallback stack takes over
  }
}

export function loadLocaleFonts(lng: string): Promise<void> {
  return loadOnce(lng, fontLoaders[lng]);
}

/**
 * Loads the face of one screen's own characters in a Chinese, Japanese or Korean locale (the
 * others' fonts cover every screen). The browser downloads it only if the text needs it.
 */
export function loadScreenFonts(lng: string, ns: string): Promise<void> {
  const faces = cjkFonts[lng];
  return loadOnce(`${lng}/${ns}`, faces && (() => faces().then((f) => f.screens[ns]?.())));
}

/**
 * The faces of a first screen, with a character that selects the right file of each: Noto Sans
 * (Latin: the shell and brand names), its Vietnamese file in Vietnamese, Noto Sans Thai in Thai,
 * in the two weights the site uses. Chinese, Japanese and Korean faces are not awaited: they come
 * only where the visitor has no CJK font of their own (awaiting them would download them anyway),
 * and their fallbacks share their metrics.
 * (The prerendered documents preload the same files: FIRST_SCREEN_FONTS in scripts/prerender.mjs.)
 */
const LATIN_FACE = { family: 'Noto Sans', text: 'A' };
const FIRST_SCREEN_FACES: Record<string, readonly { family: string; text: string }[]> = {
  vi: [LATIN_FACE, { family: 'Noto Sans', text: 'ạ' }],
  th: [LATIN_FACE, { family: 'Noto Sans Thai', text: 'ก' }],
};

/** A Chinese, Japanese or Korean subset carries its own Latin letters: those pages never use Noto Sans. */
const firstScreenFaces = (lng: string) => FIRST_SCREEN_FACES[lng] ?? (cjkFonts[lng] ? [] : [LATIN_FACE]);

/** Whether a locale's first screen is drawn in its final fonts: the boot waits for them (loadFirstScreenFonts). */
export function firstScreenInFinalFonts(lng: string): boolean {
  return firstScreenFaces(lng).length > 0;
}

/**
 * Loads the locale's font stylesheet and fetches its first screen's font files at once (the
 * browser would ask for them only after the first layout, and the text would then change font on
 * screen and move). Resolves when they are here or have failed.
 */
export async function loadFirstScreenFonts(lng: string): Promise<void> {
  await loadLocaleFonts(lng);
  if (typeof document === 'undefined' || !('fonts' in document)) return;
  await Promise.all(
    firstScreenFaces(lng).flatMap(({ family, text }) => ['400', '700'].map((weight) => document.fonts.load(`${weight} 16px "${family}"`, text).catch(() => []))),
  );
}

/**
 * Loads each screen's face when its catalogue arrives (in whichever locale it is for). May be
 * called before i18next is initialised (it listens on the instance, not its store).
 */
export function followCatalogues(i18n: I18n) {
  i18n.on('loaded', (loaded: Record<string, Record<string, boolean>>) => {
    for (const [lng, namespaces] of Object.entries(loaded)) for (const ns of Object.keys(namespaces)) void loadScreenFonts(lng, ns);
  });
}
