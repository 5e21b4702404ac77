import { ruleState, type PasswordRule, type RuleState } from '../passwordRules.ts';
import * as styles from './PasswordRules.css.ts';

const SPOKEN_STATE: Record<RuleState, string> = {
  met: 'met',
  unmet: 'not met yet',
  server: 'checked when you save',
};

interface PasswordRulesProps {
  /** Referenced by the password field's aria-describedby. */
  id: string;
  rules: readonly PasswordRule[];
  password: string;
  /** A line under the list, e.g. that the tenant's own rules are checked on save. */
  note?: string;
}

/** The live checklist of password rules: each rule ticks as soon as the typed password meets it. */
export function PasswordRules({ id, rules, password, note }: PasswordRulesProps) {
  if (rules.length === 0) return null;
  const headingId = `${id}-heading`;
  return (
    <div id={id} className={styles.box}>
      <p id={headingId} className={styles.heading}>
        The new password needs
      </p>
      <ul className={styles.list} aria-labelledby={headingId}>
        {rules.map((rule) => {
          const state = ruleState(rule, password);
          return (
            <li key={rule.id} className={styles.item[state]} data-rule={rule.id} data-state={state}>
              <span className={styles.mark[state]} aria-hidden="true">
                {state === 'met' ? '✓' : ''}
              </span>
              <span>
                {rule.label}
                {state === 'server' ? (
                  <span className={styles.serverNote}> ({SPOKEN_STATE[state]})</span>
                ) : (
                  <span className={styles.visuallyHidden}>: {SPOKEN_STATE[state]}</span>
                )}
              </span>
            </li>
          );
        })}
      </ul>
      {note ? <p className={styles.note}>{note}</p> : null}
    </div>
  );
}
