import { Suspense, createElement } from 'react';
import { renderToString } from 'react-dom/server';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { pageComponent } from '../../src/app/page-registry';
import { arrivalCatalogue, preloadArrival } from '../../src/app/preload';
import { arrivalRoute } from '../../src/config/site-manifest';
import { FONT_WAIT_MS } from '../../src/i18n/fonts';

describe('arrivalRoute', () => {
  it('finds the route of the arrival address, ignoring its query', () => {
    expect(arrivalRoute('')?.page).toBe('home');
    expect(arrivalRoute('#/')?.page).toBe('home');
    expect(arrivalRoute('#/services/sem?lng=th')).toMatchObject({ page: 'services/sem', ns: 'service-sem' });
    expect(arrivalRoute('#/newsDetails')).toMatchObject({ page: 'news-details', ns: 'news' });
  });

  it('matches exactly and case-sensitively, like the router', () => {
    expect(arrivalRoute('#/NEWS')).toBeUndefined();
    expect(arrivalRoute('#/about/x')).toBeUndefined();
  });
});

describe('the arrival screen', () => {
  // renderToString never waits: a screen that suspends renders its Suspense fallback.
  const render = (page: string, instance: typeof i18next) => {
    const Screen = pageComponent(page);
    if (!Screen) throw new Error(`no screen ${page}`);
    return renderToString(
      createElement(I18nextProvider, { i18n: instance }, createElement(MemoryRouter, null, createElement(Suspense, { fallback: 'LOADING' }, createElement(Screen)))),
    );
  };

  it('renders at once, without a loading state, once preloadArrival has resolved', async () => {
    const instance = i18next.createInstance();
    await instance.init({ lng: 'en', resources: {} });
    expect(render('contact', instance), 'before: the lazy screen suspends').toContain('LOADING');
    expect(await preloadArrival('en', '#/contact'), 'the screen is ready').toBe(true);
    const html = render('contact', instance);
    expect(html).not.toContain('LOADING');
    expect(html).toContain('<form');
  });
});

describe('the first screen\'s fonts', () => {
  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(document, 'fonts');
  });

  it('are fetched for the arrival language at once, and the boot waits for them', async () => {
    const asked: string[] = [];
    let arrive: () => void = () => undefined;
    const here = new Promise<void>((resolve) => (arrive = resolve));
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { load: (font: string, text: string) => (asked.push(`${font} ${text}`), here.then(() => [])) },
    });
    let ready = false;
    void preloadArrival('th', '#/nowhere').then(() => (ready = true));
    await vi.waitFor(() => expect(asked).toHaveLength(2));
    expect(asked).toEqual(['400 16px "Noto Sans Thai" ก', '700 16px "Noto Sans Thai" ก']);
    await new Promise((r) => setTimeout(r, 20));
    expect(ready, 'still waiting for the fonts').toBe(false);
    arrive();
    await vi.waitFor(() => expect(ready).toBe(true));
  });

  it('are nothing to wait for in Latin script: English and Vietnamese show in the fallback until Noto Sans comes', async () => {
    const asked: string[] = [];
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { load: (font: string, text: string) => (asked.push(`${font} ${text}`), new Promise(() => undefined)) },
    });
    await preloadArrival('en', '#/nowhere');
    await preloadArrival('vi', '#/nowhere');
    expect(asked).toEqual([]);
  });

  it(`are waited for at most ${FONT_WAIT_MS} ms: a slow line shows the fallback faces`, async () => {
    vi.useFakeTimers();
    Object.defineProperty(document, 'fonts', { configurable: true, value: { load: () => new Promise(() => undefined) } });
    let ready = false;
    void preloadArrival('th', '#/nowhere').then(() => (ready = true));
    await vi.advanceTimersByTimeAsync(FONT_WAIT_MS - 1);
    expect(ready).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(ready).toBe(true);
  });
});

describe('the arrival screen\'s catalogue', () => {
  async function instanceWith(read: (lng: string, ns: string) => Promise<Record<string, string>>) {
    const instance = i18next.createInstance();
    const backend = {
      type: 'backend' as const,
      init() {},
      read(lng: string, ns: string, callback: (err: unknown, data: unknown) => void) {
        read(lng, ns).then((data) => callback(null, data), (err: unknown) => callback(err, false));
      },
    };
    await instance.use(backend).init({ lng: 'th', ns: [], resources: {}, partialBundledLanguages: true });
    return instance;
  }

  it('is in i18next before the first render, in the detected language, so the screen does not suspend', async () => {
    const asked: string[] = [];
    const instance = await instanceWith(async (lng, ns) => (asked.push(`${lng}/${ns}`), { title: 'ติดต่อเรา' }));
    await arrivalCatalogue(instance, '#/contact?x=1');
    expect(asked).toEqual(['th/contact']);
    expect(instance.hasResourceBundle('th', 'contact')).toBe(true);
  });

  it('is nothing to wait for at an address that is no route, and a failure is left to the screen', async () => {
    const asked: string[] = [];
    const instance = await instanceWith(async (lng, ns) => {
      asked.push(`${lng}/${ns}`);
      throw new Error('offline');
    });
    await arrivalCatalogue(instance, '#/nowhere');
    expect(asked).toEqual([]);
    await expect(arrivalCatalogue(instance, '#/contact')).resolves.toBeUndefined();
    expect(instance.hasResourceBundle('th', 'contact')).toBe(false);
  });
});
