// Build-time CJK web fonts: the site's text is known at build, so each Chinese, Japanese and Korean
// locale gets Noto Sans (regular weight; bold is synthesised) cut down to the characters its
// catalogues use, plus the characters Intl adds to figures and dates.
//
// Fontsource ships each family as ~100 unicode-range slices (by character frequency). Every slice
// the catalogues touch is subset twice: once to the characters of the shell and the home page (tier
// "a", what a first visit needs: <lng>.css) and once to the rest of the site's characters (tier "b":
// <lng>-rest.css, loaded once another screen's catalogue arrives). Each face's unicode-range lists
// exactly its characters, so a page downloads only the faces holding characters it shows. The
// family's Latin slice is cut the same way, so these locales need no other web font. A local-only
// face in front (local(): PingFang, Microsoft JhengHei/YaHei, Hiragino, Yu Gothic, Malgun Gothic,
// Noto Sans CJK) means machines with their own CJK fonts download nothing.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** Per locale: Fontsource package, the face's family name and the visitor's own fonts to try first. */
export const CJK_FONTS = {
  'zh-Hans': {
    pkg: '@fontsource/noto-sans-sc',
    family: 'Adt Noto Sans SC',
    local: ['PingFang SC', 'PingFangSC-Regular', 'Microsoft YaHei', 'Noto Sans CJK SC', 'NotoSansCJKsc-Regular', 'Source Han Sans SC', 'Noto Sans SC'],
  },
  'zh-Hant': {
    pkg: '@fontsource/noto-sans-tc',
    family: 'Adt Noto Sans TC',
    local: ['PingFang TC', 'PingFangTC-Regular', 'PingFang HK', 'PingFangHK-Regular', 'Microsoft JhengHei', 'Noto Sans CJK TC', 'NotoSansCJKtc-Regular', 'Source Han Sans TC', 'Noto Sans TC'],
  },
  ja: {
    pkg: '@fontsource/noto-sans-jp',
    family: 'Adt Noto Sans JP',
    local: ['Hiragino Sans', 'HiraginoSans-W3', 'Hiragino Kaku Gothic ProN', 'Yu Gothic', 'YuGothic-Regular', 'Meiryo', 'Noto Sans CJK JP', 'NotoSansCJKjp-Regular', 'Source Han Sans JP', 'Noto Sans JP'],
  },
  ko: {
    pkg: '@fontsource/noto-sans-kr',
    family: 'Adt Noto Sans KR',
    local: ['Apple SD Gothic Neo', 'AppleSDGothicNeo-Regular', 'Malgun Gothic', 'Noto Sans CJK KR', 'NotoSansCJKkr-Regular', 'Source Han Sans KR', 'Noto Sans KR'],
  },
};

import { FIRST_VISIT_NAMESPACES } from '../../src/i18n/font-tiers.ts';

/** Characters Intl writes into figures and dates (compact numbers, weekdays, time of day). */
const INTL_CHARACTERS = '年月日時时分秒星期週周一二三四五六七八九十〇零萬万億亿兆上午下午點点号號초년월일요시분오전후만억조月火水木金土曜';

/** Noto Sans CJK's vertical metrics, given to every face so local fonts keep the same line boxes. */
const METRICS = 'ascent-override: 88%; descent-override: 12%; line-gap-override: 0%;';

const CACHE_VERSION = 2;

function parseFaces(css) {
  const faces = [];
  for (const block of css.split('@font-face').slice(1)) {
    const file = block.match(/url\(\.\/files\/([^)]+\.woff2)\)/)?.[1];
    const range = block.match(/unicode-range:\s*([^;]+);/)?.[1];
    const label = block.match(/\/\* [\w-]+-\[?([\w-]+?)\]?-400-normal \*\//)?.[1];
    if (!file || !range) continue;
    const ranges = range.split(',').map((r) => {
      const [a, b] = r.trim().replace(/^U\+/i, '').split('-');
      return [parseInt(a, 16), parseInt(b ?? a, 16)];
    });
    faces.push({ file, ranges, wanted: /-(\d+|latin)-400-normal\.woff2$/.test(file), label });
  }
  return faces;
}

