import { Container } from 'inversify';
import { beforeEach, describe, expect, it } from 'vitest';
import { CallTracker } from '../http/CallTracker.ts';
import { HttpClient } from '../http/HttpClient.ts';
import { ObservableCallTracker } from '../http/ObservableCallTracker.ts';
import { SessionTokenSource } from '../http/SessionTokenSource.ts';
import { PermissionStore } from '../permissions/PermissionStore.ts';
import { AuthApi, HttpAuthApi } from './authApi.ts';
import { CryptoKeyProvider, IndexedDbKeyProvider } from './cryptoKeyProvider.ts';
import { PageNavigator } from './pageNavigator.ts';
import { SecureStorage, WebCryptoSecureStorage } from './secureStorage.ts';
import { SessionModule } from './SessionModule.ts';
import { DefaultSessionStore, SessionStore } from './SessionStore.ts';
import { FakeAuthApi, RecordingNavigator, resetBrowserState } from './testDoubles.ts';

function containerWithSession(): Container {
  const container = new Container();
  container.load(SessionModule);
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

  it('resolves SessionTokenSource to the session store', () => {
    const container = containerWithSession();
    expect(container.get<SessionTokenSource>(SessionTokenSource)).toBe(container.get<SessionStore>(SessionStore));
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
