/**
 * POST /api/contact on Cloudflare Pages Functions: the same Hono app as the Node service
 * (src/api/app.ts), on D1 (the binding LEADS, with the schema of migrations/:
 * `wrangler d1 migrations apply LEADS --local`). The client is CF-Connecting-IP. deploy/_routes.json
 * sends only /api/* to Functions; every other path stays a static file.
 * Offline, `npm run serve:edge` runs it on workerd with a local D1, and
 * tests/built/contact-endpoint.edge.test.ts holds it to the endpoint spec of the Node service.
 */
import { createContactApp } from '../../src/api/app.ts';
import { RateLimiter, rateLimitFromEnv } from '../../src/api/rate-limit.ts';
import { D1LeadStore, type D1Database } from '../../src/api/store-d1.ts';

interface Env {
  readonly LEADS: D1Database;
  readonly CONTACT_RATE_PER_MINUTE?: string;
  readonly CONTACT_RATE_BURST?: string;
}

/** Per isolate: Cloudflare's rate limiting rules belong in front of it for a global limit. */
let limiter: RateLimiter | undefined;

/** The part of Pages Functions' EventContext this uses. */
interface PagesContext {
  readonly request: Request;
  readonly env: Env;
}

export const onRequest = (context: PagesContext): Response | Promise<Response> => {
  limiter ??= new RateLimiter(rateLimitFromEnv({ CONTACT_RATE_PER_MINUTE: context.env.CONTACT_RATE_PER_MINUTE, CONTACT_RATE_BURST: context.env.CONTACT_RATE_BURST }));
  const app = createContactApp({
    store: new D1LeadStore(context.env.LEADS),
    limiter,
    clientIp: (c) => c.req.header('cf-connecting-ip') ?? 'unknown',
  });
  return app.fetch(context.request);
};
