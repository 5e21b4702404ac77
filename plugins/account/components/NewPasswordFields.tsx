import { useId, type Ref } from 'react';
import { meetsRules, type PasswordRule } from '../passwordRules.ts';
import { PasswordRules } from './PasswordRules.tsx';
import { TextField } from './TextField.tsx';

export interface NewPasswordErrors {
  newPassword?: string;
  confirmation?: string;
}

export const PASSWORDS_DIFFER = 'The passwords do not match.';

/** Checks the new password and its confirmation before anything is sent; empty when both are fine. */
export function validateNewPassword(
  rules: readonly PasswordRule[],
  newPassword: string,
  confirmation: string,
): NewPasswordErrors {
  const errors: NewPasswordErrors = {};
  if (newPassword === '') errors.newPassword = 'Enter a new password.';
  else if (!meetsRules(rules, newPassword)) errors.newPassword = 'The new password does not meet every rule listed.';
  if (confirmation === '') errors.confirmation = 'Enter the new password again.';
  else if (confirmation !== newPassword) errors.confirmation = PASSWORDS_DIFFER;
  return errors;
}

interface NewPasswordFieldsProps {
  rules: readonly PasswordRule[];
  newPassword: string;
  confirmation: string;
  onNewPassword(value: string): void;
  onConfirmation(value: string): void;
  errors: NewPasswordErrors;
  /** Called when the confirmation field loses focus, to report a mismatch early. */
  onConfirmationBlur?(): void;
  /** An element describing both fields, e.g. the form's error message. */
  describedBy?: string;
  newPasswordRef?: Ref<HTMLInputElement>;
  confirmationRef?: Ref<HTMLInputElement>;
  /** Shown under the rules, e.g. that the tenant's rules could not be loaded. */
  rulesNote?: string;
}

/** New password and confirmation, with the live rule checklist describing the first. */
export function NewPasswordFields({
  rules,
  newPassword,
  confirmation,
  onNewPassword,
  onConfirmation,
  errors,
  onConfirmationBlur,
  describedBy,
  newPasswordRef,
  confirmationRef,
  rulesNote,
}: NewPasswordFieldsProps) {
  const rulesId = useId();
  const rulesShown = rules.length > 0;
  return (
    <>
      <TextField
        ref={newPasswordRef}
        label="New password"
        name="new-password"
        type="password"
        autoComplete="new-password"
        value={newPassword}
        onChange={onNewPassword}
        error={errors.newPassword}
        describedBy={[rulesShown ? rulesId : null, describedBy ?? null].filter(Boolean).join(' ') || undefined}
      />
      <PasswordRules id={rulesId} rules={rules} password={newPassword} note={rulesNote} />
      <TextField
        ref={confirmationRef}
        label="Confirm new password"
        name="confirm-password"
        type="password"
        autoComplete="new-password"
        value={confirmation}
        onChange={onConfirmation}
        error={errors.confirmation}
        describedBy={describedBy}
        onBlur={onConfirmationBlur}
      />
    </>
  );
}
