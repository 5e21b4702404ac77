import { sql, type Kysely } from 'kysely';
import { auditedSecret } from '../../../core/contract/auditedSecret.ts';
import { recordAudit } from '../../../core/server/audit.ts';
import type { CoreDatabase } from '../../../core/server/db/schema.ts';
import type { SessionService } from '../../../core/server/auth/sessionService.ts';
import type { UserRecord } from '../../../core/server/auth/userDirectory.ts';

/** Passwords kept per user: enough for the largest history count a policy may ask for. */
export const PASSWORD_HISTORY_KEPT = 24;

export interface NewPassword {
  user: UserRecord;
  passwordHash: string;
  /** Epoch milliseconds of the change, from the server clock. */
  now: number;
  /** How the password changed: 'passwordChange' or 'passwordReset'. */
  action: 'passwordChange' | 'passwordReset';
  /** The caller's own session, kept alive by a change made from it. */
  keepSessionId?: string | undefined;
  requestId: string;
}

/**
 * Stores a new password inside the caller's transaction: the hash, the history (trimmed), the
 * revocation of the user's other sessions and the audit entry commit together.
 */
export async function storeNewPassword(
  trx: Kysely<CoreDatabase>,
  sessions: SessionService,
  change: NewPassword,
): Promise<void> {
  const { user, now } = change;
  const changedAt = new Date(now);
  await trx
    .updateTable('users')
    .set({
      password_hash: change.passwordHash,
      password_changed_at: changedAt,
      version: sql`version + 1`,
      updated_at: changedAt,
    })
    .where('tenant_id', '=', user.tenantId)
    .where('id', '=', user.id)
    .execute();
  await trx
    .insertInto('password_history')
    .values({ tenant_id: user.tenantId, user_id: user.id, password_hash: change.passwordHash })
    .execute();
  await trx
    .deleteFrom('password_history')
    .where('tenant_id', '=', user.tenantId)
    .where('user_id', '=', user.id)
    .where(
      'id',
      'not in',
      trx
        .selectFrom('password_history')
        .select('id')
        .where('tenant_id', '=', user.tenantId)
        .where('user_id', '=', user.id)
        .orderBy('created_at', 'desc')
        .limit(PASSWORD_HISTORY_KEPT),
    )
    .execute();
  await sessions.revokeAllForUser(trx, user.tenantId, user.id, change.action, change.keepSessionId);
  await recordAudit(trx, {
    tenantId: user.tenantId,
    actor: { userId: user.id, username: user.username },
    entity: 'user',
    entityId: user.id,
    action: change.action,
    before: { version: user.version, password: auditedSecret(user.passwordChangedAt, user.passwordHash !== null) },
    after: { version: user.version + 1, password: auditedSecret(changedAt), otherSessionsRevoked: true },
    requestId: change.requestId,
  });
}
