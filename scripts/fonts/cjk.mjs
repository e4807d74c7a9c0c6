// Build-time CJK web fonts: the site's text is known at build, so each Chinese, Japanese and Korean
// locale gets Noto Sans (regular weight; bold is synthesised) cut down to the characters its
// catalogues use, plus the characters Intl adds to figures and dates.
//
// One file per screen. `<lng>-common.woff2` holds the characters of the shell (the common
// namespace), the figures and dates, and comes with the locale; `<lng>-<ns>.woff2` holds the
// characters of one screen's namespace that the shell does not have, and comes with that screen's
// catalogue (src/i18n/fonts.ts). The first screen of a visit waits for neither: its own face,
// `<lng>-<ns>.first.woff2` (family "<family> First"), holds only the characters of its header and
// its banner, about 18 KB in zh-Hant against 64–100 KB for the other two, which come once it has
// painted; until they do, the rest of its characters take the blank face's empty glyph
// (scripts/fonts/blank.mjs). A screen therefore downloads two font files (a visit's first screen
// three), never the other screens' characters: cut instead into the family's ~100 frequency
// slices (Fontsource's layout), the zh-Hant SEM page needed 36 files and about 250 KB. Each face's unicode-range lists
// exactly its characters; a local-only face in front (PingFang, Microsoft JhengHei/YaHei,
// Hiragino, Yu Gothic, Malgun Gothic, Noto Sans CJK) means machines with their own CJK fonts
// download nothing.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { firstScreenOf } from '../../src/config/site-manifest.ts';
import { overlayCatalogue } from '../../src/i18n/editions.ts';
import { baseLocale } from '../../src/i18n/locales.ts';

/** Per locale: the full font (a package with one TrueType file per weight), the face's family name and the visitor's own fonts to try first. */
export const CJK_FONTS = {
  'zh-Hans': {
    pkg: '@expo-google-fonts/noto-sans-sc',
    file: '400Regular/NotoSansSC_400Regular.ttf',
    family: 'Adt Noto Sans SC',
    local: ['PingFang SC', 'PingFangSC-Regular', 'Microsoft YaHei', 'Noto Sans CJK SC', 'NotoSansCJKsc-Regular', 'Source Han Sans SC', 'Noto Sans SC', 'NotoSansSC-Regular'],
  },
  // Hong Kong (and Macau) in Noto Sans HK, whose glyphs follow Hong Kong's character forms;
  // Taiwan in Noto Sans TC. Each edition lists its own region's system fonts first.
  'zh-HK': {
    pkg: '@expo-google-fonts/noto-sans-hk',
    file: '400Regular/NotoSansHK_400Regular.ttf',
    family: 'Adt Noto Sans HK',
    local: ['PingFang HK', 'PingFangHK-Regular', 'Microsoft JhengHei', 'Noto Sans CJK HK', 'NotoSansCJKhk-Regular', 'Source Han Sans HC', 'Noto Sans HK', 'NotoSansHK-Regular'],
  },
  'zh-TW': {
    pkg: '@expo-google-fonts/noto-sans-tc',
    file: '400Regular/NotoSansTC_400Regular.ttf',
    family: 'Adt Noto Sans TC',
    local: ['PingFang TC', 'PingFangTC-Regular', 'Microsoft JhengHei', 'Noto Sans CJK TC', 'NotoSansCJKtc-Regular', 'Source Han Sans TC', 'Noto Sans TC', 'NotoSansTC-Regular'],
  },
  ja: {
    pkg: '@expo-google-fonts/noto-sans-jp',
    file: '400Regular/NotoSansJP_400Regular.ttf',
    family: 'Adt Noto Sans JP',
    local: ['Hiragino Sans', 'HiraginoSans-W3', 'Hiragino Kaku Gothic ProN', 'Yu Gothic', 'YuGothic-Regular', 'Meiryo', 'Noto Sans CJK JP', 'NotoSansCJKjp-Regular', 'Source Han Sans JP', 'Noto Sans JP', 'NotoSansJP-Regular'],
  },
  ko: {
    pkg: '@expo-google-fonts/noto-sans-kr',
    file: '400Regular/NotoSansKR_400Regular.ttf',
    family: 'Adt Noto Sans KR',
    local: ['Apple SD Gothic Neo', 'AppleSDGothicNeo-Regular', 'Malgun Gothic', 'Noto Sans CJK KR', 'NotoSansCJKkr-Regular', 'Source Han Sans KR', 'Noto Sans KR', 'NotoSansKR-Regular'],
  },
};

/**
 * A face's file of a locale, relative to the project: `.cache/fonts/<lng>/<lng>-<face>.<ext>`
 * (`css` or `woff2`). Vite's manifest keys the built stylesheets by this path (scripts/prerender.mjs).
 */
export const cjkFaceKey = (lng, face, ext) => `.cache/fonts/${lng}/${lng}-${face}.${ext}`;

