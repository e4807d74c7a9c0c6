import type { i18n as I18n } from 'i18next';

/**
 * Fonts per script, loaded only for the locale that needs them (see README, "Fonts"). Latin,
 * Vietnamese and the shell come with Noto Sans (main.tsx). Thai uses Fontsource's Noto Sans Thai.
 * Chinese, Japanese and Korean use a build-time subset of Noto Sans to the characters of their
 * catalogues (scripts/fonts/cjk.mjs) behind the visitor's own CJK fonts: the shell's characters
 * come with the locale, each screen's own with its catalogue. Until a face arrives the text shows
 * at once in the size-adjusted fallbacks of src/styles/_fonts.scss.
 */
type CjkFaces = typeof import('virtual:cjk-font/*');
const cjkFonts: Record<string, () => Promise<CjkFaces>> = {
  'zh-Hans': () => import('virtual:cjk-font/zh-Hans'),
  'zh-Hant': () => import('virtual:cjk-font/zh-Hant'),
  ja: () => import('virtual:cjk-font/ja'),
  ko: () => import('virtual:cjk-font/ko'),
};

const fontLoaders: Record<string, () => Promise<unknown>> = {
  ...Object.fromEntries(Object.entries(cjkFonts).map(([lng, faces]) => [lng, () => faces().then((f) => f.common.load())])),
  th: () => Promise.all([import('@fontsource/noto-sans-thai/thai-400.css'), import('@fontsource/noto-sans-thai/thai-700.css')]),
};

const loading = new Map<string, Promise<void>>();

/** Runs `load` once per key; every caller gets the same promise, settled when it is done or has failed. */
function loadOnce(key: string, load: (() => Promise<unknown>) | undefined): Promise<void> {
  if (!load) return Promise.resolve();
  let done = loading.get(key);
  if (!done) {
    done = load().then(
      () => undefined,
      () => void loading.delete(key), // a missing font is cosmetic: the fallback stack takes over
    );
    loading.set(key, done);
  }
  return done;
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
  return loadOnce(`${lng}/${ns}`, faces && (() => faces().then((f) => f.screens[ns]?.load())));
}

/**
 * The faces of a first screen, with a character that selects the right file of each: Noto Sans
 * (Latin: the shell and brand names), its Vietnamese file in Vietnamese, Noto Sans Thai in Thai,
 * in the two weights the site uses. (The prerendered documents preload the same files:
 * FIRST_SCREEN_FONTS in scripts/prerender.mjs.) Chinese, Japanese and Korean: see cjkFirstScreen.
 */
const LATIN_FACE = { family: 'Noto Sans', text: 'A' };
const FIRST_SCREEN_FACES: Record<string, readonly { family: string; text: string }[]> = {
  vi: [LATIN_FACE, { family: 'Noto Sans', text: 'ạ' }],
  th: [LATIN_FACE, { family: 'Noto Sans Thai', text: 'ก' }],
};

const loadFaces = (font: string, text: string) =>
  document.fonts.load(font, text).then(
    (faces) => faces.some((face) => face.status === 'loaded'),
    () => false,
  );

/**
 * A Chinese, Japanese or Korean first screen: the shell's face and the screen's, which carry their
 * own Latin letters (these pages never use Noto Sans). The visitor's own CJK font is asked first;
 * only where there is none are the subset's files fetched, so a visitor with PingFang, Microsoft
 * JhengHei or Noto Sans CJK downloads no font at all.
 */
async function cjkFirstScreen(faces: CjkFaces, lng: string, ns: string | undefined) {
  await Promise.all([loadLocaleFonts(lng), ns && loadScreenFonts(lng, ns)]);
  const sample = faces.common.sample + ((ns && faces.screens[ns]?.sample) || '');
  if (!sample || (await loadFaces(`16px "${faces.local}"`, sample))) return;
  await loadFaces(`16px "${faces.family}"`, sample);
}

/**
 * Loads the locale's font stylesheets and fetches the files of its first screen (that of namespace
 * `ns`) at once: the browser would ask for them only after the first layout, and the text would
 * then change font on screen and move. Resolves when they are here or have failed; the boot waits
 * for it (for at most FONT_WAIT_MS, src/app/preload.ts).
 */
export async function loadFirstScreenFonts(lng: string, ns?: string): Promise<void> {
  const canLoad = typeof document !== 'undefined' && 'fonts' in document;
  const cjk = cjkFonts[lng];
  if (cjk) {
    const faces = await cjk();
    return canLoad ? cjkFirstScreen(faces, lng, ns) : undefined;
  }
  await loadLocaleFonts(lng);
  if (!canLoad) return;
  const wanted = FIRST_SCREEN_FACES[lng] ?? [LATIN_FACE];
  await Promise.all(wanted.flatMap(({ family, text }) => ['400', '700'].map((weight) => loadFaces(`${weight} 16px "${family}"`, text))));
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
