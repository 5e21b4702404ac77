import { observer } from 'mobx-react-lite';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useService } from '../di/ContainerContext.tsx';
import { LOGIN_PATH, resolveGuard, type LoginReturnState } from '../session/sessionGuard.ts';
import { CallTracker } from '../http/CallTracker.ts';
import { RouteRegistry } from '../registry/RouteRegistry.ts';
import { LOGIN_CALL, OPENID_LOGIN_CALL, SessionStore } from '../session/SessionStore.ts';
import { LoadingScreen } from '../shell/layout/StatusPages.tsx';

/**
 * The session guard of spec section 4 in front of every route: without a token, a path no public route
 * (`layout: 'public'`) answers
 * goes to login (an SSO hash to the SSO login); with a token, the login path goes to the landing page.
 */
export const SessionGate = observer(function SessionGate() {
  const session = useService<SessionStore>(SessionStore);
  const calls = useService<CallTracker>(CallTracker);
  const routes = useService<RouteRegistry>(RouteRegistry);
  const { pathname, hash, search } = useLocation();
  // Signing in: the token is stored, the user (and so the landing page) is still on its way.
  const signingIn = calls.isLoading(LOGIN_CALL) || calls.isLoading(OPENID_LOGIN_CALL);
  if (signingIn && session.hasToken && session.user === null && pathname === LOGIN_PATH) {
    return <LoadingScreen fullPage />;
  }
  const decision = resolveGuard({
    pathname,
    hash,
    search,
    hasToken: session.hasToken,
    landingPage: session.landingPage,
    publicPaths: routes.publicPaths,
  });
  if (decision.action === 'redirect') {
    const state: LoginReturnState | undefined = decision.returnTo ? { returnTo: decision.returnTo } : undefined;
    return <Navigate to={decision.to} replace state={state} />;
  }
  return <Outlet />;
});
