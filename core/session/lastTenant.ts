import { inject, injectable } from 'inversify';
import { reaction } from 'mobx';
import { PREFERENCE_KEY_PREFIX, SecureStorage } from './secureStorage.ts';
import { SessionStore } from './SessionStore.ts';

const LAST_TENANT_KEY = `${PREFERENCE_KEY_PREFIX}lastTenant`;

/**
 * The tenant of the last sign-in on this browser, kept (encrypted) after signing out like the theme, so
 * the public screens (change password) can show that tenant's rules to a signed-out user.
 */
export const LastTenant = Symbol.for('sdp.LastTenant');
export interface LastTenant {
  /** The signed-in user's tenant, else the one remembered from the last sign-in, else null. */
  read(): Promise<string | null>;
  /** Remembers each signed-in user's tenant. Returns the function that stops. */
  start(): () => void;
}

@injectable()
export class BrowserLastTenant implements LastTenant {
  constructor(
    @inject(SecureStorage) private readonly storage: SecureStorage,
    @inject(SessionStore) private readonly session: Pick<SessionStore, 'user'>,
  ) {}

  async read(): Promise<string | null> {
    const signedIn = this.session.user?.tenantId;
    if (signedIn) return signedIn;
    const stored = await this.storage.get<unknown>(LAST_TENANT_KEY);
    return typeof stored === 'string' ? stored : null;
  }

  start(): () => void {
    return reaction(
      () => this.session.user?.tenantId ?? null,
      (tenantId) => {
        if (tenantId) this.storage.set(LAST_TENANT_KEY, tenantId).catch(() => undefined);
      },
      { fireImmediately: true },
    );
  }
}
