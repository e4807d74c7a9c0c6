import { FONT_WAIT_MS, textFontsReady } from '../../src/i18n/fonts';

/**
 * The Traditional Chinese subset with one screen face. Each face's stylesheet arrives when the test
 * says; the local-only face comes with the entry's stylesheet (virtual:cjk-local-faces.css).
 */
const stylesheets = vi.hoisted(() => {
  const waiting = new Map<string, () => void>();
  const load = (name: string) => () => new Promise<void>((resolve) => waiting.set(name, resolve));
  return { waiting, load, arrive: (name: string) => waiting.get(name)?.() };
});
vi.mock('virtual:cjk-font/zh-TW', () => ({
  family: 'Adt Noto Sans TC',
  local: 'Adt Noto Sans TC Local',
  firstFamily: 'Adt Noto Sans TC First',
  blankFamily: 'Adt CJK Blank',
  blank: 'AAEAAA==',
  common: { load: stylesheets.load('common'), file: '/assets/zh-TW-common.woff2', sample: '中' },
  screens: { home: { load: stylesheets.load('home'), file: '/assets/zh-TW-home.woff2', sample: '廣' } },
  first: { home: { load: stylesheets.load('home.first'), file: '/assets/zh-TW-home.first.woff2', sample: '告' } },
}));

/** Noto Sans' stylesheets, recorded as they are imported (each fresh fonts.ts imports them anew). */
const latinStylesheets: string[] = [];
const mockLatinStylesheets = () => {
  for (const weight of ['400', '700']) vi.doMock(`@fontsource/noto-sans/${weight}.css`, () => (latinStylesheets.push(weight), {}));
};

/** fonts.ts as on a first visit: it keeps what it has loaded for the page's life. */
async function freshFonts() {
  vi.resetModules();
  latinStylesheets.length = 0;
  mockLatinStylesheets();
  stylesheets.waiting.clear();
  return import('../../src/i18n/fonts');
}

const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((l) => [l.getAttribute('href'), l.as, l.crossOrigin]);

/** The faces added to document.fonts (FontFace objects: the blank face) and removed from it, in order. */
const addedFaces: string[] = [];

/** A stand-in for document.fonts: records what is asked, answers with faces of the given status. */
function fakeFonts(answer: (font: string) => Promise<{ status: string }[]>) {
  const asked: string[] = [];
  addedFaces.length = 0;
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: {
      load: (font: string, text: string) => (asked.push(`${font} ${text}`), answer(font)),
      add: (face: FontFace) => addedFaces.push(`+${face.family}`),
      delete: (face: FontFace) => addedFaces.push(`-${face.family}`),
    },
  });
  return asked;
}

/** A stand-in for FontFace, made from a font file's bytes: it has loaded once the test says so. */
function fakeFontFace() {
  let parse = () => {};
  const parsed = new Promise<void>((resolve) => (parse = resolve));
  const sources: ArrayBufferView[] = [];
  vi.stubGlobal(
    'FontFace',
    class {
      loaded = parsed.then(() => this);
      constructor(
        readonly family: string,
        source: ArrayBufferView,
      ) {
        sources.push(source);
      }
    },
  );
  return { parse, sources };
}

