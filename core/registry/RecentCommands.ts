import { inject, injectable, optional } from 'inversify';
import { action, makeObservable, observableRef, runInAction } from 'mobx';

/** Where recent command ids are kept between visits (the session's encrypted local storage). */
export const RecentCommandsStorage = Symbol.for('sdp.RecentCommandsStorage');
export interface RecentCommandsStorage {
  load(): Promise<readonly string[]>;
  save(ids: readonly string[]): Promise<void>;
}

export const RECENT_COMMANDS_LIMIT = 20;

/** The commands run lately, most recent first; the palette lists them before the rest. */
export const RecentCommands = Symbol.for('sdp.RecentCommands');
export interface RecentCommands {
  /** Command ids, most recent first, at most RECENT_COMMANDS_LIMIT. */
  readonly ids: readonly string[];
  record(commandId: string): void;
  /** Loads the stored list once; what was recorded meanwhile stays in front. */
  restore(): Promise<void>;
  /** Settles once every save asked for so far has been written. */
  saved(): Promise<void>;
}

function mostRecentFirst(front: readonly string[], back: readonly unknown[]): string[] {
  const ids: string[] = [];
  for (const id of [...front, ...back]) {
    if (typeof id === 'string' && id !== '' && !ids.includes(id)) ids.push(id);
    if (ids.length === RECENT_COMMANDS_LIMIT) break;
  }
  return ids;
}

/**
 * Without a bound storage the list lives for the visit only. Nothing is saved before the stored list
 * has been loaded (a first record triggers the load), so an early record never overwrites it.
 */
@injectable()
export class RecentCommandsStore implements RecentCommands {
  ids: readonly string[] = [];
  private restoring: Promise<void> | null = null;
  private restored = false;
  /** Saves run one after another, so a slower earlier save never overwrites a later list. */
  private saving: Promise<void> = Promise.resolve();

  constructor(@inject(RecentCommandsStorage) @optional() private readonly storage: RecentCommandsStorage | undefined) {
    makeObservable(this, { ids: observableRef, record: action });
  }

  record(commandId: string): void {
    this.ids = mostRecentFirst([commandId], this.ids);
    if (this.restored) this.persist();
    else void this.restore();
  }

  restore(): Promise<void> {
    this.restoring ??= this.load();
    return this.restoring;
  }

  private async load(): Promise<void> {
    if (!this.storage) return;
    let stored: readonly unknown[] = [];
    try {
      const loaded: unknown = await this.storage.load();
      if (Array.isArray(loaded)) stored = loaded;
    } catch (error) {
      console.warn('Recent commands could not be loaded', error);
    }
    const recordedMeanwhile = this.ids.length > 0;
    runInAction(() => {
      this.ids = mostRecentFirst(this.ids, stored);
    });
    this.restored = true;
    if (recordedMeanwhile) this.persist();
  }

  saved(): Promise<void> {
    return this.saving;
  }

  private persist(): void {
    const { storage } = this;
    if (!storage) return;
    const ids = this.ids;
    this.saving = this.saving.then(() =>
      storage.save(ids).catch((error: unknown) => {
        console.warn('Recent commands could not be saved', error);
      }),
    );
  }
}
