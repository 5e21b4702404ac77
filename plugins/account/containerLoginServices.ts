import type { Container } from 'inversify';
import { PageNavigator } from '../../core/session/pageNavigator.ts';
import { SessionStore } from '../../core/session/SessionStore.ts';
import { AccountApi } from './accountApi.ts';
import type { LoginServices } from './loginServices.ts';

/** The login form's services from the workspace's container. */
export function containerLoginServices(container: Container): LoginServices {
  return {
    login: (request) => container.get<SessionStore>(SessionStore).login(request),
    openIdEnabled: () => container.get<AccountApi>(AccountApi).openIdEnabled(),
    openIdAuthorizationUrl: () => container.get<AccountApi>(AccountApi).openIdAuthorizationUrl(),
    assign: (url) => container.get<PageNavigator>(PageNavigator).assign(url),
    prefetch: () => undefined,
  };
}