function charactersOf(dir, files) {
  const set = new Set();
  for (const f of files) {
    const text = JSON.stringify(Object.values(JSON.parse(readFileSync(join(dir, f), 'utf8'))));
    for (const ch of text) set.add(ch.codePointAt(0));
  }
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

/** The family the stylesheet declares first: the visitor's own fonts only. */
export const localFamily = (lng) => `${CJK_FONTS[lng].family} Local`;

/**
 * Writes `<outDir>/<lng>.css` (tier a), `<outDir>/<lng>-rest.css` (tier b) and their woff2 files
 * for one locale, reusing them while the characters and the font package are unchanged, and
 * returns the path of the tier's stylesheet.
 */
export async function buildCjkFont(root, lng, outDir, tier = 'a') {
  const spec = CJK_FONTS[lng];
  const cssFile = join(outDir, `${lng}.css`);
  const restFile = join(outDir, `${lng}-rest.css`);
  const wantedFile = tier === 'a' ? cssFile : restFile;
  const dir = join(root, 'locales', lng);
  const require = createRequire(join(root, 'package.json'));
  const pkgDir = dirname(require.resolve(`${spec.pkg}/package.json`));
  const catalogues = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json')).sort() : [];
  const first = charactersOf(dir, catalogues.filter((f) => FIRST_VISIT_NAMESPACES.includes(f.replace(/\.json$/, ''))));
  for (const ch of INTL_CHARACTERS) first.add(ch.codePointAt(0));
  const all = charactersOf(dir, catalogues);
  for (const c of first) all.add(c);

  const version = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8')).version;
  const key = createHash('sha256')
    .update(JSON.stringify([CACHE_VERSION, spec, version, [...first].sort(), [...all].sort(), METRICS]))
    .digest('hex')
    .slice(0, 16);
  const stamp = `/* cjk-font ${key} */`;
  if ([cssFile, restFile].every((f) => existsSync(f) && readFileSync(f, 'utf8').startsWith(stamp))) return wantedFile;

  mkdirSync(join(outDir, lng), { recursive: true });
  const { default: subsetFont } = await import('subset-font');
  const faces = parseFaces(readFileSync(join(pkgDir, '400.css'), 'utf8')).filter((f) => f.wanted);
  const local = spec.local.map((n) => `local('${n}')`).join(', ');
  const note = `/* ${spec.family}: ${spec.pkg}@${version} subset to the ${lng} catalogues (scripts/fonts/cjk.mjs) */`;
  const rules = {
    a: [stamp, note, `@font-face{font-family:'${localFamily(lng)}';font-weight:400;src:${local};${METRICS}}`],
    b: [stamp, note],
  };
  for (const [index, face] of faces.entries()) {
    const inFace = (c) => face.ranges.some(([a, b]) => c >= a && c <= b);
    const tierA = [...first].filter(inFace);
    const tierB = [...all].filter((c) => inFace(c) && !first.has(c));
    for (const [tier, codes] of [['a', tierA], ['b', tierB]]) {
      if (!codes.length) continue;
      const source = readFileSync(join(pkgDir, 'files', face.file));
      const woff2 = await subsetFont(source, String.fromCodePoint(...codes), { targetFormat: 'woff2' });
      const name = `${lng}-${index}${tier}.woff2`;
      writeFileSync(join(outDir, lng, name), woff2);
      rules[tier].push(
        `@font-face{font-family:'${spec.family}';font-weight:400;font-display:swap;` +
          `src:url(./${lng}/${name}) format('woff2');unicode-range:${unicodeRange(codes)};${METRICS}}`,
      );
    }
  }
  writeFileSync(cssFile, `${rules.a.join('\n')}\n`);
  writeFileSync(restFile, `${rules.b.join('\n')}\n`);
  return wantedFile;
}
