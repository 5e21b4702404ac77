import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { coreMigrations } from '../../../core/server/db/coreMigrations.ts';
import { openDatabase, type SdpDatabase } from '../../../core/server/db/database.ts';
import { createDatabase } from '../../../tests/support/postgres.ts';
import { INVENTORY_MIGRATIONS } from './inventoryTables.ts';
import { emptyDatabaseSnapshot } from '../../../tests/server/support/testServer.ts';

/**
 * The migration that gives a transfer's items their tenant, on a database holding transfers from before it:
 * each item row takes its transfer's tenant, and the column then refuses a row without a tenant of the
 * database.
 */
const TRANSFER_ITEM_TENANTS = 'inventory/004_transfer_item_tenants';
const migrations = [...coreMigrations, ...INVENTORY_MIGRATIONS];
let database: SdpDatabase;

/** A tenant with one transfer of one item, as written before the migration; answers the transfer's id. */
async function transferOf(tenantId: string): Promise<string> {
  const { rows } = await sql<{ id: string }>`
    with tenant as (
      insert into tenants (id, business_name, style, password_policy) values (${tenantId}, ${tenantId}, '{}', '{}')
      returning id
    ), model as (
      insert into inventory_models (tenant_id, name, manufacturer, type, low_stock)
      select id, 'ONT', 'Test', 'ONT', '{}' from tenant returning id, tenant_id
    ), place as (
      insert into inventory_locations (tenant_id, name, type)
      select id, name, 'WAREHOUSE' from tenant cross join (values ('From'), ('To')) as names(name)
      returning id, tenant_id, name
    ), item as (
      insert into inventory_items (tenant_id, serial, model_id, state, location_id)
      select m.tenant_id, ${`${tenantId}-1`}, m.id, 'IN_TRANSIT', p.id from model m join place p on p.name = 'From'
      returning id
    ), transfer as (
      insert into inventory_transfers (tenant_id, number, state, from_location_id, to_location_id, lines, created_by)
      select f.tenant_id, 'TR-000001', 'IN_TRANSIT', f.id, t.id, '[]', 'test'
      from place f join place t on f.name = 'From' and t.name = 'To'
      returning id
    ), shipped as (
      insert into inventory_transfer_items (transfer_id, item_id) select transfer.id, item.id from transfer, item
    )
    select id from transfer`.execute(database.db);
  return rows[0]?.id as string;
}

beforeAll(async () => {
  const adminUrl = inject('databaseUrl');
  database = adminUrl
    ? await openDatabase({ databaseUrl: await createDatabase(adminUrl, `sdp_transfer_items_${process.pid}`) })
    : await openDatabase({ dataDir: 'memory://', ...(await emptyDatabaseSnapshot()) });
  await database.migrate(
    migrations.slice(
      0,
      migrations.findIndex(({ id }) => id === TRANSFER_ITEM_TENANTS),
    ),
  );
});

afterAll(async () => {
  await database?.close();
});

describe('the tenant of a transfer’s items', () => {
  it('is filled in from each item’s transfer, then required and a tenant of the database', async () => {
    const aurora = await transferOf('aurora');
    const borealis = await transferOf('borealis');
    const upToIt = migrations.slice(0, migrations.findIndex(({ id }) => id === TRANSFER_ITEM_TENANTS) + 1);
    expect(await database.migrate(upToIt)).toEqual([TRANSFER_ITEM_TENANTS]);

    const { rows } = await sql<{ transfer_id: string; tenant_id: string }>`
      select transfer_id, tenant_id from inventory_transfer_items order by tenant_id`.execute(database.db);
    expect(rows).toEqual([
      { transfer_id: aurora, tenant_id: 'aurora' },
      { transfer_id: borealis, tenant_id: 'borealis' },
    ]);
    const item = sql`(select id from inventory_items where serial = 'aurora-1')`;
    await expect(
      sql`insert into inventory_transfer_items (transfer_id, item_id) values (${borealis}, ${item})`.execute(
        database.db,
      ),
    ).rejects.toThrow(/null/);
    await expect(
      sql`insert into inventory_transfer_items (tenant_id, transfer_id, item_id)
        values ('nowhere', ${borealis}, ${item})`.execute(database.db),
    ).rejects.toThrow(/foreign key/);
  });
});
