import { inject, injectable, optional } from 'inversify';
import { computed, makeObservable, observable, runInAction } from 'mobx';
import { DEFAULT_APPLICATION_MODE, type ApplicationMode } from '../contract/applicationMode.ts';
import type { LoginRequest, UserInfo } from '../contract/auth.ts';
import { BASE_PATH } from '../contract/http.ts';
import type { PermissionSubject } from '../contract/permissions.ts';
import { CallTracker } from '../http/CallTracker.ts';
import { LOGIN_SUCCESS_MESSAGE, NO_MESSAGE_FAILURE, OPEN_ID_SUCCESS_MESSAGE } from '../http/messages.ts';
import { AuthApi } from './authApi.ts';
import { landingFallback, LandingRoutes, resolveLanding, ScreenPreload, type LandingFallback } from './landing.ts';
import { LAST_LANDING_KEY } from './lastLanding.ts';
import { LOCAL_ITEM_KEYS, parseLocalItem, type LocalItemKey, type LocalItems } from './localItems.ts';
import { PageNavigator } from './pageNavigator.ts';
import { SecureStorage } from './secureStorage.ts';
import { formatSessionValue, parseSessionValue, readSessionCookie, userIdFromSession } from './sessionCookie.ts';
import { LOGIN_PATH } from './sessionGuard.ts';
import { SessionTokens } from './SessionTokens.ts';
import { UserLoader } from './UserLoader.ts';

export const LOGIN_URL = `${BASE_PATH}${LOGIN_PATH}`;
/** CallTracker kinds of the two sign-in calls: their loading, failure message and success message. */
export const LOGIN_CALL = 'auth.login';
export const OPENID_LOGIN_CALL = 'auth.openIdLogin';

export type LoginOutcome =
  | { ok: true; landingPage: string; passwordExpired: boolean; sessionReplaced: boolean }
  | { ok: false; message: string };

/** The signed-in session of spec sections 3 and 4: token cookie, user info and the other local items. */
export const SessionStore = Symbol.for('sdp.SessionStore');
export interface SessionStore {
  /** True once start() has read the local data and, with a token, reloaded the user. */
  readonly ready: boolean;
  readonly hasToken: boolean;
  /** The user info, while a session exists. */
  readonly user: UserInfo | null;
  readonly username: string | null;
  readonly applicationMode: ApplicationMode;
  /** The router path of the user's landing page, legacy values mapped. */
  readonly landingPage: string;
  /** Why the user's stored landing page falls back to the base path (no such screen, or not theirs); else null. */
  readonly landingFallback: LandingFallback | null;
  readonly isPartner: boolean;
  readonly partnerManagement: boolean;
  item<K extends LocalItemKey>(key: K): LocalItems[K] | undefined;
  setItem<K extends LocalItemKey>(key: K, value: LocalItems[K]): Promise<void>;
  removeItem(key: LocalItemKey): Promise<void>;
  /** On page load: reads the local data, reloads the user when a token exists, starts the focus check. */
  start(): Promise<void>;
  dispose(): void;
  /** Tracked under LOGIN_CALL, whose success message is "Login Request Successfull". */
  login(request: LoginRequest, mode?: ApplicationMode): Promise<LoginOutcome>;
  /** Tracked under OPENID_LOGIN_CALL: signs in with the provider's callback, after validateOpenIdSession. */
  openIdLogin(callbackUrl: string, mode?: ApplicationMode): Promise<LoginOutcome>;
  /** Spec section 4: true when the whole previous session was cleared, false otherwise. */
  validateOpenIdSession(incomingSession: string, mode: ApplicationMode): Promise<boolean>;
  /** Reloads user and roles in another application mode and stores them. */
  switchApplicationMode(mode: ApplicationMode): Promise<void>;
  logout(): Promise<void>;
  /**
   * Work that must reach the server while the session still holds (a column layout saved a moment ago):
   * signing out waits for every registered task, at most SIGN_OUT_FLUSH_MS. Returns the unregistration.
   */
  beforeSignOut(task: () => Promise<void>): () => void;
  /** Reloads to the stored user's landing page when another tab changed the user or application mode. */
  checkFocus(): Promise<void>;
  /** The bearer token of the current session, or null when signed out. */
  getToken(): string | null;
}

/** How long signing out waits for the work registered with `beforeSignOut`. */
export const SIGN_OUT_FLUSH_MS = 3000;

/** Where the browser is, as a router path under the base path with its query. */
function currentRouterPath(): string {
  const { pathname, search } = window.location;
  const path = pathname.startsWith(BASE_PATH) ? pathname.slice(BASE_PATH.length) || '/' : pathname;
  return `${path}${search}`;
}

function failureMessage(error: unknown): string {
  return error instanceof Error && error.message.trim() !== '' ? error.message : NO_MESSAGE_FAILURE;
}