describe('the fonts of a Chinese, Japanese or Korean text', () => {
  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(document, 'fonts');
  });

  it("come from the visitor's own CJK font when there is one: no subset file is fetched", async () => {
    const asked = fakeFonts(async (font) => (font.includes('Local') ? [{ status: 'loaded' }] : []));
    const ready = textFontsReady('zh-TW', 'common');
    await vi.waitFor(() => expect(stylesheets.waiting.has('common')).toBe(true));
    stylesheets.arrive('common');
    await ready;
    expect(asked).toEqual(['16px "Adt Noto Sans TC Local" 中']);
  });

  it("also for a screen's text, before any stylesheet of the locale has arrived", async () => {
    const fonts = await freshFonts();
    const asked = fakeFonts(async (font) => (font.includes('Local') ? [{ status: 'loaded' }] : []));
    await fonts.textFontsReady('zh-TW', 'home');
    expect(asked).toEqual(['16px "Adt Noto Sans TC Local" 廣']);
    expect(preloads(), 'no file fetched').toEqual([]);
  });

  it("where the visitor has none, the arrival screen's face starts its file at once, alongside its stylesheet", async () => {
    const fonts = await freshFonts();
    const asked = fakeFonts(async (font) => (font.includes('Local') ? [] : [{ status: 'loaded' }]));
    const ready = fonts.textFontsReady('zh-TW', 'home', { arrival: true });
    await vi.waitFor(() => expect(preloads()).toEqual([['/assets/zh-TW-home.woff2', 'font', 'anonymous']]));
    // The face is asked for (and drawn) once its stylesheet, with its unicode-range, is in.
    expect(asked).toEqual(['16px "Adt Noto Sans TC Local" 廣']);
    stylesheets.arrive('home');
    await ready;
    expect(asked).toEqual(['16px "Adt Noto Sans TC Local" 廣', '16px "Adt Noto Sans TC" 廣']);
    document.head.innerHTML = '';
  });

  it('on a screen opened later, come the usual way: stylesheet, then file', async () => {
    const fonts = await freshFonts();
    const asked = fakeFonts(async (font) => (font.includes('Local') ? [] : [{ status: 'loaded' }]));
    const ready = fonts.textFontsReady('zh-TW', 'home');
    await vi.waitFor(() => expect(asked).toHaveLength(1));
    stylesheets.arrive('home');
    await ready;
    // No preload a browser could find unused; the font loader fetches the file for the face.
    expect(preloads()).toEqual([]);
    expect(asked).toEqual(['16px "Adt Noto Sans TC Local" 廣', '16px "Adt Noto Sans TC" 廣']);
  });

  it("come from the site's subset where the visitor has none", async () => {
    const asked = fakeFonts(async (font) => (font.includes('Local') ? [{ status: 'error' }] : [{ status: 'loaded' }]));
    await textFontsReady('ja', 'common');
    expect(asked).toEqual(['16px "Adt Noto Sans JP Local" 中', '16px "Adt Noto Sans JP" 中']);
  });

  it(`are waited for at most ${FONT_WAIT_MS} ms, and a failure is no error`, async () => {
    vi.useFakeTimers();
    fakeFonts(() => new Promise(() => undefined));
    let ready = false;
    void textFontsReady('ko', 'common').then(() => (ready = true));
    await vi.advanceTimersByTimeAsync(FONT_WAIT_MS - 1);
    expect(ready).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(ready).toBe(true);
    fakeFonts(() => Promise.reject(new Error('offline')));
    await expect(textFontsReady('zh-Hans', 'common')).resolves.toBeUndefined();
  });
});

/** A stand-in for the browser's paint timing: `paint()` reports the first contentful paint. */
function fakePaintTiming() {
  const observers = new Set<{ report: PerformanceObserverCallback }>();
  vi.stubGlobal(
    'PerformanceObserver',
    class {
      static supportedEntryTypes = ['paint'];
      private readonly entry: { report: PerformanceObserverCallback };
      constructor(report: PerformanceObserverCallback) {
        this.entry = { report };
      }
      observe() {
        observers.add(this.entry);
      }
      disconnect() {
        observers.delete(this.entry);
      }
    },
  );
  const list = { getEntriesByName: (name: string) => (name === 'first-contentful-paint' ? [{}] : []) } as unknown as PerformanceObserverEntryList;
  return { paint: () => [...observers].forEach((o) => o.report(list, {} as PerformanceObserver)) };
}

