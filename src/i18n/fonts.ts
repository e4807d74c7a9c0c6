import { COMMON_NS } from './namespaces';

/**
 * Fonts per script, loaded only for the locale that needs them (see README, "Fonts"). Latin and
 * Vietnamese text use Noto Sans, declared after the first paint (latinFacesAfterFirstPaint). Thai
 * uses Fontsource's Noto Sans Thai. Chinese, Japanese and Korean use a build-time subset of Noto
 * Sans to the characters of their catalogues (scripts/fonts/cjk.mjs) behind the visitor's own CJK
 * fonts: one face for the shell's characters, and one per screen for the characters of its own.
 * Until a face arrives the text shows in the size-adjusted fallbacks of src/styles/_fonts.scss.
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

/**
 * How long text waits for its fonts: they load alongside the screen's chunk and catalogue and are
 * usually there first; on a slow line the text shows in the fallback faces after this, and the
 * fonts swap in when they come.
 */
export const FONT_WAIT_MS = 1_000;

const loading = new Map<string, Promise<void>>();

/** Runs `load` once per key; every caller gets the same promise, settled when it is done or has failed. */
function loadOnce(key: string, load: () => Promise<unknown>): Promise<void> {
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

/**
 * Declares Noto Sans, the face of Latin and Vietnamese text (the shell, brand names, English and
 * Vietnamese copy), once the first screen has painted: its files are never on the first paint's
 * way. Every system draws Latin letters, and until Noto Sans arrives they show in its fallback,
 * a local Arial-metric sans scaled to Noto Sans' widths and line metrics (src/styles/_fonts.scss),
 * so the swap moves nothing. Called by the app once mounted; returns the cancel of its effect.
 */
export function latinFacesAfterFirstPaint(): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  // The frame after the first commit, then a task: its paint is done.
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(() => void loadOnce('latin', () => Promise.all([import('@fontsource/noto-sans/400.css'), import('@fontsource/noto-sans/700.css')])));
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/** Adds the locale's font stylesheet (the shell's face, for Chinese, Japanese and Korean). */
export function loadLocaleFonts(lng: string): Promise<void> {
  const load = fontLoaders[lng];
  return load ? loadOnce(lng, load) : Promise.resolve();
}

/** Asks the browser for the faces `font` uses for `text`: whether one of them is here. */
const loadFaces = (font: string, text: string) =>
  typeof document === 'undefined' || !('fonts' in document)
    ? Promise.resolve(false)
    : document.fonts.load(font, text).then(
        (faces) => faces.some((face) => face.status === 'loaded'),
        () => false,
      );

/**
 * The faces text waits for in a script a system may have no font for: Noto Sans Thai in Thai, in
 * the two weights the site uses, with a character that selects its Thai file. (The prerendered
 * Thai documents preload the same files: FIRST_SCREEN_FONTS in scripts/prerender.mjs.)
 */
const SCRIPT_FACES: Record<string, readonly { family: string; text: string }[]> = {
  th: [{ family: 'Noto Sans Thai', text: 'ก' }],
};

/**
 * The face of one namespace's characters in a Chinese, Japanese or Korean locale (the shell's for
 * `common`, else the screen's own), which carries its own Latin letters. The visitor's own CJK font
 * is asked first; only where there is none is the subset's file fetched, so a visitor with
 * PingFang, Microsoft JhengHei or Noto Sans CJK downloads no font at all.
 */
async function cjkFace(faces: CjkFaces, lng: string, ns: string, arrival: boolean) {
  const face = ns === COMMON_NS ? faces.common : faces.screens[ns];
  if (!face) return; // a screen whose characters are all the shell's
  const stylesheet = ns === COMMON_NS ? loadLocaleFonts(lng) : loadOnce(`${lng}/${ns}`, face.load);
  // The local-only faces come with the entry's stylesheet (virtual:cjk-local-faces.css): the
  // question needs no stylesheet of the locale's, and where the answer is no, the face's file is
  // fetched alongside its stylesheet rather than after it.
  if (await loadFaces(`16px "${faces.local}"`, face.sample)) return;
  // The arrival screen only, on the first paint's chain. A screen opened later takes the usual
  // way: Chromium flags a preload still unused 3 s after the page's load event, which a file
  // preloaded just then, its stylesheet still on the way, could be.
  if (arrival) preloadFont(face.file);
  await stylesheet;
  await loadFaces(`16px "${faces.family}"`, face.sample);
}

/** Starts fetching a font file, in the CORS mode the font loader asks for it in (it then takes this response). */
function preloadFont(href: string) {
  if (!href || document.querySelector(`link[rel="preload"][href="${href}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'font';
  link.type = 'font/woff2';
  link.crossOrigin = 'anonymous';
  link.href = href;
  document.head.append(link);
}

async function fontsOf(lng: string, ns: string, arrival: boolean): Promise<void> {
  const cjk = cjkFonts[lng];
  if (cjk) return cjkFace(await cjk(), lng, ns, arrival);
  // Every screen of the other locales uses the faces of the shell.
  await loadLocaleFonts(lng);
  if (ns !== COMMON_NS) return;
  const faces = SCRIPT_FACES[lng] ?? [];
  await Promise.all(faces.flatMap(({ family, text }) => ['400', '700'].map((weight) => loadFaces(`${weight} 16px "${family}"`, text))));
}

/**
 * Fetches the font files the text of namespace `ns` in `lng` needs, at once, where a system may
 * have no font for its script (Thai, and Chinese, Japanese and Korean without a local CJK font): the
 * browser would ask for them only after the first layout, and the text would show as empty boxes,
 * then change font and move. Latin text waits for nothing (latinFacesAfterFirstPaint). Resolves when they are here, have failed, or FONT_WAIT_MS has passed; never rejects.
 * The catalogue backend waits for it (src/i18n/i18n.ts), so a screen shows in its own fonts.
 * `arrival`: the boot's head start for the arrival screen (src/app/preload.ts), which also
 * preloads a CJK face's file alongside its stylesheet.
 */
export function textFontsReady(lng: string, ns: string, { arrival = false } = {}): Promise<void> {
  return Promise.race([fontsOf(lng, ns, arrival).catch(() => undefined), new Promise<void>((resolve) => setTimeout(resolve, FONT_WAIT_MS))]);
}
