import { useId, type ReactNode } from 'react';
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
  autoComplete?: string;
}

/** Label (with a red asterisk when required), control and optional hint. */
function Field({
  id,
  label,
  required,
  hint,
  hintId,
  children,
}: {
  id: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  hintId: string;
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
    </div>
  );
}

function useFieldIds(hint: ReactNode) {
  const id = useId();
  const hintId = `${id}-hint`;
  return { id, hintId, describedBy: hint ? hintId : undefined };
}

export interface TextFieldProps extends FieldBase {
  type?: 'text' | 'email' | 'tel';
  inputMode?: 'text' | 'email' | 'tel';
}

/** A labelled single-line input. Required is conveyed by `required` (and aria-required). */
export function TextField({ name, label, value, onChange, required, hint, autoComplete, type = 'text', inputMode }: TextFieldProps) {
  const { id, hintId, describedBy } = useFieldIds(hint);
  return (
    <Field id={id} label={label} required={required} hint={hint} hintId={hintId}>
      <input
        id={id}
        className={styles.control}
        type={type}
        name={name}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        required={required}
        aria-required={required || undefined}
        aria-describedby={describedBy}
        autoComplete={autoComplete}
        inputMode={inputMode}
      />
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
export function SelectField({ name, label, value, onChange, required, hint, autoComplete, options, placeholder }: SelectFieldProps) {
  const { id, hintId, describedBy } = useFieldIds(hint);
  return (
    <Field id={id} label={label} required={required} hint={hint} hintId={hintId}>
      <select
        id={id}
        className={[styles.control, styles.select].join(' ')}
        name={name}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        required={required}
        aria-required={required || undefined}
        aria-describedby={describedBy}
        autoComplete={autoComplete}
      >
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
export function TextAreaField({ name, label, value, onChange, required, hint, autoComplete, rows = 4 }: TextAreaFieldProps) {
  const { id, hintId, describedBy } = useFieldIds(hint);
  return (
    <Field id={id} label={label} required={required} hint={hint} hintId={hintId}>
      <textarea
        id={id}
        className={[styles.control, styles.textarea].join(' ')}
        name={name}
        rows={rows}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        required={required}
        aria-required={required || undefined}
        aria-describedby={describedBy}
        autoComplete={autoComplete}
      />
    </Field>
  );
}
