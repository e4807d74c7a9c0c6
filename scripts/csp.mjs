// The site's Content-Security-Policy, in one place. The build puts the document-level directives in
// a <meta> of every HTML document (vite.config.ts); the server configurations in deploy/ send the
// same policy as a header, plus the directives a <meta> cannot carry (frame-ancestors).
// Everything is same-origin: no CDN, no web fonts from elsewhere, no analytics. No inline <style>
// or style="" attribute either (React's style props are set through the CSSOM, which CSP allows),
// and one inline script, allowed by its hash (never 'unsafe-inline').

import { createHash } from 'node:crypto';
import { ARRIVAL_GUARD_SOURCE } from '../src/app/arrival-guard.ts';

/** The one inline script of the site (the arrival guard in every document's head), allowed by its hash. */
export const INLINE_SCRIPTS = [ARRIVAL_GUARD_SOURCE];

/** A source's CSP hash: `'sha256-…'`. */
export const scriptHash = (source) => `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;

/** @type {readonly string[]} */
export const CSP_DIRECTIVES = [
  "default-src 'self'",
  "img-src 'self' data:",
  "style-src 'self'",
  "font-src 'self' data:",
  `script-src 'self' ${INLINE_SCRIPTS.map(scriptHash).join(' ')}`,
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  // The contact form posts natively to /api/contact when scripts are off (issue 29).
  "form-action 'self'",
];

/** Directives that only work in a header (browsers ignore them in a <meta> and log an error). */
export const HEADER_ONLY_DIRECTIVES = ["frame-ancestors 'none'"];

/** The policy as a <meta http-equiv> carries it. */
export const CSP_META = CSP_DIRECTIVES.join('; ');

/** The policy as the web server sends it. */
export const CSP_HEADER = [...CSP_DIRECTIVES, ...HEADER_ONLY_DIRECTIVES].join('; ');