@injectable()
export class DefaultSessionStore implements SessionStore {
  ready = false;
  private readonly items = observable.map<LocalItemKey, unknown>({}, { deep: false });
  private started = false;
  /** Set once the page is on its way to the login page, so a burst of 401s redirects once. */
  private leaving = false;
  /** User info being fetched and stored: while it is, the focus check waits (the storage is mid-write). */
  private readonly users: UserLoader;
  private readonly onFocus = () => void this.checkFocus();
  private readonly signOutTasks = new Set<() => Promise<void>>();
  private readonly stopUnauthorized: () => void;

  constructor(
    @inject(AuthApi) private readonly api: AuthApi,
    @inject(SecureStorage) private readonly storage: SecureStorage,
    @inject(PageNavigator) private readonly navigator: PageNavigator,
    @inject(CallTracker) private readonly calls: CallTracker,
    @inject(SessionTokens) private readonly tokens: SessionTokens,
    @inject(LandingRoutes) @optional() private readonly landingRoutes?: LandingRoutes,
    @inject(ScreenPreload) @optional() private readonly screenPreload?: ScreenPreload,
  ) {
    this.stopUnauthorized = tokens.onUnauthorized(() => void this.leaveToLogin());
    this.users = new UserLoader(api, storage, (entries) =>
      runInAction(() => {
        for (const [key, value] of entries) this.items.set(key, value);
      }),
    );
    makeObservable(this, {
      ready: observable,
      hasToken: computed,
      user: computed,
      username: computed,
      applicationMode: computed,
      landingPage: computed,
      landingFallback: computed,
      isPartner: computed,
      partnerManagement: computed,
    });
  }

  get hasToken(): boolean {
    return this.tokens.value !== null;
  }

  get user(): UserInfo | null {
    return this.hasToken ? (this.item('userInfo') ?? null) : null;
  }

  get username(): string | null {
    return this.item('username') ?? null;
  }

  get applicationMode(): ApplicationMode {
    return this.item('applicationMode') ?? DEFAULT_APPLICATION_MODE;
  }

  get landingPage(): string {
    const user = this.user;
    return resolveLanding(user?.landingPage, this.landingRoutes, user ? this.subjectOf(user) : undefined);
  }

  get landingFallback(): LandingFallback | null {
    const user = this.user;
    return user ? landingFallback(user.landingPage, this.landingRoutes, this.subjectOf(user)) : null;
  }

  /** Who the user is to the permission evaluator: what decides which landing page they may open. */
  private subjectOf(user: UserInfo): PermissionSubject {
    return {
      permissions: user.permissions,
      developerAccess: user.developerAccess,
      copyConfiguration: user.copyConfiguration,
      isPartner: user.isPartner,
      partnerManagement: user.partnerManagement,
    };
  }

  get isPartner(): boolean {
    return this.item('IsPartner') ?? this.user?.isPartner ?? false;
  }

  get partnerManagement(): boolean {
    return this.item('partnerManagement') ?? this.user?.partnerManagement ?? false;
  }

  item<K extends LocalItemKey>(key: K): LocalItems[K] | undefined {
    return this.items.get(key) as LocalItems[K] | undefined;
  }

  async setItem<K extends LocalItemKey>(key: K, value: LocalItems[K]): Promise<void> {
    runInAction(() => this.items.set(key, value));
    await this.storage.set(key, value);
  }

  async removeItem(key: LocalItemKey): Promise<void> {
    runInAction(() => this.items.delete(key));
    await this.storage.remove(key);
  }

