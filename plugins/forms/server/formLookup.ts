import { sql, type Kysely } from 'kysely';
import type { CoreDatabase } from '../../../core/server/db/schema.ts';
import { formsDb } from './formsTables.ts';

/** The tenant's enabled form of that name (any case), or undefined. */
export function findForm(db: Kysely<CoreDatabase>, tenantId: string, name: string) {
  return formsDb(db)
    .selectFrom('form_templates')
    .select(['name', 'description', 'definition'])
    .where('tenant_id', '=', tenantId)
    .where(sql<boolean>`lower(name) = lower(${name})`)
    .where('enabled', '=', true)
    .executeTakeFirst();
}
