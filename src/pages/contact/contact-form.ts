/**
 * The consultation form's state (spec sections 3-5 and issue 29), as a pure reducer. The form is
 * "editing" until a submit passes the contract's checks (src/config/contact.ts: the required trio
 * with visible content, the length limits, an email of a plausible shape, known options); then it
 * is "sending" (one request, a second submit is ignored), and "submitted" only once the endpoint
 * has answered 201. A failed delivery goes back to "editing" with every value kept and a `failure`
 * to show with a retry; the endpoint's own field problems (400) mark the fields like the browser's.
 *
 * Every value is cut to its field's limit as it comes in, so the state, the DOM and the checks
 * never hold more than a few kilobytes, whatever is pasted or set (a 1 MB value made the page
 * unresponsive for minutes: the browser shaped and laid out the whole text on every keystroke).
 */

import {
  CONTACT_FIELDS,
  FIELD_LIMITS,
  hasContent,
  REQUIRED_FIELDS,
  validateContact,
  type ContactField,
  type ContactValues,
  type FieldProblem,
  type RequiredField,
} from '../../config/contact';

export { CONTACT_FIELDS, hasContent, OTHER_SERVICE, REQUIRED_FIELDS, WHERE_TO_KNOW_US } from '../../config/contact';
export type { ContactField, ContactValues, FieldProblem, RequiredField, WhereToKnowUs } from '../../config/contact';

export type FieldProblems = Partial<Record<ContactField, FieldProblem>>;

/** Why a delivery failed, for its message: the values stay, and the visitor can retry. */
export type Failure =
  | { kind: 'offline' }
  /** A 5xx, or an answer the form does not understand. */
  | { kind: 'server' }
  /** No endpoint here (404, 405, 501: a static host, `vite preview`) or it refuses this page (403, 413, 415). */
  | { kind: 'unavailable' }
  /** 429: seconds to wait, from Retry-After (undefined when it gave none). */
  | { kind: 'rateLimited'; retryAfter?: number }
  /** 400: the endpoint found problems in the fields, now marked on them. */
  | { kind: 'invalid' };

export interface ContactState {
  status: 'editing' | 'sending' | 'submitted';
  values: ContactValues;
  /** What is wrong with each field, from the last submit or the endpoint; a field's entry clears once it is fixed. */
  problems: FieldProblems;
  /** Counts refused submits, so the page moves focus to the first field with a problem after each. */
  refused: number;
  /** Counts submits that started a delivery: the page sends once per attempt. */
  attempt: number;
  /** The idempotency key of the values as they are: kept across retries, dropped when a value changes. */
  key: string | null;
  /** Why the last delivery failed, until the next submit or edit. */
  failure: Failure | null;
}

export type ContactAction =
  | { type: 'change'; field: ContactField; value: string }
  /** `key` is a fresh idempotency key, used only when the values have none yet. */
  | { type: 'submit'; key: string }
  | { type: 'sent' }
  | { type: 'failed'; failure: Failure }
  | { type: 'rejected'; problems: FieldProblems }
  /** A paste longer than the field takes: the browser cuts it (maxLength) before the change arrives. */
  | { type: 'clipped'; field: ContactField }
  /** A draft kept from an earlier visit (only into an untouched form). */
  | { type: 'restore'; values: Partial<Record<ContactField, unknown>> };

export const EMPTY_VALUES: ContactValues = {
  name: '',
  email: '',
  telephone: '',
  serviceTypes: '',
  whereToKnowUs: '',
  message: '',
};

export const INITIAL_STATE: ContactState = {
  status: 'editing',
  values: EMPTY_VALUES,
  problems: {},
  refused: 0,
  attempt: 0,
  key: null,
  failure: null,
};

/** The thank-you state from the start (the prerendered `/contact/sent` document). */
export const SUBMITTED_STATE: ContactState = { ...INITIAL_STATE, status: 'submitted' };

