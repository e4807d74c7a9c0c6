/**
 * The front door on Cloudflare Pages: `/` only (deploy/_routes.json), answering as nginx's
 * `location = /` does (scripts/deploy/config.mjs): a visitor whose cookie or Accept-Language
 * names a shipped language other than English is redirected (302) to its home document; everyone
 * else gets the English home document. One choice for both engines and the app:
 * src/i18n/negotiate.ts. Every answer varies by Accept-Language and Cookie and is revalidated.
 */
import { FRONT_DOOR_VARY, frontDoor } from '../src/i18n/negotiate.ts';

/** The part of Pages Functions' EventContext this uses. */
interface PagesContext {
  readonly request: Request;
  readonly next: () => Promise<Response>;
}

const REDIRECT_STATUS = 302;
/** Headers that describe the document's body, not the answer. */
const BODY_HEADERS = ['Content-Type', 'Content-Length', 'Content-Encoding', 'Content-Language', 'ETag', 'Last-Modified'];

export const onRequest = async ({ request, next }: PagesContext): Promise<Response> => {
  const url = new URL(request.url);
  const negotiates = request.method === 'GET' || request.method === 'HEAD';
  const { redirect } = negotiates
    ? frontDoor({ search: url.search, cookie: request.headers.get('Cookie'), acceptLanguage: request.headers.get('Accept-Language') })
    : {};
  // The static document, with the headers of _headers (Pages applies them to the assets a Function
  // passes on, never to a response a Function makes): a redirect takes them, without the body's own.
  const asset = await next();
  let response: Response;
  if (redirect) {
    const headers = new Headers(asset.headers);
    for (const name of BODY_HEADERS) headers.delete(name);
    headers.set('Location', redirect);
    await asset.body?.cancel();
    response = new Response(null, { status: REDIRECT_STATUS, headers });
  } else {
    response = new Response(asset.body, asset);
  }
  const vary = response.headers.get('Vary');
  response.headers.set('Vary', vary ? `${vary}, ${FRONT_DOOR_VARY}` : FRONT_DOOR_VARY);
  response.headers.set('Cache-Control', 'no-cache');
  return response;
};
