import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useService } from '../../../core/di/ContainerContext.tsx';
import { CallTracker } from '../../../core/http/CallTracker.ts';
import { PageNavigator } from '../../../core/session/pageNavigator.ts';
import { LOGIN_CALL, SessionStore } from '../../../core/session/SessionStore.ts';
import { AccountApi } from '../accountApi.ts';
import { FormAlert } from '../components/FormAlert.tsx';
import * as styles from '../components/form.css.ts';
import { PublicScreenFrame } from '../components/PublicScreenFrame.tsx';
import { SubmitButton } from '../components/SubmitButton.tsx';
import { TextField } from '../components/TextField.tsx';
import { ACCOUNT_CALLS } from '../calls.ts';
import { accountPaths, readAccountState, type AccountLocationState } from '../paths.ts';
import { errorMessage } from './errorMessage.ts';

interface FieldErrors {
  username?: string;
  password?: string;
}

function LoginPage() {
  const session = useService<SessionStore>(SessionStore);
  const accounts = useService<AccountApi>(AccountApi);
  const calls = useService<CallTracker>(CallTracker);
  const pages = useService<PageNavigator>(PageNavigator);
  const navigate = useNavigate();
  const location = useLocation();
  const alertId = useId();

  const [prefilledUsername] = useState(() => readAccountState(location.state).username ?? '');
  const [username, setUsername] = useState(prefilledUsername);
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [ssoEnabled, setSsoEnabled] = useState(false);
  const [leavingForSso, setLeavingForSso] = useState(false);
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const signingIn = calls.isLoading(LOGIN_CALL);
  const startingSso = calls.isLoading(ACCOUNT_CALLS.openIdAuthorize) || leavingForSso;

  useEffect(() => {
    let current = true;
    void accounts.openIdEnabled().then((enabled) => {
      if (current) setSsoEnabled(enabled);
    });
    return () => {
      current = false;
    };
  }, [accounts]);

  async function signIn(event: FormEvent) {
    event.preventDefault();
    if (signingIn || startingSso) return;
    const name = username.trim();
    const missing: FieldErrors = {
      username: name === '' ? 'Enter your username.' : undefined,
      password: password === '' ? 'Enter your password.' : undefined,
    };
    setFieldErrors(missing);
    if (missing.username || missing.password) {
      (missing.username ? usernameRef : passwordRef).current?.focus();
      return;
    }
    setError(null);
    const outcome = await session.login({ username: name, password });
    if (!outcome.ok) {
      setError(outcome.message);
      passwordRef.current?.select();
      return;
    }
    if (outcome.passwordExpired) {
      const state: AccountLocationState = { passwordExpired: true };
      navigate(accountPaths.changePassword, { replace: true, state });
    } else {
      navigate(outcome.landingPage, { replace: true });
    }
  }

  async function signInWithSso() {
    if (signingIn || startingSso) return;
    setError(null);
    try {
      const url = await accounts.openIdAuthorizationUrl();
      setLeavingForSso(true);
      pages.assign(url);
    } catch (caught) {
      setError(errorMessage(caught));
    }
  }

  const describedBy = error ? alertId : undefined;

  return (
    <PublicScreenFrame
      title="Sign in"
      lead="Sign in with your console account."
      links={[
        { to: accountPaths.changePassword, label: 'Change password' },
        { to: accountPaths.version, label: 'Version' },
      ]}
    >
      <form className={styles.form} onSubmit={(event) => void signIn(event)} noValidate aria-label="Sign in">
        <TextField
          ref={usernameRef}
          label="Username"
          name="username"
          autoComplete="username"
          value={username}
          onChange={(value) => {
            setUsername(value);
            setFieldErrors((errors) => ({ ...errors, username: undefined }));
          }}
          error={fieldErrors.username}
          describedBy={describedBy}
          autoFocus={prefilledUsername === ''}
        />
        <TextField
          ref={passwordRef}
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(value) => {
            setPassword(value);
            setFieldErrors((errors) => ({ ...errors, password: undefined }));
          }}
          error={fieldErrors.password}
          describedBy={describedBy}
          autoFocus={prefilledUsername !== ''}
        />
        {error ? <FormAlert id={alertId} message={error} /> : null}
        <div className={styles.actions}>
          <SubmitButton busy={signingIn} busyLabel="Signing in…">
            Sign in
          </SubmitButton>
          {ssoEnabled ? (
            <>
              <div className={styles.divider} aria-hidden="true">
                or
              </div>
              <SubmitButton
                type="button"
                variant="secondary"
                busy={startingSso}
                busyLabel="Opening single sign-on…"
                onClick={() => void signInWithSso()}
              >
                Sign in with SSO
              </SubmitButton>
            </>
          ) : null}
          <Link className={`${styles.link} ${styles.centredLink}`} to={accountPaths.forgotPassword}>
            Forgot password?
          </Link>
        </div>
      </form>
    </PublicScreenFrame>
  );
}

export default observer(LoginPage);
