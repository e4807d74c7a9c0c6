import { arrivalFontFiles, hintArrivalFonts, type FontHintTable } from '../../src/app/font-hints';

const TABLE: FontHintTable = {
  scripts: { '*': ['/assets/latin-400.woff2', '/assets/latin-700.woff2'], th: ['/assets/latin-400.woff2', '/assets/thai-400.woff2'] },
  cjk: {
    'zh-Hant': { local: "local('PingFang TC'), local('Noto Sans CJK TC')", common: '/assets/zh-Hant-common.woff2', screens: { home: '/assets/zh-Hant-home.woff2' } },
  },
};

describe('the font files of the arrival screen', () => {
  it('are the locale’s script files, the same on every screen; Latin for a locale with none of its own', () => {
    expect(arrivalFontFiles(TABLE, 'th', 'home')).toEqual({ files: ['/assets/latin-400.woff2', '/assets/thai-400.woff2'] });
    expect(arrivalFontFiles(TABLE, 'en', 'contact').files).toEqual(TABLE.scripts['*']);
    expect(arrivalFontFiles(TABLE, 'ms', undefined).files).toEqual(TABLE.scripts['*']);
  });

  it('in Chinese, Japanese and Korean: the shell’s face and the screen’s, behind the visitor’s own fonts', () => {
    expect(arrivalFontFiles(TABLE, 'zh-Hant', 'home')).toEqual({
      local: TABLE.cjk['zh-Hant']?.local,
      files: ['/assets/zh-Hant-common.woff2', '/assets/zh-Hant-home.woff2'],
    });
    // A screen whose characters are all the shell's, and an address that is no route.
    expect(arrivalFontFiles(TABLE, 'zh-Hant', 'contact').files).toEqual(['/assets/zh-Hant-common.woff2']);
    expect(arrivalFontFiles(TABLE, 'zh-Hant', undefined).files).toEqual(['/assets/zh-Hant-common.woff2']);
    expect(arrivalFontFiles(TABLE, 'zh-Hant', 'toString').files).toEqual(['/assets/zh-Hant-common.woff2']);
  });
});

describe('hintArrivalFonts', () => {
  const preloads = () =>
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((l) => [l.getAttribute('href'), l.as, l.type, l.crossOrigin]);

  /** A FontFace whose load succeeds when the visitor has one of the local fonts. */
  function fakeFontFace(hasLocalFont: boolean) {
    const sources: string[] = [];
    vi.stubGlobal(
      'FontFace',
      class {
        constructor(_family: string, source: string) {
          sources.push(source);
        }
        load() {
          return hasLocalFont ? Promise.resolve(this) : Promise.reject(new DOMException('no local font', 'NetworkError'));
        }
      },
    );
    return sources;
  }

  afterEach(() => {
    vi.unstubAllGlobals();
    document.head.innerHTML = '';
  });

  it('preloads the files as fonts, in the CORS mode the font loader asks for them in', async () => {
    await hintArrivalFonts(TABLE, 'th', 'home');
    expect(preloads()).toEqual([
      ['/assets/latin-400.woff2', 'font', 'font/woff2', 'anonymous'],
      ['/assets/thai-400.woff2', 'font', 'font/woff2', 'anonymous'],
    ]);
  });

  it('fetches no CJK file for a visitor with a CJK font of their own', async () => {
    const asked = fakeFontFace(true);
    await hintArrivalFonts(TABLE, 'zh-Hant', 'home');
    expect(asked).toEqual([TABLE.cjk['zh-Hant']?.local]);
    expect(preloads()).toEqual([]);
  });

  it('fetches the shell’s and the screen’s faces where there is none', async () => {
    fakeFontFace(false);
    await hintArrivalFonts(TABLE, 'zh-Hant', 'home');
    expect(preloads().map(([href]) => href)).toEqual(['/assets/zh-Hant-common.woff2', '/assets/zh-Hant-home.woff2']);
  });
});
