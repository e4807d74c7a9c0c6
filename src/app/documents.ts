/**
 * The prerendered documents (scripts/prerender.mjs): one static HTML file per route and shipped
 * locale, at `/<lng>/` (home) and `/<lng>/<route path>/` (every other route). Shared by the build
 * (which writes them) and the browser (whose links point at them until the app takes over). Which
 * routes get one, and which are aliases of another screen, is declared in src/config/site-manifest.ts:
 *
 * - an alias (`/adtechinno`, `/digital-marketing`) has a document, so an old link keeps working,
 *   but its canonical address is the document of the screen it shows, links point there and the
 *   sitemap leaves it out;
 * - `/newsDetails` has no document: it stays a hash route of the app (`/#/newsDetails`).
 */
import { documentPath, documentRoute } from '../config/site-manifest';

export { documentPath };

/**
 * Where a link inside a prerendered document points: the canonical document of the route in the
 * same locale, or the app's hash URL for a route without a document.
 */
export function documentHref(lng: string, to: { pathname?: string; search?: string; hash?: string }): string {
  const pathname = to.pathname || '/';
  const rest = `${to.search ?? ''}${to.hash ?? ''}`;
  const path = documentRoute(pathname);
  return path ? `${documentPath(lng, path)}${rest}` : `/#${pathname}${rest}`;
}
