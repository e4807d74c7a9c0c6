// Addresses worth sharing (src/app/take-over.ts, src/shell/share-link.tsx): what the app makes of
// a document's address, and which address it hands on.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import type { i18n } from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addressLanguage, addressShowsDocument, documentHistory, keepDocumentControlsWorking, prepareTakeOver, shareableAddress } from '../../src/app/take-over';
import { LANGUAGE_SELECT_ATTRIBUTE, MENU_BUTTON_ATTRIBUTE } from '../../src/config/site';
import { Carousel } from '../../src/sections/carousel';
import { CardGrid } from '../../src/sections/card-grid';
import { HoverCarousel } from '../../src/sections/hover-carousel';
import { Tabs } from '../../src/sections/tabs';
import { shareAddress } from '../../src/shell/share-link';
import { languageDocument, shownState } from '../../src/config/site-manifest';

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

  it.each([
    ['', true],
    ['#/newsDetails', true],
    ['#/newsDetails?seminar=key4', true],
    ['#/newsDetails?seminar=key2', false],
    ['#/newsDetails?lng=th&seminar=key2', false],
  ])("hydrates a seminar's document at /th/newsDetails/key4/%s only where the address names no other seminar", (hash, hydrates) => {
    at(`/th/newsDetails/key4/${hash}`);
    expect(addressShowsDocument({ lng: 'th', route: '/newsDetails', state: 'key4' })).toBe(hydrates);
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
    expect(shareAddress('th', { pathname: '/contact' }, site)).toBe('https://site.test/th/contact/');
    expect(shareAddress('en', { pathname: '/' }, site)).toBe('https://site.test/en/');
    expect(shareAddress('ko', { pathname: '/digital-marketing' }, site)).toBe('https://site.test/ko/services/sem/');
    expect(shareAddress('th', { pathname: '/newsDetails' }, site)).toBe(site.href);
    expect(shareAddress('pseudo', { pathname: '/contact' }, site)).toBe(site.href);
  });

  it("shares a seminar's own document, and the contact form rather than its thank-you", () => {
    const site = { origin: 'https://site.test', href: 'https://site.test/#/newsDetails' };
    expect(shareAddress('ja', { pathname: '/newsDetails', state: 'key1' }, site)).toBe('https://site.test/ja/newsDetails/key1/');
    expect(shareAddress('ja', { pathname: '/newsDetails', state: 'no-such-seminar' }, site)).toBe(site.href);
    expect(shareAddress('th', { pathname: '/contact', state: 'sent' }, site)).toBe('https://site.test/th/contact/');
  });

  it('reads the state shown from the address first, then from what a document handed over', () => {
    const handedOver = { screenState: 'key4' };
    expect(shownState({ pathname: '/newsDetails', search: '?seminar=key2', state: handedOver })).toBe('key2');
    expect(shownState({ pathname: '/newsDetails', search: '?lng=th&seminar=key2', state: null })).toBe('key2');
    expect(shownState({ pathname: '/newsDetails', search: '', state: handedOver })).toBe('key4');
    expect(shownState({ pathname: '/newsDetails', search: '?lng=th', state: null })).toBeUndefined();
    // Only a screen that declares a parameter reads one.
    expect(shownState({ pathname: '/contact', search: '?seminar=key2', state: null })).toBeUndefined();
    expect(shownState({ pathname: '/contact', search: '', state: { screenState: 'sent' } })).toBe('sent');
  });

  it("hands a state document's state to the router in the history entry, keeping the entry's place in the visit", async () => {
    const instance = { language: 'th', changeLanguage: vi.fn(async () => {}), loadNamespaces: vi.fn(async () => {}), hasResourceBundle: () => true } as unknown as i18n;
    const seminar = { lng: 'th', route: '/newsDetails', state: 'key4' };
    // Opened afresh: the first entry of the visit.
    window.history.replaceState(null, '', '/th/newsDetails/key4/');
    await prepareTakeOver(instance, seminar);
    expect(window.history.state).toEqual({ key: 'default', idx: 0, usr: { screenState: 'key4' } });
    // Reloaded two steps into the visit (the seminar opened in the app, its page put in place by the
    // arrival guard): BACK still steps back.
    window.history.replaceState({ key: 'k2', idx: 2, usr: { newsKey: 'key4' } }, '', '/th/#/newsDetails?seminar=key4');
    await prepareTakeOver(instance, seminar);
    expect(window.history.state).toEqual({ key: 'k2', idx: 2, usr: { newsKey: 'key4', screenState: 'key4' } });
    expect(window.location.pathname + window.location.hash).toBe('/th/#/newsDetails?seminar=key4');
  });

  it('leaves for the same screen, in its state, when the language switcher opens a new document', () => {
    expect(languageDocument('th', '/about')).toBe('/th/about/');
    expect(languageDocument('ko', '/digital-marketing')).toBe('/ko/services/sem/');
    expect(languageDocument('th', '/newsDetails', 'key1')).toBe('/th/newsDetails/key1/');
    expect(languageDocument('vi', '/contact', 'sent')).toBe('/vi/contact/sent/');
    expect(languageDocument('zh-TW', '/newsDetails')).toBe('/?lng=zh-TW#/newsDetails');
    // A seminar the site does not have stays named, so that the new document says so.
    expect(languageDocument('zh-TW', '/newsDetails', 'key99')).toBe('/?lng=zh-TW#/newsDetails?seminar=key99');
    expect(languageDocument('ja', '/no-such-page')).toBe('/ja/');
  });
});

