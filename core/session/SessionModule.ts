import { ContainerModule } from 'inversify';
import { SessionTokenSource } from '../http/SessionTokenSource.ts';
import { RecentCommandsStorage } from '../registry/RecentCommands.ts';
import { AuthApi, HttpAuthApi } from './authApi.ts';
import { CryptoKeyProvider, IndexedDbKeyProvider } from './cryptoKeyProvider.ts';
import { BrowserPageNavigator, PageNavigator } from './pageNavigator.ts';
import { SecureStorage, TabSecureStorage, WebCryptoSecureStorage } from './secureStorage.ts';
import { BrowserLastTenant, LastTenant } from './lastTenant.ts';
import { SecureRecentCommandsStorage } from './recentCommandsStorage.ts';
import { DefaultSessionStore, SessionStore } from './SessionStore.ts';
import { CookieSessionTokens, SessionTokens } from './SessionTokens.ts';

/**
 * Binds the session tokens (the HTTP client's SessionTokenSource), the session store, its encrypted
 * storage, the last tenant and the recent commands' storage as singletons. Needs the HTTP module's
 * HttpClient and CallTracker.
 */
export const SessionModule = new ContainerModule((options) => {
  options.bind<CryptoKeyProvider>(CryptoKeyProvider).to(IndexedDbKeyProvider).inSingletonScope();
  options.bind<PageNavigator>(PageNavigator).to(BrowserPageNavigator).inSingletonScope();
  options.bind<SecureStorage>(SecureStorage).to(WebCryptoSecureStorage).inSingletonScope();
  options.bind(TabSecureStorage).toSelf().inSingletonScope();
  options.bind<AuthApi>(AuthApi).to(HttpAuthApi).inSingletonScope();
  options.bind<SessionTokens>(SessionTokens).to(CookieSessionTokens).inSingletonScope();
  options.bind<SessionTokenSource>(SessionTokenSource).toService(SessionTokens);
  options.bind<SessionStore>(SessionStore).to(DefaultSessionStore).inSingletonScope();
  options.bind<LastTenant>(LastTenant).to(BrowserLastTenant).inSingletonScope();
  options.bind<RecentCommandsStorage>(RecentCommandsStorage).to(SecureRecentCommandsStorage).inSingletonScope();
});
