/**
 * Everything in a prerendered document besides the app's markup: the head (title, description,
 * canonical, hreflang, Open Graph, Twitter card, structured data), the sitemap and robots.txt.
 * Strings are built here, on the build machine only; every value is escaped.
 */
import { documentPath } from '../app/documents';
import { canonicalRoute, DOCUMENT_ROUTES, isAlias, STATE_DOCUMENTS, type RouteDef } from '../config/site-manifest';
import { OFFICE_REGIONS } from '../config/site';
import { SEMINAR_ART, SEMINAR_KEYS, SEMINARS } from '../content/seminars';
import { COMMON_NS } from '../i18n/namespaces';
import { CARRIED_FORMATS_ID } from '../i18n/format';
import { CARRIED_FACES_SOURCE, carriesFaces } from '../app/carried-faces';
import { ARRIVAL_TABLE_ID } from '../app/arrival-guard';
import type { PageMeta } from './server-i18n';

export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** The share image of a locale (made by scripts/og-images.mjs into public/og/). */
export function ogImagePath(lng: string): string {
  return `/og/${lng}.png`;
}

/** The logo for structured data (made by scripts/og-images.mjs). */
export const LOGO_PATH = '/og/logo.png';

/** The type of a stylesheet link whose text is inline in the document (HeadInput.stylesheets). */
export const INLINED_STYLESHEET = 'text/x-inline';

export interface HeadInput extends PageMeta {
  siteUrl: string;
  /** Locales that have documents; each page links to all of them. */
  locales: readonly string[];
  /** The route, or undefined for the not-found document. */
  route: RouteDef | undefined;
  /**
   * The document's stylesheets (from Vite's manifest), in the order the app links them, and `css`,
   * their text: a document paints from its HTML alone, so `css` is inline, in one <style> its CSP
   * allows by its hash (scripts/csp.mjs). Each file is still named, in a
   * `<link rel="stylesheet" type="text/x-inline">` the browser never fetches (its type is not CSS)
   * but Vite's module loader finds, so the app does not fetch and add them again when it takes over.
   */
  stylesheets: readonly string[];
  css: string;
  /** The address of a state document (src/config/site-manifest.ts): `noindex`, no canonical or alternates. */
  statePath?: string;
  /** The front door `/`: the home document whose own address (canonical, og:url) is `/`, the x-default. */
  frontDoor?: boolean;
}

function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function tag(name: string, attrs: Record<string, string>): string {
  const list = Object.entries(attrs).map(([k, v]) => ` ${k}="${escapeHtml(v)}"`).join('');
  return `<${name}${list}>`;
}

/** A <script> data block of JSON, never run: `<` is escaped so no string can close the element. */
function dataBlock(type: string, data: unknown, id?: string): string {
  return `<script type="${type}"${id ? ` id="${id}"` : ''}>${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}

function jsonLd(data: unknown): string {
  return dataBlock('application/ld+json', data);
}

/**
 * The numbers and dates a page shows, as the prerenderer formatted them, for the app to hydrate
 * without starting the browser's formatters (carryFormats, src/i18n/format.ts); '' for none.
 * Data, never run: outside the CSP's script-src.
 */
export function carriedFormatsBlock(formats: Record<string, string>): string {
  return Object.keys(formats).length ? dataBlock('application/json', formats, CARRIED_FORMATS_ID) : '';
}

/** A home document's arrival table (ARRIVAL_TABLE_ID): data, never run, read by the arrival guard that follows it. */
export function arrivalTableBlock(table: unknown): string {
  return dataBlock('application/json', table, ARRIVAL_TABLE_ID);
}

/** `zh-HK` → `zh_HK`, `th` → `th_TH`: the locale's region, else its likely one, as Open Graph writes it. */
export function ogLocale(lng: string): string {
  const full = new Intl.Locale(lng).maximize();
  return `${full.language}_${full.region ?? ''}`;
}

/** Absolute URL of a site-relative address. */
export function absolute(siteUrl: string, path: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${path}`;
}

/** Every locale's document of a route, plus x-default (the root, where the app picks the language). */
export function alternates(siteUrl: string, locales: readonly string[], routePath: string): { hreflang: string; href: string }[] {
  const canonical = canonicalRoute(routePath);
  return [
    ...locales.map((lng) => ({ hreflang: lng, href: absolute(siteUrl, documentPath(lng, canonical)) })),
    { hreflang: 'x-default', href: absolute(siteUrl, '/') },
  ];
}

function organization(input: HeadInput) {
  const { siteUrl, t, lng } = input;
  const regions = new Intl.DisplayNames([lng], { type: 'region' });
  const offices = OFFICE_REGIONS.map((code) => ({
    '@type': 'Place',
    name: regions.of(code) ?? code,
    address: { '@type': 'PostalAddress', addressCountry: code },
  }));
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: t('brand.name', { ns: COMMON_NS }),
    url: absolute(siteUrl, '/'),
    logo: absolute(siteUrl, LOGO_PATH),
    description: t('meta.description', { ns: COMMON_NS }),
    location: offices,
    areaServed: OFFICE_REGIONS.map((code) => ({ '@type': 'Country', name: regions.of(code) ?? code, identifier: code })),
  };
}

