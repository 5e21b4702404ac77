import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KeysetPage } from '../../../core/contract/pagination.ts';
import { fillPath } from '../../../core/contract/pathTemplate.ts';
import type { PermissionTree } from '../../../core/contract/permissions.ts';
import { caller, expectStatus, type Caller } from '../../../tests/server/support/adminCalls.ts';
import { AURORA, createUserWithPermissions } from '../../../tests/server/support/fixtures.ts';
import { startTestServer, type TestServer } from '../../../tests/server/support/testServer.ts';
import {
  DEVICE_MODEL_RESOURCE,
  ITEM_PATHS,
  ITEM_RESOURCE,
  LOCATION_RESOURCE,
  MOVEMENT_RESOURCE,
  REQUISITION_PATHS,
  REQUISITION_RESOURCE,
  TRANSFER_PATHS,
  TRANSFER_RESOURCE,
  INVENTORY_DASHBOARD_PATHS,
  type DeviceModel,
  type InventoryDashboard,
  type Item,
  type ItemHistory,
  type Location,
  type Movement,
  type ReceiptResult,
  type Requisition,
  type Transfer,
} from '../contract.ts';

/** Inventory over real HTTP on a real database: receipts, item actions, transfers, requisitions, the ledger. */
let server: TestServer;
let keeper: Caller;
let approver: Caller;
let partner: Caller;
let models: DeviceModel[];
let locations: Location[];

const ALL: PermissionTree = {
  inventory: {
    dashboard: '1111',
    stock: '1111',
    locations: '1111',
    transfer: '1111',
    requisition: '1111',
    configuration: '1111',
    logs: '1111',
  },
};

async function signIn(username: string, permissions: PermissionTree, accountId: string | null = null): Promise<Caller> {
  const user = await createUserWithPermissions(server, { tenantId: AURORA, username, permissions, accountId });
  return caller(server, await server.login(user.username, user.password));
}

beforeAll(async () => {
  server = await startTestServer();
  keeper = await signIn('stock-keeper', ALL);
  approver = await signIn('stock-approver', ALL);
  partner = await signIn('stock-partner', ALL, 'ACC-NW');
  models = expectStatus(await keeper.get<KeysetPage<DeviceModel>>(`${DEVICE_MODEL_RESOURCE.paths.list}?limit=50`), 200)
    .body.data.items;
  locations = expectStatus(await keeper.get<KeysetPage<Location>>(`${LOCATION_RESOURCE.paths.list}?limit=50`), 200).body
    .data.items;
});

afterAll(async () => {
  await server?.close();
});

const model = (name: string) => models.find((candidate) => candidate.name === name) as DeviceModel;
const location = (name: string) => locations.find((candidate) => candidate.name === name) as Location;

/**
 * The quantities the screens count (items by location, model and state) against the ledger replayed:
 * each item's newest movement says where it is and in which state.
 */
async function ledgerDisagreements(): Promise<unknown[]> {
  const { rows } = await sql`
    with last as (
      select distinct on (item_id) item_id, to_location_id, to_state, from_location_id
      from inventory_movements where tenant_id = ${AURORA} order by item_id, seq desc
    ), from_ledger as (
      select coalesce(to_location_id, from_location_id) as location_id, i.model_id, to_state as state, count(*) as n
      from last join inventory_items i on i.id = last.item_id group by 1, 2, 3
    ), from_items as (
      select location_id, model_id, state, count(*) as n from inventory_items where tenant_id = ${AURORA} group by 1, 2, 3
    )
    select * from from_ledger l full join from_items i using (location_id, model_id, state)
    where l.n is distinct from i.n`.execute(server.runtime.services.db);
  return rows;
}

