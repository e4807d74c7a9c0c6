// The carried faces' inline script (src/app/carried-faces.ts), run as the browser runs it, right after
// a <style>. jsdom's CSSOM drops `src` and `unicode-range`, so the sheet here is the shape Chromium's
// CSSOM gives (its serialization: `url("data:…") format("woff2")`, the family quoted); the built
// documents are run in a real browser by tests/e2e/thai-font.phone.spec.ts.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CARRIED_FACES_SOURCE, carriesFaces } from '../../src/app/carried-faces';

class FakeFontFaceRule {
  constructor(readonly props: Record<string, string>) {}
  get style() {
    return { getPropertyValue: (name: string) => this.props[name] ?? '' };
  }
}

const bytes = [0x77, 0x4f, 0x46, 0x32, 0, 1, 255];
const base64 = Buffer.from(bytes).toString('base64');
const face = (weight: string, src = `url("data:font/woff2;base64,${base64}") format("woff2")`) =>
  new FakeFontFaceRule({ src, 'font-family': '"Noto Sans Thai"', 'font-weight': weight, 'font-style': 'normal', 'font-display': 'block' });

function run(rules: unknown[] | undefined, { fonts = { add: vi.fn() } as { add: ReturnType<typeof vi.fn> } | null, status = 'loaded' } = {}) {
  const made: { family: string; source: Uint8Array; descriptors: Record<string, string> }[] = [];
  vi.stubGlobal('CSSFontFaceRule', FakeFontFaceRule);
  vi.stubGlobal(
    'FontFace',
    class {
      status = status;
      constructor(family: string, source: Uint8Array, descriptors: Record<string, string>) {
        made.push({ family, source, descriptors });
      }
    },
  );
  const style = rules ? { sheet: { cssRules: rules } } : null;
  new Function('document', CARRIED_FACES_SOURCE)({ currentScript: { previousElementSibling: style }, fonts });
  return { made, added: fonts?.add.mock.calls.length ?? 0 };
}

describe('the carried faces', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('makes a FontFace of each data: face of the <style> before it, from its bytes, with its descriptors, and adds it', () => {
    const other = new FakeFontFaceRule({ src: 'local("Noto Sans Thai")', 'font-family': '"Noto Sans Thai Fallback"' });
    const file = new FakeFontFaceRule({ src: 'url("/assets/noto-sans-thai-400.woff2") format("woff2")', 'font-family': '"Noto Sans Thai"' });
    const { made, added } = run([{ cssText: 'body{}' }, other, file, face('400'), face('700')]);
    expect(made.map((f) => [f.family, [...f.source], f.descriptors])).toEqual(
      ['400', '700'].map((weight) => ['Noto Sans Thai', bytes, { weight, style: 'normal', unicodeRange: 'U+0-10FFFF', display: 'block' }]),
    );
    expect(added).toBe(2);
  });

  it('decodes with atob where Uint8Array.fromBase64 is missing', () => {
    const fromBase64 = (Uint8Array as unknown as { fromBase64?: unknown }).fromBase64;
    vi.stubGlobal('Uint8Array', Object.assign(class extends Uint8Array {}, { fromBase64: undefined }));
    try {
      expect([...run([face('400')]).made[0]!.source]).toEqual(bytes);
    } finally {
      vi.unstubAllGlobals();
      expect((Uint8Array as unknown as { fromBase64?: unknown }).fromBase64).toBe(fromBase64);
    }
  });

  it('leaves the page to its stylesheet, without an error, where it cannot', () => {
    expect(run(undefined).added).toBe(0);
    expect(run([face('400')], { fonts: null }).made).toHaveLength(0);
    expect(run([face('400')], { status: 'error' }).added).toBe(0);
    expect(run([face('400', 'url("data:font/woff2;base64,A") format("woff2")')]).added).toBe(0);
  });

  it('is written only where the CSS carries font files', () => {
    expect(carriesFaces(`@font-face{src:url(data:font/woff2;base64,${base64}) format('woff2')}`)).toBe(true);
    expect(carriesFaces("@font-face{src:url(/assets/a.woff2) format('woff2')}")).toBe(false);
  });
});