/** One schema.org Event per seminar record, in the document's language. */
function seminarEvents(input: HeadInput, pageUrl: string) {
  const { siteUrl, t, lng } = input;
  const organizer = { '@type': 'Organization', name: t('brand.name', { ns: COMMON_NS }), url: absolute(siteUrl, '/') };
  return SEMINAR_KEYS.map((key) => {
    const s = SEMINARS[key];
    const online = s.zone === 'hongKong';
    const location = t(`detail.seminars.${key}.location`, { ns: 'news' });
    return {
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: t(`seminars.${key}.topic`, { ns: 'news' }),
      description: t(`detail.seminars.${key}.desc1`, { ns: 'news' }),
      inLanguage: lng,
      startDate: `${s.date}T${s.start}`,
      endDate: `${s.date}T${s.end}`,
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: online ? 'https://schema.org/OnlineEventAttendanceMode' : 'https://schema.org/OfflineEventAttendanceMode',
      location: online
        ? { '@type': 'VirtualLocation', name: location, url: pageUrl }
        : { '@type': 'Place', name: location, address: { '@type': 'PostalAddress', addressLocality: t(`seminars.${key}.city`, { ns: 'news' }) } },
      image: absolute(siteUrl, SEMINAR_ART[s.art]),
      isAccessibleForFree: true,
      organizer,
    };
  });
}

/** The head of a document, after the template's own charset, viewport, CSP and entry tags. */
export function documentHead(input: HeadInput): string {
  const { siteUrl, locales, route, lng, title, description, t } = input;
  const out: string[] = [`<title>${escapeHtml(title)}</title>`, tag('meta', { name: 'description', content: description })];
  const image = absolute(siteUrl, ogImagePath(lng));
  let url = absolute(siteUrl, '/');
  const indexedState = input.statePath && STATE_DOCUMENTS.some((d) => d.path === input.statePath && d.indexed);
  if (route && input.statePath && indexedState) {
    url = absolute(siteUrl, documentPath(lng, input.statePath));
    out.push(tag('link', { rel: 'canonical', href: url }));
    for (const alt of alternates(siteUrl, locales, input.statePath)) out.push(tag('link', { rel: 'alternate', hreflang: alt.hreflang, href: alt.href }));
  } else if (route && input.statePath) {
    url = absolute(siteUrl, documentPath(lng, input.statePath));
    out.push(tag('meta', { name: 'robots', content: 'noindex' }));
  } else if (route) {
    url = absolute(siteUrl, input.frontDoor ? '/' : documentPath(lng, canonicalRoute(route.path)));
    out.push(tag('link', { rel: 'canonical', href: url }));
    for (const alt of alternates(siteUrl, locales, route.path)) out.push(tag('link', { rel: 'alternate', hreflang: alt.hreflang, href: alt.href }));
  } else {
    out.push(tag('meta', { name: 'robots', content: 'noindex' }));
  }
  out.push(
    tag('meta', { property: 'og:type', content: 'website' }),
    tag('meta', { property: 'og:site_name', content: t('brand.name', { ns: COMMON_NS }) }),
    tag('meta', { property: 'og:title', content: title }),
    tag('meta', { property: 'og:description', content: description }),
    tag('meta', { property: 'og:url', content: url }),
    tag('meta', { property: 'og:image', content: image }),
    tag('meta', { property: 'og:image:type', content: 'image/png' }),
    tag('meta', { property: 'og:image:width', content: String(OG_IMAGE_SIZE.width) }),
    tag('meta', { property: 'og:image:height', content: String(OG_IMAGE_SIZE.height) }),
    tag('meta', { property: 'og:image:alt', content: t('meta.siteTitle', { ns: COMMON_NS }) }),
    tag('meta', { property: 'og:locale', content: ogLocale(lng) }),
    ...locales.filter((l) => l !== lng).map((l) => tag('meta', { property: 'og:locale:alternate', content: ogLocale(l) })),
    tag('meta', { name: 'twitter:card', content: 'summary_large_image' }),
    tag('meta', { name: 'twitter:title', content: title }),
    tag('meta', { name: 'twitter:description', content: description }),
    tag('meta', { name: 'twitter:image', content: image }),
    tag('meta', { name: 'twitter:image:alt', content: t('meta.siteTitle', { ns: COMMON_NS }) }),
    ...input.stylesheets.map((href) => tag('link', { rel: 'stylesheet', type: INLINED_STYLESHEET, href })),
    `<style>${input.css}</style>`,
  );
  // Right after the <style>, whose font files it decodes before the first layout (src/app/carried-faces.ts).
  if (carriesFaces(input.css)) out.push(`<script>${CARRIED_FACES_SOURCE}</script>`);
  if (route && canonicalRoute(route.path) === '/') out.push(jsonLd(organization(input)));
  if (route?.page === 'news') out.push(...seminarEvents(input, url).map(jsonLd));
  return out.join('\n    ');
}

/** Every indexable document with its alternates (aliases such as /adtechinno are left out). */
export function sitemapXml(siteUrl: string, locales: readonly string[]): string {
  const paths = [...DOCUMENT_ROUTES.filter((r) => !isAlias(r.path)).map((r) => r.path), ...STATE_DOCUMENTS.filter((d) => d.indexed).map((d) => d.path)];
  const urls = paths.flatMap((path) =>
    locales.map((lng) => {
      const links = alternates(siteUrl, locales, path)
        .map((a) => `    <xhtml:link rel="alternate" hreflang="${escapeHtml(a.hreflang)}" href="${escapeHtml(a.href)}"/>`)
        .join('\n');
      return `  <url>\n    <loc>${escapeHtml(absolute(siteUrl, documentPath(lng, path)))}</loc>\n${links}\n  </url>`;
    }),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absolute(siteUrl, '/sitemap.xml')}\n`;
}
