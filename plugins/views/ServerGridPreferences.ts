import { inject, injectable } from 'inversify';
import type { ColumnLayout } from '../../core/grid/columnLayout.ts';
import type { GridPreferences } from '../../core/grid/GridPreferences.ts';
import { HttpClient } from '../../core/http/HttpClient.ts';
import { SecureStorage } from '../../core/session/secureStorage.ts';
import { SessionStore } from '../../core/session/SessionStore.ts';
import type { ColumnLayoutBody } from './contract.ts';
import { readGridColumnsCall, saveGridColumnsCall } from './gridColumnsCalls.ts';

/** How long a change waits before it goes to the server, so a burst of moves and toggles is one save. */
export const SAVE_DELAY_MS = 800;

interface Save {
  gridId: string;
  layout: ColumnLayoutBody;
}

const isIdList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.length <= 500 && value.every((item) => typeof item === 'string');

/** A layout as stored or answered by the server, or null; a plain guard, as this module loads with the first page. */
export function readLayout(value: unknown): ColumnLayout | null {
  if (typeof value !== 'object' || value === null) return null;
  const { order, hidden } = value as Record<string, unknown>;
  return isIdList(order) && isIdList(hidden) ? { order, hidden } : null;
}

/**
 * The views plugin's `GridPreferences` (its module rebinds core's, which keeps layouts for the session
 * only): column layouts kept on the server per user and grid, so they outlive signing out, with a copy in the
 * encrypted local storage (cleared at sign-out like the rest) that answers at once while the server's
 * answer refreshes it for the next time. A change reaches the local copy at once and the server after
 * SAVE_DELAY_MS.
 */
@injectable()
export class ServerGridPreferences implements GridPreferences {
  /** The latest change of each key until the server has it: waiting for its timer, or on its way. */
  private readonly unsaved = new Map<string, Save>();
  private readonly timers = new Map<string, ReturnType<typeof setTimeout>>();
  /** Counts the changes of each key, so an answer the server gave before a change never replaces it. */
  private readonly changes = new Map<string, number>();
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    @inject(HttpClient) private readonly http: HttpClient,
    @inject(SecureStorage) private readonly storage: SecureStorage,
    @inject(SessionStore) private readonly session: Pick<SessionStore, 'user' | 'beforeSignOut'>,
  ) {
    session.beforeSignOut(() => this.flush());
  }

  /** Sends every change still waiting for its timer now, and waits for the saves on their way. */
  async flush(): Promise<void> {
    const waiting = [...this.timers.keys()];
    const sends = waiting.map((key) => {
      clearTimeout(this.timers.get(key));
      const save = this.unsaved.get(key);
      return save ? this.send(key, save) : Promise.resolve();
    });
    await Promise.all([...sends, ...this.inFlight]);
  }

  async loadLayout(gridId: string): Promise<ColumnLayout | null> {
    const key = this.key(gridId);
    if (key === null) return null;
    const cached = readLayout(await this.storage.get(key));
    const fromServer = this.fetch(key, gridId);
    if (cached === null) return fromServer;
    fromServer.catch((error: unknown) => console.error(`Could not read the column layout of grid "${gridId}"`, error));
    return cached;
  }

  async saveLayout(gridId: string, layout: ColumnLayout): Promise<void> {
    const key = this.key(gridId);
    if (key === null) return;
    this.changes.set(key, (this.changes.get(key) ?? 0) + 1);
    const save: Save = { gridId, layout: { order: [...layout.order], hidden: [...layout.hidden] } };
    this.unsaved.set(key, save);
    clearTimeout(this.timers.get(key));
    this.timers.set(
      key,
      setTimeout(() => void this.send(key, save), SAVE_DELAY_MS),
    );
    await this.storage.set(key, save.layout);
  }

  /** The server's layout, kept as the local copy; while a change is unsaved or came meanwhile, that change. */
  private async fetch(key: string, gridId: string): Promise<ColumnLayout | null> {
    const changesBefore = this.changes.get(key) ?? 0;
    const { data } = await this.http.call(readGridColumnsCall, { gridId });
    if (this.unsaved.has(key) || (this.changes.get(key) ?? 0) !== changesBefore) {
      return readLayout(await this.storage.get(key));
    }
    const layout = readLayout(data.columns);
    // Signed out meanwhile: the local storage was cleared and stays so.
    if (this.key(gridId) !== key) return layout;
    if (layout) await this.storage.set(key, layout);
    else await this.storage.remove(key);
    return layout;
  }

  private send(key: string, save: Save): Promise<void> {
    this.timers.delete(key);
    const sending = this.deliver(key, save).finally(() => this.inFlight.delete(sending));
    this.inFlight.add(sending);
    return sending;
  }

  private async deliver(key: string, save: Save): Promise<void> {
    try {
      // Signed out (or another user signed in) meanwhile: the change is not theirs to save.
      if (this.key(save.gridId) !== key) return;
      await this.http.call(saveGridColumnsCall, { gridId: save.gridId, columns: save.layout });
    } catch (error) {
      console.error(`Could not save the column layout of grid "${save.gridId}"`, error);
    } finally {
      if (this.unsaved.get(key) === save) this.unsaved.delete(key);
    }
  }

  private key(gridId: string): string | null {
    const user = this.session.user;
    return user ? `grid.${user.tenantId}.${user.userId}.${gridId}.columns` : null;
  }
}
