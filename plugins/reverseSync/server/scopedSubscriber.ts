import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { accountScope } from '../../../core/server/auth/accountScope.ts';
import type { AuthContext } from '../../../core/server/auth/authContext.ts';
import { isUuid } from '../../../core/server/db/ids.ts';
import type { CoreDatabase } from '../../../core/server/db/schema.ts';
import { notFound } from '../../../core/server/http/errors.ts';
import type { ExampleLookup } from '../../../core/server/http/route.ts';
import { reverseDb } from './reverseTables.ts';

/** A subscriber of the caller's tenant within the caller's partner accounts, or a 404. */
export async function scopedSubscriber(
  db: Kysely<CoreDatabase>,
  request: FastifyRequest,
  auth: AuthContext,
  subscriberId: string,
) {
  const row = isUuid(subscriberId)
    ? await reverseDb(db)
        .selectFrom('reverse_subscribers')
        .selectAll()
        .where('tenant_id', '=', auth.tenantId)
        .where('id', '=', subscriberId)
        .executeTakeFirst()
    : undefined;
  if (!row || !(await accountScope(db, request, auth)).includes(row.account_id)) throw notFound('The subscriber');
  return row;
}

/** An example subscriber of a tenant, for the permission matrix. */
export const exampleSubscriber = async ({ db, tenantId }: ExampleLookup) => {
  const row = await reverseDb(db)
    .selectFrom('reverse_subscribers')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .orderBy('created_at')
    .executeTakeFirst();
  return row ? { subscriberId: row.id } : null;
};
