/**
 * POST /api/contact, one Hono app for both engines: the Node service (node-server.ts, SQLite) and
 * Cloudflare Pages Functions (functions/api/contact.ts, D1). The rules a request must meet are
 * src/config/contact.ts's, the browser form's; this adds what only a server can check.
 *
 * In order, each refusal storing nothing:
 *   405 any other method (no public endpoint reads leads);
 *   403 a cross-site Origin (not the request's own) or Sec-Fetch-Site other than same-origin/none;
 *   429 (Retry-After) more than the client's rate (rate-limit.ts);
 *   415 a body that is neither application/json nor application/x-www-form-urlencoded;
 *   413 a body over MAX_BODY_BYTES (Content-Length, and bytes counted while reading);
 *   403 a filled honeypot (`website`), with no detail: the same answer as a cross-site request;
 *   400 { errors: { field: problem } }, FieldProblem codes only, never the input;
 *   201 { id } once the lead and its notifications are committed; the same idempotency key again
 *       answers 201 with the first id and stores nothing.
 * A native form post (form-encoded, Accept without application/json) is answered 303 to the
 * contact screen's document in its locale (the site manifest's): /<locale>/contact/sent/ (stored)
 * or /<locale>/contact/ (invalid), and with a short plain text otherwise. Every Location is a path
 * on the same origin.
 */
import { Hono, type Context } from 'hono';
import {
  CONTACT_ENDPOINT,
  CONTACT_FIELDS,
  HONEYPOT_FIELD,
  IDEMPOTENCY_KEY_PATTERN,
  MAX_BODY_BYTES,
  PAGE_MAX_LENGTH,
  validateContact,
  type ContactField,
  type ContactValues,
  type FieldProblem,
} from '../config/contact.ts';
import { CONTACT_SENT, languageDocument, pathOf } from '../config/site-manifest.ts';
import { DEFAULT_LOCALE, resolveLocale } from '../i18n/locales.ts';
import type { RateLimiter } from './rate-limit.ts';
import type { LeadStore, NewLead } from './store.ts';


export type ProblemField = ContactField | 'page' | 'idempotencyKey' | 'body';
export type Problems = Partial<Record<ProblemField, FieldProblem | 'malformed'>>;

export interface ContactAppOptions {
  readonly store: LeadStore;
  /** Notification channels that get an outbox row with every lead. */
  readonly channels?: readonly string[];
  readonly limiter?: RateLimiter;
  /** The client's address, for the rate limit (from the socket, or a header the proxy sets). */
  readonly clientIp: (c: Context) => string;
  /** The scheme the visitor used when a trusted proxy says so (X-Forwarded-Proto); else the request's. */
  readonly forwardedProto?: (c: Context) => string | undefined;
  /** Called after a new lead is committed (the Node service wakes its outbox worker). */
  readonly onStored?: (id: string) => void;
  readonly now?: () => Date;
}

const JSON_TYPE = 'application/json';
const FORM_TYPE = 'application/x-www-form-urlencoded';
const NO_STORE = { 'Cache-Control': 'no-store' };

/** A body over the limit; `close` when the rest was not read, so the connection cannot be reused. */
class TooLarge extends Error {
  readonly close: boolean;
  constructor(close: boolean) {
    super('body too large');
    this.close = close;
  }
}

/**
 * A streamed body over the limit is read on, and thrown away, up to this many bytes, so that the
 * client, still sending, reads the 413 rather than a broken pipe; beyond it the connection is cut.
 * (A declared Content-Length over the limit is refused unread; Node discards the rest itself.)
 */
const DRAIN_BYTES = 4 * 1024 * 1024;

