// A blank font: every code point of the Chinese, Japanese and Korean blocks drawn as one empty
// glyph, one em wide (as a CJK ideograph is), on Noto Sans CJK's vertical metrics. It stands in,
// on a machine with no CJK font, for the characters of a screen that its first screenful's face
// does not have, until the whole faces arrive (src/i18n/fonts.ts): the browser then searches no
// system font for them (on a machine without CJK fonts, that search made the first layout of a
// Chinese page two to four times as long as with it), they take the width they will have, and
// they show no "tofu" boxes below the fold.
//
// A TrueType file of two glyphs (.notdef and the blank, both without outlines) and a cmap of
// format 13 (many-to-one ranges), written byte by byte: about 700 bytes.

/** The blank face's family (src/styles/_tokens.scss names it in the CJK font stacks). */
export const BLANK_FAMILY = 'Adt CJK Blank';

/** The blocks the blank glyph covers: CJK punctuation, kana, Hangul, ideographs, compatibility and full-width forms. */
export const BLANK_RANGES = [
  [0x2e80, 0x9fff],
  [0xa960, 0xa97f],
  [0xac00, 0xd7af],
  [0xf900, 0xfaff],
  [0xfe30, 0xfe4f],
  [0xff00, 0xffef],
  [0x20000, 0x3134f],
];

const UNITS_PER_EM = 1000;
const ASCENT = 880;
const DESCENT = 120;

/** A big-endian writer of the fixed-size fields of a table. */
function table(fields) {
  const size = fields.reduce((n, [type]) => n + { u8: 1, u16: 2, i16: 2, u32: 4, i32: 4, tag: 4, u64: 8 }[type], 0);
  const buf = Buffer.alloc(size);
  let at = 0;
  for (const [type, value] of fields) {
    if (type === 'u8') buf.writeUInt8(value, at), (at += 1);
    else if (type === 'u16') buf.writeUInt16BE(value, at), (at += 2);
    else if (type === 'i16') buf.writeInt16BE(value, at), (at += 2);
    else if (type === 'u32') buf.writeUInt32BE(value >>> 0, at), (at += 4);
    else if (type === 'i32') buf.writeInt32BE(value, at), (at += 4);
    else if (type === 'tag') buf.write(value, at, 4, 'latin1'), (at += 4);
    else if (type === 'u64') buf.writeBigUInt64BE(BigInt(value), at), (at += 8);
  }
  return buf;
}

/** A table's bytes padded to a multiple of four, as the file stores them. */
const pad = (buf) => Buffer.concat([buf, Buffer.alloc((4 - (buf.length % 4)) % 4)]);

const checksum = (buf) => {
  const padded = pad(buf);
  let sum = 0;
  for (let i = 0; i < padded.length; i += 4) sum = (sum + padded.readUInt32BE(i)) >>> 0;
  return sum;
};

