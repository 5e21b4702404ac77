import type { Kysely } from 'kysely';
import type { CoreDatabase } from '../../../../core/server/db/schema.ts';
import { serverToken } from '../../../../core/server/pluginServices.ts';

/** Links to the console's reset-password screen, for the mails other plugins send (a welcome, a forced reset). */
export interface ResetLinks {
  /**
   * Stores a new reset token of the user inside the caller's transaction, valid `lifetimeMs` (the user's
   * earlier unused tokens stop working), and returns the link that uses it.
   */
  create(trx: Kysely<CoreDatabase>, user: { tenantId: string; id: string }, lifetimeMs: number): Promise<string>;
}

export const ResetLinks = serverToken<ResetLinks>('account', 'ResetLinks');
