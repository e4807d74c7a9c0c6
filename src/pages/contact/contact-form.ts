/**
 * The consultation form's state (spec sections 3-5), as a pure reducer: two states, "editing" and
 * "submitted". Submit moves to "submitted" only when name, email and message have content: white
 * space and invisible characters alone do not count. Otherwise the form stays, listing the
 * required fields without content (`invalid`, in form order) for their messages; there are no
 * other rules, and there is no way back to the form.
 */

import { hasContent, REQUIRED_FIELDS, type ContactField, type ContactValues, type RequiredField } from '../../config/contact';

export { CONTACT_FIELDS, hasContent, OTHER_SERVICE, REQUIRED_FIELDS, WHERE_TO_KNOW_US } from '../../config/contact';
export type { ContactField, ContactValues, RequiredField, WhereToKnowUs } from '../../config/contact';

export type ContactState =
  | {
      status: 'editing';
      values: ContactValues;
      /** Required fields without content at the last submit (cleared per field once it has some). */
      invalid: readonly RequiredField[];
      /** Counts refused submits, so the page moves focus to the first invalid field after each. */
      refused: number;
    }
  | { status: 'submitted'; values: ContactValues };

export type ContactAction = { type: 'change'; field: ContactField; value: string } | { type: 'submit' };

export const EMPTY_VALUES: ContactValues = {
  name: '',
  email: '',
  telephone: '',
  serviceTypes: '',
  whereToKnowUs: '',
  message: '',
};

export const INITIAL_STATE: ContactState = { status: 'editing', values: EMPTY_VALUES, invalid: [], refused: 0 };

/** The required fields without content, in form order. */
export function blankFields(values: ContactValues): RequiredField[] {
  return REQUIRED_FIELDS.filter((field) => !hasContent(values[field]));
}

/** True when every required field has content. */
export function isComplete(values: ContactValues): boolean {
  return blankFields(values).length === 0;
}

export function contactFormReducer(state: ContactState, action: ContactAction): ContactState {
  if (state.status === 'submitted') return state;
  switch (action.type) {
    case 'change': {
      if (state.values[action.field] === action.value) return state;
      const filled = hasContent(action.value);
      const invalid = filled ? state.invalid.filter((field) => field !== action.field) : state.invalid;
      return { ...state, values: { ...state.values, [action.field]: action.value }, invalid };
    }
    case 'submit': {
      const invalid = blankFields(state.values);
      if (invalid.length === 0) return { status: 'submitted', values: state.values };
      return { ...state, invalid, refused: state.refused + 1 };
    }
    default:
      return state;
  }
}