/** The body as text, refusing more than `max` bytes whatever Content-Length says. */
async function readBody(request: Request, max: number): Promise<string> {
  const declared = request.headers.get('content-length');
  if (declared !== null && Number(declared) > max) throw new TooLarge(false);
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > max) {
      while (total <= DRAIN_BYTES) {
        const next = await reader.read();
        if (next.done) throw new TooLarge(false);
        total += next.value.byteLength;
      }
      await reader.cancel().catch(() => undefined);
      throw new TooLarge(true);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

/** The fields of a JSON object or a form-encoded body (the first of repeated names), else undefined. */
function parseFields(text: string, form: boolean): Record<string, unknown> | undefined {
  if (form) {
    const fields: Record<string, unknown> = {};
    for (const [name, value] of new URLSearchParams(text)) if (!Object.hasOwn(fields, name)) fields[name] = value;
    return fields;
  }
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** A field's text: '' when absent, undefined when it is not text (a number, a list…). */
function text(fields: Record<string, unknown>, name: string): string | undefined {
  const value = Object.hasOwn(fields, name) ? fields[name] : undefined;
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value : undefined;
}

/** The path of a same-origin Referer, for a request that names no page. */
function refererPath(c: Context): string {
  const referer = c.req.header('referer');
  if (!referer) return '';
  try {
    const url = new URL(referer);
    const own = c.req.header('host') ?? new URL(c.req.url).host;
    return url.host === own && url.pathname.length <= PAGE_MAX_LENGTH ? url.pathname : '';
  } catch {
    return '';
  }
}

/** True when the request comes from another site (CSRF, or a form elsewhere posting here). */
function crossSite(c: Context, forwardedProto: string | undefined): boolean {
  const site = c.req.header('sec-fetch-site');
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return true;
  const origin = c.req.header('origin');
  if (origin === undefined) return false;
  let from: URL;
  try {
    from = new URL(origin);
  } catch {
    return true; // "null" (a sandboxed frame, a file) or garbage
  }
  const own = new URL(c.req.url);
  const host = c.req.header('host') ?? own.host;
  const scheme = forwardedProto ?? own.protocol.slice(0, -1);
  return from.host !== host || from.protocol !== `${scheme}:`;
}

/**
 * What kind of request this is: its media type, whether it is form-encoded, and whether it is a
 * browser's native form post (form-encoded and not asking for JSON), which is answered with pages
 * and redirects rather than JSON.
 */
function requestKind(c: Context): { type: string; form: boolean; native: boolean } {
  const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  const form = type === FORM_TYPE;
  return { type, form, native: form && !(c.req.header('accept') ?? '').includes(JSON_TYPE) };
}

export function createContactApp(options: ContactAppOptions): Hono {
  const { store, channels = [], limiter, clientIp, forwardedProto, onStored, now = () => new Date() } = options;
  const app = new Hono();

  app.post(CONTACT_ENDPOINT, async (c) => {
    const { type, form, native } = requestKind(c);
    let locale: string = DEFAULT_LOCALE;

    const refuse = (status: 400 | 403 | 413 | 415 | 429, body: object, plain: string, headers: Record<string, string> = {}) =>
      native
        ? c.text(plain, status, { ...NO_STORE, ...headers })
        : c.json(body, status, { ...NO_STORE, ...headers });
    const seeOther = (path: string) => c.body(null, 303, { ...NO_STORE, Location: path });

    if (crossSite(c, forwardedProto?.(c))) return refuse(403, {}, 'Forbidden.');
    const wait = limiter?.take(clientIp(c)) ?? 0;
    if (wait > 0) {
      return refuse(429, { error: 'rateLimited' }, 'Too many requests. Please wait a minute and send the form again.', {
        'Retry-After': String(wait),
      });
    }
    if (!form && type !== JSON_TYPE) return refuse(415, { error: 'unsupportedMediaType' }, 'Unsupported content type.');

    let body: string;
    try {
      body = await readBody(c.req.raw, MAX_BODY_BYTES);
    } catch (error) {
      if (error instanceof TooLarge) {
        return refuse(413, { error: 'tooLarge' }, 'The message is too long.', error.close ? { Connection: 'close' } : {});
      }
      return native ? seeOther(languageDocument(locale, pathOf('contact'))) : c.json({ errors: { body: 'malformed' } satisfies Problems }, 400, NO_STORE);
    }
    const fields = parseFields(body, form);
    if (!fields) return c.json({ errors: { body: 'malformed' } satisfies Problems }, 400, NO_STORE);
    locale = resolveLocale(text(fields, 'locale')) ?? DEFAULT_LOCALE;

    // The honeypot: refused, stored nowhere, with no word on why.
    const trap = text(fields, HONEYPOT_FIELD);
    if (trap === undefined || trap !== '') return refuse(403, {}, 'Forbidden.');

    const missing: Problems = {};
    const values = {} as Record<ContactField, string>;
    for (const field of CONTACT_FIELDS) {
      const value = text(fields, field);
      if (value === undefined) missing[field] = 'unknown';
      values[field] = value ?? '';
    }
    // A field that is not text is 'unknown', whatever the checks say of its empty stand-in.
    const problems: Problems = { ...validateContact(values as ContactValues), ...missing };

    const page = text(fields, 'page') || refererPath(c);
    if (page.length > PAGE_MAX_LENGTH) problems.page = 'tooLong';
    else if (page !== '' && (!page.startsWith('/') || page.startsWith('//') || page.includes('\\'))) problems.page = 'unknown';

    const key = text(fields, 'idempotencyKey') || c.req.header('idempotency-key') || '';
    if (key.length > 100) problems.idempotencyKey = 'tooLong';
    else if (key !== '' && !IDEMPOTENCY_KEY_PATTERN.test(key)) problems.idempotencyKey = 'unknown';

    if (Object.keys(problems).length > 0) {
      return native ? seeOther(languageDocument(locale, pathOf('contact'))) : c.json({ errors: problems }, 400, NO_STORE);
    }

    const lead: NewLead = {
      locale,
      page,
      name: values.name.trim(),
      email: values.email.trim(),
      telephone: values.telephone.trim(),
      serviceType: values.serviceTypes,
      source: values.whereToKnowUs,
      message: values.message.trim(),
      idempotencyKey: key || null,
    };
    const { id, replayed } = await store.insert(lead, channels, now());
    if (!replayed) onStored?.(id);
    if (native) return seeOther(languageDocument(locale, pathOf('contact'), CONTACT_SENT));
    return c.json({ id }, 201, { ...NO_STORE, ...(replayed ? { 'Idempotent-Replayed': 'true' } : {}) });
  });

  // No public endpoint reads leads: any other method is refused.
  app.all(CONTACT_ENDPOINT, (c) => c.json({ error: 'methodNotAllowed' }, 405, { ...NO_STORE, Allow: 'POST' }));
  app.all('/api/*', (c) => c.json({ error: 'notFound' }, 404, NO_STORE));
  // The store failed (a full disk, a locked file): nothing was stored, and the visitor is told to retry.
  app.onError((error, c) => {
    console.error('contact endpoint:', error);
    const headers = { ...NO_STORE, 'Retry-After': '5' };
    return requestKind(c).native
      ? c.text('The request could not be stored. Please go back and send it again in a moment.', 503, headers)
      : c.json({ error: 'unavailable' }, 503, headers);
  });
  return app;
}
