import { Container } from 'inversify';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CallTracker } from '../http/CallTracker.ts';
import { FetchHttpClient } from '../http/FetchHttpClient.ts';
import { HttpClient } from '../http/HttpClient.ts';
import { HttpModule } from '../http/HttpModule.ts';
import { ObservableCallTracker } from '../http/ObservableCallTracker.ts';
import { SessionTokenSource } from '../http/SessionTokenSource.ts';
import { PermissionStore } from '../permissions/PermissionStore.ts';
import { PermissionsModule } from '../permissions/PermissionsModule.ts';
import { AuthApi, HttpAuthApi } from './authApi.ts';
import { CryptoKeyProvider, IndexedDbKeyProvider } from './cryptoKeyProvider.ts';
import { PageNavigator } from './pageNavigator.ts';
import { SecureStorage, WebCryptoSecureStorage } from './secureStorage.ts';
import { SessionModule } from './SessionModule.ts';
import { DefaultSessionStore, SessionStore } from './SessionStore.ts';
import { SessionTokens } from './SessionTokens.ts';
import { FakeAuthApi, RecordingNavigator, resetBrowserState } from '../../tests/support/sessionDoubles.ts';

function containerWithSession(): Container {
  const container = new Container();
  container.load(SessionModule, PermissionsModule);
  container.bind<HttpClient>(HttpClient).toConstantValue({ call: () => Promise.reject(new Error('offline')) });
  container.bind<CallTracker>(CallTracker).to(ObservableCallTracker).inSingletonScope();
  return container;
}

describe('SessionModule', () => {
  beforeEach(() => resetBrowserState());

  it('binds the browser implementations as singletons', () => {
    const container = containerWithSession();
    expect(container.get<SessionStore>(SessionStore)).toBeInstanceOf(DefaultSessionStore);
    expect(container.get<SessionStore>(SessionStore)).toBe(container.get<SessionStore>(SessionStore));
    expect(container.get<SecureStorage>(SecureStorage)).toBeInstanceOf(WebCryptoSecureStorage);
    expect(container.get<CryptoKeyProvider>(CryptoKeyProvider)).toBeInstanceOf(IndexedDbKeyProvider);
    expect(container.get<AuthApi>(AuthApi)).toBeInstanceOf(HttpAuthApi);
  });

  it('gives the real HTTP client the session tokens the session store holds, with no resolution cycle', async () => {
    const container = new Container();
    container.load(HttpModule, SessionModule, PermissionsModule);
    container.rebind<PageNavigator>(PageNavigator).toConstantValue(new RecordingNavigator());
    const session = container.get<SessionStore>(SessionStore);
    expect(container.get(HttpClient)).toBeInstanceOf(FetchHttpClient);
    const tokens = container.get<SessionTokens>(SessionTokens);
    expect(container.get<SessionTokenSource>(SessionTokenSource)).toBe(tokens);
    tokens.hold(`tok-alice:${Date.now() + 60_000}`);
    expect(session.hasToken).toBe(true);
    expect(session.getToken()).toBe('tok-alice');
    tokens.handleUnauthorized();
    await vi.waitFor(() => expect(session.hasToken).toBe(false));
  });

  it('gives the permission store the same session, with the AuthApi and navigator replaceable', async () => {
    const container = containerWithSession();
    const api = new FakeAuthApi();
    api.user = { ...api.user, permissions: { users: '0100' } };
    container.rebind<AuthApi>(AuthApi).toConstantValue(api);
    container.rebind<PageNavigator>(PageNavigator).toConstantValue(new RecordingNavigator());
    const session = container.get<SessionStore>(SessionStore);
    const permissions = container.get<PermissionStore>(PermissionStore);
    expect(permissions.can('users:r')).toBe(false);
    await expect(session.login({ username: 'alice', password: 'pw' })).resolves.toMatchObject({ ok: true });
    expect(permissions.can('users:r')).toBe(true);
  });
});
