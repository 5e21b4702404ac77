import { sql, type Kysely } from 'kysely';
import type { CoreDatabase } from '../../../core/server/db/schema.ts';

/**
 * The next number of a tenant's transfers (`TR-000042`) or requisitions (`RQ-000007`): the tenant's
 * numbering is serialised by a transaction lock, so two writers never take one number.
 */
export async function nextNumber(
  trx: Kysely<CoreDatabase>,
  tenantId: string,
  table: 'inventory_transfers' | 'inventory_requisitions',
  prefix: 'TR' | 'RQ',
): Promise<string> {
  await sql`select pg_advisory_xact_lock(hashtext(${`${table}:${tenantId}`}))`.execute(trx);
  const { rows } = await sql<{ last: number | null }>`
    select max(substring(number from 4)::integer) as last from ${sql.table(table)} where tenant_id = ${tenantId}`.execute(
    trx,
  );
  return `${prefix}-${String((rows[0]?.last ?? 0) + 1).padStart(6, '0')}`;
}
