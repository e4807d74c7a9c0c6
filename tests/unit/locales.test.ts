import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../src/i18n/i18n';
import { arrivalLanguage, STORAGE_KEY } from '../../src/i18n/arrival-language';
import { resolveLocale, SHIPPED_LOCALES } from '../../src/i18n/locales';

describe('resolveLocale', () => {
  it.each([
    ['zh-HK', 'zh-HK'],
    ['zh-MO', 'zh-HK'],
    ['zh-Hant-HK', 'zh-HK'],
    ['zh-Hant-MO', 'zh-HK'],
    ['zh-TW', 'zh-TW'],
    ['zh_TW', 'zh-TW'],
    ['zh-Hant-TW', 'zh-TW'],
    // A Traditional script without a region, and the code earlier releases stored and linked:
    // Taiwan's edition (CLDR's likely region for zh-Hant).
    ['zh-Hant', 'zh-TW'],
    ['zh-hant', 'zh-TW'],
    ['zh-Hant-US', 'zh-TW'],
    ['zh-CN', 'zh-Hans'],
    ['zh-SG', 'zh-Hans'],
    ['zh', 'zh-Hans'],
    ['zh-Hans', 'zh-Hans'],
    ['th', 'th'],
    ['th-TH', 'th'],
    ['vi-VN', 'vi'],
    ['ms', 'ms'],
    ['ms-MY', 'ms'],
    ['ms-SG', 'ms'],
    ['ja', 'ja'],
    ['ja-JP', 'ja'],
    ['ko', 'ko'],
    ['ko-KR', 'ko'],
    ['en-GB', 'en'],
    ['EN', 'en'],
  ])('%s → %s', (tag, expected) => {
    expect(resolveLocale(tag)).toBe(expected);
  });

  it.each(['fr', 'id', 'xx-YY', '', '<script>', '__proto__', 'a'.repeat(100)])('%j is not a shipped locale', (tag) => {
    expect(resolveLocale(tag)).toBeUndefined();
  });

  it('ships the nine locales of the site (two editions of Traditional Chinese)', () => {
    expect(SHIPPED_LOCALES).toEqual(['en', 'zh-Hans', 'zh-HK', 'zh-TW', 'th', 'vi', 'ms', 'ja', 'ko']);
  });
});

describe('language detection', () => {
  const setUrl = (url: string) => window.history.replaceState(null, '', url);
  const setNavigatorLanguages = (langs: string[]) => {
    vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(langs);
    vi.spyOn(window.navigator, 'language', 'get').mockReturnValue(langs[0] ?? '');
  };

  beforeEach(() => {
    localStorage.clear();
    setUrl('/');
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  // Every case also checks the entry's head start (arrivalLanguage: which catalogues and fonts it
  // fetches before i18next has downloaded) against what i18next then detects.
  const detect = async () => {
    const early = arrivalLanguage();
    const { language } = await initI18n(i18next.createInstance());
    expect(early, 'the language the entry fetched ahead').toBe(language);
    return language;
  };

  it('maps a Hong Kong browser to the Hong Kong edition', async () => {
    setNavigatorLanguages(['zh-HK', 'en']);
    expect(await detect()).toBe('zh-HK');
  });

  it('maps a Taiwan browser to the Taiwan edition', async () => {
    setNavigatorLanguages(['zh-TW', 'en']);
    expect(await detect()).toBe('zh-TW');
  });

  it('keeps a choice stored by an earlier release (zh-Hant): the Taiwan edition', async () => {
    setNavigatorLanguages(['en-US']);
    localStorage.setItem(STORAGE_KEY, 'zh-Hant');
    expect(await detect()).toBe('zh-TW');
  });

  it('reads ?lng=zh-Hant from an earlier link as the Taiwan edition', async () => {
    setNavigatorLanguages(['en-US']);
    setUrl('/?lng=zh-Hant#/contact');
    expect(await detect()).toBe('zh-TW');
  });

  it('maps a Singapore Chinese browser to Simplified Chinese', async () => {
    setNavigatorLanguages(['zh-SG']);
    expect(await detect()).toBe('zh-Hans');
  });

  it.each([
    [['ms-MY', 'en'], 'ms'],
    [['ms-SG'], 'ms'],
    [['ja-JP', 'en-US'], 'ja'],
    [['ko-KR'], 'ko'],
  ])('maps a %j browser to %s', async (langs, expected) => {
    setNavigatorLanguages(langs);
    expect(await detect()).toBe(expected);
  });

  it('skips unsupported browser languages and falls back to English', async () => {
    setNavigatorLanguages(['fr-FR', 'de']);
    expect(await detect()).toBe('en');
  });

  it('takes the first supported browser language', async () => {
    setNavigatorLanguages(['fr-FR', 'th-TH', 'en']);
    expect(await detect()).toBe('th');
  });

  it('prefers ?lng= over storage and browser, and persists the choice', async () => {
    setNavigatorLanguages(['en-US']);
    localStorage.setItem(STORAGE_KEY, 'vi');
    setUrl('/?lng=th');
    expect(await detect()).toBe('th');
    expect(localStorage.getItem(STORAGE_KEY)).toBe('th');
  });

  it('reads ?lng= inside the hash route too', async () => {
    setNavigatorLanguages(['en-US']);
    setUrl('/#/about?lng=zh-MO');
    expect(await detect()).toBe('zh-HK');
  });

  it('uses the stored choice when the address names none', async () => {
    setNavigatorLanguages(['en-US']);
    localStorage.setItem(STORAGE_KEY, 'vi');
    expect(await detect()).toBe('vi');
  });

  it('ignores an unknown ?lng= and garbage in storage', async () => {
    setNavigatorLanguages(['en-US']);
    localStorage.setItem(STORAGE_KEY, '"><img src=x>');
    setUrl('/?lng=klingon');
    expect(await detect()).toBe('en');
  });

  it('sets <html lang> to the active locale', async () => {
    setNavigatorLanguages(['en-US']);
    setUrl('/?lng=vi');
    await detect();
    expect(document.documentElement.lang).toBe('vi');
  });
});
