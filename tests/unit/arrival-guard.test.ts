// The arrival guard's inline script (src/app/arrival-guard.ts), run as the browser runs it, in the
// head of a document whose address may name another screen or language.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADDRESS_STATE_ATTRIBUTE, ADOPT_WAIT_MS, ADOPTED_PAGE_FILE, ADOPTED_PAINT_WAIT_MS, PAINT_QUIET_MS, ARRIVAL_GUARD_SOURCE, ARRIVAL_GUARD_TIMEOUT_MS, ARRIVING_ATTRIBUTE, ENTRY_ATTRIBUTE, ENTRY_WAIT_MS, SCREEN_MODULES_ATTRIBUTE, ARRIVAL_TABLE_ID } from '../../src/app/arrival-guard';
import { STORAGE_KEY } from '../../src/i18n/arrival-language';
import { CARRIED_FORMATS_ID } from '../../src/i18n/format';

function run(address: string, { lang, route, addressState, stored, entry, screen, table }: { lang: string; route: string; addressState?: string; stored?: string; entry?: string; screen?: string; table?: object }) {
  window.history.replaceState(null, '', address);
  const html = document.documentElement;
  html.lang = lang;
  html.setAttribute('data-route', route);
  if (addressState) html.setAttribute(ADDRESS_STATE_ATTRIBUTE, addressState);
  else html.removeAttribute(ADDRESS_STATE_ATTRIBUTE);
  html.removeAttribute(ARRIVING_ATTRIBUTE);
  if (entry) html.setAttribute(ENTRY_ATTRIBUTE, entry);
  else html.removeAttribute(ENTRY_ATTRIBUTE);
  if (screen) html.setAttribute(SCREEN_MODULES_ATTRIBUTE, screen);
  else html.removeAttribute(SCREEN_MODULES_ATTRIBUTE);
  document.getElementById(ARRIVAL_TABLE_ID)?.remove();
  if (table) {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = ARRIVAL_TABLE_ID;
    block.textContent = JSON.stringify(table);
    document.head.append(block);
  }
  document.head.querySelectorAll('script[src], link[rel="modulepreload"], link[rel="stylesheet"], link[rel="preload"]').forEach((el) => el.remove());
  localStorage.clear();
  if (stored) localStorage.setItem(STORAGE_KEY, stored);
  new Function(ARRIVAL_GUARD_SOURCE)();
  return html.getAttribute(ARRIVING_ATTRIBUTE);
}

