import type { Kysely } from 'kysely';
import type { CoreDatabase } from '../../../core/server/db/schema.ts';
import { SYSTEM_ACTOR } from '../../../core/server/seed/seedRows.ts';
import type { PluginSeedContext } from '../../../core/server/serverPlugin.ts';
import { transferDb } from './copyEventsTable.ts';

/** The demo's trust between its two tenants: each accepts copies from named users of the other. */
const DEMO_GRANTS = [
  {
    tenantId: 'borealis',
    sourceTenantId: 'aurora',
    usernames: ['admin', 'copier'],
    note: 'Aurora promotes its tested configuration to Borealis.',
  },
  {
    tenantId: 'aurora',
    sourceTenantId: 'borealis',
    usernames: ['borealis-admin'],
    note: "Borealis's administrator may send back what it changed.",
  },
];

/** On a demo first start, the demo's copy grants, between the users the users plugin seeded (it seeds first). */
export async function seedCopyGrants(trx: Kysely<CoreDatabase>, { tenantIds, demo }: PluginSeedContext): Promise<void> {
  if (!demo) return;
  for (const grant of DEMO_GRANTS) {
    if (!tenantIds.includes(grant.tenantId) || !tenantIds.includes(grant.sourceTenantId)) continue;
    const users = await trx
      .selectFrom('users')
      .select(['id as userId', 'username'])
      .where('tenant_id', '=', grant.sourceTenantId)
      .where('username', 'in', grant.usernames)
      .orderBy('username')
      .execute();
    if (users.length === 0) continue;
    await transferDb(trx)
      .insertInto('copy_grants')
      .values({
        tenant_id: grant.tenantId,
        source_tenant_id: grant.sourceTenantId,
        users: JSON.stringify(users),
        note: grant.note,
        created_by: SYSTEM_ACTOR.username,
      })
      .execute();
  }
}
