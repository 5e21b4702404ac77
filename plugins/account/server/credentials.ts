import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { PasswordPolicy } from '../../../core/contract/auth.ts';
import { hashPassword, verifyPassword } from '../../../core/server/auth/passwords.ts';
import { selectUsers, type UserRecord } from '../../../core/server/auth/userDirectory.ts';
import type { CoreDatabase } from '../../../core/server/db/schema.ts';

/**
 * What signing in and the password calls check of who calls: the user by name, the password against its
 * hash (or a dummy hash, at the same cost) and the password's age.
 */

const DAY = 24 * 60 * 60 * 1000;

/** Usernames are unique across tenants, compared without case. */
export async function findUserByUsername(db: Kysely<CoreDatabase>, username: string): Promise<UserRecord | undefined> {
  return selectUsers(db)
    .where(sql<string>`lower(username)`, '=', username.trim().toLowerCase())
    .executeTakeFirst();
}

let dummyHash: Promise<string> | null = null;

/**
 * A hash of a random password nobody knows. Verifying against it when the user does not exist (or has
 * no password) costs the same as a real verification, so the answer time does not reveal the account.
 */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(32).toString('base64url'));
  return dummyHash;
}

/** Verifies against the user's hash, or against the dummy hash when there is none: always one argon2 run. */
export async function verifyPasswordOrDummy(
  passwordHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!passwordHash) {
    await verifyPassword(await dummyPasswordHash(), password);
    return false;
  }
  return verifyPassword(passwordHash, password);
}

/** True when the policy has a maximum age and the password is older than it. */
export function isPasswordExpired(policy: PasswordPolicy, changedAt: Date, now: number): boolean {
  return policy.maxAgeDays > 0 && now - changedAt.getTime() > policy.maxAgeDays * DAY;
}
