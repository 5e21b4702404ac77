import { observer } from 'mobx-react-lite';
import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useService } from '../../../core/di/ContainerContext.tsx';
import { CallTracker } from '../../../core/http/CallTracker.ts';
import { Notifier } from '../../../core/http/Notifier.ts';
import { SessionStore } from '../../../core/session/SessionStore.ts';
import { AccountApi } from '../accountApi.ts';
import { FormAlert } from '../components/FormAlert.tsx';
import * as styles from '../components/form.css.ts';
import { NewPasswordFields, validateNewPassword, type NewPasswordErrors } from '../components/NewPasswordFields.tsx';
import { PublicScreenFrame } from '../components/PublicScreenFrame.tsx';
import { SubmitButton } from '../components/SubmitButton.tsx';
import { TextField } from '../components/TextField.tsx';
import { ACCOUNT_CALLS } from '../calls.ts';
import { passwordRules } from '../passwordRules.ts';
import { accountPaths, readAccountState, type AccountLocationState } from '../paths.ts';
import { errorMessage } from '../errorMessage.ts';
import { useLastTenant } from './useLastTenant.ts';
import { usePasswordPolicy } from './usePasswordPolicy.ts';

interface FieldErrors extends NewPasswordErrors {
  username?: string;
  currentPassword?: string;
}

function ChangePasswordPage() {
  const session = useService<SessionStore>(SessionStore);
  const accounts = useService<AccountApi>(AccountApi);
  const calls = useService<CallTracker>(CallTracker);
  const notifier = useService<Notifier>(Notifier);
  const navigate = useNavigate();
  const location = useLocation();
  const alertId = useId();
  const arrival = readAccountState(location.state);
  const user = session.user;

  const [typedUsername, setTypedUsername] = useState(() => arrival.username ?? '');
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const refs = {
    username: useRef<HTMLInputElement>(null),
    currentPassword: useRef<HTMLInputElement>(null),
    newPassword: useRef<HTMLInputElement>(null),
    confirmation: useRef<HTMLInputElement>(null),
  };

  // Signed in, the account is known: its name is fixed and its tenant's rules are shown up front.
  const username = user?.username ?? typedUsername;
  // Signed out, the rules are those of the tenant last signed in to on this browser.
  const tenantId = useLastTenant();
  const policy = usePasswordPolicy(accounts, tenantId);
  const rules = useMemo(
    () => passwordRules(policy ?? null, { username, currentPassword }),
    [policy, username, currentPassword],
  );
  const saving = calls.isLoading(ACCOUNT_CALLS.changePassword);

  function clearError(field: keyof FieldErrors) {
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    const name = username.trim();
    const found: FieldErrors = {
      username: name === '' ? 'Enter your username.' : undefined,
      currentPassword: currentPassword === '' ? 'Enter your current password.' : undefined,
      ...validateNewPassword(rules, newPassword, confirmation),
    };
    setErrors(found);
    const firstInvalid = (['username', 'currentPassword', 'newPassword', 'confirmation'] as const).find(
      (field) => found[field],
    );
    if (firstInvalid) {
      refs[firstInvalid].current?.focus();
      return;
    }
    setError(null);
    try {
      const message = await accounts.changePassword({ username: name, currentPassword, newPassword });
      notifier.success(message);
      if (user) {
        navigate(session.landingPage, { replace: true });
      } else {
        const state: AccountLocationState = { username: name };
        navigate(accountPaths.login, { replace: true, state });
      }
    } catch (caught) {
      setError(errorMessage(caught));
    }
  }

  const describedBy = error ? alertId : undefined;
  const links = user
    ? [{ to: accountPaths.version, label: 'Version' }]
    : [
        { to: accountPaths.forgotPassword, label: 'Forgot password' },
        { to: accountPaths.version, label: 'Version' },
      ];

  return (
    <PublicScreenFrame
      title="Change password"
      lead={
        user
          ? `Choose a new password for ${user.username}.`
          : 'Enter your username and current password, then choose a new one.'
      }
      links={links}
      wide
    >
      {arrival.passwordExpired ? (
        <FormAlert tone="info" message="Your password has expired. Choose a new one to continue." />
      ) : null}
      <form className={styles.form} onSubmit={(event) => void save(event)} noValidate aria-label="Change password">
        <TextField
          ref={refs.username}
          label="Username"
          name="username"
          autoComplete="username"
          value={username}
          onChange={(value) => {
            setTypedUsername(value);
            clearError('username');
          }}
          readOnly={user !== null}
          error={errors.username}
          describedBy={describedBy}
          autoFocus={user === null}
        />
        <TextField
          ref={refs.currentPassword}
          label="Current password"
          name="current-password"
          type="password"
          autoComplete="current-password"
          value={currentPassword}
          onChange={(value) => {
            setCurrentPassword(value);
            clearError('currentPassword');
          }}
          error={errors.currentPassword}
          describedBy={describedBy}
          autoFocus={user !== null}
        />
        <NewPasswordFields
          rules={rules}
          newPassword={newPassword}
          confirmation={confirmation}
          onNewPassword={(value) => {
            setNewPassword(value);
            clearError('newPassword');
          }}
          onConfirmation={(value) => {
            setConfirmation(value);
            clearError('confirmation');
          }}
          onConfirmationBlur={() => {
            const mismatch = validateNewPassword([], newPassword, confirmation).confirmation;
            if (confirmation !== '' && mismatch) setErrors((current) => ({ ...current, confirmation: mismatch }));
          }}
          errors={errors}
          describedBy={describedBy}
          newPasswordRef={refs.newPassword}
          confirmationRef={refs.confirmation}
          rulesNote={
            tenantId === null
              ? "Your organisation's own password rules are checked when you save."
              : policy === null
                ? 'The password rules could not be loaded. They are checked when you save.'
                : undefined
          }
        />
        {error ? <FormAlert id={alertId} message={error} listSentences /> : null}
        <div className={styles.actions}>
          <SubmitButton busy={saving} busyLabel="Saving…">
            Change password
          </SubmitButton>
          {user && arrival.passwordExpired ? (
            <button type="button" className={styles.button.secondary} onClick={() => void session.logout()}>
              Sign out
            </button>
          ) : (
            <Link
              className={`${styles.link} ${styles.centredLink}`}
              to={user ? session.landingPage : accountPaths.login}
            >
              {user ? 'Back to the console' : 'Back to sign in'}
            </Link>
          )}
        </div>
      </form>
    </PublicScreenFrame>
  );
}

export default observer(ChangePasswordPage);
