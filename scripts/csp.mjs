// The site's Content-Security-Policy, in one place. Every HTML document carries the whole policy in
// a <meta> (the first element of its head): the build writes it with the hashes of the document's
// inline script and inline stylesheet (scripts/prerender.mjs, documentPolicy). The server
// configurations in deploy/ send, with every response, the directives that do not depend on the
// build (CSP_HEADER), plus those a <meta> cannot carry (frame-ancestors). A browser enforces both
// policies; the <meta> is the one that restricts styles.
// Everything is same-origin: no CDN, no web fonts from elsewhere, no analytics. Two inline scripts
// (the arrival guard in every document; the carried faces in those whose CSS carries font files)
// and one inline stylesheet per document (its CSS, so that it paints from its HTML alone), each
// allowed by its hash, never 'unsafe-inline'; no style="" attribute (React's style props are set
// through the CSSOM, which CSP allows).

import { createHash } from 'node:crypto';
import { ARRIVAL_GUARD_SOURCE } from '../src/app/arrival-guard.ts';
import { CARRIED_FACES_SOURCE } from '../src/app/carried-faces.ts';

/** The site's inline scripts, each allowed by its hash: the arrival guard (every document's head), the carried faces (after a `<style>` that carries font files). */
export const INLINE_SCRIPTS = [ARRIVAL_GUARD_SOURCE, CARRIED_FACES_SOURCE];

/** A source's CSP hash: `'sha256-…'` (for a script or a stylesheet alike). */
export const scriptHash = (source) => `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;
export const styleHash = scriptHash;

/**
 * The directives that do not depend on the build, sent by the server with every response. There is
 * no `default-src` or `style-src` here: either would forbid the documents' inline stylesheets, whose
 * hashes change with the CSS, for the <meta> to allow. Every fetch directive `default-src` would
 * have covered is written out instead.
 */
const STABLE_DIRECTIVES = [
  "img-src 'self' data:",
  "font-src 'self' data:",
  `script-src 'self' ${INLINE_SCRIPTS.map(scriptHash).join(' ')}`,
  "connect-src 'self'",
  "media-src 'self'",
  "manifest-src 'self'",
  "worker-src 'self'",
  "frame-src 'none'",
  "object-src 'none'",
  "base-uri 'self'",
  // The contact form posts natively to /api/contact when scripts are off (issue 29).
  "form-action 'self'",
];

/** Directives that only work in a header (browsers ignore them in a <meta> and log an error). */
export const HEADER_ONLY_DIRECTIVES = ["frame-ancestors 'none'"];

/**
 * A document's whole policy, as its <meta http-equiv> carries it: `default-src 'self'`, the stable
 * directives, and `style-src` with the hashes of the document's inline stylesheets (`styles`: their text).
 * @param {{ styles?: readonly string[] }} [inline]
 */
export function documentPolicy({ styles = [] } = {}) {
  return ["default-src 'self'", ...STABLE_DIRECTIVES, ["style-src 'self'", ...styles.map(styleHash)].join(' ')].join('; ');
}

/** The policy of a document without inline styles (the development server's index.html). */
export const CSP_META = documentPolicy();

/** The policy as the web server sends it, with every response. */
export const CSP_HEADER = [...STABLE_DIRECTIVES, ...HEADER_ONLY_DIRECTIVES].join('; ');
