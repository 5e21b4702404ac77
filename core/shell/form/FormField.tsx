import type { ReactNode } from 'react';
import * as css from './form.css.ts';

interface FormFieldProps {
  /** The id of the control the label names; its help and error texts take ids derived from it. */
  id: string;
  label: string;
  /** Help shown under the control while it has no error. */
  hint?: string;
  error?: string | undefined;
  children: ReactNode;
}

/** A labelled control with its help or its error under it. */
export function FormField({ id, label, hint, error, children }: FormFieldProps) {
  return (
    <div className={css.field}>
      <label className={css.label} htmlFor={id}>
        {label}
      </label>
      {children}
      {hint && !error ? (
        <p className={css.hint} id={hintId(id)}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className={css.fieldError} id={errorId(id)}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

const hintId = (id: string) => `${id}-hint`;
const errorId = (id: string) => `${id}-error`;

/** The attributes tying a control to its FormField's error or help: spread them on the control. */
export function describedBy(
  id: string,
  error: string | undefined,
  hint?: string,
): { 'aria-invalid'?: true; 'aria-describedby'?: string } {
  if (error) return { 'aria-invalid': true, 'aria-describedby': errorId(id) };
  return hint ? { 'aria-describedby': hintId(id) } : {};
}
