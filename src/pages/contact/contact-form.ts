/**
 * The consultation form's state (spec sections 3-5), as a pure reducer: two states, "editing" and
 * "submitted". Submit moves to "submitted" only when name, email and message have content: white
 * space and invisible characters alone do not count. Otherwise the form stays, listing the
 * required fields without content (`invalid`, in form order) for their messages; there are no
 * other rules, and there is no way back to the form.
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

export type RequiredField = (typeof REQUIRED_FIELDS)[number];

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
