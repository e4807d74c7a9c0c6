/**
 * The consultation request: its fields, their limits and the rules a submission must meet. One
 * module for the browser's form (src/pages/contact) and the contact endpoint (POST /api/contact),
 * so both refuse exactly the same things. Pure and import-free but for the channel list, so Node
 * tools and the edge import it as it is.
 */
import { CHANNELS } from './site-manifest.ts';

export const CONTACT_FIELDS = ['name', 'email', 'telephone', 'serviceTypes', 'whereToKnowUs', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Readonly<Record<ContactField, string>>;

export const REQUIRED_FIELDS = ['name', 'email', 'message'] as const satisfies readonly ContactField[];
export type RequiredField = (typeof REQUIRED_FIELDS)[number];

/** Where visitors heard of us (spec section 3), in the spec's order. */
export const WHERE_TO_KNOW_US = ['google', 'instagram', 'facebook', 'youtube', 'yahoo', 'linkedin', 'other'] as const;
export type WhereToKnowUs = (typeof WHERE_TO_KNOW_US)[number];

/** The extra service-type option after the channel list. */
export const OTHER_SERVICE = 'other';

/** The service types a submission may name: the channel list's keys, then "other". */
export const SERVICE_TYPES: readonly string[] = [...CHANNELS.map((c) => c.key), OTHER_SERVICE];

/**
 * Longest value of each field, in characters (code points). A name or a telephone number never
 * needs more; 254 is the longest address SMTP carries; 5,000 characters is about two pages of
 * text, more than any first enquiry. The browser sets them as `maxLength` and says what is too
 * long; the endpoint refuses a longer value.
 */
export const FIELD_LIMITS: Readonly<Record<ContactField, number>> = {
  name: 100,
  email: 254,
  telephone: 40,
  serviceTypes: 40,
  whereToKnowUs: 40,
  message: 5000,
};

/** The honeypot: a field hidden from people (and from assistive technology); a bot fills it in. */
export const HONEYPOT_FIELD = 'website';

/** The largest request body the endpoint reads, in bytes: every field at its limit, in UTF-8, fits. */
export const MAX_BODY_BYTES = 32 * 1024;

/**
 * White space, control and format characters and every default-ignorable code point (zero-width
 * space and joiners, word joiner, BOM, direction marks, soft hyphen, Hangul fillers, variation
 * selectors…): what shows nothing on screen.
 */
const INVISIBLE = /[\p{White_Space}\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}]/gu;

/** True when the text has something visible, not only spaces or invisible characters. */
export function hasContent(value: string): boolean {
  return value.replace(INVISIBLE, '') !== '';
}

/** Length in characters as a person counts them (code points, so an emoji is one). */
export function charLength(value: string): number {
  return Array.from(value).length;
}

/**
 * A plausible address: one @, something before it, a domain with a dot and no spaces after it.
 * Deliberately loose (the only real check is a reply), but it catches a name typed in the wrong box.
 */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/u;

export type FieldProblem = 'required' | 'tooLong' | 'email' | 'unknown';

/**
 * What is wrong with each field of a submission, by field (empty when it may be stored). `email`
 * is checked for shape only when it has content; a select's value must be one of its options or empty.
 */
export function validateContact(values: ContactValues): Partial<Record<ContactField, FieldProblem>> {
  const problems: Partial<Record<ContactField, FieldProblem>> = {};
  for (const field of CONTACT_FIELDS) {
    const value = values[field];
    if (charLength(value) > FIELD_LIMITS[field]) problems[field] = 'tooLong';
    else if ((REQUIRED_FIELDS as readonly string[]).includes(field) && !hasContent(value)) problems[field] = 'required';
  }
  if (!problems.email && hasContent(values.email) && !EMAIL_SHAPE.test(values.email.trim())) problems.email = 'email';
  if (!problems.serviceTypes && values.serviceTypes !== '' && !SERVICE_TYPES.includes(values.serviceTypes)) problems.serviceTypes = 'unknown';
  if (!problems.whereToKnowUs && values.whereToKnowUs !== '' && !(WHERE_TO_KNOW_US as readonly string[]).includes(values.whereToKnowUs)) {
    problems.whereToKnowUs = 'unknown';
  }
  return problems;
}

/** The endpoint's address, same origin. */
export const CONTACT_ENDPOINT = '/api/contact';

/**
 * What the endpoint takes besides the fields and the honeypot: `locale` (any tag; resolved to a
 * shipped locale, else English), `page` (the path the visitor came from: starts with one '/', at
 * most PAGE_MAX_LENGTH characters; else the same-origin Referer's path) and `idempotencyKey`
 * (optional, also as the Idempotency-Key header): the same key again stores nothing and answers
 * 201 with the first id, so a retry or a double click makes one lead.
 */
export const PAGE_MAX_LENGTH = 300;
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;
