import { inject, injectable } from 'inversify';
import { SecureStorage } from '../session/secureStorage.ts';
import { SessionStore } from '../session/SessionStore.ts';
import type { ColumnLayout } from './columnLayout.ts';

/**
 * The column layout each user chose per grid, kept in the encrypted local storage under a key
 * naming the tenant, the user and the grid, so people sharing a browser never see each other's.
 */
export const GridPreferences = Symbol.for('sdp.GridPreferences');
export interface GridPreferences {
  /** The signed-in user's layout of the grid, or null when they never changed it (or nobody is signed in). */
  loadLayout(gridId: string): Promise<ColumnLayout | null>;
  /** Ignored while nobody is signed in. */
  saveLayout(gridId: string, layout: ColumnLayout): Promise<void>;
}

const isIdList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.length <= 500 && value.every((item) => typeof item === 'string');

/** A stored layout as written by saveLayout; a plain guard, as this module loads with the first page. */
function readLayout(value: unknown): ColumnLayout | null {
  if (typeof value !== 'object' || value === null) return null;
  const { order, hidden } = value as Record<string, unknown>;
  return isIdList(order) && isIdList(hidden) ? { order, hidden } : null;
}

@injectable()
export class SecureGridPreferences implements GridPreferences {
  constructor(
    @inject(SecureStorage) private readonly storage: SecureStorage,
    @inject(SessionStore) private readonly session: Pick<SessionStore, 'user'>,
  ) {}

  async loadLayout(gridId: string): Promise<ColumnLayout | null> {
    const key = this.key(gridId);
    if (key === null) return null;
    return readLayout(await this.storage.get(key));
  }

  async saveLayout(gridId: string, layout: ColumnLayout): Promise<void> {
    const key = this.key(gridId);
    if (key === null) return;
    await this.storage.set(key, { order: [...layout.order], hidden: [...layout.hidden] });
  }

  private key(gridId: string): string | null {
    const user = this.session.user;
    return user ? `grid.${user.tenantId}.${user.userId}.${gridId}.columns` : null;
  }
}
