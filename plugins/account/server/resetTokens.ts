import type { Kysely } from 'kysely';
import type { CoreDatabase } from '../../../core/server/db/schema.ts';
import type { ServerServices } from '../../../core/server/serverPlugin.ts';
import type { ResetLinks } from '../public/server/ResetLinks.ts';
import type { AccountDeps } from './accountDeps.ts';
import { accountDb } from './accountTables.ts';
import { findUserByUsername } from './credentials.ts';
import { hashToken, newSecretToken } from '../../../core/server/auth/secrets.ts';

export const RESET_TOKEN_LIFETIME_MS = 15 * 60_000;
export const RESET_LINK_INVALID = 'The reset link is invalid or has expired.';
/** Used and expired tokens are kept this long (for support questions), then pruned. */
const RESET_TOKEN_RETENTION_MS = 24 * 60 * 60_000;

export interface FoundResetToken {
  tokenHash: string;
  tenantId: string;
  userId: string;
  username: string;
  expiresAt: Date;
}

/** The unused, unexpired token of an active user, or undefined. */
export async function findResetToken(
  db: Kysely<CoreDatabase>,
  token: string,
  now: number,
): Promise<FoundResetToken | undefined> {
  const tokenHash = hashToken(token);
  const row = await accountDb(db)
    .selectFrom('password_reset_tokens as t')
    .innerJoin('users as u', (join) => join.onRef('u.id', '=', 't.user_id').onRef('u.tenant_id', '=', 't.tenant_id'))
    .select([
      't.tenant_id as tenantId',
      't.user_id as userId',
      't.expires_at as expiresAt',
      't.used_at as usedAt',
      'u.username',
      'u.status',
    ])
    .where('t.token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!row || row.usedAt !== null || row.status !== 'ACTIVE' || row.expiresAt.getTime() <= now) return undefined;
  return { tokenHash, tenantId: row.tenantId, userId: row.userId, username: row.username, expiresAt: row.expiresAt };
}

/** Where the console's reset screen is reached from outside. */
export function resetLink(config: { SDP_PUBLIC_URL?: string | undefined; PORT: number }, token: string): string {
  const origin = (config.SDP_PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '');
  return `${origin}/sdp/reset-password/${token}`;
}

/**
 * Stores a new reset token of the user inside the caller's transaction and returns it; the user's
 * earlier unused tokens stop working. `lifetimeMs` is 15 minutes for a self-service reset; links an
 * administrator sends (a welcome, a forced reset) live longer.
 */
export async function storeResetToken(
  trx: Kysely<CoreDatabase>,
  user: { tenantId: string; id: string },
  now: number,
  lifetimeMs: number = RESET_TOKEN_LIFETIME_MS,
): Promise<string> {
  const token = newSecretToken();
  const tokens = accountDb(trx);
  await tokens
    .deleteFrom('password_reset_tokens')
    .where('expires_at', '<', new Date(now - RESET_TOKEN_RETENTION_MS))
    .execute();
  await tokens
    .updateTable('password_reset_tokens')
    .set({ used_at: new Date(now) })
    .where('tenant_id', '=', user.tenantId)
    .where('user_id', '=', user.id)
    .where('used_at', 'is', null)
    .execute();
  await tokens
    .insertInto('password_reset_tokens')
    .values({
      token_hash: hashToken(token),
      tenant_id: user.tenantId,
      user_id: user.id,
      expires_at: new Date(now + lifetimeMs),
      used_at: null,
      created_at: new Date(now),
    })
    .execute();
  return token;
}

/** The reset links other plugins mail (a welcome, a forced reset), each with the lifetime its caller gives. */
export function resetLinks(services: Pick<ServerServices, 'config' | 'clock'>): ResetLinks {
  return {
    create: async (trx, user, lifetimeMs) =>
      resetLink(services.config, await storeResetToken(trx, user, services.clock(), lifetimeMs)),
  };
}

/**
 * Creates a reset token for the active user of that name and mails the link. Earlier unused links of
 * the user stop working. Does nothing visible when there is no such user.
 */
export async function issueResetToken(deps: AccountDeps, username: string): Promise<void> {
  const user = await findUserByUsername(deps.db, username);
  if (!user || user.status !== 'ACTIVE') {
    deps.log.info('password reset requested for no active account; no mail sent');
    return;
  }
  const now = deps.clock();
  const token = await deps.db.transaction().execute((trx) => storeResetToken(trx, user, now));
  await deps.mailer.send({
    tenantId: user.tenantId,
    to: user.email,
    subject: 'Reset your SDP Console password',
    body: [
      `Hello ${user.firstname},`,
      '',
      `someone asked to reset the password of the SDP Console account "${user.username}".`,
      'To choose a new password, open this link within 15 minutes. It works once:',
      '',
      resetLink(deps.config, token),
      '',
      'If you did not ask for this, ignore this mail: your password stays as it is.',
    ].join('\n'),
  });
}
