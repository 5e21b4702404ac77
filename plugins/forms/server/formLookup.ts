import { sql, type Kysely } from 'kysely';
import type { CoreDatabase } from '../../../core/server/db/schema.ts';

interface FormRow {
  name: string;
  description: string;
  definition: unknown;
}

/** The tenant's enabled form of that name (any case), or undefined. */
export async function findForm(db: Kysely<CoreDatabase>, tenantId: string, name: string): Promise<FormRow | undefined> {
  const { rows } = await sql<FormRow>`select name, description, definition from form_templates
    where tenant_id = ${tenantId} and lower(name) = lower(${name}) and enabled`.execute(db);
  return rows[0];
}
