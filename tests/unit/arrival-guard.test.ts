// The arrival guard's inline script (src/app/arrival-guard.ts), run as the browser runs it, in the
// head of a document whose address may name another screen or language.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ARRIVAL_GUARD_SOURCE, ARRIVAL_GUARD_TIMEOUT_MS, ARRIVING_ATTRIBUTE } from '../../src/app/arrival-guard';
import { STORAGE_KEY } from '../../src/i18n/arrival-language';

function run(address: string, { lang, route, stored }: { lang: string; route: string; stored?: string }) {
  window.history.replaceState(null, '', address);
  const html = document.documentElement;
  html.lang = lang;
  html.setAttribute('data-route', route);
  html.removeAttribute(ARRIVING_ATTRIBUTE);
  localStorage.clear();
  if (stored) localStorage.setItem(STORAGE_KEY, stored);
  new Function(ARRIVAL_GUARD_SOURCE)();
  return html.getAttribute(ARRIVING_ATTRIBUTE);
}

const wechat = { lang: 'th', route: '/services/wechat' };
const front = { lang: 'en', route: '/' };

describe('the arrival guard', () => {
  afterEach(() => vi.useRealTimers());

  it.each([
    ['/th/services/wechat/', wechat, null],
    ['/th/services/wechat/#/services/wechat', wechat, null],
    ['/th/services/wechat/#main', wechat, null],
    ['/th/services/wechat/#/contact', wechat, 'screen'],
    ['/th/services/wechat/?lng=ja', wechat, 'language'],
    ['/th/services/wechat/#/contact?lng=ja', wechat, 'language'],
    ['/th/services/wechat/?lng=th#/contact', wechat, 'screen'],
    ['/', front, null],
    ['/#/', front, null],
    ['/#/contact', front, 'screen'],
    ['/?lng=th', front, 'language'],
    ['/#/services/wechat?lng=th', front, 'language'],
  ] as const)('%s', (address, doc, mark) => {
    expect(run(address, doc)).toBe(mark);
  });

  it('at the front door only, a stored choice of another language hides the page', () => {
    expect(run('/', { ...front, stored: 'th' })).toBe('language');
    expect(run('/', { ...front, stored: 'en' })).toBeNull();
    expect(run('/?lng=en', { ...front, stored: 'th' })).toBeNull();
    expect(run('/th/', { lang: 'th', route: '/', stored: 'vi' })).toBeNull();
  });

  it('takes its mark off by itself when the app does not come', () => {
    vi.useFakeTimers();
    expect(run('/#/contact', front)).toBe('screen');
    vi.advanceTimersByTime(ARRIVAL_GUARD_TIMEOUT_MS - 1);
    expect(document.documentElement.getAttribute(ARRIVING_ATTRIBUTE)).toBe('screen');
    vi.advanceTimersByTime(1);
    expect(document.documentElement.getAttribute(ARRIVING_ATTRIBUTE)).toBeNull();
  });
});
