import { observer } from 'mobx-react-lite';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { PasswordPolicy } from '../../../core/contract/auth.ts';
import type { ResetTokenInfo } from '../contract.ts';
import { useService } from '../../../core/di/ContainerContext.tsx';
import { CallTracker } from '../../../core/http/CallTracker.ts';
import { Notifier } from '../../../core/http/Notifier.ts';
import { AccountApi } from '../accountApi.ts';
import { FormAlert } from '../components/FormAlert.tsx';
import * as styles from '../components/form.css.ts';
import { NewPasswordFields, validateNewPassword, type NewPasswordErrors } from '../components/NewPasswordFields.tsx';
import { PublicScreenFrame } from '../components/PublicScreenFrame.tsx';
import { SubmitButton } from '../components/SubmitButton.tsx';
import { TextField } from '../components/TextField.tsx';
import { ACCOUNT_CALLS } from '../calls.ts';
import { passwordRules } from '../passwordRules.ts';
import { accountPaths, type AccountLocationState } from '../paths.ts';
import { errorMessage } from '../errorMessage.ts';
import { usePasswordPolicy } from './usePasswordPolicy.ts';

type TokenCheck =
  { state: 'checking' } | { state: 'invalid'; message: string } | { state: 'valid'; info: ResetTokenInfo };

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });

const LINKS = [
  { to: accountPaths.login, label: 'Sign in' },
  { to: accountPaths.version, label: 'Version' },
];

function useResetTokenCheck(accounts: AccountApi, token: string): TokenCheck {
  const [check, setCheck] = useState<{ token: string; result: TokenCheck } | null>(null);
  useEffect(() => {
    let current = true;
    accounts.validateResetToken(token).then(
      (info) => {
        if (current) setCheck({ token, result: { state: 'valid', info } });
      },
      (error: unknown) => {
        if (current) setCheck({ token, result: { state: 'invalid', message: errorMessage(error) } });
      },
    );
    return () => {
      current = false;
    };
  }, [accounts, token]);
  return check?.token === token ? check.result : { state: 'checking' };
}

interface ResetFormProps {
  token: string;
  info: ResetTokenInfo;
  policy: PasswordPolicy | null | undefined;
}

const ResetForm = observer(function ResetForm({ token, info, policy }: ResetFormProps) {
  const accounts = useService<AccountApi>(AccountApi);
  const calls = useService<CallTracker>(CallTracker);
  const notifier = useService<Notifier>(Notifier);
  const navigate = useNavigate();
  const alertId = useId();
  const [newPassword, setNewPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<NewPasswordErrors>({});
  const [error, setError] = useState<string | null>(null);
  const newPasswordRef = useRef<HTMLInputElement>(null);
  const confirmationRef = useRef<HTMLInputElement>(null);
  const saving = calls.isLoading(ACCOUNT_CALLS.resetPassword);
  const rules = useMemo(() => passwordRules(policy ?? null, { username: info.username }), [policy, info.username]);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    const found = validateNewPassword(rules, newPassword, confirmation);
    setErrors(found);
    if (found.newPassword || found.confirmation) {
      (found.newPassword ? newPasswordRef : confirmationRef).current?.focus();
      return;
    }
    setError(null);
    try {
      const message = await accounts.resetPassword(token, newPassword);
      notifier.success(message);
      const state: AccountLocationState = { username: info.username };
      navigate(accountPaths.login, { replace: true, state });
    } catch (caught) {
      setError(errorMessage(caught));
    }
  }

  return (
    <form className={styles.form} onSubmit={(event) => void save(event)} noValidate aria-label="Reset password">
      <TextField
        label="Username"
        name="username"
        autoComplete="username"
        value={info.username}
        onChange={() => {}}
        readOnly
      />
      <NewPasswordFields
        rules={rules}
        newPassword={newPassword}
        confirmation={confirmation}
        onNewPassword={(value) => {
          setNewPassword(value);
          setErrors((current) => ({ ...current, newPassword: undefined }));
        }}
        onConfirmation={(value) => {
          setConfirmation(value);
          setErrors((current) => ({ ...current, confirmation: undefined }));
        }}
        onConfirmationBlur={() => {
          if (confirmation !== '' && confirmation !== newPassword) {
            setErrors((current) => ({
              ...current,
              confirmation: validateNewPassword([], newPassword, confirmation).confirmation,
            }));
          }
        }}
        errors={errors}
        describedBy={error ? alertId : undefined}
        newPasswordRef={newPasswordRef}
        confirmationRef={confirmationRef}
        rulesNote={
          policy === null ? 'The password rules could not be loaded. They are checked when you save.' : undefined
        }
      />
      {error ? <FormAlert id={alertId} message={error} listSentences /> : null}
      <div className={styles.actions}>
        <SubmitButton busy={saving} busyLabel="Saving…">
          Set new password
        </SubmitButton>
      </div>
    </form>
  );
});

function ResetPasswordPage() {
  const accounts = useService<AccountApi>(AccountApi);
  const { resetToken = '' } = useParams();
  const check = useResetTokenCheck(accounts, resetToken);
  const policy = usePasswordPolicy(accounts, check.state === 'valid' ? check.info.tenantId : null);

  if (check.state === 'checking') {
    return (
      <PublicScreenFrame title="Reset password" links={LINKS}>
        <p className={styles.status} role="status">
          <span className={styles.spinner} aria-hidden="true" />
          Checking your reset link…
        </p>
      </PublicScreenFrame>
    );
  }

  if (check.state === 'invalid') {
    return (
      <PublicScreenFrame title="Reset link not valid" links={LINKS}>
        <FormAlert message={check.message}>
          <p className={styles.hint}>Reset links work once and expire after a short time. Ask for a new one.</p>
        </FormAlert>
        <div className={styles.actions}>
          <Link className={styles.button.primary} to={accountPaths.forgotPassword}>
            Request a new link
          </Link>
        </div>
      </PublicScreenFrame>
    );
  }

  return (
    <PublicScreenFrame
      title="Reset password"
      lead={`Choose a new password for your account. This link expires at ${timeFormat.format(check.info.expiresAt)}.`}
      links={LINKS}
      wide
    >
      <ResetForm token={resetToken} info={check.info} policy={policy} />
    </PublicScreenFrame>
  );
}

export default observer(ResetPasswordPage);
