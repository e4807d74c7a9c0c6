import { FONT_WAIT_MS, textFontsReady } from '../../src/i18n/fonts';

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
    await textFontsReady('zh-Hant', 'common');
    expect(asked).toEqual(['16px "Adt Noto Sans TC Local" 中']);
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
