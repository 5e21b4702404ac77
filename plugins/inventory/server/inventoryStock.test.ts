import { describe, expect, it } from 'vitest';
import type { KeysetPage } from '../../../core/contract/pagination.ts';
import { fillPath } from '../../../core/contract/pathTemplate.ts';
import { expectStatus } from '../../../tests/server/support/adminCalls.ts';
import {
  ITEM_PATHS,
  ITEM_RESOURCE,
  MOVEMENT_RESOURCE,
  INVENTORY_DASHBOARD_PATHS,
  type InventoryDashboard,
  type Item,
  type ItemHistory,
  type Movement,
  type ReceiptResult,
} from '../contract.ts';
import { inventoryServerOfFile } from './testing/inventoryServer.ts';

/** Inventory stock over real HTTP on a real database: the seeded stock, receipts, item actions, the ledger and the dashboard. */
const inventory = inventoryServerOfFile();

describe('inventory', () => {
  it('serves the seeded stock, and the ledger agrees with the quantities', async () => {
    const page = expectStatus(
      await inventory.keeper.get<KeysetPage<Item>>(`${ITEM_RESOURCE.paths.list}?state=IN_STOCK&limit=5`),
      200,
    ).body.data;
    expect(page.items).toHaveLength(5);
    expect(page.nextCursor).not.toBeNull();
    const states = new Set<string>();
    for (const state of ['IN_STOCK', 'RESERVED', 'ASSIGNED', 'IN_TRANSIT', 'FAULTY', 'RETIRED']) {
      const found = expectStatus(
        await inventory.keeper.get<KeysetPage<Item>>(`${ITEM_RESOURCE.paths.list}?state=${state}&limit=1`),
        200,
      ).body.data.items;
      if (found.length > 0) states.add(state);
    }
    expect([...states].sort()).toEqual(['ASSIGNED', 'FAULTY', 'IN_STOCK', 'IN_TRANSIT', 'RESERVED', 'RETIRED']);
    expect(await inventory.ledgerDisagreements()).toEqual([]);
  });

  it('receives a CSV: a dry run answers each row and applies nothing, an apply takes all or none', async () => {
    const harbour = inventory.location('Harbour Road warehouse');
    const existing = expectStatus(
      await inventory.keeper.get<KeysetPage<Item>>(`${ITEM_RESOURCE.paths.list}?limit=1`),
      200,
    ).body.data.items[0] as Item;
    const csv = [
      'serial,model,mac',
      'TEST-0001,HG8245H,',
      'TEST-0002,hg8245h,02:00:00:00:00:01',
      'TEST-0001,HG8245H,',
      `${existing.serial},HG8245H,`,
      'TEST-0003,Nonsense,',
    ].join('\n');
    const dry = expectStatus(
      await inventory.keeper.post<ReceiptResult>(ITEM_PATHS.receive, {
        locationId: harbour.locationId,
        csv,
        dryRun: true,
      }),
      200,
    ).body.data;
    expect(dry.rows.map((row) => row.outcome)).toEqual(['OK', 'OK', 'DUPLICATE', 'DUPLICATE', 'UNKNOWN_MODEL']);
    expect(dry).toMatchObject({ applied: false, accepted: 2, refused: 3 });
    const none = await inventory.keeper.get<KeysetPage<Item>>(`${ITEM_RESOURCE.paths.list}?serial=TEST-000`);
    expect(none.body.data.items).toEqual([]);

    const refused = expectStatus(
      await inventory.keeper.post(ITEM_PATHS.receive, { locationId: harbour.locationId, csv, dryRun: false }),
      409,
    );
    expect((refused.body.data as ReceiptResult).refused).toBe(3);
    expect(
      (await inventory.keeper.get<KeysetPage<Item>>(`${ITEM_RESOURCE.paths.list}?serial=TEST-000`)).body.data.items,
    ).toEqual([]);

    const good = ['serial,model', 'TEST-0001,HG8245H', 'TEST-0002,HG8245H'].join('\n');
    const applied = expectStatus(
      await inventory.keeper.post<ReceiptResult>(ITEM_PATHS.receive, {
        locationId: harbour.locationId,
        csv: good,
        dryRun: false,
      }),
      200,
    ).body.data;
    expect(applied).toMatchObject({ applied: true, accepted: 2, refused: 0 });
    const taken = (
      await inventory.keeper.get<KeysetPage<Item>>(`${ITEM_RESOURCE.paths.list}?serial=TEST-000&sort=serial`)
    ).body.data.items;
    expect(taken.map((item) => [item.serial, item.state, item.locationName])).toEqual([
      ['TEST-0001', 'IN_STOCK', 'Harbour Road warehouse'],
      ['TEST-0002', 'IN_STOCK', 'Harbour Road warehouse'],
    ]);
    const history = expectStatus(
      await inventory.keeper.get<ItemHistory>(fillPath(ITEM_PATHS.history, { itemId: taken[0]?.itemId as string })),
      200,
    ).body.data;
    expect(history.movements.map((movement) => [movement.kind, movement.toState, movement.actor])).toEqual([
      ['RECEIPT', 'IN_STOCK', 'stock-keeper'],
    ]);
  });

  it('refuses a CSV without its columns, naming the field', async () => {
    const response = expectStatus(
      await inventory.keeper.post(ITEM_PATHS.receive, {
        locationId: inventory.location('Harbour Road warehouse').locationId,
        csv: 'a,b\n1,2',
        dryRun: true,
      }),
      400,
    );
    expect(response.body.errorDescription).toContain('body.csv');
  });

  it('marks faulty, moves and retires an item, each a movement', async () => {
    const item = (await inventory.keeper.get<KeysetPage<Item>>(`${ITEM_RESOURCE.paths.list}?serial=TEST-0001`)).body
      .data.items[0] as Item;
    const faulty = expectStatus(
      await inventory.keeper.post<Item>(fillPath(ITEM_PATHS.faulty, { itemId: item.itemId }), {
        version: item.version,
      }),
      200,
    ).body.data;
    expect(faulty.state).toBe('FAULTY');
    expectStatus(
      await inventory.keeper.post(fillPath(ITEM_PATHS.faulty, { itemId: item.itemId }), { version: item.version }),
      412,
    );
    const moved = expectStatus(
      await inventory.keeper.post<Item>(fillPath(ITEM_PATHS.move, { itemId: item.itemId }), {
        version: faulty.version,
        locationId: inventory.location('East Gate warehouse').locationId,
      }),
      200,
    ).body.data;
    expect([moved.state, moved.locationName]).toEqual(['FAULTY', 'East Gate warehouse']);
    const retired = expectStatus(
      await inventory.keeper.post<Item>(fillPath(ITEM_PATHS.retire, { itemId: item.itemId }), {
        version: moved.version,
      }),
      200,
    ).body.data;
    expect(retired.state).toBe('RETIRED');
    const history = (await inventory.keeper.get<ItemHistory>(fillPath(ITEM_PATHS.history, { itemId: item.itemId })))
      .body.data;
    expect(history.movements.map((movement) => movement.kind)).toEqual([
      'RECEIPT',
      'STATE_CHANGE',
      'MOVE',
      'STATE_CHANGE',
    ]);
    const logged = (
      await inventory.keeper.get<KeysetPage<Movement>>(`${MOVEMENT_RESOURCE.paths.list}?serial=TEST-0001`)
    ).body.data.items;
    expect(logged[0]?.kind).toBe('STATE_CHANGE');
    expect(logged[0]?.toState).toBe('RETIRED');
  });

  it('answers the dashboard: states, thresholds, late transfers and reservations that outlived their order', async () => {
    const dashboard = expectStatus(
      await inventory.keeper.get<InventoryDashboard>(`${INVENTORY_DASHBOARD_PATHS.summary}?transitDays=5`),
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
    expectStatus(await inventory.keeper.get(`${INVENTORY_DASHBOARD_PATHS.summary}?transitDays=0`), 400);
  });
});
