import { inject, injectable } from 'inversify';
import type { RecentCommandsStorage } from '../registry/RecentCommands.ts';
import { SecureStorage } from './secureStorage.ts';
import { SessionStore } from './SessionStore.ts';

/**
 * The palette's recent commands in the encrypted local storage, one list per user of the browser, so
 * they survive a reload; signing out clears them with the rest of the session's data.
 */
@injectable()
export class SecureRecentCommandsStorage implements RecentCommandsStorage {
  constructor(
    @inject(SecureStorage) private readonly storage: SecureStorage,
    @inject(SessionStore) private readonly session: Pick<SessionStore, 'user'>,
  ) {}

  async load(): Promise<readonly string[]> {
    const key = this.key();
    if (key === null) return [];
    const stored = await this.storage.get<unknown>(key);
    return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [];
  }

  async save(ids: readonly string[]): Promise<void> {
    const key = this.key();
    if (key !== null) await this.storage.set(key, ids);
  }

  private key(): string | null {
    const user = this.session.user;
    return user ? `recentCommands.${user.tenantId}.${user.userId}` : null;
  }
}
