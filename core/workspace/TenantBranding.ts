import { inject, injectable } from 'inversify';
import { reaction, type IReactionDisposer } from 'mobx';
import { HttpClient } from '../http/HttpClient.ts';
import { SessionStore } from '../session/SessionStore.ts';
import { ThemeEngine } from '../theme/ThemeEngine.ts';
import { TENANT_ACCOUNT, tenantLogoCall, tenantStyleCall } from './tenantCalls.ts';

/**
 * Applies the signed-in user's tenant style and logo and their theme choice. The style and logo are
 * cached in the session's `style` and `logo` items: the next load applies the cached ones as soon as
 * the session is read, before the shell is first painted, then refreshes them from the server.
 */
export const TenantBranding = Symbol.for('sdp.TenantBranding');
export interface TenantBranding {
  /** Starts following the session; the returned function stops. */
  start(): () => void;
  /** Fetches the style and logo of the signed-in user's tenant (or account) and caches them. */
  refresh(): Promise<void>;
}

@injectable()
export class SessionTenantBranding implements TenantBranding {
  constructor(
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(ThemeEngine) private readonly theme: ThemeEngine,
    @inject(HttpClient) private readonly http: HttpClient,
  ) {}

  start(): () => void {
    const disposers: IReactionDisposer[] = [
      reaction(
        () => this.session.item('style') ?? null,
        (style) => this.theme.applyStyle(style),
        { fireImmediately: true },
      ),
      reaction(
        () => this.session.item('logo') ?? null,
        (logo) => this.theme.applyLogo(logo),
        { fireImmediately: true },
      ),
      reaction(
        () => (this.session.ready ? this.session.username : undefined),
        (username) => {
          if (username !== undefined) this.theme.setUser(this.session.user ? username : null);
        },
        { fireImmediately: true },
      ),
      // Another console of the tenant saved its settings: the style version of our responses moved on.
      reaction(
        () => this.http.styleVersion ?? null,
        (version, previous) => {
          if (version !== null && previous !== null) void this.refresh();
        },
      ),
      reaction(
        () => (this.session.ready ? this.brandingKey() : null),
        (key) => {
          if (key !== null) void this.refresh();
        },
        { fireImmediately: true },
      ),
    ];
    return () => disposers.forEach((dispose) => dispose());
  }

  async refresh(): Promise<void> {
    const user = this.session.user;
    if (!user) return;
    const input = { tenantId: user.tenantId, accountId: user.accountId ?? TENANT_ACCOUNT };
    const [style, logo] = await Promise.allSettled([
      this.http.call(tenantStyleCall, input),
      this.http.call(tenantLogoCall, input),
    ]);
    // The user may have signed out (or another user in) while the calls ran.
    if (this.brandingKey() !== `${input.tenantId}/${input.accountId}`) return;
    if (style.status === 'fulfilled') await this.session.setItem('style', style.value.data);
    if (logo.status === 'fulfilled') await this.session.setItem('logo', logo.value.data.logo);
  }

  /** Which tenant (and account) the branding belongs to; null while signed out. */
  private brandingKey(): string | null {
    const user = this.session.user;
    return user ? `${user.tenantId}/${user.accountId ?? TENANT_ACCOUNT}` : null;
  }
}