describe('a document the app could not take over', () => {
  afterEach(() => {
    document.body.replaceChildren();
  });

  const page = () => {
    document.body.innerHTML = `
      <header>
        <select ${LANGUAGE_SELECT_ATTRIBUTE}><option value="en">English</option><option value="th">ไทย</option></select>
        <button type="button" ${MENU_BUTTON_ATTRIBUTE} aria-haspopup="dialog" aria-expanded="false">Menu</button>
      </header>
      <main><h1>About</h1></main>
      <footer><nav aria-label="Home"><a href="/en/tech-data/">Tech &amp; data</a></nav></footer>`;
    const footer = document.querySelector('footer')!;
    footer.scrollIntoView = vi.fn();
    return { select: document.querySelector('select')!, button: document.querySelector('button')!, footer };
  };

  it('leads the phone menu button to the footer\'s navigation, and hands both controls back to an app that starts after all', () => {
    const { select, button, footer } = page();
    const release = keepDocumentControlsWorking({ lng: 'en', route: '/about' });
    // No dialog to announce: the button now moves to the links.
    expect(button.hasAttribute('aria-haspopup')).toBe(false);
    expect(button.hasAttribute('aria-expanded')).toBe(false);
    button.click();
    expect(footer.scrollIntoView).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(footer.querySelector('a'));
    expect(select.onchange).toBeTypeOf('function');

    release();
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.onclick).toBeNull();
    expect(select.onchange).toBeNull();
    button.click();
    expect(footer.scrollIntoView).toHaveBeenCalledTimes(1);
  });

  it('leaves the menu button alone on a page without a footer navigation', () => {
    const { button } = page();
    document.querySelector('footer')!.remove();
    keepDocumentControlsWorking({ lng: 'en', route: '/about' });
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    expect(button.onclick).toBeNull();
    expect(button).toBeVisible();
  });

  it('hides the buttons of dialogs the app renders, and shows them again for an app that starts after all', () => {
    const items = ['Retail', 'Travel'].map((title) => ({ id: title.toLowerCase(), title, action: { label: 'DETAIL', onClick: () => undefined, opensDialog: true } }));
    document.body.innerHTML = renderToString(<CardGrid items={items} />);
    expect(screen.getAllByRole('button', { name: 'DETAIL' })).toHaveLength(2);
    const release = keepDocumentControlsWorking({ lng: 'en', route: '/insight' });
    expect(screen.queryAllByRole('button', { name: 'DETAIL' })).toHaveLength(0);
    expect(screen.getByRole('heading', { name: 'Travel' })).toBeVisible();
    release();
    expect(screen.getAllByRole('button', { name: 'DETAIL' })).toHaveLength(2);
  });

  it('switches the tabs and turns the carousels written in the document, and hands them back as written', async () => {
    const slides = ['Airport', 'Metro', 'Bus'].map((name) => ({ id: name.toLowerCase(), content: <h3>{name}</h3> }));
    const labels = { previous: 'Previous group', next: 'Next group', slide: (n: number, m: number) => `${n} of ${m}`, carouselRole: 'carousel', slideRole: 'slide' };
    const items = [
      { id: 'hk', label: 'Hong Kong', content: <p>Trams</p> },
      { id: 'cn', label: 'China', content: <Carousel slides={slides} label="China ad formats" labels={labels} /> },
      { id: 'sea', label: 'South-East Asia', content: <p>Malls</p> },
    ];
    document.body.innerHTML = renderToString(<Tabs items={items} label="Regions" />);
    const written = document.body.innerHTML;
    const user = userEvent.setup();
    const release = keepDocumentControlsWorking({ lng: 'en', route: '/services/ooh' });
    const panel = (name: string) => screen.getByRole('tabpanel', { name });

    await user.click(screen.getByRole('tab', { name: 'China' }));
    expect(screen.getByRole('tab', { name: 'China' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Hong Kong' })).toHaveAttribute('aria-selected', 'false');
    expect(panel('China')).toBeVisible();
    expect(screen.queryByRole('tabpanel', { name: 'Hong Kong' })).toBeNull();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'South-East Asia' })).toHaveFocus();
    expect(panel('South-East Asia')).toHaveTextContent('Malls');
    await user.keyboard('{Home}{ArrowRight}');
    expect(panel('China')).toBeVisible();

    const shown = () => within(panel('China')).getAllByRole('group').filter((g) => g.getAttribute('aria-roledescription') === 'slide');
    expect(shown().map((g) => g.textContent)).toEqual(['Airport']);
    await user.click(screen.getByRole('button', { name: 'Previous group' }));
    expect(shown().map((g) => g.textContent)).toEqual(['Bus']);
    expect(document.querySelector('[data-current="true"]')).not.toHaveAttribute('inert');
    expect(document.querySelectorAll('[inert]')).toHaveLength(2);
    expect(document.getElementById(screen.getByRole('button', { name: 'Next group' }).getAttribute('aria-controls')!)!.style.transform).toBe('translateX(-200%)');
    expect(panel('China')).toHaveTextContent('3 of 3');
    await user.click(screen.getByRole('button', { name: 'Next group' }));
    await user.click(screen.getByRole('button', { name: 'Next group' }));
    expect(shown().map((g) => g.textContent)).toEqual(['Metro']);

    // An app that starts after all hydrates the markup it wrote: the stand-ins put it back.
    release();
    const asWritten = document.createElement('body');
    asWritten.innerHTML = written;
    expect(document.body.isEqualNode(asWritten), 'the markup as written (attributes in any order)').toBe(true);
    await user.click(screen.getByRole('tab', { name: 'South-East Asia' }));
    expect(screen.getByRole('tab', { name: 'Hong Kong' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows every group of a hover carousel written in the document, and each panel\'s picture, and hands it back as written', async () => {
    const panel = (id: string, title: string) => ({ id, title, sub: `${title} category`, image: { src: `/${id}.svg`, alt: `${title} picture`, width: 480, height: 320 } });
    const groups = [
      { id: 'mtr', label: 'MTR', panels: [panel('panels', 'Digital Panels'), panel('wrap', 'Train Wrap')] },
      { id: 'bus', label: 'Bus', panels: [panel('buswrap', 'Bus Wrap'), panel('shelter', 'Shelter Light Box')] },
      { id: 'air', label: 'Airport', panels: [panel('arrival', 'Arrival Network'), panel('gate', 'Gate Light Boxes')] },
    ];
    document.body.innerHTML = renderToString(<HoverCarousel groups={groups} label="Hong Kong ad formats" dotsLabel="Format groups" />);
    const written = document.body.innerHTML;
    const user = userEvent.setup();
    const picture = () => within(screen.getByRole('group', { name: 'Hong Kong ad formats' })).getByRole('img');
    // As written: the first group, its first picture; the other groups are there but not shown.
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual(['MTR']);
    expect(screen.queryByRole('button', { name: /Bus Wrap/ })).toBeNull();

    const release = keepDocumentControlsWorking({ lng: 'en', route: '/services/ooh' });
    await user.click(screen.getByRole('button', { name: 'Airport' }));
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual(['Airport']);
    expect(screen.getByRole('button', { name: 'Airport' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'MTR' })).toHaveAttribute('aria-pressed', 'false');
    expect(picture()).toHaveAttribute('src', '/arrival.svg');
    expect(picture()).toHaveAccessibleName('Arrival Network picture');
    expect(screen.getByRole('button', { name: /Arrival Network/ })).toHaveAttribute('aria-pressed', 'true');
    await user.hover(screen.getByRole('button', { name: /Gate Light Boxes/ }));
    expect(picture()).toHaveAttribute('src', '/gate.svg');
    expect(screen.getByRole('button', { name: /Gate Light Boxes/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: /Arrival Network/ })).toHaveAttribute('aria-pressed', 'false');
    // From the keyboard: a dot, then the group's panels.
    screen.getByRole('button', { name: 'Bus' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual(['Bus']);
    expect(picture()).toHaveAccessibleName('Bus Wrap picture');
    screen.getByRole('button', { name: /Shelter Light Box/ }).focus();
    expect(picture()).toHaveAccessibleName('Shelter Light Box picture');

    // An app that starts after all hydrates the markup it wrote: the stand-in puts it back.
    release();
    const asWritten = document.createElement('body');
    asWritten.innerHTML = written;
    expect(document.body.isEqualNode(asWritten), 'the markup as written (attributes in any order)').toBe(true);
    await user.click(screen.getByRole('button', { name: 'Airport' }));
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual(['MTR']);
  });
});
