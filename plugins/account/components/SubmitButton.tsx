import type { ReactNode } from 'react';
import * as styles from './form.css.ts';

interface SubmitButtonProps {
  /** While true the button is disabled and shows `busyLabel` with a spinner. */
  busy: boolean;
  busyLabel: string;
  children: ReactNode;
  variant?: 'primary' | 'secondary';
  type?: 'submit' | 'button';
  onClick?: () => void;
}

export function SubmitButton({
  busy,
  busyLabel,
  children,
  variant = 'primary',
  type = 'submit',
  onClick,
}: SubmitButtonProps) {
  return (
    <button type={type} className={styles.button[variant]} disabled={busy} aria-busy={busy} onClick={onClick}>
      {busy ? (
        <>
          <span className={styles.spinner} aria-hidden="true" />
          {busyLabel}
        </>
      ) : (
        children
      )}
    </button>
  );
}