/**
 * The first `max` characters (code points) of `value`, and whether anything was cut. Bounded work:
 * a value within the limit in UTF-16 units is returned as it is, and a longer one is walked only
 * up to the limit, never as a whole (`Array.from` of 1 MB costs more than a frame).
 */
export function cutToLimit(value: string, max: number): { value: string; cut: boolean } {
  if (value.length <= max) return { value, cut: false };
  let end = 0;
  for (let count = 0; count < max && end < value.length; count++) {
    const code = value.charCodeAt(end);
    end += code >= 0xd800 && code <= 0xdbff && end + 1 < value.length ? 2 : 1;
  }
  return end >= value.length ? { value, cut: false } : { value: value.slice(0, end), cut: true };
}

/** The required fields without content, in form order. */
export function blankFields(values: ContactValues): RequiredField[] {
  return REQUIRED_FIELDS.filter((field) => !hasContent(values[field]));
}

/** True when every required field has content. */
export function isComplete(values: ContactValues): boolean {
  return blankFields(values).length === 0;
}

/** The fields with a problem, in form order. */
export function problemFields(problems: FieldProblems): ContactField[] {
  return CONTACT_FIELDS.filter((field) => problems[field]);
}

/**
 * Whether a field's earlier problem is still there with its new value. A value cut at the limit
 * stays marked while it fills the field (its end was lost), until the visitor shortens it.
 */
function stillWrong(field: ContactField, problem: FieldProblem, value: string): boolean {
  if (problem === 'tooLong') return value.length >= FIELD_LIMITS[field];
  const only = { ...EMPTY_VALUES, [field]: value };
  return validateContact(only)[field] !== undefined;
}

export function contactFormReducer(state: ContactState, action: ContactAction): ContactState {
  if (state.status === 'submitted') return state;
  switch (action.type) {
    case 'change': {
      if (state.status === 'sending') return state;
      const { value, cut } = cutToLimit(action.value, FIELD_LIMITS[action.field]);
      if (state.values[action.field] === value && !cut) return state;
      const problems = { ...state.problems };
      const previous = problems[action.field];
      if (cut) problems[action.field] = 'tooLong';
      else if (previous && !stillWrong(action.field, previous, value)) delete problems[action.field];
      const changed = state.values[action.field] !== value;
      return {
        ...state,
        values: changed ? { ...state.values, [action.field]: value } : state.values,
        problems,
        // Other values are other content: a stored attempt must not swallow them.
        key: changed ? null : state.key,
        failure: changed ? null : state.failure,
      };
    }
    case 'submit': {
      if (state.status === 'sending') return state;
      const problems: FieldProblems = validateContact(state.values);
      if (problemFields(problems).length > 0) return { ...state, problems, refused: state.refused + 1, failure: null };
      return { ...state, status: 'sending', problems: {}, failure: null, key: state.key ?? action.key, attempt: state.attempt + 1 };
    }
    case 'clipped':
      if (state.status === 'sending' || state.problems[action.field] === 'tooLong') return state;
      return { ...state, problems: { ...state.problems, [action.field]: 'tooLong' } };
    case 'sent':
      return state.status === 'sending' ? { ...state, status: 'submitted', failure: null } : state;
    case 'failed':
      return state.status === 'sending' ? { ...state, status: 'editing', failure: action.failure } : state;
    case 'rejected':
      if (state.status !== 'sending') return state;
      return { ...state, status: 'editing', problems: action.problems, refused: state.refused + 1, failure: { kind: 'invalid' } };
    case 'restore': {
      if (state.status !== 'editing' || state.values !== EMPTY_VALUES) return state;
      const values: Record<ContactField, string> = { ...EMPTY_VALUES };
      for (const field of CONTACT_FIELDS) {
        const kept = action.values[field];
        if (typeof kept === 'string') values[field] = cutToLimit(kept, FIELD_LIMITS[field]).value;
      }
      return CONTACT_FIELDS.some((f) => values[f] !== '') ? { ...state, values } : state;
    }
    default:
      return state;
  }
}
