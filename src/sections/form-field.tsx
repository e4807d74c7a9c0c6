import { useId, type ChangeEvent, type ReactNode } from 'react';
import styles from './form-field.module.scss';

interface FieldBase {
  /** The `name` attribute, also the key of the value in the form state. */
  name: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  /** A line of help under the control, tied to it with aria-describedby. */
  hint?: ReactNode;
  /** What is wrong with the value: marks the control aria-invalid and is tied to it like the hint. */
  error?: ReactNode;
  autoComplete?: string;
  /** Longest value the control accepts (the browser cuts a longer paste); the form's state cuts a longer value too. */
  maxLength?: number;
}

/** Label (with a red asterisk when required), control and optional hint. */
function Field({
  id,
  label,
  required,
  hint,
  hintId,
  error,
  errorId,
  children,
}: {
  id: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  hintId: string;
  error?: ReactNode;
  errorId: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required && (
          <span className={styles.asterisk} aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      {children}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

type ControlElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * What every field shares: the label wrapper's props and the attributes of its control (id, name,
 * value, change handler, required with aria-required, the hint and the error tied by
 * aria-describedby, aria-invalid with an error).
 */
function useField({ name, label, value, onChange, required, hint, error, autoComplete, maxLength }: FieldBase) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ');
  return {
    field: { id, label, required, hint, hintId, error, errorId },
    control: {
      id,
      name,
      value,
      onChange: (e: ChangeEvent<ControlElement>) => onChange(e.target.value),
      required,
      'aria-required': required || undefined,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy || undefined,
      autoComplete,
      maxLength,
    },
  };
}

export interface TextFieldProps extends FieldBase {
  type?: 'text' | 'email' | 'tel';
  inputMode?: 'text' | 'email' | 'tel';
}

/** A labelled single-line input. Required is conveyed by `required` (and aria-required). */
export function TextField({ type = 'text', inputMode, ...base }: TextFieldProps) {
  const { field, control } = useField(base);
  return (
    <Field {...field}>
      <input {...control} className={styles.control} type={type} inputMode={inputMode} />
    </Field>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends FieldBase {
  options: readonly SelectOption[];
  /** Label of the empty first option (value ""). */
  placeholder: string;
}

/** A labelled native select, with an empty first option. */
export function SelectField({ options, placeholder, ...base }: SelectFieldProps) {
  const { field, control } = useField(base);
  return (
    <Field {...field}>
      <select {...control} className={[styles.control, styles.select].join(' ')}>
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

export interface TextAreaFieldProps extends FieldBase {
  rows?: number;
}

/** A labelled multi-line input. */
export function TextAreaField({ rows = 4, ...base }: TextAreaFieldProps) {
  const { field, control } = useField(base);
  return (
    <Field {...field}>
      <textarea {...control} className={[styles.control, styles.textarea].join(' ')} rows={rows} />
    </Field>
  );
}
