import { useId, useState, type Ref } from 'react';
import * as styles from './form.css.ts';

export interface TextFieldProps {
  label: string;
  name: string;
  value: string;
  onChange(value: string): void;
  onBlur?(): void;
  onFocus?(): void;
  type?: 'text' | 'password';
  autoComplete?: string;
  /** Shown under the field and linked to it with aria-describedby. */
  hint?: string;
  /** Marks the field invalid and is linked to it with aria-describedby. */
  error?: string | null;
  /** Ids of further elements describing the field, e.g. the password rules. */
  describedBy?: string;
  readOnly?: boolean;
  autoFocus?: boolean;
  required?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with its hint and error tied to it; a password field gets a show/hide toggle. */
export function TextField({
  label,
  name,
  value,
  onChange,
  onBlur,
  onFocus,
  type = 'text',
  autoComplete,
  hint,
  error,
  describedBy,
  readOnly,
  autoFocus,
  required = true,
  ref,
}: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === 'password';
  const description = [error ? errorId : null, hint ? hintId : null, describedBy ?? null].filter(Boolean).join(' ');

  const inputElement = (
    <input
      ref={ref}
      id={id}
      name={name}
      className={isPassword ? `${styles.input} ${styles.passwordInput}` : styles.input}
      type={isPassword && !revealed ? 'password' : 'text'}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      onFocus={onFocus}
      autoComplete={autoComplete}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      readOnly={readOnly}
      required={required}
      autoFocus={autoFocus}
      aria-invalid={error ? true : undefined}
      aria-describedby={description || undefined}
    />
  );

  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {isPassword ? (
        <div className={styles.passwordWrap}>
          {inputElement}
          <button
            type="button"
            className={styles.revealButton}
            aria-label={`${revealed ? 'Hide' : 'Show'} ${label.toLowerCase()}`}
            onClick={() => setRevealed((shown) => !shown)}
          >
            {revealed ? 'Hide' : 'Show'}
          </button>
        </div>
      ) : (
        inputElement
      )}
      {error ? (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
