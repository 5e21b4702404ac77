import type { Kysely } from 'kysely';
import type { CoreDatabase } from '../../../core/server/db/schema.ts';
import type { ReportsConfiguration } from '../contract.ts';
import { reportsDb } from './reportsTables.ts';

/** The tenant's reports configuration, or none allowed (version 0) before anyone saved one. */
export async function readReportsConfiguration(
  db: Kysely<CoreDatabase>,
  tenantId: string,
): Promise<ReportsConfiguration> {
  const row = await reportsDb(db)
    .selectFrom('reports_configuration')
    .select(['allowed_recipients', 'version'])
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst();
  return row
    ? { allowedRecipients: row.allowed_recipients, version: row.version }
    : { allowedRecipients: [], version: 0 };
}

/** Writes the tenant's reports configuration at the version given. */
export async function writeReportsConfiguration(
  trx: Kysely<CoreDatabase>,
  tenantId: string,
  allowedRecipients: readonly string[],
  version: number,
  by: string,
): Promise<void> {
  const columns = {
    allowed_recipients: JSON.stringify(allowedRecipients),
    version,
    updated_at: new Date(),
    updated_by: by,
  };
  await reportsDb(trx)
    .insertInto('reports_configuration')
    .values({ tenant_id: tenantId, ...columns })
    .onConflict((conflict) => conflict.column('tenant_id').doUpdateSet(columns))
    .execute();
}
