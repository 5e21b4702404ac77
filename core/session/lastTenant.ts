import { inject, injectable } from 'inversify';
import { reaction } from 'mobx';
import { SecureStorage } from './secureStorage.ts';
import { SessionStore } from './SessionStore.ts';

/** A session value, not a browser preference: signing out and a 401 clear it with the rest of the session. */
export const LAST_TENANT_KEY = 'lastTenant';

/**
 * The tenant of the last sign-in on this browser, kept (encrypted) until the session's data is cleared, so
 * the public screens (change password) can show that tenant's rules to a visitor whose session lapsed
 * without signing out.
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
