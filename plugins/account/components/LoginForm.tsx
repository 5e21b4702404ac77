import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useLoginServices } from '../loginServices.ts';
import { accountPaths, readAccountState, type AccountLocationState } from '../paths.ts';
import { errorMessage } from '../errorMessage.ts';
import { FormAlert } from './FormAlert.tsx';
import * as styles from './form.css.ts';
import { PublicScreenFrame } from './PublicScreenFrame.tsx';
import { SubmitButton } from './SubmitButton.tsx';
import { TextField } from './TextField.tsx';
import { returnPathOf } from '../../../core/session/sessionGuard.ts';

interface FieldErrors {
  username?: string;
  password?: string;
}

/**
 * The sign-in form of spec section 2, with no service of the workspace's: the public island pre-renders
 * and hydrates it before the workspace loads, the workspace's login route renders it too.
 */
export function LoginForm() {
  const services = useLoginServices();
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

  const [signingIn, setSigningIn] = useState(false);
  const [openingSso, setOpeningSso] = useState(false);
  const startingSso = openingSso || leavingForSso;

  useEffect(() => {
    let current = true;
    void services.openIdEnabled().then((enabled) => {
      if (current) setSsoEnabled(enabled);
    });
    return () => {
      current = false;
    };
  }, [services]);

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
    setSigningIn(true);
    const outcome = await services.login({ username: name, password }).finally(() => setSigningIn(false));
    if (!outcome.ok) {
      setError(outcome.message);
      passwordRef.current?.select();
      return;
    }
    if (outcome.passwordExpired) {
      const state: AccountLocationState = { passwordExpired: true };
      navigate(accountPaths.changePassword, { replace: true, state });
    } else {
      navigate(returnPathOf(location.state) ?? outcome.landingPage, { replace: true });
    }
  }

  async function signInWithSso() {
    if (signingIn || startingSso) return;
    setError(null);
    setOpeningSso(true);
    try {
      const url = await services.openIdAuthorizationUrl();
      setLeavingForSso(true);
      services.assign(url);
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setOpeningSso(false);
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
          onFocus={services.prefetch}
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
