/**
 * The prerendered documents (scripts/prerender.mjs): one static HTML file per route and shipped
 * locale, at `/<lng>/` (home) and `/<lng>/<route path>/` (every other route). Shared by the build
 * (which writes them) and the browser (whose links point at them until the app takes over).
 *
 * - `/adtechinno` shows the home screen and `/digital-marketing` the SEM screen: their documents
 *   exist (an old link keeps working) but their canonical address is the document of the screen
 *   they show, links point there and the sitemap leaves them out.
 * - `/newsDetails` has no document: what it shows depends on the seminar id the news list stored,
 *   which a static file cannot know. It stays a hash route of the app (`/#/newsDetails`).
 */
import { ROUTES, type RouteDef } from './routes';

/** Route paths whose screen is the same as another route's; the value is the canonical route. */
const ALIASES: Readonly<Record<string, string>> = { '/adtechinno': '/', '/digital-marketing': '/services/sem' };

/** Routes that have no document (see above). */
const WITHOUT_DOCUMENT: ReadonlySet<string> = new Set(['/newsDetails']);

/** Every route that gets a document, in route-table order. */
export const DOCUMENT_ROUTES: readonly RouteDef[] = ROUTES.filter((r) => !WITHOUT_DOCUMENT.has(r.path));

const DOCUMENT_PATHS: ReadonlySet<string> = new Set(DOCUMENT_ROUTES.map((r) => r.path));

/** The canonical route of a route path (itself unless it is an alias). */
export function canonicalRoute(path: string): string {
  return (Object.hasOwn(ALIASES, path) && ALIASES[path]) || path;
}

/** Whether the route's document is a duplicate of another one (and so stays out of the sitemap). */
export function isAlias(path: string): boolean {
  return Object.hasOwn(ALIASES, path);
}

/** Site-relative address of a route's own document: `/th/` or `/th/services/wechat/`. */
export function documentPath(lng: string, routePath: string): string {
  return routePath === '/' ? `/${lng}/` : `/${lng}${routePath}/`;
}

/**
 * Where a link inside a prerendered document points: the canonical document of the route in the
 * same locale, or the app's hash URL for a route without a document.
 */
export function documentHref(lng: string, to: { pathname?: string; search?: string; hash?: string }): string {
  const pathname = to.pathname || '/';
  const rest = `${to.search ?? ''}${to.hash ?? ''}`;
  return DOCUMENT_PATHS.has(pathname) ? `${documentPath(lng, canonicalRoute(pathname))}${rest}` : `/#${pathname}${rest}`;
}
