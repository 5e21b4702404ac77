import type { Kysely } from 'kysely';
import type { CoreDatabase } from '../../../../core/server/db/schema.ts';
import { serverToken } from '../../../../core/server/pluginServices.ts';

/**
 * The delays that failed sign-ins put on accounts, for the screens that show and lift them (the users
 * plugin). An account's failures are counted by username, whether or not the account exists.
 */
export interface SignInLocks {
  /**
   * For each of the usernames whose sign-in is delayed now, the epoch milliseconds at which its delay
   * ends, keyed by the username as given. Reads with `db`, so inside a transaction it reads the transaction's view.
   */
  lockedUntil(db: Kysely<CoreDatabase>, usernames: readonly string[]): Promise<Map<string, number>>;
  /** Forgets every failed sign-in of the username inside the caller's transaction (an administrator unlocking the account). */
  unlock(trx: Kysely<CoreDatabase>, username: string): Promise<void>;
}

export const SignInLocks = serverToken<SignInLocks>('account', 'SignInLocks');
