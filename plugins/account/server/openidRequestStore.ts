import type { Kysely } from 'kysely';
import type { CoreDatabase } from '../../../core/server/db/schema.ts';
import type { Clock } from '../../../core/server/auth/sessionService.ts';
import { accountDb, type AccountDb } from './accountTables.ts';
import type { AuthorizationSecrets } from './openidClient.ts';

/** How long the provider has to send the browser back with the code. */
export const OPENID_REQUEST_TTL_MS = 10 * 60_000;

export interface PendingOpenIdRequest extends AuthorizationSecrets {
  tenantId: string;
}

export type TakenOpenIdRequest =
  { status: 'pending'; request: PendingOpenIdRequest } | { status: 'unknown' } | { status: 'expired' };

/**
 * Pending authorization requests, in the database so that any server process can finish a sign-in
 * another one started. Each is single use: taking it deletes it.
 */
export class OpenIdRequestStore {
  private readonly db: AccountDb;

  constructor(
    db: Kysely<CoreDatabase>,
    private readonly clock: Clock,
  ) {
    this.db = accountDb(db);
  }

  async save(request: PendingOpenIdRequest): Promise<void> {
    const now = this.clock();
    await this.db.deleteFrom('oidc_requests').where('expires_at', '<=', new Date(now)).execute();
    await this.db
      .insertInto('oidc_requests')
      .values({
        state: request.state,
        tenant_id: request.tenantId,
        code_verifier: request.codeVerifier,
        nonce: request.nonce,
        created_at: new Date(now),
        expires_at: new Date(now + OPENID_REQUEST_TTL_MS),
      })
      .execute();
  }

  /** Removes the request named by this state and returns it; a used or never issued state is 'unknown'. */
  async take(state: string): Promise<TakenOpenIdRequest> {
    const row = await this.db
      .deleteFrom('oidc_requests')
      .where('state', '=', state)
      .returning(['state', 'tenant_id', 'code_verifier', 'nonce', 'expires_at'])
      .executeTakeFirst();
    if (!row) return { status: 'unknown' };
    if (row.expires_at.getTime() <= this.clock()) return { status: 'expired' };
    return {
      status: 'pending',
      request: { state: row.state, tenantId: row.tenant_id, codeVerifier: row.code_verifier, nonce: row.nonce },
    };
  }
}
