/**
 * The media types the site is served with, by file extension, and the types that carry
 * `; charset=utf-8`: one table for every server of the build (the nginx `types` block of
 * scripts/serve-prod.mjs, nginx's `charset_types` in scripts/deploy/config.mjs, and the Node
 * service's static files, src/api/static.ts). Import-free, so Node tools import it as it is.
 */
export const MEDIA_TYPES: Readonly<Record<string, string>> = {
  html: 'text/html',
  css: 'text/css',
  js: 'text/javascript',
  mjs: 'text/javascript',
  json: 'application/json',
  map: 'application/json',
  webmanifest: 'application/manifest+json',
  svg: 'image/svg+xml',
  xml: 'application/xml',
  txt: 'text/plain',
  woff2: 'font/woff2',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
  ico: 'image/x-icon',
};

/**
 * Types that carry `; charset=utf-8`. nginx's default charset_types lack text/javascript and
 * application/xml (scripts/deploy/config.mjs lists these); Cloudflare Pages sends JavaScript as
 * application/javascript and XML without a charset, so its _headers sets those two outright.
 */
export const CHARSET_TYPES: readonly string[] = ['text/html', 'text/css', 'text/plain', 'text/javascript', 'application/javascript', 'application/xml', 'application/json', 'image/svg+xml'];

/** The Content-Type of a file extension (`js`, no dot), charset included; undefined for an unknown one. */
export function contentType(extension: string): string | undefined {
  const type = MEDIA_TYPES[extension.toLowerCase()];
  return type && CHARSET_TYPES.includes(type) ? `${type}; charset=utf-8` : type;
}
