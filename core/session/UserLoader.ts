import type { ApplicationMode } from '../contract/applicationMode.ts';
import type { UserInfo } from '../contract/auth.ts';
import type { AuthApi } from './authApi.ts';
import type { LocalItemKey, LocalItems } from './localItems.ts';
import type { SecureStorage } from './secureStorage.ts';

/** How long user and roles just loaded for a session and mode are reused instead of loaded again. */
export const USER_LOAD_REUSE_MS = 5_000;

interface RecentUserLoad {
  key: string;
  /** When the load ended; null while under way. */
  settledAt: number | null;
  result: Promise<UserInfo>;
}

/** The local items a user-and-roles answer sets (spec section 4). */
export function userItems(user: UserInfo): Partial<LocalItems> {
  return {
    userInfo: user,
    username: user.username,
    applicationMode: user.applicationMode,
    userId: user.userId,
    loginPartyId: user.loginPartyId,
    partnerName: user.partnerName,
    partyRoleType: user.partyRoleType,
    agentAccountId: user.agentAccountId,
    IsPartner: user.isPartner,
    partnerInfo: user.partnerInfo,
    tenantInfo: user.tenantInfo,
    partnerManagement: user.partnerManagement,
  };
}

/**
 * Loads a session's user and roles, hands the local items they set to the session (`show`) and keeps them in
 * the secure storage. A load of the same session and mode under way, or done moments ago (the page's start,
 * then an OpenID sign-in that continues the same session), is shared rather than sent again.
 */
export class UserLoader {
  /** Loads under way: while any is, the storage is mid-write. */
  private updates = 0;
  private recent: RecentUserLoad | null = null;

  constructor(
    private readonly api: AuthApi,
    private readonly storage: SecureStorage,
    private readonly show: (entries: readonly [LocalItemKey, unknown][]) => void,
    private readonly now: () => number = Date.now,
  ) {}

  /** True while user info is being fetched and stored. */
  get busy(): boolean {
    return this.updates > 0;
  }

  load(mode: ApplicationMode, userId: string): Promise<UserInfo> {
    const key = `${mode}\n${userId}`;
    const recent = this.recent;
    if (recent?.key === key && (recent.settledAt === null || this.now() - recent.settledAt < USER_LOAD_REUSE_MS)) {
      return recent.result;
    }
    return this.remember(key, this.keep(this.api.getUserAndRole(mode, userId)));
  }

  /**
   * Takes user and roles the server sent with another answer (the login's) as this session's load: shown
   * and stored like a loaded one, and reused by a load of the same session and mode moments later.
   */
  adopt(mode: ApplicationMode, userId: string, user: UserInfo): Promise<UserInfo> {
    return this.remember(`${mode}\n${userId}`, this.keep(Promise.resolve(user)));
  }

  private remember(key: string, result: Promise<UserInfo>): Promise<UserInfo> {
    const load: RecentUserLoad = { key, settledAt: null, result };
    this.recent = load;
    load.result.then(
      () => {
        load.settledAt = this.now();
      },
      () => {
        if (this.recent === load) this.recent = null;
      },
    );
    return load.result;
  }

  /** Forgets the last load: the next one asks the server again (the session ended). */
  forget(): void {
    this.recent = null;
  }

  private async keep(answer: Promise<UserInfo>): Promise<UserInfo> {
    this.updates += 1;
    try {
      const user = await answer;
      const entries = Object.entries(userItems(user)) as [LocalItemKey, unknown][];
      this.show(entries);
      await Promise.all(entries.map(([key, value]) => this.storage.set(key, value)));
      return user;
    } finally {
      this.updates -= 1;
    }
  }
}
