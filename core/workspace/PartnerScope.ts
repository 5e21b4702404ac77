import { inject, injectable } from 'inversify';
import { action, computed, makeObservable, observable, reaction, type IReactionDisposer } from 'mobx';
import type { PartnerAccount } from '../contract/auth.ts';
import { HttpClient } from '../http/HttpClient.ts';
import { RequestAccountScope } from '../http/RequestAccountScope.ts';
import { SessionStore } from '../session/SessionStore.ts';
import { partnerAndTenantInfoCall } from './tenantCalls.ts';

/**
 * The partner hierarchy of a partner user: the path from the hierarchy's root to their account, and
 * the account they narrowed the console to. Plugins read `scopeAccountId` to filter their data.
 */
export const PartnerScope = Symbol.for('sdp.PartnerScope');
export interface PartnerScope {
  /** True for a partner user: the hierarchy bar is shown. */
  readonly active: boolean;
  /** From the root of the hierarchy down to the user's own account. */
  readonly accountPath: readonly PartnerAccount[];
  /** The user's own account, then every account beneath it: what the selector offers. */
  readonly selectableAccounts: readonly PartnerAccount[];
  /** The account chosen in the selector; null means the user's own account with everything beneath it. */
  readonly selectedAccountId: string | null;
  readonly selectedAccount: PartnerAccount | null;
  /** The account path down to the selected account: what the hierarchy bar shows. */
  readonly scopePath: readonly PartnerAccount[];
  /** The account data should be narrowed to: the selected one, else the user's own; null for tenant users. */
  readonly scopeAccountId: string | null;
  select(accountId: string | null): void;
  /** Follows the session: loads the hierarchy when a partner user is signed in. Returns the function that stops. */
  start(): () => void;
  load(): Promise<void>;
}

/** The account, then its descendants level by level. */
function withDescendants(accounts: readonly PartnerAccount[], rootId: string): PartnerAccount[] {
  const root = accounts.find((account) => account.accountId === rootId);
  if (!root) return [];
  const result = [root];
  for (let i = 0; i < result.length; i += 1) {
    const parentId = result[i]?.accountId;
    for (const account of accounts) {
      if (account.parentAccountId === parentId && !result.includes(account)) result.push(account);
    }
  }
  return result;
}

@injectable()
export class SessionPartnerScope implements PartnerScope {
  selectedAccountId: string | null = null;

  constructor(
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(HttpClient) private readonly http: HttpClient,
    @inject(RequestAccountScope) private readonly requestScope: RequestAccountScope,
  ) {
    makeObservable(this, {
      selectedAccountId: observable,
      active: computed,
      accountPath: computed,
      selectableAccounts: computed,
      selectedAccount: computed,
      scopePath: computed,
      scopeAccountId: computed,
      select: action,
    });
  }

  get active(): boolean {
    return this.session.user !== null && this.session.isPartner;
  }

  get accountPath(): readonly PartnerAccount[] {
    if (!this.active) return [];
    const stored = this.session.item('partnerTenantInfo')?.accountPath;
    if (stored && stored.length > 0) return stored;
    const own = this.ownAccountId();
    return this.session.item('partnerInfo')?.filter((account) => account.accountId === own) ?? [];
  }

  get selectableAccounts(): readonly PartnerAccount[] {
    const own = this.ownAccountId();
    if (!this.active || own === null) return [];
    return withDescendants(this.session.item('partnerInfo') ?? [], own);
  }

  get selectedAccount(): PartnerAccount | null {
    if (this.selectedAccountId === null) return null;
    return this.selectableAccounts.find((account) => account.accountId === this.selectedAccountId) ?? null;
  }

  get scopePath(): readonly PartnerAccount[] {
    const selected = this.selectedAccount;
    if (!selected) return this.accountPath;
    const byId = new Map(this.selectableAccounts.map((account) => [account.accountId, account]));
    const below: PartnerAccount[] = [];
    const own = this.ownAccountId();
    for (let account: PartnerAccount | undefined = selected; account && account.accountId !== own;) {
      below.unshift(account);
      account = account.parentAccountId ? byId.get(account.parentAccountId) : undefined;
    }
    return [...this.accountPath, ...below];
  }

  get scopeAccountId(): string | null {
    if (!this.active) return null;
    return this.selectedAccount?.accountId ?? this.ownAccountId();
  }

  select(accountId: string | null): void {
    const own = this.ownAccountId();
    this.selectedAccountId = accountId === null || accountId === own ? null : accountId;
  }

  start(): () => void {
    const dispose: IReactionDisposer = reaction(
      () => (this.session.ready && this.active ? this.session.user?.userId : null),
      (userId) => {
        this.select(null);
        if (userId) void this.load();
      },
      { fireImmediately: true },
    );
    // Every request narrows to the chosen account (the server scopes to the user's own subtree already).
    const narrow = reaction(
      () => this.selectedAccount?.accountId ?? null,
      (accountId) => this.requestScope.set(accountId),
      { fireImmediately: true },
    );
    return () => {
      dispose();
      narrow();
    };
  }

  async load(): Promise<void> {
    const user = this.session.user;
    if (!user) return;
    try {
      const { data } = await this.http.call(partnerAndTenantInfoCall, { tenantId: user.tenantId });
      if (this.session.user?.userId !== user.userId) return;
      await Promise.all([
        this.session.setItem('partnerTenantInfo', data.partnerTenantInfo),
        this.session.setItem('partnerInfo', data.partnerInfo),
      ]);
    } catch {
      // The HTTP client has shown the failure; the bar keeps the hierarchy stored at sign-in.
    }
  }

  private ownAccountId(): string | null {
    return this.session.user?.accountId ?? this.session.item('agentAccountId') ?? null;
  }
}