const wechat = { lang: 'th', route: '/services/wechat' };
const front = { lang: 'en', route: '/' };
const seminar = { lang: 'en', route: '/newsDetails', addressState: 'seminar=key4' };

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
    // A seminar's document: an address naming another seminar is another screen; naming none, or its own, is the document's.
    ['/en/newsDetails/key4/', seminar, null],
    ['/en/newsDetails/key4/#/newsDetails', seminar, null],
    ['/en/newsDetails/key4/#/newsDetails?seminar=key4', seminar, null],
    ['/en/newsDetails/key4/#/newsDetails?seminar=key1', seminar, 'screen'],
    ['/en/newsDetails/key4/#/newsDetails?lng=en&seminar=key12', seminar, 'screen'],
    ['/en/newsDetails/key4/#/newsDetails?seminar=key1&lng=th', seminar, 'language'],
    // As the app reads the address (URLSearchParams): decoded, the first value, an empty one naming none of them.
    ['/en/newsDetails/key4/#/newsDetails?seminar=key%34', seminar, null],
    ['/en/newsDetails/key4/#/newsDetails?seminar=key4&seminar=key1', seminar, null],
    ['/en/newsDetails/key4/#/newsDetails?seminar=', seminar, 'screen'],
    ['/en/newsDetails/key4/#/newsDetails?seminar=key%201', { ...seminar, addressState: 'seminar=key+1' }, null],
    ['/en/newsDetails/key4/#/contact', seminar, 'screen'],
    ['/en/services/wechat/#/services/wechat?seminar=key1', { lang: 'en', route: '/services/wechat' }, null],
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

  const requested = () =>
    [...document.head.querySelectorAll<HTMLScriptElement | HTMLLinkElement>('script[src], link[rel="modulepreload"], link[rel="stylesheet"], link[rel="preload"]')].map((el) =>
      el instanceof HTMLScriptElement ? `${el.type} ${el.getAttribute('src')}` : `${el.getAttribute('rel')}${el.getAttribute('as') ? ` ${el.getAttribute('as')}` : ''} ${el.getAttribute('href')}`,
    );
  const modules = { entry: '/assets/index-a.js /assets/client-d.js', screen: '/assets/page-b.js /assets/sections-c.js' };
  const asked = ['module /assets/index-a.js', 'modulepreload /assets/client-d.js', 'modulepreload /assets/page-b.js', 'modulepreload /assets/sections-c.js'];
  /** A home document's arrival table (scripts/prerender.mjs): files, per route (`r`, `c`) and per locale (`l`). */
  const arrivalTable = {
    f: ['contact-page.js', 'contact-page.css', 'en-contact.js', 'th-common.js', 'thai-400.css', 'home-page.js'],
    r: { '/contact': [0, 1], '/': [5] },
    c: { '/contact': [2], '/': [] },
    l: { th: [3, 4], en: [] },
  };
  const homeDocument = { lang: 'en', route: '/', entry: modules.entry, screen: '/assets/home-page.js' };

  it('asks for the scripts of a document shown as it is only after its first paint: without paint reports, once parsed and a frame has passed', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => setTimeout(() => cb(0), 16));
    vi.stubGlobal('PerformanceObserver', undefined);
    try {
      // The guard's own listener only (the guards run by the tests above listen too).
      const parsed: EventListener[] = [];
      const loaded: EventListener[] = [];
      const listen = vi.spyOn(document, 'addEventListener').mockImplementation((type, listener) => {
        if (type === 'DOMContentLoaded') parsed.push(listener as EventListener);
      });
      const listenWindow = vi.spyOn(window, 'addEventListener').mockImplementation((type, listener) => {
        if (type === 'load') loaded.push(listener as EventListener);
      });
      expect(run('/th/services/wechat/', { ...wechat, ...modules })).toBeNull();
      listen.mockRestore();
      listenWindow.mockRestore();
      expect(parsed).toHaveLength(1);
      expect(loaded).toHaveLength(1);
      loaded[0]!(new Event('load'));
      vi.advanceTimersByTime(100);
      expect(requested(), 'nothing before the document is parsed').toEqual([]);
      parsed[0]!(new Event('DOMContentLoaded'));
      expect(requested(), 'nothing before the frame that paints it').toEqual([]);
      vi.advanceTimersByTime(15);
      expect(requested()).toEqual([]);
      // Painted a frame after it was parsed; then two more frames for what it paints to settle.
      vi.advanceTimersByTime(20);
      expect(requested()).toEqual([]);
      vi.advanceTimersByTime(30);
      expect(requested()).toEqual(asked);
      parsed[0]!(new Event('DOMContentLoaded'));
      vi.advanceTimersByTime(100);
      expect(requested(), 'once').toEqual(asked);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('where the browser reports paints, asks for them once the first contentful paint is reported and the page has loaded, or after ENTRY_WAIT_MS', () => {
    vi.useFakeTimers();
    const observers: { callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void; disconnected: boolean }[] = [];
    class FakeObserver {
      static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
      disconnected = false;
      constructor(readonly callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void) {
        observers.push(this);
      }
      observe() {}
      disconnect() {
        this.disconnected = true;
      }
    }
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    const report = (name: string) => observers.at(-1)!.callback({ getEntriesByName: (n) => (n === name ? [{}] : []) });
    const loaded: EventListener[] = [];
    const listenWindow = vi.spyOn(window, 'addEventListener').mockImplementation((type, listener) => {
      if (type === 'load') loaded.push(listener as EventListener);
    });
    try {
      run('/th/services/wechat/', { ...wechat, ...modules });
      vi.advanceTimersByTime(100);
      report('first-paint');
      vi.advanceTimersByTime(1);
      expect(requested(), 'not on a first paint without content').toEqual([]);
      report('first-contentful-paint');
      expect(observers.at(-1)!.disconnected).toBe(true);
      vi.advanceTimersByTime(1);
      expect(requested(), 'not before the load event (an image painted later could be the largest paint)').toEqual([]);
      loaded.at(-1)!(new Event('load'));
      // Then the largest paint settles: PAINT_QUIET_MS without a new one (an image the load event
      // waited for is painted after it).
      vi.advanceTimersByTime(PAINT_QUIET_MS - 50);
      report('largest-contentful-paint');
      vi.advanceTimersByTime(PAINT_QUIET_MS - 1);
      expect(requested(), 'not while the largest paint is still changing').toEqual([]);
      vi.advanceTimersByTime(2);
      expect(observers.at(-1)!.disconnected).toBe(true);
      expect(requested()).toEqual(asked);
      vi.advanceTimersByTime(ENTRY_WAIT_MS);
      expect(requested(), 'once').toEqual(asked);

      run('/th/services/wechat/', { ...wechat, ...modules });
      vi.advanceTimersByTime(ENTRY_WAIT_MS - 1);
      expect(requested(), 'no paint reported yet').toEqual([]);
      vi.advanceTimersByTime(1);
      expect(requested()).toEqual(asked);
    } finally {
      listenWindow.mockRestore();
      vi.unstubAllGlobals();
    }
  });

  it('asks for them at once when the address names another screen or language: the app is what shows', () => {
    // The entry's only: the modules of the document's own screen are not the ones to show.
    expect(run('/th/services/wechat/#/contact', { ...wechat, ...modules })).toBe('screen');
    expect(requested()).toEqual(asked.slice(0, 2));
    expect(run('/?lng=th', { ...front, ...modules })).toBe('language');
    expect(requested()).toEqual(asked.slice(0, 2));
    // Another seminar on a seminar's document: the same screen, so its own modules too.
    expect(run('/en/newsDetails/key4/#/newsDetails?seminar=key1', { ...seminar, ...modules })).toBe('screen');
    expect(requested()).toEqual(asked);
  });

  it('on a home document, asks for the files of the screen and language the address names with the entry\'s (its arrival table)', () => {
    const home = { ...homeDocument, table: arrivalTable };
    const entry = asked.slice(0, 2);
    expect(run('/#/contact', home)).toBe('screen');
    expect(requested()).toEqual([...entry, 'modulepreload /assets/contact-page.js', 'stylesheet /assets/contact-page.css', 'modulepreload /assets/en-contact.js']);
    // Another language: the screen's files and the language's shell catalogue and fonts.
    expect(run('/#/contact?lng=th', home)).toBe('language');
    expect(requested()).toEqual([...entry, 'modulepreload /assets/contact-page.js', 'stylesheet /assets/contact-page.css', 'modulepreload /assets/th-common.js', 'stylesheet /assets/thai-400.css']);
    expect(run('/?lng=th', home)).toBe('language');
    expect(requested()).toEqual([...entry, 'modulepreload /assets/home-page.js', 'modulepreload /assets/th-common.js', 'stylesheet /assets/thai-400.css']);
    // A route the table does not know, a broken table: the entry's only.
    expect(run('/#/no-such-page', home)).toBe('screen');
    expect(requested()).toEqual(entry);
    expect(run('/#/contact', { ...home, table: { f: [] } })).toBe('screen');
    expect(requested()).toEqual(entry);
  });

  describe('where the arrival table knows the document of the screen and language the address names', () => {
    const home = {
      ...homeDocument,
      table: { ...arrivalTable, f: [...arrivalTable.f, 'noto-thai-400.woff2'], d: { '/contact': 'contact/', '/': '' }, g: { th: [['Noto Sans Thai', '400', 'normal', 6]] } },
    };
    const entry = asked.slice(0, 2);
    /** The page beside the contact document (ADOPTED_PAGE_FILE, written by scripts/prerender.mjs). */
    const contactPage = (lang: string) =>
      JSON.stringify({
        lang,
        route: '/contact',
        title: `Contact (${lang})`,
        description: `Reach us (${lang})`,
        stylesheets: ['/assets/index.css', '/assets/contact-page.css', ...(lang === 'th' ? ['/assets/thai-400.css'] : [])],
        screen: ['/assets/contact-page.js', `/assets/${lang}-contact.js`],
        html: `<main><h1>Contact (${lang})</h1></main>`,
        ...(lang === 'th' ? { formats: '{"number|th|3000":"3,000"}' } : {}),
      });
    /** The FontFaces the guard made, with what it made them from; `settle` ends a face's load. */
    let faces: { family: string; source: string; descriptors: FontFaceDescriptors; added: boolean; settle: (ok: boolean) => void }[];
    class FakeFontFace {
      constructor(family: string, source: string, descriptors: FontFaceDescriptors) {
        const face = { family, source, descriptors, added: false, settle: (() => {}) as (ok: boolean) => void };
        this.loaded = new Promise((resolve, reject) => (face.settle = (ok) => (ok ? resolve(this) : reject(new DOMException('NetworkError')))));
        this.face = face;
        faces.push(face);
      }
      face;
      loaded: Promise<unknown>;
      load() {
        return this.loaded;
      }
    }
    let fetched: string[];
    /** How many files the guard had asked for when it asked for the document. */
    let askedBeforeTheDocument: number;
    let respond: (body: string | null) => void;

    function setUp() {
      vi.useFakeTimers();
      vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => setTimeout(() => cb(0), 16));
      vi.stubGlobal('PerformanceObserver', undefined);
      fetched = [];
      faces = [];
      vi.stubGlobal('FontFace', FakeFontFace);
      Object.defineProperty(document, 'fonts', { configurable: true, value: { add: (f: FakeFontFace) => (f.face.added = true) } });
      vi.stubGlobal('fetch', (url: string) => {
        fetched.push(url);
        askedBeforeTheDocument = requested().length;
        return new Promise((resolve, reject) => {
          respond = (body) => (body === null ? reject(new TypeError('offline')) : resolve(new Response(body, { status: body ? 200 : 404 })));
        });
      });
      document.body.innerHTML = `<div id="root" data-route="/"><main><h1>Home</h1></main></div><script type="application/json" id="${CARRIED_FORMATS_ID}">{"number|en|8":"8"}</script>`;
      document.title = 'Home';
      document.head.querySelector('meta[name="description"]')?.remove();
      const description = document.createElement('meta');
      description.name = 'description';
      description.content = 'The home page';
      document.head.append(description);
    }
    /** The page's own stylesheets, inline (what the prerenderer names with type="text/x-inline"). */
    const ownStylesheet = () => {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.type = 'text/x-inline';
      link.href = '/assets/index.css';
      document.head.append(link);
    };
    const loadStylesheet = (href: string) => document.head.querySelector(`link[href="${href}"]:not([type])`)!.dispatchEvent(new Event('load'));
    const shown = () => ({ h1: document.querySelector('main h1')?.textContent, route: document.getElementById('root')!.dataset.route, lang: document.documentElement.lang, title: document.title, description: document.head.querySelector('meta[name="description"]')?.getAttribute('content'), mark: document.documentElement.getAttribute(ARRIVING_ATTRIBUTE) });

    afterEach(() => {
      vi.unstubAllGlobals();
      delete (document as { fonts?: unknown }).fonts;
      document.body.innerHTML = '';
      document.documentElement.setAttribute('data-route', '/');
    });

    it('fetches its page, shows it once the stylesheets it names are in, and asks for the scripts after that page has painted', async () => {
      setUp();
      expect(run('/#/contact', home)).toBe('screen');
      ownStylesheet();
      expect(fetched).toEqual([`/en/contact/${ADOPTED_PAGE_FILE}`]);
      expect(faces, 'English text needs no face of its own').toEqual([]);
      expect(askedBeforeTheDocument, 'the document is asked for first: it takes the connection the page came on').toBe(0);
      // The screen's stylesheet at once, beside the document; no script before its page has painted.
      expect(requested().sort()).toEqual(["stylesheet /assets/contact-page.css", "stylesheet /assets/index.css"]);
      respond(contactPage('en'));
      await vi.advanceTimersByTimeAsync(0);
      expect(shown().h1, 'not before its stylesheet is in').toBe('Home');
      loadStylesheet('/assets/contact-page.css');
      await vi.advanceTimersByTimeAsync(0);
      expect(shown()).toEqual({ h1: 'Contact (en)', route: '/contact', lang: 'en', title: 'Contact (en)', description: 'Reach us (en)', mark: null });
      expect(document.documentElement.getAttribute('data-route'), "the address's own document is still the home page").toBe('/');
      expect(document.getElementById(CARRIED_FORMATS_ID), "the home page's formats go with it; the contact page carries none").toBeNull();
      expect(requested().filter((r) => !r.startsWith('stylesheet'))).toEqual([]);
      await vi.advanceTimersByTimeAsync(40);
      const scripts = [...entry, 'modulepreload /assets/contact-page.js', 'modulepreload /assets/en-contact.js'];
      expect(requested().filter((r) => !r.startsWith('stylesheet'))).toEqual(scripts);
      await vi.advanceTimersByTimeAsync(ARRIVAL_GUARD_TIMEOUT_MS + ADOPTED_PAINT_WAIT_MS);
      expect(requested().filter((r) => !r.startsWith('stylesheet')), 'once').toEqual(scripts);
    });

    it("in another language: that language's page, with the stylesheets it names and, asked for at once, its font files", async () => {
      setUp();
      expect(run('/#/contact?lng=th', home)).toBe('language');
      ownStylesheet();
      expect(fetched).toEqual([`/th/contact/${ADOPTED_PAGE_FILE}`]);
      expect(faces, 'the Thai face, before the page has come').toEqual([
        { family: 'Noto Sans Thai', source: 'url(/assets/noto-thai-400.woff2)', descriptors: { weight: '400', style: 'normal', display: 'block' }, added: true, settle: expect.any(Function) },
      ]);
      expect(requested().sort()).toEqual(['stylesheet /assets/contact-page.css', 'stylesheet /assets/index.css', 'stylesheet /assets/thai-400.css']);
      respond(contactPage('th'));
      await vi.advanceTimersByTimeAsync(0);
      loadStylesheet('/assets/contact-page.css');
      loadStylesheet('/assets/thai-400.css');
      await vi.advanceTimersByTimeAsync(0);
      expect(shown().h1, 'the Thai face is not in yet').toBe('Home');
      faces[0]!.settle(true);
      await vi.advanceTimersByTimeAsync(0);
      expect(shown()).toEqual({ h1: 'Contact (th)', route: '/contact', lang: 'th', title: 'Contact (th)', description: 'Reach us (th)', mark: null });
      const formats = document.getElementById(CARRIED_FORMATS_ID);
      expect(formats?.textContent, 'the formats it carries come with its page').toBe('{"number|th|3000":"3,000"}');
      expect(formats?.getAttribute('type')).toBe('application/json');
      expect(formats?.previousElementSibling?.id).toBe('root');
      expect(document.querySelectorAll(`#${CARRIED_FORMATS_ID}`)).toHaveLength(1);
    });

    it('a font file that fails leaves its text to the fallback fonts: the page still shows', async () => {
      setUp();
      run('/#/contact?lng=th', home);
      ownStylesheet();
      respond(contactPage('th'));
      await vi.advanceTimersByTimeAsync(0);
      loadStylesheet('/assets/contact-page.css');
      loadStylesheet('/assets/thai-400.css');
      faces[0]!.settle(false);
      await vi.advanceTimersByTimeAsync(0);
      expect(shown()).toMatchObject({ h1: 'Contact (th)', lang: 'th', mark: null });
    });

    it("a seminar's address: that seminar's page, found by the screen's state parameter, with its state on the root; an unknown seminar or none is the app's", async () => {
      const files = [...home.table.f, 'seminar-page.js', 'en-news.js'];
      const seminars = {
        ...home,
        table: {
          ...home.table,
          f: files,
          r: { ...home.table.r, '/newsDetails': [files.indexOf('seminar-page.js')] },
          c: { ...home.table.c, '/newsDetails': [files.indexOf('en-news.js')] },
          p: { '/newsDetails': 'seminar' },
          d: { ...home.table.d, '/newsDetails?seminar=key4': 'newsDetails/key4/' },
        },
      };
      // A seminar's markup starts with its picture's preload (React's, for a high-priority image).
      const seminarPage = JSON.stringify({ lang: 'th', route: '/newsDetails', state: 'key4', title: 'Seminar 4', description: 'Four', stylesheets: ['/assets/index.css'], screen: [], html: '<link rel="preload" as="image" href="/assets/seminar.svg"><main><h1>Seminar 4</h1></main>' });
      setUp();
      expect(run('/#/newsDetails?seminar=key4&lng=th', seminars)).toBe('language');
      ownStylesheet();
      expect(fetched).toEqual([`/th/newsDetails/key4/${ADOPTED_PAGE_FILE}`]);
      respond(seminarPage);
      faces[0]!.settle(true);
      await vi.advanceTimersByTimeAsync(0);
      expect(shown()).toEqual({ h1: 'Seminar 4', route: '/newsDetails', lang: 'th', title: 'Seminar 4', description: 'Four', mark: null });
      expect(document.getElementById('root')!.dataset.state, 'the app takes it over as that seminar\'s document').toBe('key4');
      expect(document.getElementById('root')!.firstElementChild?.outerHTML, 'the markup as written, its leading link kept').toBe('<link rel="preload" as="image" href="/assets/seminar.svg">');
      for (const address of ['/#/newsDetails?seminar=key99', '/#/newsDetails', '/#/newsDetails?seminar=']) {
        setUp();
        expect(run(address, seminars)).toBe('screen');
        expect(fetched, address).toEqual([]);
        expect(requested(), address).toEqual([...entry, 'modulepreload /assets/seminar-page.js', 'modulepreload /assets/en-news.js']);
      }
    });

    it.each([
      ['the page is not found', ''],
      ['the network fails', null],
      ['the page is in another language', 'ja'],
      ['the page is not what the guard reads', 'text'],
    ] as const)('when %s, asks for the app at once, which renders the screen', async (_, body) => {
      setUp();
      run('/#/contact', home);
      respond(body === 'ja' ? contactPage('ja') : body === 'text' ? '<!doctype html><html lang="en"><main><h1>Contact</h1></main></html>' : body);
      await vi.advanceTimersByTimeAsync(0);
      expect(requested()).toEqual(["stylesheet /assets/contact-page.css", ...entry, "modulepreload /assets/contact-page.js", "modulepreload /assets/en-contact.js"]);
      expect(shown()).toMatchObject({ h1: 'Home', mark: 'screen' });
    });

    it(`when it has not come after ${ADOPT_WAIT_MS} ms, asks for the app, and never puts the late document in place`, async () => {
      setUp();
      run('/#/contact', home);
      await vi.advanceTimersByTimeAsync(ADOPT_WAIT_MS - 1);
      expect(requested().filter((r) => !r.startsWith('stylesheet'))).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      expect(requested().filter((r) => !r.startsWith('stylesheet'))).toEqual([...entry, 'modulepreload /assets/contact-page.js', 'modulepreload /assets/en-contact.js']);
      respond(contactPage('en'));
      await vi.advanceTimersByTimeAsync(0);
      expect(shown()).toMatchObject({ h1: 'Home', route: '/' });
    });
  });
});
