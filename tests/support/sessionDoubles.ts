import type {
  ApplicationMode,
  LoginRequest,
  LoginResponse,
  LogoutRequest,
  UserInfo,
} from '../../core/contract/auth.ts';
import { uniformPermissionTree } from '../../core/contract/permissionCatalogue.ts';
import { ObservableCallTracker } from '../../core/http/ObservableCallTracker.ts';
import type { AuthApi } from '../../core/session/authApi.ts';
import { MemoryKeyProvider } from '../../core/session/cryptoKeyProvider.ts';
import type { PageNavigator } from '../../core/session/pageNavigator.ts';
import { WebCryptoSecureStorage } from '../../core/session/secureStorage.ts';
import { DefaultSessionStore } from '../../core/session/SessionStore.ts';
import { CookieSessionTokens } from '../../core/session/SessionTokens.ts';

/** Test doubles for the two edges the session tests fake: the HTTP calls and full-page navigation. */

export class RecordingNavigator implements PageNavigator {
  readonly calls: { kind: 'reload' | 'assign' | 'replace'; url?: string }[] = [];

  reload(): void {
    this.calls.push({ kind: 'reload' });
  }

  assign(url: string): void {
    this.calls.push({ kind: 'assign', url });
  }

  replace(url: string): void {
    this.calls.push({ kind: 'replace', url });
  }
}

export function makeUser(overrides: Partial<UserInfo> = {}): UserInfo {
  return {
    userId: 'u-alice',
    username: 'alice',
    email: 'alice@example.test',
    firstname: 'Alice',
    lastname: 'Operator',
    tenantId: 't-1',
    accountId: null,
    landingPage: '/dashboard',
    developerAccess: false,
    copyConfiguration: false,
    permissions: uniformPermissionTree('0100'),
    applicationMode: 'provisioning',
    loginPartyId: 'party-1',
    partnerName: null,
    partyRoleType: 'TENANT_USER',
    agentAccountId: null,
    isPartner: false,
    partnerManagement: false,
    partnerInfo: [],
    tenantInfo: { businessName: 'Acme', tenantId: 't-1' },
    ...overrides,
  };
}

export class FakeAuthApi implements AuthApi {
  readonly loginCalls: LoginRequest[] = [];
  readonly userCalls: { mode: ApplicationMode; userId: string }[] = [];
  readonly logoutCalls: LogoutRequest[] = [];
  readonly openIdCalls: string[] = [];
  session: LoginResponse = { token: 'tok-alice', expiry: Date.now() + 3_600_000, passwordExpired: false };
  user: UserInfo = makeUser();
  loginFailure: Error | null = null;
  userFailure: Error | null = null;
  logoutFailure: Error | null = null;

  async login(request: LoginRequest): Promise<LoginResponse> {
    this.loginCalls.push(request);
    if (this.loginFailure) throw this.loginFailure;
    return this.session;
  }

  async getUserAndRole(mode: ApplicationMode, userId: string): Promise<UserInfo> {
    this.userCalls.push({ mode, userId });
    if (this.userFailure) throw this.userFailure;
    return { ...this.user, applicationMode: mode };
  }

  async logout(request: LogoutRequest): Promise<void> {
    this.logoutCalls.push(request);
    if (this.logoutFailure) throw this.logoutFailure;
  }

  async openIdLogin(callbackUrl: string): Promise<LoginResponse> {
    this.openIdCalls.push(callbackUrl);
    if (this.loginFailure) throw this.loginFailure;
    return this.session;
  }
}

export interface SessionHarness {
  api: FakeAuthApi;
  navigator: RecordingNavigator;
  keys: MemoryKeyProvider;
  storage: WebCryptoSecureStorage;
  calls: ObservableCallTracker;
  tokens: CookieSessionTokens;
  store: DefaultSessionStore;
}

/** A session store over real encrypted storage; pass `keys` to share one browser profile between "tabs". */
export function createSessionHarness(keys = new MemoryKeyProvider()): SessionHarness {
  const api = new FakeAuthApi();
  const navigator = new RecordingNavigator();
  const storage = new WebCryptoSecureStorage(keys, navigator);
  const calls = new ObservableCallTracker();
  const tokens = new CookieSessionTokens();
  const store = new DefaultSessionStore(api, storage, navigator, calls, tokens);
  return { api, navigator, keys, storage, calls, tokens, store };
}

/** Puts jsdom on a page under /sdp, where the path=/sdp session cookie is visible, and empties every store. */
export function resetBrowserState(path = '/sdp/'): void {
  window.history.replaceState(null, '', path);
  for (const entry of document.cookie.split(';')) {
    const name = entry.split('=')[0]?.trim();
    if (!name) continue;
    document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/sdp`;
    document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  localStorage.clear();
  sessionStorage.clear();
}