describe('inventory', () => {
  it('serves the seeded stock, and the ledger agrees with the quantities', async () => {
    const page = expectStatus(
      await keeper.get<KeysetPage<Item>>(`${ITEM_RESOURCE.paths.list}?state=IN_STOCK&limit=5`),
      200,
    ).body.data;
    expect(page.items).toHaveLength(5);
    expect(page.nextCursor).not.toBeNull();
    const states = new Set<string>();
    for (const state of ['IN_STOCK', 'RESERVED', 'ASSIGNED', 'IN_TRANSIT', 'FAULTY', 'RETIRED']) {
      const found = expectStatus(
        await keeper.get<KeysetPage<Item>>(`${ITEM_RESOURCE.paths.list}?state=${state}&limit=1`),
        200,
      ).body.data.items;
      if (found.length > 0) states.add(state);
    }
    expect([...states].sort()).toEqual(['ASSIGNED', 'FAULTY', 'IN_STOCK', 'IN_TRANSIT', 'RESERVED', 'RETIRED']);
    expect(await ledgerDisagreements()).toEqual([]);
  });

  it('receives a CSV: a dry run answers each row and applies nothing, an apply takes all or none', async () => {
    const harbour = location('Harbour Road warehouse');
    const existing = expectStatus(await keeper.get<KeysetPage<Item>>(`${ITEM_RESOURCE.paths.list}?limit=1`), 200).body
      .data.items[0] as Item;
    const csv = [
      'serial,model,mac',
      'TEST-0001,HG8245H,',
      'TEST-0002,hg8245h,02:00:00:00:00:01',
      'TEST-0001,HG8245H,',
      `${existing.serial},HG8245H,`,
      'TEST-0003,Nonsense,',
    ].join('\n');
    const dry = expectStatus(
      await keeper.post<ReceiptResult>(ITEM_PATHS.receive, { locationId: harbour.locationId, csv, dryRun: true }),
      200,
    ).body.data;
    expect(dry.rows.map((row) => row.outcome)).toEqual(['OK', 'OK', 'DUPLICATE', 'DUPLICATE', 'UNKNOWN_MODEL']);
    expect(dry).toMatchObject({ applied: false, accepted: 2, refused: 3 });
    const none = await keeper.get<KeysetPage<Item>>(`${ITEM_RESOURCE.paths.list}?serial=TEST-000`);
    expect(none.body.data.items).toEqual([]);

    const refused = expectStatus(
      await keeper.post(ITEM_PATHS.receive, { locationId: harbour.locationId, csv, dryRun: false }),
      409,
    );
    expect((refused.body.data as ReceiptResult).refused).toBe(3);
    expect((await keeper.get<KeysetPage<Item>>(`${ITEM_RESOURCE.paths.list}?serial=TEST-000`)).body.data.items).toEqual(
      [],
    );

    const good = ['serial,model', 'TEST-0001,HG8245H', 'TEST-0002,HG8245H'].join('\n');
    const applied = expectStatus(
      await keeper.post<ReceiptResult>(ITEM_PATHS.receive, {
        locationId: harbour.locationId,
        csv: good,
        dryRun: false,
      }),
      200,
    ).body.data;
    expect(applied).toMatchObject({ applied: true, accepted: 2, refused: 0 });
    const taken = (await keeper.get<KeysetPage<Item>>(`${ITEM_RESOURCE.paths.list}?serial=TEST-000&sort=serial`)).body
      .data.items;
    expect(taken.map((item) => [item.serial, item.state, item.locationName])).toEqual([
      ['TEST-0001', 'IN_STOCK', 'Harbour Road warehouse'],
      ['TEST-0002', 'IN_STOCK', 'Harbour Road warehouse'],
    ]);
    const history = expectStatus(
      await keeper.get<ItemHistory>(fillPath(ITEM_PATHS.history, { itemId: taken[0]?.itemId as string })),
      200,
    ).body.data;
    expect(history.movements.map((movement) => [movement.kind, movement.toState, movement.actor])).toEqual([
      ['RECEIPT', 'IN_STOCK', 'stock-keeper'],
    ]);
  });

  it('refuses a CSV without its columns, naming the field', async () => {
    const response = expectStatus(
      await keeper.post(ITEM_PATHS.receive, {
        locationId: location('Harbour Road warehouse').locationId,
        csv: 'a,b\n1,2',
        dryRun: true,
      }),
      400,
    );
    expect(response.body.errorDescription).toContain('body.csv');
  });

  it('marks faulty, moves and retires an item, each a movement', async () => {
    const item = (await keeper.get<KeysetPage<Item>>(`${ITEM_RESOURCE.paths.list}?serial=TEST-0001`)).body.data
      .items[0] as Item;
    const faulty = expectStatus(
      await keeper.post<Item>(fillPath(ITEM_PATHS.faulty, { itemId: item.itemId }), { version: item.version }),
      200,
    ).body.data;
    expect(faulty.state).toBe('FAULTY');
    expectStatus(
      await keeper.post(fillPath(ITEM_PATHS.faulty, { itemId: item.itemId }), { version: item.version }),
      412,
    );
    const moved = expectStatus(
      await keeper.post<Item>(fillPath(ITEM_PATHS.move, { itemId: item.itemId }), {
        version: faulty.version,
        locationId: location('East Gate warehouse').locationId,
      }),
      200,
    ).body.data;
    expect([moved.state, moved.locationName]).toEqual(['FAULTY', 'East Gate warehouse']);
    const retired = expectStatus(
      await keeper.post<Item>(fillPath(ITEM_PATHS.retire, { itemId: item.itemId }), { version: moved.version }),
      200,
    ).body.data;
    expect(retired.state).toBe('RETIRED');
    const history = (await keeper.get<ItemHistory>(fillPath(ITEM_PATHS.history, { itemId: item.itemId }))).body.data;
    expect(history.movements.map((movement) => movement.kind)).toEqual([
      'RECEIPT',
      'STATE_CHANGE',
      'MOVE',
      'STATE_CHANGE',
    ]);
    const logged = (await keeper.get<KeysetPage<Movement>>(`${MOVEMENT_RESOURCE.paths.list}?serial=TEST-0001`)).body
      .data.items;
    expect(logged[0]?.kind).toBe('STATE_CHANGE');
    expect(logged[0]?.toState).toBe('RETIRED');
  });

  it('ships and receives a transfer with discrepancies item by item; the ledger and the quantities stay equal', async () => {
    const from = location('Harbour Road warehouse');
    const to = location('City Centre shop');
    const draft = expectStatus(
      await keeper.post<Transfer>(TRANSFER_RESOURCE.paths.create as string, {
        fromLocationId: from.locationId,
        toLocationId: to.locationId,
        lines: [{ serial: 'TEST-0002' }, { modelId: model('Archer AX55').modelId, quantity: 3 }],
      }),
      200,
    ).body.data;
    expect(draft.state).toBe('DRAFT');
    const shipped = expectStatus(
      await keeper.post<Transfer>(fillPath(TRANSFER_PATHS.ship, { transferId: draft.transferId }), {
        version: draft.version,
      }),
      200,
    ).body.data;
    expect(shipped.state).toBe('IN_TRANSIT');
    expect(shipped.items).toHaveLength(4);
    const routers = shipped.items.filter((item) => item.serial !== 'TEST-0002');
    const received = expectStatus(
      await keeper.post<Transfer>(fillPath(TRANSFER_PATHS.receive, { transferId: draft.transferId }), {
        version: shipped.version,
        items: [
          { serial: 'TEST-0002', outcome: 'MISSING' },
          { serial: routers[0]?.serial, outcome: 'DAMAGED' },
        ],
        extra: [{ serial: 'TEST-EXTRA-1', modelId: model('Archer AX55').modelId }],
      }),
      200,
    ).body.data;
    expect(received.state).toBe('RECEIVED');
    expect(received.discrepancies).toBe(3);
    const outcomes = Object.fromEntries(received.items.map((item) => [item.serial, item.outcome]));
    expect(outcomes).toMatchObject({
      'TEST-0002': 'MISSING',
      [routers[0]?.serial as string]: 'DAMAGED',
      [routers[1]?.serial as string]: 'RECEIVED',
      'TEST-EXTRA-1': 'EXTRA',
    });
    const extra = (await keeper.get<KeysetPage<Item>>(`${ITEM_RESOURCE.paths.list}?serial=TEST-EXTRA-1`)).body.data
      .items[0];
    expect([extra?.state, extra?.locationName]).toEqual(['IN_STOCK', 'City Centre shop']);
    expect(await ledgerDisagreements()).toEqual([]);
    expectStatus(
      await keeper.post(fillPath(TRANSFER_PATHS.receive, { transferId: draft.transferId }), {
        version: received.version,
      }),
      409,
    );
  });

  it('refuses a transfer shipped beyond the stock, applying nothing', async () => {
    const draft = expectStatus(
      await keeper.post<Transfer>(TRANSFER_RESOURCE.paths.create as string, {
        fromLocationId: location('Van 12').locationId,
        toLocationId: location('City Centre shop').locationId,
        lines: [{ modelId: model('Amino H200').modelId, quantity: 5 }],
      }),
      200,
    ).body.data;
    const refused = expectStatus(
      await keeper.post(fillPath(TRANSFER_PATHS.ship, { transferId: draft.transferId }), { version: draft.version }),
      409,
    );
    expect(refused.body.errorDescription).toContain('Amino H200');
    const after = (
      await keeper.get<Transfer>(fillPath(TRANSFER_RESOURCE.paths.get as string, { transferId: draft.transferId }))
    ).body.data;
    expect(after.state).toBe('DRAFT');
  });

  it('lets another user approve a requisition, never the requester, and fulfilment creates the transfer', async () => {
    const asked = expectStatus(
      await keeper.post<Requisition>(REQUISITION_RESOURCE.paths.create as string, {
        locationId: location('Van 12').locationId,
        lines: [{ modelId: model('HG8245H').modelId, quantity: 2 }],
      }),
      200,
    ).body.data;
    expect(asked).toMatchObject({ state: 'REQUESTED', requestedBy: 'stock-keeper' });
    const own = expectStatus(
      await keeper.post(fillPath(REQUISITION_PATHS.approve, { requisitionId: asked.requisitionId }), {
        version: asked.version,
      }),
      403,
    );
    expect(own.body.errorDescription).toContain('another user');
    const approved = expectStatus(
      await approver.post<Requisition>(fillPath(REQUISITION_PATHS.approve, { requisitionId: asked.requisitionId }), {
        version: asked.version,
      }),
      200,
    ).body.data;
    expect(approved).toMatchObject({ state: 'APPROVED', decidedBy: 'stock-approver' });
    const fulfilled = expectStatus(
      await approver.post<Requisition>(fillPath(REQUISITION_PATHS.fulfil, { requisitionId: asked.requisitionId }), {
        version: approved.version,
        fromLocationId: location('Harbour Road warehouse').locationId,
      }),
      200,
    ).body.data;
    expect(fulfilled.state).toBe('FULFILLED');
    const transfer = expectStatus(
      await keeper.get<Transfer>(
        fillPath(TRANSFER_RESOURCE.paths.get as string, { transferId: fulfilled.transferId as string }),
      ),
      200,
    ).body.data;
    expect(transfer).toMatchObject({
      state: 'DRAFT',
      requisitionId: asked.requisitionId,
      toLocationName: 'Van 12',
      lines: [{ modelId: model('HG8245H').modelId, quantity: 2 }],
    });

    const rejectable = expectStatus(
      await keeper.post<Requisition>(REQUISITION_RESOURCE.paths.create as string, {
        locationId: location('Van 12').locationId,
        lines: [{ modelId: model('HG8245H').modelId, quantity: 1 }],
      }),
      200,
    ).body.data;
    expectStatus(
      await approver.post(fillPath(REQUISITION_PATHS.reject, { requisitionId: rejectable.requisitionId }), {
        version: rejectable.version,
      }),
      400,
    );
    const rejected = expectStatus(
      await approver.post<Requisition>(
        fillPath(REQUISITION_PATHS.reject, { requisitionId: rejectable.requisitionId }),
        { version: rejectable.version, reason: 'Van is full' },
      ),
      200,
    ).body.data;
    expect(rejected).toMatchObject({ state: 'REJECTED', rejectionReason: 'Van is full' });
  });

  it('shows a partner user its accounts’ locations, stock, movements, transfers and requisitions only', async () => {
    const own = (await partner.get<KeysetPage<Location>>(`${LOCATION_RESOURCE.paths.list}?limit=50`)).body.data.items;
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((row) => row.accountId?.startsWith('ACC-NW'))).toBe(true);
    const items = (await partner.get<KeysetPage<Item>>(`${ITEM_RESOURCE.paths.list}?limit=200`)).body.data.items;
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => item.accountId?.startsWith('ACC-NW'))).toBe(true);
    const movements = (await partner.get<KeysetPage<Movement>>(`${MOVEMENT_RESOURCE.paths.list}?limit=200`)).body.data
      .items;
    expect(movements.every((movement) => movement.accountId?.startsWith('ACC-NW'))).toBe(true);
    const transfers = (await partner.get<KeysetPage<Transfer>>(TRANSFER_RESOURCE.paths.list)).body.data.items;
    expect(transfers.every((transfer) => transfer.accountId?.startsWith('ACC-NW'))).toBe(true);
    const requisitions = (await partner.get<KeysetPage<Requisition>>(REQUISITION_RESOURCE.paths.list)).body.data.items;
    expect(requisitions.length).toBeGreaterThan(0);
    expect(requisitions.every((requisition) => requisition.accountId?.startsWith('ACC-NW'))).toBe(true);

    const tenantItem = (await keeper.get<KeysetPage<Item>>(`${ITEM_RESOURCE.paths.list}?serial=TEST-EXTRA-1`)).body.data
      .items[0] as Item;
    expectStatus(await partner.get(fillPath(ITEM_RESOURCE.paths.get as string, { itemId: tenantItem.itemId })), 404);
    expectStatus(await partner.get(fillPath(ITEM_PATHS.history, { itemId: tenantItem.itemId })), 404);
    expectStatus(
      await partner.post(fillPath(ITEM_PATHS.faulty, { itemId: tenantItem.itemId }), { version: tenantItem.version }),
      404,
    );
    const refused = expectStatus(
      await partner.post(ITEM_PATHS.receive, {
        locationId: location('Harbour Road warehouse').locationId,
        csv: 'serial,model\nP-1,HG8245H',
        dryRun: true,
      }),
      400,
    );
    expect(refused.body.errorDescription).toContain('body.locationId');
    const dashboard = expectStatus(await partner.get<InventoryDashboard>(INVENTORY_DASHBOARD_PATHS.summary), 200).body
      .data;
    expect(dashboard.byLocation.every((row) => own.some((location) => location.locationId === row.locationId))).toBe(
      true,
    );
  });

  it('gives the seeded partner locations to an account beneath another, so the demo partner user has stock', async () => {
    const north = await signIn('stock-partner-north', ALL, 'ACC-NW-N');
    const seen = expectStatus(await north.get<KeysetPage<Location>>(`${LOCATION_RESOURCE.paths.list}?limit=50`), 200)
      .body.data.items;
    expect(seen.map((row) => row.name)).toEqual(expect.arrayContaining(['Partner depot', 'Partner van 3']));
    expect(seen.every((row) => row.accountId === 'ACC-NW-N')).toBe(true);
    const dashboard = expectStatus(await north.get<InventoryDashboard>(INVENTORY_DASHBOARD_PATHS.summary), 200).body
      .data;
    expect(dashboard.byLocation.length).toBeGreaterThan(0);
  });

  it('moves a location’s items into the partner scope with the location', async () => {
    const van = location('Van 12');
    const moved = expectStatus(
      await keeper.put<Location>(fillPath(LOCATION_RESOURCE.paths.update as string, { locationId: van.locationId }), {
        version: van.version,
        accountId: 'ACC-NW-S',
      }),
      200,
    ).body.data;
    const seen = (
      await partner.get<KeysetPage<Item>>(`${ITEM_RESOURCE.paths.list}?location=${van.locationId}&limit=500`)
    ).body.data.items;
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((item) => item.accountId === 'ACC-NW-S')).toBe(true);
    expectStatus(
      await keeper.put(fillPath(LOCATION_RESOURCE.paths.update as string, { locationId: van.locationId }), {
        version: moved.version,
        accountId: null,
      }),
      200,
    );
    expect(
      (await partner.get<KeysetPage<Item>>(`${ITEM_RESOURCE.paths.list}?location=${van.locationId}`)).body.data.items,
    ).toEqual([]);
  });

  it('keeps every inventory route about one row from a partner user when the row is the tenant’s', async () => {
    const db = server.runtime.services.db;
    const tenantRow = async (table: string) => {
      const { rows } = await sql<{ id: string }>`select id from ${sql.table(table)}
        where tenant_id = ${AURORA} and account_id is null limit 1`.execute(db);
      return rows[0]?.id as string;
    };
    const ids: Record<string, string> = {
      itemId: await tenantRow('inventory_items'),
      movementId: await tenantRow('inventory_movements'),
      transferId: await tenantRow('inventory_transfers'),
      requisitionId: await tenantRow('inventory_requisitions'),
      locationId: await tenantRow('inventory_locations'),
      modelId: models[0]?.modelId as string,
      reasonId: (
        await sql<{ id: string }>`select id from inventory_reasons where tenant_id = ${AURORA} limit 1`.execute(db)
      ).rows[0]?.id as string,
    };
    const families = /^\/(device|api\/location|inventoryDashboard)/;
    const routes = server.runtime.routes.filter((route) => families.test(route.url) && route.url.includes('/:'));
    expect(routes.length).toBeGreaterThan(20);
    const leaks: string[] = [];
    for (const route of routes) {
      const path = route.url.replace(/:(\w+)/g, (_, name: string) => ids[name] ?? name);
      const response =
        route.method === 'GET'
          ? await partner.get(path)
          : route.method === 'DELETE'
            ? await partner.delete(`${path}?version=1`)
            : route.method === 'PUT'
              ? await partner.put(path, { version: 1 })
              : await partner.post(path, { version: 1 });
      if (![403, 404].includes(response.status)) leaks.push(`${route.method} ${route.url} → ${response.status}`);
    }
    expect(leaks).toEqual([]);
  });

  it('answers the dashboard: states, thresholds, late transfers and reservations that outlived their order', async () => {
    const dashboard = expectStatus(
      await keeper.get<InventoryDashboard>(`${INVENTORY_DASHBOARD_PATHS.summary}?transitDays=5`),
      200,
    ).body.data;
    expect(dashboard.byState.map((row) => row.state).sort()).toEqual([
      'ASSIGNED',
      'FAULTY',
      'IN_STOCK',
      'IN_TRANSIT',
      'RESERVED',
      'RETIRED',
    ]);
    expect(dashboard.belowThreshold.length).toBeGreaterThan(0);
    expect(dashboard.lateTransfers.map((transfer) => transfer.number)).toContain('TR-000002');
    expectStatus(await keeper.get(`${INVENTORY_DASHBOARD_PATHS.summary}?transitDays=0`), 400);
  });
});
