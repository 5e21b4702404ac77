import type { Container } from 'inversify';
import { ScreenPreload } from '../../core/session/landing.ts';
import { LAST_LANDING_KEY } from '../../core/session/lastLanding.ts';
import { PageNavigator } from '../../core/session/pageNavigator.ts';
import { SecureStorage } from '../../core/session/secureStorage.ts';
import { SessionStore } from '../../core/session/SessionStore.ts';
import { AccountApi } from './accountApi.ts';
import type { LoginServices } from './loginServices.ts';

/**
 * The login form's services from the workspace's container; `prefetch` loads the chunk of the screen the
 * last sign-in on this browser landed on.
 */
export function containerLoginServices(container: Container): LoginServices {
  return {
    login: (request) => container.get<SessionStore>(SessionStore).login(request),
    openIdEnabled: () => container.get<AccountApi>(AccountApi).openIdEnabled(),
    openIdAuthorizationUrl: () => container.get<AccountApi>(AccountApi).openIdAuthorizationUrl(),
    assign: (url) => container.get<PageNavigator>(PageNavigator).assign(url),
    prefetch: () => {
      // A head start only: a container without the storage or the preloader loads nothing ahead.
      if (!container.isBound(SecureStorage) || !container.isBound(ScreenPreload)) return;
      void container
        .get<SecureStorage>(SecureStorage)
        .get<unknown>(LAST_LANDING_KEY)
        .then((landing) => {
          if (typeof landing === 'string') container.get<ScreenPreload>(ScreenPreload).openChunk?.(landing);
        })
        .catch(() => undefined);
    },
  };
}
