import { BLANK_RANGES, blankFont } from '../../scripts/fonts/blank.mjs';

/** The tables of a TrueType file, by tag. */
function tables(font: Buffer) {
  const count = font.readUInt16BE(4);
  return Object.fromEntries(
    Array.from({ length: count }, (_, i) => {
      const at = 12 + 16 * i;
      const offset = font.readUInt32BE(at + 8);
      return [font.toString('latin1', at, at + 4), font.subarray(offset, offset + font.readUInt32BE(at + 12))];
    }),
  );
}

/** The glyph a code point maps to in a cmap of format 13 (many-to-one ranges), or 0. */
function glyphOf(cmap: Buffer, cp: number) {
  const sub = cmap.subarray(cmap.readUInt32BE(8));
  expect(sub.readUInt16BE(0), 'cmap format').toBe(13);
  for (let i = 0; i < sub.readUInt32BE(12); i++) {
    const at = 16 + 12 * i;
    if (cp >= sub.readUInt32BE(at) && cp <= sub.readUInt32BE(at + 4)) return sub.readUInt32BE(at + 8);
  }
  return 0;
}

describe('the blank font (scripts/fonts/blank.mjs)', () => {
  const font = blankFont();
  const t = tables(font);

  it('is a small TrueType file with the tables a browser requires, its checksum adjusted', () => {
    expect(font.readUInt32BE(0)).toBe(0x00010000);
    expect(Object.keys(t).sort()).toEqual(['OS/2', 'cmap', 'glyf', 'head', 'hhea', 'hmtx', 'loca', 'maxp', 'name', 'post']);
    expect(font.length).toBeLessThan(1024);
    let sum = 0;
    for (let i = 0; i < font.length; i += 4) sum = (sum + font.readUInt32BE(i)) >>> 0;
    expect(sum, 'the whole file sums to 0xB1B0AFBA').toBe(0xb1b0afba);
  });

  it('maps Chinese, Japanese and Korean characters to one empty glyph one em wide, and nothing else', () => {
    const blank = glyphOf(t.cmap!, '廣'.codePointAt(0)!);
    expect(blank).toBe(1);
    for (const ch of ['中', 'の', 'カ', '한', '，', '。']) expect(glyphOf(t.cmap!, ch.codePointAt(0)!), ch).toBe(blank);
    for (const ch of ['A', '1', 'é', 'ก', 'ệ']) expect(glyphOf(t.cmap!, ch.codePointAt(0)!), ch).toBe(0);
    expect(t.head!.readUInt16BE(18), 'units per em').toBe(1000);
    expect(t.hmtx!.readUInt16BE(4 * blank), 'advance of the blank glyph').toBe(1000);
    // No outlines: both glyphs are empty.
    expect([...t.loca!].every((b) => b === 0)).toBe(true);
    expect(BLANK_RANGES.every(([a, b]) => a <= b)).toBe(true);
  });

  it("has Noto Sans CJK's vertical metrics, so a face swapped in for it keeps the line boxes", () => {
    expect([t.hhea!.readInt16BE(4), t.hhea!.readInt16BE(6), t.hhea!.readInt16BE(8)]).toEqual([880, -120, 0]);
  });
});
