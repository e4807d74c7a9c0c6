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
  'zh-HK': () => import('virtual:cjk-font/zh-HK'),
  'zh-TW': () => import('virtual:cjk-font/zh-TW'),
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

/**
 * The first screen of a visit in a Chinese, Japanese or Korean locale, until it has painted: the
 * catalogues of the shell and of that screen wait for its first screenful's face only (the boot
 * waits for them), not for the shell's and the screen's whole faces, which come after the paint.
 */
let firstScreen: { lng: string; ns: string; ready: Promise<void> } | undefined;

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

/** How long a page waits for its first paint's report before doing what comes after it anyway. */
const FIRST_PAINT_WAIT_MS = 5_000;

/**
 * Runs `fn` in a task of its own once the page's first contentful paint has been reported (where
 * the browser reports no paints, after the next frame; in any case after FIRST_PAINT_WAIT_MS).
 * Returns a cancel.
 */
export function afterFirstPaint(fn: () => void): () => void {
  let done = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let frame: number | undefined;
  let observer: PerformanceObserver | undefined;
  const run = () => {
    if (done) return;
    done = true;
    observer?.disconnect();
    clearTimeout(fallback);
    timer = setTimeout(fn);
  };
  const fallback = setTimeout(run, FIRST_PAINT_WAIT_MS);
  if (typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length) run();
    });
    observer.observe({ type: 'paint', buffered: true });
  } else {
    frame = requestAnimationFrame(run);
  }
  return () => {
    done = true;
    observer?.disconnect();
    if (frame !== undefined) cancelAnimationFrame(frame);
    clearTimeout(fallback);
    clearTimeout(timer);
  };
}

/** The locale last shown (loadLocaleFonts), and whether the app's first screen has painted. */
let shownLocale: string | undefined;
let painted = false;

const latinFaces = () => loadOnce('latin', () => Promise.all([import('@fontsource/noto-sans/400.css'), import('@fontsource/noto-sans/700.css')]));

/**
 * Declares Noto Sans, the face of Latin and Vietnamese text (the shell, brand names, English and
 * Vietnamese copy), once the first screen has painted: its files are never on the first paint's
 * way. Every system draws Latin letters, and until Noto Sans arrives they show in its fallback,
 * a local Arial-metric sans scaled to Noto Sans' widths and line metrics (src/styles/_fonts.scss),
 * so the swap moves nothing. A Chinese, Japanese or Korean page does without it (its subset has
 * its own Latin letters; a face arriving for nothing would only lay the page out again): Noto Sans
 * comes when the visitor switches to another locale. Called by the app once mounted; returns the
 * cancel of its effect.
 */
export function latinFacesAfterFirstPaint(): () => void {
  let frame: number | undefined;
  const cancel = afterFirstPaint(() => {
    // The page's first paint may be a document's (or its header alone, while the app renders the
    // screen the address names): the app's screen paints in the next frame, before its fonts are asked for.
    frame = requestAnimationFrame(() => {
      frame = undefined;
      setTimeout(() => {
        painted = true;
        if (shownLocale && !cjkFonts[shownLocale]) void latinFaces();
      });
    });
  });
  return () => {
    cancel();
    if (frame !== undefined) cancelAnimationFrame(frame);
  };
}

/** Adds the locale's font stylesheet (the shell's face, for Chinese, Japanese and Korean): the language shown. */
export function loadLocaleFonts(lng: string): Promise<void> {
  shownLocale = lng;
  if (painted && !cjkFonts[lng]) void latinFaces();
  return localeFaces(lng);
}

/**
 * The locale's faces, whether or not it is the language shown (i18next also reads the fallback
 * language's catalogues, whose text only shows where a string is missing).
 */
