// Addresses worth sharing (src/app/take-over.ts, src/shell/share-link.tsx): what the app makes of
// a document's address, and which address it hands on.
import { afterEach, describe, expect, it } from 'vitest';
import { addressLanguage, addressShowsDocument, documentHistory, shareableAddress } from '../../src/app/take-over';
import { shareAddress } from '../../src/shell/share-link';

const at = (address: string) => window.history.replaceState(null, '', address);
const loc = (href: string) => {
  const u = new URL(href, 'https://site.test');
  return { pathname: u.pathname, search: u.search, hash: u.hash };
};

describe('a document and its address', () => {
  afterEach(() => {
    at('/');
    localStorage.clear();
  });

  const wechat = { lng: 'th', route: '/services/wechat' };

  it('hydrates when the address names the document\'s screen and language, else renders over it in the address\'s', () => {
    at('/th/services/wechat/');
    expect(addressShowsDocument(wechat)).toBe(true);
    at('/th/services/wechat/#/services/wechat');
    expect(addressShowsDocument(wechat)).toBe(true);
    at('/th/services/wechat/#/contact');
    expect(addressShowsDocument(wechat)).toBe(false);
    expect(addressLanguage(wechat)).toBe('th');
    at('/th/services/wechat/?lng=ja');
    expect(addressShowsDocument(wechat)).toBe(false);
    expect(addressLanguage(wechat)).toBe('ja');
    // The front door: the app's own detection decides.
    at('/#/contact');
    expect(addressLanguage({ lng: 'en', route: '/' })).toBeUndefined();
    at('/');
    localStorage.setItem('i18nextLng', 'vi');
    expect(addressShowsDocument({ lng: 'en', route: '/' })).toBe(false);
  });

  it('reads an address without a hash route as the document\'s screen', () => {
    at('/th/services/wechat/');
    const history = documentHistory('/services/wechat');
    expect(history.location.pathname).toBe('/services/wechat');
    history.push('/contact');
    expect(window.location.pathname + window.location.hash).toBe('/th/services/wechat/#/contact');
    expect(history.location.pathname).toBe('/contact');
  });

  it('keeps the language in the path after in-app navigation and a change of language', () => {
    expect(shareableAddress('th', loc('/th/services/wechat/#/contact'))).toBeUndefined();
    expect(shareableAddress('ja', loc('/th/services/wechat/#/contact'))).toBe('/ja/services/wechat/#/contact');
    expect(shareableAddress('zh-TW', loc('/th/?x=1#/about'))).toBe('/zh-TW/?x=1#/about');
    expect(shareableAddress('en', loc('/#/contact'))).toBe('/en/#/contact');
    expect(shareableAddress('en', loc('/'))).toBeUndefined();
    expect(shareableAddress('pseudo', loc('/th/#/contact'))).toBeUndefined();
    expect(shareableAddress('ja', loc('/no-such-page#/contact'))).toBeUndefined();
  });

  it('shares the canonical document of the screen shown in the language shown', () => {
    const site = { origin: 'https://site.test', href: 'https://site.test/th/services/wechat/#/newsDetails' };
    expect(shareAddress('th', '/contact', site)).toBe('https://site.test/th/contact/');
    expect(shareAddress('en', '/', site)).toBe('https://site.test/en/');
    expect(shareAddress('ko', '/digital-marketing', site)).toMatch(/^https:\/\/site\.test\/ko\/[a-z/-]+\/$/);
    expect(shareAddress('th', '/newsDetails', site)).toBe(site.href);
    expect(shareAddress('pseudo', '/contact', site)).toBe(site.href);
  });
});
