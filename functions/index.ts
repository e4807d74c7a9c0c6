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

export const onRequest = async ({ request, next }: PagesContext): Promise<Response> => {
  const url = new URL(request.url);
  const negotiates = request.method === 'GET' || request.method === 'HEAD';
  const { redirect } = negotiates
    ? frontDoor({ search: url.search, cookie: request.headers.get('Cookie'), acceptLanguage: request.headers.get('Accept-Language') })
    : {};
  const answer = redirect ? new Response(null, { status: REDIRECT_STATUS, headers: { Location: redirect } }) : await next();
  const response = new Response(answer.body, answer);
  const vary = response.headers.get('Vary');
  response.headers.set('Vary', vary ? `${vary}, ${FRONT_DOOR_VARY}` : FRONT_DOOR_VARY);
  response.headers.set('Cache-Control', 'no-cache');
  return response;
};
