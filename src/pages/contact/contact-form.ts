/**
 * The consultation form's state (spec sections 3-5), as a pure reducer: two states, "editing" and
 * "submitted". Submit moves to "submitted" only when name, email and message are non-empty after
 * trimming; there are no other rules, and there is no way back to the form.
 */

export const CONTACT_FIELDS = ['name', 'email', 'telephone', 'serviceTypes', 'whereToKnowUs', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Readonly<Record<ContactField, string>>;

export const REQUIRED_FIELDS = ['name', 'email', 'message'] as const satisfies readonly ContactField[];

/** Where visitors heard of us (spec section 3), in the spec's order. */
export const WHERE_TO_KNOW_US = ['google', 'instagram', 'facebook', 'youtube', 'yahoo', 'linkedin', 'other'] as const;
export type WhereToKnowUs = (typeof WHERE_TO_KNOW_US)[number];

/** The extra service-type option after the channel list. */
export const OTHER_SERVICE = 'other';

export type ContactState =
  | { status: 'editing'; values: ContactValues }
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

export const INITIAL_STATE: ContactState = { status: 'editing', values: EMPTY_VALUES };

/** True when every required field has something other than white space. */
export function isComplete(values: ContactValues): boolean {
  return REQUIRED_FIELDS.every((field) => values[field].trim() !== '');
}

export function contactFormReducer(state: ContactState, action: ContactAction): ContactState {
  if (state.status === 'submitted') return state;
  switch (action.type) {
    case 'change':
      if (state.values[action.field] === action.value) return state;
      return { status: 'editing', values: { ...state.values, [action.field]: action.value } };
    case 'submit':
      return isComplete(state.values) ? { status: 'submitted', values: state.values } : state;
    default:
      return state;
  }
}
