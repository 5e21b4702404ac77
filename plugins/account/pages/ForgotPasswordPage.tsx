import { observer } from 'mobx-react-lite';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useService } from '../../../core/di/ContainerContext.tsx';
import { CallTracker } from '../../../core/http/CallTracker.ts';
import { AccountApi } from '../accountApi.ts';
import { FormAlert } from '../components/FormAlert.tsx';
import * as styles from '../components/form.css.ts';
import { PublicScreenFrame } from '../components/PublicScreenFrame.tsx';
import { SubmitButton } from '../components/SubmitButton.tsx';
import { TextField } from '../components/TextField.tsx';
import { ACCOUNT_CALLS } from '../calls.ts';
import { accountPaths, type AccountLocationState } from '../paths.ts';
import { errorMessage } from '../errorMessage.ts';

/** Shown whatever the server answered, so the screen never tells whether an account exists. */
export const RESET_LINK_SENT = 'If the account exists, a reset link has been sent to its email address.';

function ForgotPasswordPage() {
  const accounts = useService<AccountApi>(AccountApi);
  const calls = useService<CallTracker>(CallTracker);
  const alertId = useId();
  const [username, setUsername] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const usernameRef = useRef<HTMLInputElement>(null);
  const sending = calls.isLoading(ACCOUNT_CALLS.forgotPassword);

  async function send(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    const name = username.trim();
    if (name === '') {
      setFieldError('Enter your username.');
      usernameRef.current?.focus();
      return;
    }
    setError(null);
    try {
      await accounts.forgotPassword(name);
      setSent(true);
    } catch (caught) {
      setError(errorMessage(caught));
    }
  }

  const loginState: AccountLocationState = { username: username.trim() || undefined };
  const links = [
    { to: accountPaths.changePassword, label: 'Change password' },
    { to: accountPaths.version, label: 'Version' },
  ];

  if (sent) {
    return (
      <PublicScreenFrame title="Check your email" links={links}>
        <FormAlert message={RESET_LINK_SENT} tone="success">
          <p className={styles.hint}>
            The link works once and expires after a short time. Check your spam folder if it does not arrive.
          </p>
        </FormAlert>
        <div className={styles.actions}>
          <Link className={styles.button.primary} to={accountPaths.login} state={loginState}>
            Back to sign in
          </Link>
          <button
            type="button"
            className={styles.button.secondary}
            onClick={() => {
              setSent(false);
              setError(null);
            }}
          >
            Send another link
          </button>
        </div>
      </PublicScreenFrame>
    );
  }

  return (
    <PublicScreenFrame
      title="Forgot password"
      lead="Enter your username and we will email you a link to choose a new password."
      links={links}
    >
      <form className={styles.form} onSubmit={(event) => void send(event)} noValidate aria-label="Forgot password">
        <TextField
          ref={usernameRef}
          label="Username"
          name="username"
          autoComplete="username"
          value={username}
          onChange={(value) => {
            setUsername(value);
            setFieldError(null);
          }}
          error={fieldError}
          describedBy={error ? alertId : undefined}
          autoFocus
        />
        {error ? <FormAlert id={alertId} message={error} /> : null}
        <div className={styles.actions}>
          <SubmitButton busy={sending} busyLabel="Sending…">
            Send reset link
          </SubmitButton>
          <Link className={`${styles.link} ${styles.centredLink}`} to={accountPaths.login}>
            Back to sign in
          </Link>
        </div>
      </form>
    </PublicScreenFrame>
  );
}

export default observer(ForgotPasswordPage);