  async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    window.addEventListener('focus', this.onFocus);
    await this.hydrate();
    const current = this.tokens.reread();
    if (current !== null) {
      // The screen being loaded starts now with the user as stored, beside their reload.
      const stored = this.user;
      if (stored) this.screenPreload?.open(currentRouterPath(), this.subjectOf(stored));
      try {
        await this.users.load(this.applicationMode, userIdFromSession(current));
      } catch {
        // The stored user info stays in use; a 401 has already ended the session through handleUnauthorized.
      }
    }
    runInAction(() => {
      this.ready = true;
    });
  }

  dispose(): void {
    window.removeEventListener('focus', this.onFocus);
    this.stopUnauthorized();
  }

  async login(request: LoginRequest, mode: ApplicationMode = this.applicationMode): Promise<LoginOutcome> {
    return this.attemptLogin(LOGIN_CALL, LOGIN_SUCCESS_MESSAGE, async () => {
      const response = await this.api.login(request);
      // The login answer carries user and roles in the default mode: another mode is loaded as before.
      const carried = response.user?.applicationMode === mode ? response.user : undefined;
      const user = await this.establishSession(formatSessionValue(response.token, response.expiry), mode, carried);
      const landingPage = resolveLanding(user.landingPage, this.landingRoutes, this.subjectOf(user));
      // The landing screen starts loading before the console has rendered anything of it.
      if (!response.passwordExpired) {
        this.screenPreload?.open(landingPage, this.subjectOf(user));
        this.storage.set(LAST_LANDING_KEY, landingPage).catch(() => undefined);
      }
      return { landingPage, passwordExpired: response.passwordExpired, sessionReplaced: false };
    });
  }

  async openIdLogin(callbackUrl: string, mode: ApplicationMode = this.applicationMode): Promise<LoginOutcome> {
    return this.attemptLogin(OPENID_LOGIN_CALL, OPEN_ID_SUCCESS_MESSAGE, async () => {
      const response = await this.api.openIdLogin(callbackUrl);
      const incoming = formatSessionValue(response.token, response.expiry);
      const sessionReplaced = await this.validateOpenIdSession(incoming, mode);
      const user = await this.establishSession(incoming, mode);
      return {
        landingPage: resolveLanding(user.landingPage, this.landingRoutes, this.subjectOf(user)),
        passwordExpired: response.passwordExpired,
        sessionReplaced,
      };
    });
  }

  async validateOpenIdSession(incomingSession: string, mode: ApplicationMode): Promise<boolean> {
    const current = readSessionCookie();
    if (current === null) {
      await this.clearEverything();
      return false;
    }
    await this.sendLogout(current);
    if (userIdFromSession(current) === userIdFromSession(incomingSession) && this.applicationMode === mode) {
      this.tokens.drop();
      return false;
    }
    await this.clearEverything();
    return true;
  }

  async switchApplicationMode(mode: ApplicationMode): Promise<void> {
    const current = readSessionCookie();
    if (current === null) return;
    await this.users.load(mode, userIdFromSession(current));
  }

  beforeSignOut(task: () => Promise<void>): () => void {
    this.signOutTasks.add(task);
    return () => this.signOutTasks.delete(task);
  }

  async logout(): Promise<void> {
    if (this.leaving) return;
    await this.runSignOutTasks();
    const current = readSessionCookie() ?? this.tokens.value;
    if (current !== null) await this.sendLogout(current);
    await this.leaveToLogin();
  }

  async checkFocus(): Promise<void> {
    if (this.users.busy || this.leaving) return;
    const [storedName, storedMode] = await Promise.all([
      this.readStored('username'),
      this.readStored('applicationMode'),
    ]);
    if (this.users.busy || this.leaving) return;
    const sameUser = (storedName ?? null) === this.username;
    const sameMode = (storedMode ?? DEFAULT_APPLICATION_MODE) === this.applicationMode;
    if (sameUser && sameMode) return;
    const storedUser = await this.readStored('userInfo');
    const subject = storedUser ? this.subjectOf(storedUser) : undefined;
    this.navigator.assign(`${BASE_PATH}${resolveLanding(storedUser?.landingPage, this.landingRoutes, subject)}`);
  }

  getToken(): string | null {
    return this.tokens.getToken();
  }

  private async attemptLogin(
    kind: string,
    successMessage: string,
    run: () => Promise<Omit<Extract<LoginOutcome, { ok: true }>, 'ok'>>,
  ): Promise<LoginOutcome> {
    try {
      const result = await this.calls.track(kind, run(), { successMessage });
      return { ok: true, ...result };
    } catch (error) {
      return { ok: false, message: failureMessage(error) };
    }
  }

  /**
   * Stores the token, then the user and roles (`carried` when the sign-in's answer had them, else loaded);
   * a session whose user cannot be loaded is not kept.
   */
  private async establishSession(value: string, mode: ApplicationMode, carried?: UserInfo): Promise<UserInfo> {
    this.tokens.hold(value);
    this.leaving = false;
    const userId = userIdFromSession(value);
    try {
      return await (carried ? this.users.adopt(mode, userId, carried) : this.users.load(mode, userId));
    } catch (error) {
      this.tokens.drop();
      throw error;
    }
  }

  private async hydrate(): Promise<void> {
    const values = await Promise.all(LOCAL_ITEM_KEYS.map(async (key) => [key, await this.readStored(key)] as const));
    runInAction(() => {
      for (const [key, value] of values) {
        if (value !== undefined) this.items.set(key, value);
      }
    });
  }

  private async readStored<K extends LocalItemKey>(key: K): Promise<LocalItems[K] | undefined> {
    return parseLocalItem(key, await this.storage.get(key));
  }

  private async sendLogout(sessionValue: string): Promise<void> {
    const token = parseSessionValue(sessionValue)?.token;
    const user = this.item('userInfo');
    const userName = this.username ?? user?.username;
    if (!token || !user || !userName) return;
    try {
      await this.api.logout({ tenantId: user.tenantId, userName, token });
    } catch {
      // The local session ends whether or not the server heard about it.
    }
  }

  private async clearEverything(): Promise<void> {
    this.users.forget();
    this.tokens.drop();
    sessionStorage.clear();
    runInAction(() => {
      this.items.clear();
    });
    await this.storage.clear();
  }

  private async runSignOutTasks(): Promise<void> {
    const tasks = [...this.signOutTasks].map((task) => task().catch(() => undefined));
    let timer: ReturnType<typeof setTimeout> | undefined;
    const limit = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, SIGN_OUT_FLUSH_MS);
    });
    await Promise.race([Promise.all(tasks), limit]);
    clearTimeout(timer);
  }

  private async leaveToLogin(): Promise<void> {
    if (this.leaving) return;
    this.leaving = true;
    try {
      await this.clearEverything();
    } finally {
      this.navigator.replace(LOGIN_URL);
    }
  }
}
