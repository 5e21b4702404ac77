import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { coreMigrations } from '../../../core/server/db/coreMigrations.ts';
import { openDatabase, type SdpDatabase } from '../../../core/server/db/database.ts';
import { createDatabase } from '../../../tests/support/postgres.ts';
import { emptyDatabaseSnapshot } from '../../../tests/server/support/testServer.ts';
import { nextNumber } from './documentNumbers.ts';
import { INVENTORY_MIGRATIONS } from './inventoryTables.ts';

/**
 * The migration that numbers documents from per-tenant counters, on a database holding documents from
 * before it: each counter goes on past the highest number held, and a requisition marked fulfilled by a
 * draft or by a deleted transfer is approved again.
 */
const COUNTERS = 'inventory/005_document_number_counters';
const migrations = [...coreMigrations, ...INVENTORY_MIGRATIONS];
let database: SdpDatabase;

/** A tenant with two locations and a model, as written before the migration. */
async function tenant(tenantId: string) {
  const { rows } = await sql<{ fromId: string; toId: string }>`
    with tenant as (
      insert into tenants (id, business_name, style, password_policy) values (${tenantId}, ${tenantId}, '{}', '{}')
      returning id
    ), place as (
      insert into inventory_locations (tenant_id, name, type)
      select id, name, 'WAREHOUSE' from tenant cross join (values ('From'), ('To')) as names(name)
      returning id, name
    )
    select f.id as "fromId", t.id as "toId" from place f join place t on f.name = 'From' and t.name = 'To'`.execute(
    database.db,
  );
  const places = rows[0] as { fromId: string; toId: string };
  const transfer = async (number: string, state: string) => {
    const { rows: made } = await sql<{ id: string }>`
      insert into inventory_transfers (tenant_id, number, state, from_location_id, to_location_id, lines, created_by)
      values (${tenantId}, ${number}, ${state}, ${places.fromId}, ${places.toId}, '[]', 'test') returning id`.execute(
      database.db,
    );
    return made[0]?.id as string;
  };
  const requisition = async (number: string, transferId: string | null) => {
    await sql`
      insert into inventory_requisitions (tenant_id, number, state, location_id, lines, requested_by, transfer_id)
      values (${tenantId}, ${number}, 'FULFILLED', ${places.toId}, '[]', 'test', ${transferId})`.execute(database.db);
  };
  return { transfer, requisition };
}

async function stateOf(tenantId: string, number: string) {
  const { rows } = await sql<{ state: string; version: number }>`
    select state, version from inventory_requisitions where tenant_id = ${tenantId} and number = ${number}`.execute(
    database.db,
  );
  return rows[0];
}

beforeAll(async () => {
  const adminUrl = inject('databaseUrl');
  database = adminUrl
    ? await openDatabase({ databaseUrl: await createDatabase(adminUrl, `sdp_document_numbers_${process.pid}`) })
    : await openDatabase({ dataDir: 'memory://', ...(await emptyDatabaseSnapshot()) });
  await database.migrate(
    migrations.slice(
      0,
      migrations.findIndex(({ id }) => id === COUNTERS),
    ),
  );
});

afterAll(async () => {
  await database?.close();
});

describe('the document number counters', () => {
  it('go on past the highest number each tenant holds and never give a number twice', async () => {
    const aurora = await tenant('aurora');
    const shipped = await aurora.transfer('TR-000003', 'IN_TRANSIT');
    const draft = await aurora.transfer('TR-000009', 'DRAFT');
    await aurora.requisition('RQ-000004', null);
    await aurora.requisition('RQ-000005', draft);
    await aurora.requisition('RQ-000006', shipped);
    const borealis = await tenant('borealis');
    await borealis.transfer('TR-000001', 'DRAFT');
    await tenant('cetus');

    const upToIt = migrations.slice(0, migrations.findIndex(({ id }) => id === COUNTERS) + 1);
    expect(await database.migrate(upToIt)).toEqual([COUNTERS]);

    expect(await stateOf('aurora', 'RQ-000004')).toEqual({ state: 'APPROVED', version: 2 });
    expect(await stateOf('aurora', 'RQ-000005')).toEqual({ state: 'APPROVED', version: 2 });
    expect(await stateOf('aurora', 'RQ-000006')).toEqual({ state: 'FULFILLED', version: 1 });

    await sql`delete from inventory_transfers where id = ${draft}`.execute(database.db);
    expect(await nextNumber(database.db, 'aurora', 'TR')).toBe('TR-000010');
    expect(await nextNumber(database.db, 'aurora', 'TR')).toBe('TR-000011');
    expect(await nextNumber(database.db, 'aurora', 'RQ')).toBe('RQ-000007');
    expect(await nextNumber(database.db, 'borealis', 'TR')).toBe('TR-000002');
    expect(await nextNumber(database.db, 'cetus', 'TR')).toBe('TR-000001');
    expect(await nextNumber(database.db, 'cetus', 'RQ')).toBe('RQ-000001');
  });
});