function localeFaces(lng: string): Promise<void> {
  // Until the first screen has painted, its own face stands in for the shell's: declared sooner,
  // the shell's face would be fetched for the text laid out below the fold (firstScreenFace).
  if (firstScreen?.lng === lng) return firstScreen.ready;
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
  const stylesheet = ns === COMMON_NS ? localeFaces(lng) : loadOnce(`${lng}/${ns}`, face.load);
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

/**
 * The face of the characters of screen `ns`'s header and banner (scripts/fonts/cjk.mjs), which,
 * with the blank face for the other characters (addBlankFace), is all the first paint waits for
 * where the visitor has no CJK font: a fifth of the bytes of the shell's and the screen's faces.
 * Those two are loaded once the screen has painted, for the rest of the page.
 */
async function firstScreenFace(faces: CjkFaces, lng: string, ns: string) {
  const face = faces.first[ns];
  if (!face) return Promise.all([cjkFace(faces, lng, COMMON_NS, true), cjkFace(faces, lng, ns, true)]).then(() => undefined);
  const stylesheet = loadOnce(`${lng}/${ns}.first`, face.load);
  // With a CJK font of the visitor's own, nothing more is needed: no face of the subset is fetched.
  if (await loadFaces(`16px "${faces.local}"`, face.sample)) return;
  preloadFont(face.file);
  const blank = addBlankFace(faces);
  afterFirstPaint(() => {
    firstScreen = undefined;
    void Promise.all([cjkFace(faces, lng, COMMON_NS, false), cjkFace(faces, lng, ns, false)]).then(() => blank && document.fonts.delete(blank));
  });
  await Promise.all([stylesheet, blank?.loaded.catch(() => undefined)]);
  await loadFaces(`16px "${faces.firstFamily}"`, face.sample);
}

/**
 * Adds the blank face (scripts/fonts/blank.mjs) for the first screen of a visit without a CJK font
 * of the visitor's own: the characters its first screenful's face lacks (below the banner, in the
 * closed menus) take its empty glyph, one em wide, until the whole faces have come or failed; then
 * it is removed, so that a character no face has, or whose face failed, falls back to the system's
 * fonts instead of staying blank. Without it, the first layout searched the system's fonts for
 * each of those characters, and took two to four times as long.
 */
function addBlankFace(faces: CjkFaces): FontFace | undefined {
  if (!faces.blank || typeof FontFace === 'undefined' || typeof document === 'undefined' || !('fonts' in document)) return undefined;
  const face = new FontFace(faces.blankFamily, Uint8Array.from(atob(faces.blank), (ch) => ch.charCodeAt(0)));
  document.fonts.add(face);
  return face;
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
  if (firstScreen && firstScreen.lng === lng && (ns === COMMON_NS || ns === firstScreen.ns)) return firstScreen.ready;
  if (cjk) return cjkFace(await cjk(), lng, ns, arrival);
  // Every screen of the other locales uses the faces of the shell.
  await localeFaces(lng);
  if (ns !== COMMON_NS) return;
  const faces = SCRIPT_FACES[lng] ?? [];
  await Promise.all(faces.flatMap(({ family, text }) => ['400', '700'].map((weight) => loadFaces(`${weight} 16px "${family}"`, text))));
}

/**
 * Fetches the font files the text of namespace `ns` in `lng` needs, at once, where a system may
 * have no font for its script (Thai, and Chinese, Japanese and Korean without a local CJK font):
 * the browser would ask for them only after the first layout, and the text would show as empty
 * boxes, then change font and move. Latin text waits for nothing (latinFacesAfterFirstPaint).
 * Resolves when they are here, have failed, or FONT_WAIT_MS has passed; never rejects.
 * The catalogue backend waits for it (src/i18n/i18n.ts), so a screen shows in its own fonts.
 * `arrival`: the boot's head start for the arrival screen (src/app/preload.ts), which also
 * preloads a CJK face's file alongside its stylesheet.
 */
export function textFontsReady(lng: string, ns: string, { arrival = false } = {}): Promise<void> {
  return atMostFontWait(fontsOf(lng, ns, arrival));
}

const atMostFontWait = (fonts: Promise<unknown>): Promise<void> =>
  Promise.race([fonts.then(() => undefined, () => undefined), new Promise<void>((resolve) => setTimeout(resolve, FONT_WAIT_MS))]);

/**
 * The fonts the first screen of a visit waits for (the boot: src/app/preload.ts), fetched at once:
 * those of the shell's text and of screen `ns`'s (none: the not-found screen, all the shell's). In
 * Chinese, Japanese and Korean, where the visitor has no CJK font of their own, only the face of
 * the first screenful's characters (firstScreenFace); the shell's and the screen's whole faces
 * come after the first paint. A prerendered document (`documentFaces`) links those two itself
 * and waits for them. Resolves as textFontsReady does; never rejects.
 */
export function arrivalFontsReady(lng: string, ns: string | undefined, { documentFaces = false } = {}): Promise<void> {
  const cjk = cjkFonts[lng];
  if (cjk && ns && !documentFaces && !firstScreen) {
    const ready = atMostFontWait(cjk().then((faces) => firstScreenFace(faces, lng, ns)));
    firstScreen = { lng, ns, ready };
    return ready;
  }
  return Promise.all([textFontsReady(lng, COMMON_NS, { arrival: true }), ns && textFontsReady(lng, ns, { arrival: true })]).then(() => undefined);
}
