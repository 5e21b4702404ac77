import type { Container } from 'inversify';
import type { SessionTokenSource } from '../http/SessionTokenSource.ts';
import { SessionStore } from '../session/SessionStore.ts';

/**
 * The HTTP client's SessionTokenSource, resolving the session store on first use. The store needs
 * the AuthApi, which needs the HTTP client, which needs the token source: bound directly to the store
 * (SessionModule's `toService`), that is a resolution cycle inversify refuses.
 */
export function lazySessionTokenSource(container: Container): SessionTokenSource {
  const session = () => container.get<SessionStore>(SessionStore);
  return {
    getToken: () => session().getToken(),
    saveRefreshedSession: (headerValue, sentToken) => session().saveRefreshedSession(headerValue, sentToken),
    handleUnauthorized: () => session().handleUnauthorized(),
  };
}
