/**
 * Delivers a consultation request to the endpoint (POST /api/contact, src/config/contact.ts) and
 * says what came of it. Only a 201 is "stored": anything else, a static host's 404 or 405 or an
 * HTML page with 200 included, is a failure the form shows with a retry.
 */
import { CONTACT_ENDPOINT, CONTACT_FIELDS, HONEYPOT_FIELD, PAGE_MAX_LENGTH, type ContactField, type ContactValues, type FieldProblem } from '../../config/contact';
import type { Failure, FieldProblems } from './contact-form';

export interface Delivery {
  values: ContactValues;
  /** The honeypot's value (empty for people). */
  website: string;
  /** The visitor's language (i18n.language). */
  locale: string;
  /** Where the form was sent from: `location.pathname + location.hash`. */
  page: string;
  idempotencyKey: string;
}

export type Outcome = { ok: true; id?: string } | { ok: false; failure: Failure; problems?: FieldProblems };

const PROBLEMS: readonly FieldProblem[] = ['required', 'tooLong', 'email', 'unknown'];

/** The field problems of a 400 body `{ errors: { field: problem } }`, keeping only fields and problems the form knows. */
export function fieldProblems(body: unknown): FieldProblems {
  const errors = (body as { errors?: unknown } | null)?.errors;
  const problems: FieldProblems = {};
  if (!errors || typeof errors !== 'object') return problems;
  for (const field of CONTACT_FIELDS) {
    const problem = (errors as Record<string, unknown>)[field];
    if (typeof problem === 'string' && (PROBLEMS as readonly string[]).includes(problem)) problems[field as ContactField] = problem as FieldProblem;
  }
  return problems;
}

/** Seconds of a Retry-After header (seconds, or an HTTP date), if it gives a usable one. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

export async function deliver(delivery: Delivery, fetchImpl: typeof fetch = fetch): Promise<Outcome> {
  if (isOffline()) return { ok: false, failure: { kind: 'offline' } };
  const { values, website, locale, page, idempotencyKey } = delivery;
  let response: Response;
  try {
    response = await fetchImpl(CONTACT_ENDPOINT, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'Idempotency-Key': idempotencyKey },
      // A long hash (campaign parameters) must not cost the lead: the endpoint takes PAGE_MAX_LENGTH.
      body: JSON.stringify({ ...values, [HONEYPOT_FIELD]: website, locale, page: page.slice(0, PAGE_MAX_LENGTH), idempotencyKey }),
      credentials: 'same-origin',
      cache: 'no-store',
    });
  } catch {
    // A network failure: offline, or the connection dropped (the request may or may not have
    // arrived; the retry's idempotency key makes that harmless).
    return { ok: false, failure: { kind: isOffline() ? 'offline' : 'server' } };
  }
  const { status } = response;
  if (status === 201) {
    const body: unknown = await response.json().catch(() => null);
    const id = (body as { id?: unknown } | null)?.id;
    return { ok: true, ...(typeof id === 'string' ? { id } : {}) };
  }
  if (status === 400) {
    const problems = fieldProblems(await response.json().catch(() => null));
    return Object.keys(problems).length > 0 ? { ok: false, failure: { kind: 'invalid' }, problems } : { ok: false, failure: { kind: 'server' } };
  }
  if (status === 429) {
    const retryAfter = retryAfterSeconds(response.headers.get('Retry-After'));
    return { ok: false, failure: retryAfter === undefined ? { kind: 'rateLimited' } : { kind: 'rateLimited', retryAfter } };
  }
  if (status >= 500 && status !== 501) return { ok: false, failure: { kind: 'server' } };
  return { ok: false, failure: { kind: 'unavailable' } };
}