/** The shell's namespace: its characters are on every screen (src/i18n/namespaces.ts, COMMON_NS). */
const COMMON = 'common';

/** Characters Intl writes into figures and dates (compact numbers, weekdays, time of day), and the digits. */
const INTL_CHARACTERS = '0123456789.,:%+-/()年月日時时分秒星期週周一二三四五六七八九十〇零萬万億亿兆上午下午點点号號초년월일요시분오전후만억조月火水木金土曜';

/** Noto Sans CJK's vertical metrics, given to every face so local fonts keep the same line boxes. */
const METRICS = 'ascent-override: 88%; descent-override: 12%; line-gap-override: 0%;';

const CACHE_VERSION = 8;

/** The shell's text in the header and the banner of every screen: the header, the banner's button, the back link and the loading status (key paths of `common`). */
const SHELL_FIRST = ['brand', 'nav', 'language.label', 'cta.contactUs', 'cta.back', 'loading'];

/** The shell's text in the banner of some screens only: the platform pages' eyebrow. */
const SHELL_FIRST_OF = [[/^platform-/, ['platform.eyebrow']]];

/** Catalogue keys never drawn in the page: the document's head, and the images' text alternatives. */
const NOT_DRAWN = new Set(['meta', 'art']);

/** The values at a key path (`a.b`, `a.*.c`) of a catalogue. */
function valuesAt(catalogue, path) {
  let values = [catalogue];
  for (const key of path.split('.')) {
    values = values.flatMap((v) => (v && typeof v === 'object' ? (key === '*' ? Object.values(v) : key in v ? [v[key]] : []) : []));
  }
  return values;
}

/**
 * The key paths of a screen namespace's banner (`*` for any key): as the site manifest declares
 * them (`firstScreen`: the news namespace also serves the seminar detail, whose banner is its own),
 * else the first section of the English catalogue.
 */
function firstPaths(root, ns) {
  const declared = firstScreenOf(ns);
  if (declared) return declared;
  const source = join(root, 'locales', 'en', `${ns}.json`);
  return existsSync(source) ? Object.keys(JSON.parse(readFileSync(source, 'utf8'))).filter((k) => !NOT_DRAWN.has(k)).slice(0, 1) : [];
}

/**
 * A locale's catalogue of one namespace as its visitors read it: an edition's (a locale with a
 * `base`, src/i18n/locales.ts) is its base's with its own overlay on top; undefined when it has none.
 */
function catalogueOf(root, lng, ns) {
  const file = join(root, 'locales', lng, `${ns}.json`);
  const own = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
  const base = baseLocale(lng);
  const inherited = base && catalogueOf(root, base, ns);
  return inherited ? overlayCatalogue(inherited, own ?? {}) : own;
}

/** Every character of a catalogue's values, or of those at `paths`. */
function charactersOf(catalogue, paths) {
  const values = paths ? paths.flatMap((p) => valuesAt(catalogue, p)) : Object.values(catalogue);
  const set = new Set();
  for (const ch of JSON.stringify(values)) set.add(ch.codePointAt(0));
  return set;
}

/** `U+4e00-4e02,U+4e07`: code points as compact unicode ranges. */
export function unicodeRange(codes) {
  const sorted = [...codes].sort((a, b) => a - b);
  const parts = [];
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j] + 1) j += 1;
    const hex = (n) => n.toString(16);
    parts.push(i === j ? `U+${hex(sorted[i])}` : `U+${hex(sorted[i])}-${hex(sorted[j])}`);
    i = j + 1;
  }
  return parts.join(',');
}

/** The family of the visitor's own fonts only, which the entry's stylesheet declares (localFacesCss). */
export const localFamily = (lng) => `${CJK_FONTS[lng].family} Local`;

const localSources = (lng) => CJK_FONTS[lng].local.map((n) => `local('${n}')`).join(', ');

/**
 * The local-only faces of every CJK locale (the visitor's own fonts), for the entry's stylesheet:
 * a few hundred bytes, declared before any locale's stylesheet arrives, so that the question "has
 * this visitor a CJK font?" can be asked as soon as the locale is known, and the subset's files,
 * where they are needed, fetched alongside their stylesheets instead of after them.
 */
export function localFacesCss() {
  return Object.keys(CJK_FONTS)
    .map((lng) => `@font-face{font-family:'${localFamily(lng)}';font-weight:400;src:${localSources(lng)};${METRICS}}`)
    .join('\n');
}

/**
 * The characters of each face of a locale: the shell's (with Intl's), per screen namespace the
 * rest of its own, and per screen namespace its header's and banner's (`<ns>.first`: the shell's
 * and the screen's, and the digits and signs, whichever face also has them).
 */