describe("the first screen of a visit, in Chinese, Japanese or Korean", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(document, 'fonts');
    document.head.innerHTML = '';
  });

  it("waits only for its first screenful's face and the blank face; the shell's and the screen's whole faces come once it has painted, and then the blank face goes", async () => {
    const timing = fakePaintTiming();
    const fonts = await freshFonts();
    const blank = fakeFontFace();
    const asked = fakeFonts(async (font) => (font.includes('Local') ? [] : [{ status: 'loaded' }]));
    const ready = fonts.arrivalFontsReady('zh-TW', 'home');
    let done = false;
    void ready.then(() => (done = true));
    // The catalogues of the shell and of the screen (the i18n backend) wait for the same face.
    let catalogues = false;
    void Promise.all([fonts.textFontsReady('zh-TW', 'common'), fonts.textFontsReady('zh-TW', 'home')]).then(() => (catalogues = true));
    void fonts.loadLocaleFonts('zh-TW');
    await vi.waitFor(() => expect(preloads()).toEqual([['/assets/zh-TW-home.first.woff2', 'font', 'anonymous']]));
    expect(addedFaces).toEqual(['+Adt CJK Blank']);
    expect([...(blank.sources[0] as Uint8Array)], 'the blank face, from its base64').toEqual([0, 1, 0, 0]);
    stylesheets.arrive('home.first');
    await new Promise((r) => setTimeout(r, 20));
    expect(done, 'ready before the blank face has loaded').toBe(false);
    blank.parse();
    await ready;
    await vi.waitFor(() => expect(catalogues).toBe(true));
    // (Only this test's locale: the other tests' Korean loads, still settling, ask the same stand-in.)
    expect(asked.filter((font) => font.includes(' TC'))).toEqual(['16px "Adt Noto Sans TC Local" 告', '16px "Adt Noto Sans TC First" 告']);
    expect([...stylesheets.waiting.keys()], 'before the first paint').toEqual(['home.first']);
    timing.paint();
    await vi.waitFor(() => expect([...stylesheets.waiting.keys()].sort()).toEqual(['common', 'home', 'home.first']));
    // Not preloaded: the font loader fetches them for their faces.
    expect(preloads()).toHaveLength(1);
    stylesheets.arrive('common');
    await new Promise((r) => setTimeout(r, 20));
    expect(addedFaces, 'with one whole face still to come').toEqual(['+Adt CJK Blank']);
    stylesheets.arrive('home');
    await vi.waitFor(() => expect(addedFaces).toEqual(['+Adt CJK Blank', '-Adt CJK Blank']));
  });

  it("fetches nothing where the visitor has a CJK font of their own", async () => {
    const timing = fakePaintTiming();
    const fonts = await freshFonts();
    fakeFontFace();
    const asked = fakeFonts(async (font) => (font.includes('Local') ? [{ status: 'loaded' }] : []));
    await fonts.arrivalFontsReady('zh-TW', 'home');
    timing.paint();
    await new Promise((r) => setTimeout(r, 20));
    expect(asked).toEqual(['16px "Adt Noto Sans TC Local" 告']);
    expect(preloads()).toEqual([]);
    expect(addedFaces, 'no blank face').toEqual([]);
    expect([...stylesheets.waiting.keys()]).toEqual(['home.first']);
  });

  it('waits, in a prerendered document, for the whole faces the document links', async () => {
    const fonts = await freshFonts();
    fakeFonts(async (font) => (font.includes('Local') ? [] : [{ status: 'loaded' }]));
    const ready = fonts.arrivalFontsReady('zh-TW', 'home', { documentFaces: true });
    await vi.waitFor(() => expect([...stylesheets.waiting.keys()].sort()).toEqual(['common', 'home']));
    stylesheets.arrive('common');
    stylesheets.arrive('home');
    await ready;
    expect(preloads().map(([href]) => href).sort()).toEqual(['/assets/zh-TW-common.woff2', '/assets/zh-TW-home.woff2']);
  });
});

describe('Noto Sans, the Latin face', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'] }));
  afterEach(() => vi.useRealTimers());

  it('is declared only once the first screen has painted: after the next frame, then a task', async () => {
    const { latinFacesAfterFirstPaint, loadLocaleFonts } = await freshFonts();
    void loadLocaleFonts('en');
    latinFacesAfterFirstPaint();
    await vi.advanceTimersByTimeAsync(0);
    expect(latinStylesheets, 'before the frame').toEqual([]);
    await vi.advanceTimersToNextFrame();
    await vi.advanceTimersByTimeAsync(0);
    await vi.waitFor(() => expect(latinStylesheets.sort()).toEqual(['400', '700']));
  });

  it('is not declared when the app unmounts before its first frame', async () => {
    const { latinFacesAfterFirstPaint, loadLocaleFonts } = await freshFonts();
    void loadLocaleFonts('vi');
    latinFacesAfterFirstPaint()();
    await vi.advanceTimersToNextFrame();
    await vi.advanceTimersByTimeAsync(10);
    expect(latinStylesheets).toEqual([]);
  });

  it('is left out of a Chinese, Japanese or Korean page, and comes when the visitor switches to a Latin-script locale', async () => {
    const { latinFacesAfterFirstPaint, loadLocaleFonts } = await freshFonts();
    void loadLocaleFonts('ja');
    latinFacesAfterFirstPaint();
    await vi.advanceTimersToNextFrame();
    await vi.advanceTimersByTimeAsync(10);
    expect(latinStylesheets).toEqual([]);
    void loadLocaleFonts('en');
    await vi.waitFor(() => expect(latinStylesheets.sort()).toEqual(['400', '700']));
  });
});
