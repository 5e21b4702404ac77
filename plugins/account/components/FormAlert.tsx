import type { ReactNode } from 'react';
import { GENERIC_FAILURE_MESSAGE } from '../../../core/http/messages.ts';
import * as styles from './form.css.ts';

/** Splits a server message such as "The new password does not meet the password policy. It must …. It must …." */
function sentences(message: string): string[] {
  return message
    .split(/(?<=[.!?])\s+(?=[A-Z])/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

interface FormAlertProps {
  id?: string;
  message: string;
  /**
   * Shows the first sentence as the title and the others as a list: for server answers that list
   * what is wrong, such as the broken password rules.
   */
  listSentences?: boolean;
  tone?: 'error' | 'success' | 'info';
  children?: ReactNode;
}

/** An inline message under a form: errors are announced (role=alert), others are polite status. */
export function FormAlert({ id, message, tone = 'error', listSentences = false, children }: FormAlertProps) {
  const [first, ...rest] = listSentences && message !== GENERIC_FAILURE_MESSAGE ? sentences(message) : [message];
  return (
    <div id={id} className={styles.alert[tone]} role={tone === 'error' ? 'alert' : 'status'}>
      <p className={styles.alertTitle}>{first ?? message}</p>
      {rest.length > 0 ? (
        <ul className={styles.alertList}>
          {rest.map((sentence) => (
            <li key={sentence}>{sentence}</li>
          ))}
        </ul>
      ) : null}
      {children}
    </div>
  );
}