/** The font, as a TrueType file. `family` names it (the name table); browsers go by the CSS family. */
export function blankFont(family = BLANK_FAMILY) {
  const numGlyphs = 2;
  const head = table([
    ['u32', 0x00010000], ['u32', 0x00010000], ['u32', 0], ['u32', 0x5f0f3cf5], ['u16', 0x000b], ['u16', UNITS_PER_EM],
    ['u64', 0], ['u64', 0], ['i16', 0], ['i16', -DESCENT], ['i16', UNITS_PER_EM], ['i16', ASCENT],
    ['u16', 0], ['u16', 8], ['i16', 2], ['i16', 0], ['i16', 0],
  ]);
  const hhea = table([
    ['u32', 0x00010000], ['i16', ASCENT], ['i16', -DESCENT], ['i16', 0], ['u16', UNITS_PER_EM], ['i16', 0], ['i16', 0], ['i16', 0],
    ['i16', 1], ['i16', 0], ['i16', 0], ['i16', 0], ['i16', 0], ['i16', 0], ['i16', 0], ['i16', 0], ['u16', numGlyphs],
  ]);
  const maxp = table([['u32', 0x00010000], ['u16', numGlyphs], ...Array.from({ length: 13 }, (_, i) => ['u16', i === 4 ? 2 : 0])]);
  const hmtx = table([['u16', UNITS_PER_EM / 2], ['i16', 0], ['u16', UNITS_PER_EM], ['i16', 0]]);
  // No outlines: every glyph's data is empty (short offsets, all zero), and glyf holds one padding word.
  const loca = table([['u16', 0], ['u16', 0], ['u16', 0]]);
  const glyf = Buffer.alloc(4);
  const groups = BLANK_RANGES.map(([start, end]) => [['u32', start], ['u32', end], ['u32', 1]]).flat();
  const subtable = table([['u16', 13], ['u16', 0], ['u32', 16 + 12 * BLANK_RANGES.length], ['u32', 0], ['u32', BLANK_RANGES.length], ...groups]);
  const cmap = Buffer.concat([table([['u16', 0], ['u16', 1], ['u16', 3], ['u16', 10], ['u32', 12]]), subtable]);
  const os2 = table([
    ['u16', 4], ['i16', UNITS_PER_EM], ['u16', 400], ['u16', 5], ['u16', 0],
    ['i16', 650], ['i16', 600], ['i16', 0], ['i16', 75], ['i16', 650], ['i16', 600], ['i16', 0], ['i16', 350], ['i16', 50], ['i16', 250], ['i16', 0],
    ...Array.from({ length: 10 }, () => ['u8', 0]),
    ['u32', 0], ['u32', 0x28000000], ['u32', 0x00000010], ['u32', 0], ['tag', 'NONE'], ['u16', 0x0040],
    ['u16', 0x2e80], ['u16', 0xffff], ['i16', ASCENT], ['i16', -DESCENT], ['i16', 0], ['u16', ASCENT], ['u16', DESCENT],
    ['u32', 0x003e0000], ['u32', 0], ['i16', 0], ['i16', 0], ['u16', 0], ['u16', 0x20], ['u16', 1],
  ]);
  const post = table([['u32', 0x00030000], ['i32', 0], ['i16', -100], ['i16', 50], ['u32', 0], ['u32', 0], ['u32', 0], ['u32', 0], ['u32', 0]]);
  const names = [[1, family], [2, 'Regular'], [4, family], [6, family.replace(/[^A-Za-z0-9-]/g, '')]];
  const strings = names.map(([, text]) => Buffer.from(text, 'utf16le').swap16());
  const records = [];
  let offset = 0;
  names.forEach(([id], i) => {
    records.push(['u16', 3], ['u16', 1], ['u16', 0x409], ['u16', id], ['u16', strings[i].length], ['u16', offset]);
    offset += strings[i].length;
  });
  const name = Buffer.concat([table([['u16', 0], ['u16', names.length], ['u16', 6 + 12 * names.length], ...records]), ...strings]);

  const tables = Object.entries({ 'OS/2': os2, cmap, glyf, head, hhea, hmtx, loca, maxp, name, post }).sort(([a], [b]) => (a < b ? -1 : 1));
  const entrySelector = Math.floor(Math.log2(tables.length));
  const searchRange = 2 ** entrySelector * 16;
  const directory = [['u32', 0x00010000], ['u16', tables.length], ['u16', searchRange], ['u16', entrySelector], ['u16', tables.length * 16 - searchRange]];
  let at = 12 + 16 * tables.length;
  const bodies = [];
  for (const [tag, data] of tables) {
    directory.push(['tag', tag], ['u32', checksum(data)], ['u32', at], ['u32', data.length]);
    const padded = pad(data);
    bodies.push(padded);
    at += padded.length;
  }
  const font = Buffer.concat([table(directory), ...bodies]);
  // head.checkSumAdjustment: 0xB1B0AFBA minus the whole file's checksum.
  const headAt = 12 + 16 * tables.length + bodies.slice(0, tables.findIndex(([tag]) => tag === 'head')).reduce((n, b) => n + b.length, 0);
  font.writeUInt32BE((0xb1b0afba - checksum(font)) >>> 0, headAt + 8);
  return font;
}
