import { useId, useState } from 'react';
import { button } from '../../../core/shell/controls/buttons.css.ts';
import * as form from '../../../core/shell/form/form.css.ts';
import { isAllowedAddress } from '../contract/allowedRecipients.ts';
import type { ScheduleRecipient } from '../contract.ts';
import * as css from '../reports.css.ts';
import { RecipientSearch } from './RecipientSearch.tsx';

interface ScheduleRecipientsProps {
  recipients: readonly ScheduleRecipient[];
  /** The server's refusals by field (`recipients.0`). */
  errors: Readonly<Record<string, string>>;
  /** The tenant's allowed external recipients; null when addresses are not offered (a partner user's schedule). */
  allowed: readonly string[] | null;
  readOnly: boolean;
  onChange(recipients: ScheduleRecipient[]): void;
}

const labelOf = (recipient: ScheduleRecipient) =>
  recipient.kind === 'address'
    ? recipient.address
    : recipient.email
      ? `${recipient.name} · ${recipient.email}`
      : recipient.name;
export const recipientKey = (recipient: ScheduleRecipient) =>
  recipient.kind === 'user' ? recipient.userId : recipient.address.toLowerCase();

/**
 * Whom a schedule mails: users of the tenant picked by name, and addresses outside it that the tenant allows;
 * each with why it is not mailed now, or why the server refused it.
 */
export function ScheduleRecipients({ recipients, errors, allowed, readOnly, onChange }: ScheduleRecipientsProps) {
  const ids = { search: useId(), address: useId() };
  const [address, setAddress] = useState('');
  const [addressProblem, setAddressProblem] = useState<string | null>(null);
  const chosen = new Set(recipients.map(recipientKey));

  const addAddress = () => {
    const typed = address.trim().toLowerCase();
    if (!typed) return;
    if (chosen.has(typed)) return setAddressProblem(`${typed} is already a recipient.`);
    if (!isAllowedAddress(typed, allowed ?? [])) {
      return setAddressProblem(`${typed} is not among the tenant's allowed external recipients.`);
    }
    onChange([...recipients, { kind: 'address', address: typed, skipped: null }]);
    setAddress('');
    setAddressProblem(null);
  };

  return (
    <fieldset className={css.recipients}>
      <legend className={form.label}>Recipients</legend>
      {recipients.length === 0 ? (
        <p className={css.muted}>
          No one yet: add users of the tenant{allowed?.length ? ' or allowed addresses' : ''}.
        </p>
      ) : (
        <ul className={css.recipientList} aria-label="Recipients">
          {recipients.map((recipient, index) => {
            const problem = errors[`recipients.${index}`];
            return (
              <li key={recipientKey(recipient)} className={css.recipient}>
                <span className={css.recipientName}>{labelOf(recipient)}</span>
                {readOnly ? null : (
                  <button
                    type="button"
                    className={button.secondary}
                    aria-label={`Remove ${labelOf(recipient)}`}
                    onClick={() => onChange(recipients.filter((_, at) => at !== index))}
                  >
                    Remove
                  </button>
                )}
                {problem ? (
                  <p className={form.fieldError}>{problem}</p>
                ) : recipient.skipped ? (
                  <p className={css.error}>Not mailed: {recipient.skipped}.</p>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      {errors.recipients && !Object.keys(errors).some((key) => key.startsWith('recipients.')) ? (
        <p className={form.fieldError}>{errors.recipients}</p>
      ) : null}
      {readOnly ? null : (
        <>
          <div className={form.field}>
            <label className={form.label} htmlFor={ids.search}>
              Add a user
            </label>
            <RecipientSearch
              id={ids.search}
              chosen={chosen}
              onAdd={(user) => onChange([...recipients, { kind: 'user', ...user, skipped: null }])}
            />
          </div>
          {allowed === null ? null : (
            <div className={form.field}>
              <label className={form.label} htmlFor={ids.address}>
                Add an address outside the tenant
              </label>
              <div className={css.addressRow}>
                <input
                  id={ids.address}
                  className={form.input}
                  type="email"
                  value={address}
                  disabled={allowed.length === 0}
                  aria-invalid={addressProblem ? true : undefined}
                  aria-describedby={`${ids.address}-hint`}
                  onChange={(event) => {
                    setAddress(event.target.value);
                    setAddressProblem(null);
                  }}
                  onKeyDown={(event) => {
                    if (event.key !== 'Enter') return;
                    event.preventDefault();
                    addAddress();
                  }}
                />
                <button
                  type="button"
                  className={button.secondary}
                  disabled={allowed.length === 0 || !address.trim()}
                  onClick={addAddress}
                >
                  Add address
                </button>
              </div>
              <p id={`${ids.address}-hint`} className={addressProblem ? form.fieldError : form.hint}>
                {addressProblem ??
                  (allowed.length > 0
                    ? `Allowed: ${allowed.join(', ')}.`
                    : 'None allowed: an administrator allows addresses and domains under External recipients….')}
              </p>
            </div>
          )}
        </>
      )}
    </fieldset>
  );
}
