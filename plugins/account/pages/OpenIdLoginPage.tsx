import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useService } from '../../../core/di/ContainerContext.tsx';
import { SessionStore } from '../../../core/session/SessionStore.ts';
import { FormAlert } from '../components/FormAlert.tsx';
import * as styles from '../components/form.css.ts';
import { PublicScreenFrame } from '../components/PublicScreenFrame.tsx';
import { openIdCallbackUrl } from '../openIdCallback.ts';
import { accountPaths, type AccountLocationState } from '../paths.ts';

export const SSO_ANSWER_MISSING = 'The single sign-on answer is missing. Start the sign-in again.';

/** Completes the OpenID redirect: hands the provider's answer to the server and lands the user. */
function OpenIdLoginPage() {
  const session = useService<SessionStore>(SessionStore);
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  // The provider's state is single-use: the answer is sent once, even when an effect runs twice.
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    const callbackUrl = openIdCallbackUrl(window.location);
    if (callbackUrl === null) {
      setFailure(SSO_ANSWER_MISSING);
      return;
    }
    void session.openIdLogin(callbackUrl).then((outcome) => {
      if (!outcome.ok) {
        setFailure(outcome.message);
      } else if (outcome.passwordExpired) {
        const state: AccountLocationState = { passwordExpired: true };
        navigate(accountPaths.changePassword, { replace: true, state });
      } else {
        navigate(outcome.landingPage, { replace: true });
      }
    });
  }, [session, navigate]);

  if (failure !== null) {
    return (
      <PublicScreenFrame title="Single sign-on failed">
        <FormAlert message={failure} />
        <div className={styles.actions}>
          <Link className={styles.button.primary} to={accountPaths.login} replace>
            Back to sign in
          </Link>
        </div>
      </PublicScreenFrame>
    );
  }

  return (
    <PublicScreenFrame title="Single sign-on">
      <p className={styles.status} role="status">
        <span className={styles.spinner} aria-hidden="true" />
        Signing you in…
      </p>
    </PublicScreenFrame>
  );
}

export default OpenIdLoginPage;
