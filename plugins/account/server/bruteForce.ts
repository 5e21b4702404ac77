import { sql, type Kysely } from 'kysely';
import type { CoreDatabase } from '../../../core/server/db/schema.ts';
import { tooManyRequests } from '../../../core/server/http/errors.ts';
import type { Clock } from '../../../core/server/auth/sessionService.ts';
import type { SignInLocks } from '../public/server/SignInLocks.ts';
import { accountDb, type AccountDb } from './accountTables.ts';

/** Advisory-lock namespace of the per-key locks that serialise attempts on one key across processes. */
const LOCK_NAMESPACE = 7312;
const PRUNE_INTERVAL_MS = 60_000;

export interface AttemptLimits {
  /** Failures inside the window after which attempts are delayed. */
  maxFailures: number;
  windowMs: number;
}

/** The key counting failures of one account, whether or not the account exists. */
export function accountKey(username: string): string {
  return `user:${username.trim().toLowerCase()}`;
}

/** The key counting failures from one client address. */
export function addressKey(address: string): string {
  return `ip:${address}`;
}

export interface Attempt {
  /** The attempt did not fail: it stops counting, and the keys named by clearOnSuccess forget their failures. */
  succeeded(): Promise<void>;
}

export interface BeginOptions {
  /** Keys whose whole failure count a success clears (the account; never the address). */
  clearOnSuccess?: readonly string[];
}

/**
 * Counts failed attempts per key in the database, so every server process sees the same counts.
 * After maxFailures inside the window, each further attempt must wait 2^(failures - max) seconds
 * after the latest one (at most the window): growing delays, never a permanent lockout.
 *
 * An attempt is recorded as a failure when it begins and forgotten if it succeeds, so a burst of
 * parallel guesses is counted before any of them is verified.
 */
export class BruteForceGuard {
  private lastPrune = 0;
  private readonly db: AccountDb;

  constructor(
    db: Kysely<CoreDatabase>,
    private readonly limits: AttemptLimits,
    private readonly clock: Clock,
  ) {
    this.db = accountDb(db);
  }

  /** How long an attempt must still wait, given the failures inside the window. */
  delayMs(failures: number, latest: Date, now: number): number {
    if (failures < this.limits.maxFailures) return 0;
    const delay = Math.min(2 ** (failures - this.limits.maxFailures) * 1000, this.limits.windowMs);
    return Math.max(0, latest.getTime() + delay - now);
  }

  /** Refuses with 429 while any key is delayed; otherwise records the attempt. */
  async begin(keys: readonly string[], options: BeginOptions = {}): Promise<Attempt> {
    const now = this.clock();
    const unique = [...new Set(keys)].sort();
    const outcome = await this.db.transaction().execute(async (trx) => {
      for (const key of unique) {
        await sql`select pg_advisory_xact_lock(${LOCK_NAMESPACE}::int, hashtext(${key}::text))`.execute(trx);
      }
      const counts = await trx
        .selectFrom('auth_failures')
        .select(['key', sql<number>`count(*)::int`.as('failures'), sql<Date>`max(failed_at)`.as('latest')])
        .where('key', 'in', unique)
        .where('failed_at', '>', new Date(now - this.limits.windowMs))
        .groupBy('key')
        .execute();
      const waitMs = Math.max(0, ...counts.map((row) => this.delayMs(row.failures, new Date(row.latest), now)));
      if (waitMs > 0) return { waitMs, ids: [] as string[] };
      const rows = await trx
        .insertInto('auth_failures')
        .values(unique.map((key) => ({ key, failed_at: new Date(now) })))
        .returning('id')
        .execute();
      return { waitMs: 0, ids: rows.map((row) => row.id) };
    });
    if (outcome.waitMs > 0) throw tooManyRequests(Math.ceil(outcome.waitMs / 1000));
    await this.pruneOccasionally(now);

    const clear = [...(options.clearOnSuccess ?? [])];
    return {
      succeeded: async () => {
        let query = this.db.deleteFrom('auth_failures').where('id', 'in', outcome.ids);
        if (clear.length > 0) {
          query = this.db
            .deleteFrom('auth_failures')
            .where((eb) => eb.or([eb('id', 'in', outcome.ids), eb('key', 'in', clear)]));
        }
        await query.execute();
      },
    };
  }

  /** For each key delayed now, the epoch milliseconds at which its delay ends. */
  async delayedUntil(keys: readonly string[]): Promise<Map<string, number>> {
    const until = new Map<string, number>();
    if (keys.length === 0) return until;
    const now = this.clock();
    const counts = await this.db
      .selectFrom('auth_failures')
      .select(['key', sql<number>`count(*)::int`.as('failures'), sql<Date>`max(failed_at)`.as('latest')])
      .where('key', 'in', [...new Set(keys)])
      .where('failed_at', '>', new Date(now - this.limits.windowMs))
      .groupBy('key')
      .execute();
    for (const row of counts) {
      const waitMs = this.delayMs(row.failures, new Date(row.latest), now);
      if (waitMs > 0) until.set(row.key, now + waitMs);
    }
    return until;
  }

  /** Forgets every failure of the keys, inside the caller's transaction (an administrator unlocking an account). */
  async forget(db: Kysely<CoreDatabase>, keys: readonly string[]): Promise<void> {
    if (keys.length === 0) return;
    await accountDb(db)
      .deleteFrom('auth_failures')
      .where('key', 'in', [...new Set(keys)])
      .execute();
  }

  private async pruneOccasionally(now: number): Promise<void> {
    if (Math.abs(now - this.lastPrune) < PRUNE_INTERVAL_MS) return;
    this.lastPrune = now;
    await this.db
      .deleteFrom('auth_failures')
      .where('failed_at', '<', new Date(now - this.limits.windowMs))
      .execute();
  }
}

export function loginLimits(config: {
  LOGIN_MAX_FAILURES: number;
  LOGIN_FAILURE_WINDOW_MINUTES: number;
}): AttemptLimits {
  return { maxFailures: config.LOGIN_MAX_FAILURES, windowMs: config.LOGIN_FAILURE_WINDOW_MINUTES * 60_000 };
}

/** The sign-in delays as other plugins read and lift them: by username, with the handle they pass. */
export function signInLocks(limits: AttemptLimits, clock: Clock): SignInLocks {
  return {
    lockedUntil: async (db, usernames) => {
      const delays = await new BruteForceGuard(db, limits, clock).delayedUntil(usernames.map(accountKey));
      const until = new Map<string, number>();
      for (const username of usernames) {
        const end = delays.get(accountKey(username));
        if (end !== undefined) until.set(username, end);
      }
      return until;
    },
    unlock: (trx, username) => new BruteForceGuard(trx, limits, clock).forget(trx, [accountKey(username)]),
  };
}
