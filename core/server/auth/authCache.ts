import type { ApplicationMode } from '../../contract/auth.ts';
import type { PermissionSubject } from '../../contract/permissions.ts';
import { AUTH_CHANGE_CHANNEL, type AuthChangeKind } from '../db/authChangeMigration.ts';
import type { SdpDatabase } from '../db/database.ts';
import type { NotificationListener } from '../db/notifications.ts';

/** A session as every request needs it: the session row, its user, its tenant and the merged roles. */
export interface SessionSnapshot {
  readonly sessionId: string;
  readonly tenantId: string;
  readonly userId: string;
  readonly roleIds: readonly string[];
  readonly applicationMode: ApplicationMode;
  readonly lastSeenAt: number;
  readonly idleExpiresAt: number;
  readonly absoluteExpiresAt: number;
  readonly revoked: boolean;
  /** The user's status is ACTIVE. */
  readonly active: boolean;
  readonly username: string;
  readonly accountId: string | null;
  /** The tenant's own idle timeout, if it sets one. */
  readonly idleMinutes: number | null;
  readonly tenantVersion: number;
  /** Frozen, shared by every request of the session while the snapshot lives. */
  readonly subject: PermissionSubject;
}

export interface AuthCacheOptions {
  /** How long a snapshot may serve without being read again, even if no change was heard. */
  ttlMs: number;
  maxEntries: number;
}

export interface AuthCacheStats {
  /** The listener is subscribed; while it is not, nothing is served from the cache. */
  listening: boolean;
  entries: number;
  hits: number;
  misses: number;
}

const DEFAULT_OPTIONS: AuthCacheOptions = { ttlMs: 30_000, maxEntries: 10_000 };

const MATCHES: Record<AuthChangeKind, (snapshot: SessionSnapshot, id: string) => boolean> = {
  session: (snapshot, id) => snapshot.sessionId === id,
  user: (snapshot, id) => snapshot.userId === id,
  role: (snapshot, id) => snapshot.roleIds.includes(id),
  tenant: (snapshot, id) => snapshot.tenantId === id,
};

interface Entry {
  snapshot: SessionSnapshot;
  storedAt: number;
}

/**
 * The per-process cache of session snapshots by token hash. The database announces every change to
 * the rows a snapshot is made of (`db/authChangeMigration.ts`); this process's one listener evicts the
 * snapshots concerned, so writers need no code for it, and several processes on one PostgreSQL stay
 * correct. A lost listener empties the cache and turns it off until it has subscribed again; a short
 * TTL bounds what a missed notification could cost.
 */
export class AuthCache {
  readonly #entries = new Map<string, Entry>();
  readonly #options: AuthCacheOptions;
  #listener: NotificationListener | null = null;
  #listening = false;
  /** Grows with every eviction: a read that saw another value may hold what was just evicted. */
  #generation = 0;
  /** The count of this process's writes whose notifications have certainly been heard. */
  #heardThrough = 0;
  #catchingUp: { target: number; done: Promise<void> } | null = null;
  #hits = 0;
  #misses = 0;

  constructor(
    private readonly database: Pick<SdpDatabase, 'listen' | 'writesCompleted'>,
    private readonly clock: () => number,
    options: Partial<AuthCacheOptions> = {},
  ) {
    this.#options = { ...DEFAULT_OPTIONS, ...options };
  }

  async start(): Promise<void> {
    this.#listener = await this.database.listen(AUTH_CHANGE_CHANNEL, {
      notified: (payload) => this.#changed(payload),
      connected: () => {
        this.#clear();
        this.#listening = true;
      },
      lost: () => {
        this.#listening = false;
        this.#clear();
      },
    });
  }

  async stop(): Promise<void> {
    this.#listening = false;
    this.#clear();
    await this.#listener?.close();
    this.#listener = null;
  }

  /** The snapshot of a token hash, if one is held, still fresh, and no change this process made is unheard. */
  async get(tokenHash: string): Promise<SessionSnapshot | undefined> {
    if (!this.#listening) return undefined;
    await this.#catchUp();
    const entry = this.#entries.get(tokenHash);
    if (entry && this.clock() - entry.storedAt < this.#options.ttlMs) {
      this.#hits += 1;
      return entry.snapshot;
    }
    if (entry) this.#entries.delete(tokenHash);
    this.#misses += 1;
    return undefined;
  }

  /** Call before reading a snapshot from the database, and hand the value to put(). */
  readStarted(): number {
    return this.#generation;
  }

  /** Keeps a snapshot read from the database, unless a change was heard while it was read. */
  put(tokenHash: string, snapshot: SessionSnapshot, readStarted: number): void {
    if (!this.#listening || readStarted !== this.#generation) return;
    if (this.#entries.size >= this.#options.maxEntries && !this.#entries.has(tokenHash)) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
    this.#entries.set(tokenHash, { snapshot, storedAt: this.clock() });
  }

  stats(): AuthCacheStats {
    return { listening: this.#listening, entries: this.#entries.size, hits: this.#hits, misses: this.#misses };
  }

  /**
   * When this process has written since it last caught up, waits for its listener to hear those writes'
   * notifications, so its own change (a logout, a role edit) shows on the very next request.
   */
  async #catchUp(): Promise<void> {
    const target = this.database.writesCompleted();
    if (target <= this.#heardThrough || !this.#listener) return;
    // A round trip started once `target` writes had completed covers them; a later one covers them too.
    if (!this.#catchingUp || this.#catchingUp.target < target) {
      const done = this.#listener.sync().then(() => {
        this.#heardThrough = Math.max(this.#heardThrough, target);
      });
      this.#catchingUp = { target, done };
    }
    await this.#catchingUp.done;
  }

  #changed(payload: string): void {
    this.#generation += 1;
    const separator = payload.indexOf(':');
    const kind = payload.slice(0, separator);
    if (separator < 0 || !Object.hasOwn(MATCHES, kind)) {
      this.#entries.clear();
      return;
    }
    const matches = MATCHES[kind as AuthChangeKind];
    const id = payload.slice(separator + 1);
    for (const [tokenHash, entry] of this.#entries) {
      if (matches(entry.snapshot, id)) this.#entries.delete(tokenHash);
    }
  }

  #clear(): void {
    this.#generation += 1;
    this.#entries.clear();
  }
}
