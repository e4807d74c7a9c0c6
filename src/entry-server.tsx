/**
 * Server entry of the prerenderer (scripts/prerender.mjs, after `vite build --ssr`): renders one
 * route in one locale with the same components as the browser, and hands the script everything
 * else a document needs. Never imported by the browser bundle.
 */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import { Router } from 'react-router-dom';
import { AppRoutes, documentNavigator } from './app/app';
import type { RouteDef, ScreenLocationState } from './config/site-manifest';
import { createServerI18n, type PageMeta } from './server/server-i18n';
import { recordFormats } from './i18n/format';

export { documentPath } from './app/documents';
export { DOCUMENT_ROUTES, ROUTES, STATE_DOCUMENTS, STATE_PARAMS, addressedState, canonicalRoute, isAlias, stateQuery } from './config/site-manifest';
export { SHIPPED_LOCALES, DEFAULT_LOCALE, baseLocale } from './i18n/locales';
export { arrivalTableBlock, carriedFormatsBlock, documentHead, sitemapXml, robotsTxt, ogImagePath } from './server/head';
export { DEFAULT_SITE_URL } from './config/site';

/** Links never navigate during a render; the navigator only has to write their addresses. */
const STATIC_NAVIGATION = {
  go: () => undefined,
  push: () => undefined,
  replace: () => undefined,
};

/** The path the not-found document (404.html) renders: no route matches it. */
export const NOT_FOUND_PATH = '/404';

export interface RenderedPage {
  /** The markup of the app, for `<div id="root">`. */
  html: string;
  /** Title, description and the translate function `documentHead` needs. */
  meta: PageMeta;
  /** Every number and date the page formatted, for the document to carry (carryFormats, src/i18n/format.ts). */
  formats: Record<string, string>;
}

async function renderToString(element: React.ReactElement): Promise<string> {
  // Every boundary inline: a document must show its content without running any script.
  const { prelude } = await prerenderToNodeStream(element, { progressiveChunkSize: Number.MAX_SAFE_INTEGER });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Renders `route` (or the not-found screen, for `route === undefined`) in `lng`; with `state`, the
 * screen in that state (a state document of the site manifest, e.g. the contact form's thank-you).
 */
export async function renderPage(lng: string, route: RouteDef | undefined, state?: string): Promise<RenderedPage> {
  const ns = route?.ns;
  const { instance, meta } = await createServerI18n(lng, ns);
  const formats = recordFormats();
  const html = await renderToString(
    <StrictMode>
      <I18nextProvider i18n={instance}>
        <Router location={{ pathname: route?.path ?? NOT_FOUND_PATH, state: state ? ({ screenState: state } satisfies ScreenLocationState) : null }} navigator={documentNavigator(lng, STATIC_NAVIGATION)} static>
          <AppRoutes />
        </Router>
      </I18nextProvider>
    </StrictMode>,
  );
  return { html, meta, formats: formats() };
}
