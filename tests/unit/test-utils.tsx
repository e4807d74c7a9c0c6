import { render, type RenderOptions } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import { Suspense, type ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { HashRouter } from 'react-router-dom';
import { overlayCatalogue, type Catalogue } from '../../src/i18n/editions';
import { formatCompact } from '../../src/i18n/format';
import { LOCALES } from '../../src/i18n/locales';

/** Every catalogue, loaded eagerly for tests: { en: { common: {...}, home: {...} }, th: {...} }. */
const files = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*/*.json', { eager: true });
export const resources: Record<string, Record<string, Record<string, unknown>>> = {};
for (const [path, mod] of Object.entries(files)) {
  const m = path.match(/locales\/([^/]+)\/([^/]+)\.json$/);
  if (!m) continue;
  const [, lng, ns] = m as unknown as [string, string, string];
  (resources[lng] ??= {})[ns] = mod.default;
}
// An edition (zh-TW over zh-HK) holds only what differs: lay it over its base, as the app does.
for (const locale of LOCALES) {
  if (!('base' in locale)) continue;
  const base = resources[locale.base] ?? {};
  const own = resources[locale.code] ?? {};
  resources[locale.code] = Object.fromEntries(
    Object.keys(base).map((ns) => [ns, overlayCatalogue(base[ns] as Catalogue, (own[ns] ?? {}) as Catalogue)]),
  );
}

/** A fresh i18next instance with all catalogues, in the given language (default English). */
export async function createTestI18n(lng = 'en'): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng,
    fallbackLng: 'en',
    resources,
    ns: Object.keys(resources.en ?? {}),
    defaultNS: 'common',
    returnEmptyString: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  instance.services.formatter?.add('compact', (value, l) => formatCompact(value, l ?? 'en'));
  return instance;
}

interface Options extends Omit<RenderOptions, 'wrapper'> {
  route?: string;
  lng?: string;
  i18n?: I18n;
}

/**
 * Renders `ui` inside i18n and a hash router at `route` (links render as `href="#/..."`, exactly
 * as on the site). The address is reset to `#<route>` first.
 */
export async function renderWithProviders(ui: ReactElement, { route = '/', lng = 'en', i18n, ...options }: Options = {}) {
  const instance = i18n ?? (await createTestI18n(lng));
  window.history.replaceState(null, '', `/#${route}`);
  const result = render(
    <I18nextProvider i18n={instance}>
      <HashRouter>
        <Suspense fallback={null}>{ui}</Suspense>
      </HashRouter>
    </I18nextProvider>,
    options,
  );
  return { ...result, i18n: instance };
}
