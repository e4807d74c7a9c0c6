import { render, screen } from '@testing-library/react';
import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { HashRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { coverageOf, offeredLocales } from '../../scripts/i18n/coverage.mjs';
import { forgetFailedCatalogues, lazyBackend, screenCatalogue } from '../../src/i18n/i18n';
import { reachable, RETRY_DELAYS, withRetry } from '../../src/i18n/retry';
import { RichText } from '../../src/sections/rich-text';

afterEach(() => {
  vi.useRealTimers();
});

describe('download retry', () => {
  it('tries again after each pause and resolves with the first success', async () => {
    vi.useFakeTimers();
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockRejectedValueOnce(new Error('offline')).mockResolvedValue('data');
    const result = withRetry(load);
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(RETRY_DELAYS[0]!);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(RETRY_DELAYS[1]!);
    await expect(result).resolves.toBe('data');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('waits longer before each new attempt, and gives up with the last error', async () => {
    expect(RETRY_DELAYS[1]).toBeGreaterThan(RETRY_DELAYS[0]!);
    vi.useFakeTimers();
    let n = 0;
    const load = vi.fn(() => Promise.reject(new Error(`attempt ${++n}`)));
    const result = withRetry(load);
    const settled = expect(result).rejects.toThrow(`attempt ${RETRY_DELAYS.length + 1}`);
    await vi.runAllTimersAsync();
    await settled;
    expect(load).toHaveBeenCalledTimes(RETRY_DELAYS.length + 1);
  });

  it('the catalogue backend reads a catalogue chunk, and reports one that does not exist', async () => {
    const read = (lng: string, ns: string) =>
      new Promise<[unknown, unknown]>((resolve) => {
        (lazyBackend as BackendModule).read(lng, ns, (err, data) => resolve([err, data]));
      });
    const [err, data] = await read('th', 'about');
    expect(err).toBeNull();
    expect(data).toHaveProperty('banner.title');
    const [missing] = await read('th', 'no-such-screen');
    expect(missing).toBeInstanceOf(Error);
  });
});

describe('the server, asked before a new document opens', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('answers only with a success, never from a cache; offline it does not', async () => {
    const fetch = vi.fn(() => Promise.resolve(new Response(null, { status: 404 })));
    vi.stubGlobal('fetch', fetch);
    await expect(reachable('/th/about/#/about')).resolves.toBe(false);
    expect(fetch).toHaveBeenCalledWith(new URL('/th/about/', window.location.href).href, { method: 'HEAD', cache: 'no-store' });
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response(null, { status: 200 }))));
    await expect(reachable('/th/about/')).resolves.toBe(true);
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(reachable('/th/about/')).resolves.toBe(false);
  });
});

describe('a screen catalogue that fails', () => {
  it('keeps its failure until the error screen shows, then loads again', async () => {
    let online = false;
    const read = vi.fn((_lng: string, _ns: string, callback: ReadCallback) => {
      if (online) callback(null, { title: 'About us' });
      else callback(new Error('offline'), false);
    });
    const backend: BackendModule = { type: 'backend', init() {}, read };
    const instance = i18next.createInstance();
    await instance.use(backend).init({ lng: 'en', ns: [], resources: {}, partialBundledLanguages: true });

    const first = screenCatalogue(instance, 'en', 'about');
    await expect(first).resolves.toBe(false);
    // Rendering again right after the failure (React does) reuses it: no new download, no loop.
    expect(screenCatalogue(instance, 'en', 'about')).toBe(first);
    expect(read).toHaveBeenCalledTimes(1);

    online = true;
    forgetFailedCatalogues();
    await expect(screenCatalogue(instance, 'en', 'about')).resolves.toBe(true);
    expect(read).toHaveBeenCalledTimes(2);
    expect(instance.getResource('en', 'about', 'title')).toBe('About us');
  });
});

describe('links inside translated copy', () => {
  it('take only their words from the translation: every attribute comes from code', async () => {
    const instance = i18next.createInstance();
    await instance.init({
      lng: 'en',
      resources: {
        en: {
          home: {
            text:
              'Read <seo ping="https://collector.example/p" target="_blank" class="evil" title="Evil" data-evil="1" ' +
              'style="color:red" to="/contact" href="https://collector.example/">our SEO page</seo> or ' +
              '<stray class="x" style="font-size:9em" onclick="alert(1)">this</stray>.',
          },
        },
      },
    });
    const t = instance.getFixedT('en', 'home');
    const { container } = render(
      <I18nextProvider i18n={instance}>
        <HashRouter>
          <p>
            <RichText t={t as never} i18nKey="text" links={{ seo: '/services/seo' }} />
          </p>
        </HashRouter>
      </I18nextProvider>,
    );
    const link = screen.getByRole('link', { name: 'our SEO page' });
    expect(link.getAttributeNames().filter((name) => name !== 'data-discover')).toEqual(['href']);
    expect(link).toHaveAttribute('href', '#/services/seo');
    // A tag without a link in code is its words only: no element, no attribute.
    expect(container.querySelector('p')?.innerHTML).toMatch(/<\/a> or this\.$/);
  });
});

describe('locales offered in the switcher', () => {
  const english = { home: { data: { title: 'Hello', link: 'See <seo>SEO</seo>' } } };

  it('never offers an in-progress locale whose texts put attributes inside tags, whatever its coverage', () => {
    const clean = coverageOf(english, { home: { data: { title: 'Halo', link: 'Lihat <seo>SEO</seo>' } } }, 'ms');
    const unsafe = coverageOf(english, { home: { data: { title: 'Halo', link: 'Lihat <seo href="https://e.example/">SEO</seo>' } } }, 'ms');
    expect(clean).toMatchObject({ ratio: 1, unsafe: 0 });
    expect(unsafe.unsafe).toBe(1);
    const locales = [
      { code: 'en', state: 'shipped' },
      { code: 'ms', state: 'next' },
      { code: 'ja', state: 'next' },
    ];
    expect(offeredLocales(locales, { en: clean, ms: clean, ja: { ...clean, unsafe: 1 } })).toEqual(['en', 'ms']);
    expect(offeredLocales(locales, { en: clean, ms: unsafe, ja: unsafe }, 0)).toEqual(['en']);
  });
});
