import { FONT_WAIT_MS, textFontsReady } from '../../src/i18n/fonts';

/**
 * The Traditional Chinese subset with one screen face. Each face's stylesheet arrives when the test
 * says; the shell's declares the local-only face (scripts/fonts/cjk.mjs), the screen's does not.
 */
const stylesheets = vi.hoisted(() => {
  const arrived = new Set<string>();
  const waiting = new Map<string, () => void>();
  const load = (name: string) => () =>
    new Promise<void>((resolve) => waiting.set(name, () => (arrived.add(name), resolve())));
  return { arrived, waiting, load, arrive: (name: string) => waiting.get(name)?.() };
});
vi.mock('virtual:cjk-font/zh-Hant', () => ({
  family: 'Adt Noto Sans TC',
  local: 'Adt Noto Sans TC Local',
  common: { load: stylesheets.load('common'), sample: '中' },
  screens: { home: { load: stylesheets.load('home'), sample: '廣' } },
}));

/** A stand-in for document.fonts: records what is asked, answers with faces of the given status. */
function fakeFonts(answer: (font: string) => Promise<{ status: string }[]>) {
  const asked: string[] = [];
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { load: (font: string, text: string) => (asked.push(`${font} ${text}`), answer(font)) },
  });
  return asked;
}

describe('the fonts of a Chinese, Japanese or Korean text', () => {
  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(document, 'fonts');
  });

  it("come from the visitor's own CJK font when there is one: no subset file is fetched", async () => {
    const asked = fakeFonts(async (font) => (font.includes('Local') ? [{ status: 'loaded' }] : []));
    const ready = textFontsReady('zh-Hant', 'common');
    await vi.waitFor(() => expect(stylesheets.waiting.has('common')).toBe(true));
    stylesheets.arrive('common');
    await ready;
    expect(asked).toEqual(['16px "Adt Noto Sans TC Local" 中']);
  });

  it("also for a screen's text whose stylesheet arrives before the shell's, which declares the local face", async () => {
    // A first visit: nothing loaded yet (fonts.ts keeps what it has loaded for the page's life).
    vi.resetModules();
    stylesheets.arrived.clear();
    stylesheets.waiting.clear();
    const fonts = await import('../../src/i18n/fonts');
    // The local face exists only once the shell's stylesheet is in.
    const asked = fakeFonts(async (font) => (font.includes('Local') && stylesheets.arrived.has('common') ? [{ status: 'loaded' }] : []));
    const ready = fonts.textFontsReady('zh-Hant', 'home');
    await vi.waitFor(() => expect(stylesheets.waiting.has('home')).toBe(true));
    stylesheets.arrive('home');
    await new Promise((r) => setTimeout(r, 10));
    expect(asked, 'nothing asked before the shell\'s stylesheet is in').toEqual([]);
    stylesheets.arrive('common');
    await ready;
    expect(asked).toEqual(['16px "Adt Noto Sans TC Local" 廣']);
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
