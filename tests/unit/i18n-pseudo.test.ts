// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { PSEUDO_CHARACTERS, pseudoCatalogue, pseudoLocalize } from '../../src/i18n/pseudo';
import { compareStrings, placeholdersOf, tagsOf } from '../../scripts/i18n/catalogue-checks.mjs';

const visible = (s: string) => s.replace(/\{\{[^}]*\}\}|<[^>]+>/g, '');

describe('pseudo-locale', () => {
  it('accents, brackets and lengthens by about 35%', () => {
    const out = pseudoLocalize('GET FREE CONSULTATION NOW');
    expect(out.startsWith('[') && out.endsWith(']')).toBe(true);
    expect([...out].some((c) => PSEUDO_CHARACTERS.includes(c))).toBe(true);
    expect(out).not.toMatch(/[A-Z]{2}/);
    const ratio = visible(out).length / 'GET FREE CONSULTATION NOW'.length;
    expect(ratio).toBeGreaterThanOrEqual(1.3);
    expect(ratio).toBeLessThan(1.6);
  });

  it.each([
    'Ask {{name}} about <seo>SEO</seo> and <wechat>WeChat</wechat>.',
    '{{value, compact}}+',
    '{{count}} items in $t(common:brand.name)',
    'Line one<br/>line two &amp; more',
  ])('keeps placeholders, formatters, tags and nesting of %j', (en) => {
    const out = pseudoLocalize(en);
    expect(out).not.toBe(en);
    expect(placeholdersOf(out)).toEqual(placeholdersOf(en));
    expect(tagsOf(out).names).toEqual(tagsOf(en).names);
    expect(compareStrings('k', en, out)).toEqual([]);
  });

  it('leaves figures read by code as numbers alone, and empty strings empty', () => {
    expect(pseudoLocalize('200000')).toBe('200000');
    expect(pseudoLocalize('')).toBe('');
    expect(pseudoCatalogue({ stats: { value: '3000', label: 'clients' } })).toEqual({
      stats: { value: '3000', label: expect.stringMatching(/^\[çļíéñţš .+\]$/) },
    });
  });
});
