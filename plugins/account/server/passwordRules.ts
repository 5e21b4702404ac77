import type { Kysely } from 'kysely';
import type { CoreDatabase } from '../../../core/server/db/schema.ts';
import { badRequest, notFound } from '../../../core/server/http/errors.ts';
import { checkPasswordPolicy, hashPassword } from '../../../core/server/auth/passwords.ts';
import { findTenant, type UserRecord } from '../../../core/server/auth/userDirectory.ts';

/** Hashes of the user's passwords, newest first; the current password is the first. */
async function passwordHistory(
  db: Kysely<CoreDatabase>,
  tenantId: string,
  userId: string,
  limit: number,
): Promise<string[]> {
  if (limit <= 0) return [];
  const rows = await db
    .selectFrom('password_history')
    .select('password_hash')
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => row.password_hash);
}

export interface AcceptedPassword {
  passwordHash: string;
}

/**
 * Checks a new password of the user against the tenant's policy and history, and hashes it.
 * Throws a 400 naming every broken rule.
 */
export async function acceptNewPassword(
  db: Kysely<CoreDatabase>,
  user: UserRecord,
  newPassword: string,
  currentPassword?: string,
): Promise<AcceptedPassword> {
  const tenant = await findTenant(db, user.tenantId);
  if (!tenant) throw notFound('The tenant');
  const policy = tenant.passwordPolicy;
  const sameAsCurrent = currentPassword !== undefined && newPassword === currentPassword;
  const history = sameAsCurrent ? [] : await passwordHistory(db, user.tenantId, user.id, policy.historyCount);
  const broken = await checkPasswordPolicy(policy, newPassword, { username: user.username, historyHashes: history });
  if (sameAsCurrent) broken.push('It must differ from the current password.');
  if (broken.length > 0) throw badRequest(`The new password does not meet the password policy. ${broken.join(' ')}`);
  return { passwordHash: await hashPassword(newPassword) };
}
