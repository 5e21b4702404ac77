import { sql, type Kysely } from 'kysely';
import type { CoreDatabase } from '../../../core/server/db/schema.ts';
import type { PluginSeedContext } from '../../../core/server/serverPlugin.ts';

const EXAMPLES = [
  { name: 'Example __title__', description: 'Seeded on the first start: edit it or delete it.' },
  { name: 'Disabled __title__', description: 'Seeded disabled, to show the status filter.' },
];

/** A few __titles__ in every tenant of a demo start, so the screen has rows to try. */
export async function seed__Pascals__(trx: Kysely<CoreDatabase>, { tenantIds, demo }: PluginSeedContext) {
  if (!demo) return;
  for (const tenantId of tenantIds) {
    for (const [index, example] of EXAMPLES.entries()) {
      await sql`insert into __snakes__ (tenant_id, name, description, enabled)
        values (${tenantId}, ${example.name}, ${example.description}, ${index === 0})`.execute(trx);
    }
  }
}