function facesOf(root, lng) {
  const namespaces = new Set([lng, baseLocale(lng)].filter(Boolean).flatMap((l) => {
    const dir = join(root, 'locales', l);
    return existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json')).map((f) => f.replace(/\.json$/, '')) : [];
  }));
  const shell = catalogueOf(root, lng, COMMON);
  const common = shell ? charactersOf(shell) : new Set();
  const intl = [...INTL_CHARACTERS].map((ch) => ch.codePointAt(0));
  intl.forEach((c) => common.add(c));
  const shellFirst = shell ? charactersOf(shell, SHELL_FIRST) : new Set();
  const shellFirstOf = SHELL_FIRST_OF.map(([screens, paths]) => [screens, shell ? charactersOf(shell, paths) : new Set()]);
  const figures = intl.filter((c) => c < 0x80);
  const faces = { [COMMON]: common };
  for (const ns of [...namespaces].sort()) {
    if (ns === COMMON) continue;
    const catalogue = catalogueOf(root, lng, ns);
    const own = [...charactersOf(catalogue)].filter((c) => !common.has(c));
    if (own.length) faces[ns] = new Set(own);
    const shellOfScreen = shellFirstOf.flatMap(([screens, codes]) => (screens.test(ns) ? [...codes] : []));
    faces[`${ns}.first`] = new Set([...shellFirst, ...shellOfScreen, ...figures, ...charactersOf(catalogue, firstPaths(root, ns))]);
  }
  return faces;
}

/** A face's family: the first screenful's faces (`<ns>.first`) are a family of their own. */
export const firstFamily = (lng) => `${CJK_FONTS[lng].family} First`;
const familyOf = (lng, face) => (face.endsWith('.first') ? firstFamily(lng) : CJK_FONTS[lng].family);

/**
 * Writes, for one locale, the stylesheet and the file of each face (cjkFaceKey) for the shell ("common")
 * and for each screen namespace with characters of its own, and the first screenful's face of each
 * screen namespace (`<ns>.first`), reusing them while the characters and
 * the font package are unchanged. Returns, by face name, its stylesheet's and its file's paths and
 * a character of its own (a CJK one where it has any), with which a page can ask the browser to
 * load it.
 */
export async function buildCjkFont(root, lng) {
  const spec = CJK_FONTS[lng];
  const dir = dirname(join(root, cjkFaceKey(lng, COMMON, 'css')));
  const require = createRequire(join(root, 'package.json'));
  const pkgDir = dirname(require.resolve(`${spec.pkg}/package.json`));
  const faces = facesOf(root, lng);
  const stylesheet = (face) => join(root, cjkFaceKey(lng, face, 'css'));
  const sheets = Object.fromEntries(Object.keys(faces).map((face) => [face, stylesheet(face)]));
  const sample = (codes) => String.fromCodePoint([...codes].sort((a, b) => b - a).find((c) => c >= 0x3000) ?? [...codes][0]);
  const result = Object.fromEntries(
    Object.entries(faces).map(([face, codes]) => [face, { stylesheet: sheets[face], file: join(root, cjkFaceKey(lng, face, 'woff2')), sample: sample(codes) }]),
  );

  const version = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8')).version;
  const key = createHash('sha256')
    .update(JSON.stringify([CACHE_VERSION, spec, version, Object.entries(faces).map(([face, codes]) => [face, [...codes].sort()]), METRICS]))
    .digest('hex')
    .slice(0, 16);
  const stamp = `/* cjk-font ${key} */`;
  if (Object.values(sheets).every((f) => existsSync(f) && readFileSync(f, 'utf8').startsWith(stamp))) return result;

  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const { default: subsetFont } = await import('subset-font');
  // The full font is ~7 MB: cut it once to the locale's characters, then each face from that.
  const all = new Set(Object.values(faces).flatMap((codes) => [...codes]));
  const text = (codes) => String.fromCodePoint(...codes);
  const font = await subsetFont(readFileSync(join(pkgDir, spec.file)), text(all), { targetFormat: 'truetype' });
  const note = `/* ${spec.family}: ${spec.pkg}@${version} subset to the ${lng} catalogues (scripts/fonts/cjk.mjs) */`;
  for (const [face, codes] of Object.entries(faces)) {
    // Only the characters' own glyphs: the alternates layout features could reach (vertical forms,
    // width variants, which the site never asks for) made the files a quarter larger.
    const woff2 = await subsetFont(font, text(codes), { targetFormat: 'woff2', noLayoutClosure: true });
    const file = result[face].file;
    writeFileSync(file, woff2);
    const rules = [stamp, note];
    rules.push(
      // `optional`: a face that is not here within the browser's short block period is not swapped in
      // later (the text would move); that page keeps the fallback, and the next has the face cached.
      `@font-face{font-family:'${familyOf(lng, face)}';font-weight:400;font-display:optional;` +
        `src:url(./${basename(file)}) format('woff2');unicode-range:${unicodeRange(codes)};${METRICS}}`,
    );
    writeFileSync(sheets[face], `${rules.join('\n')}\n`);
  }
  return result;
}
