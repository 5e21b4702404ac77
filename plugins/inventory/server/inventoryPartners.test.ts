import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { KeysetPage } from '../../../core/contract/pagination.ts';
import { fillPath } from '../../../core/contract/pathTemplate.ts';
import { expectStatus } from '../../../tests/server/support/adminCalls.ts';
import { AURORA } from '../../../tests/server/support/fixtures.ts';
import {
  ITEM_PATHS,
  ITEM_RESOURCE,
  LOCATION_RESOURCE,
  MOVEMENT_RESOURCE,
  REQUISITION_RESOURCE,
  TRANSFER_RESOURCE,
  INVENTORY_DASHBOARD_PATHS,
  type InventoryDashboard,
  type Item,
  type Location,
  type Movement,
  type Requisition,
  type Transfer,
} from '../contract.ts';
import { ALL, inventoryServerOfFile } from './testing/inventoryServer.ts';

/** Inventory for a partner user over real HTTP on a real database: only the rows of the accounts they reach. */
const inventory = inventoryServerOfFile();

describe('inventory', () => {
  // A tenant item no partner user reaches.
  beforeAll(() => inventory.receive('City Centre shop', 'Archer AX55', ['TEST-EXTRA-1']));

  it('shows a partner user its accounts’ locations, stock, movements, transfers and requisitions only', async () => {
    const own = (await inventory.partner.get<KeysetPage<Location>>(`${LOCATION_RESOURCE.paths.list}?limit=50`)).body
      .data.items;
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((row) => row.accountId?.startsWith('ACC-NW'))).toBe(true);
    const items = (await inventory.partner.get<KeysetPage<Item>>(`${ITEM_RESOURCE.paths.list}?limit=200`)).body.data
      .items;
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => item.accountId?.startsWith('ACC-NW'))).toBe(true);
    const movements = (await inventory.partner.get<KeysetPage<Movement>>(`${MOVEMENT_RESOURCE.paths.list}?limit=200`))
      .body.data.items;
    expect(movements.every((movement) => movement.accountId?.startsWith('ACC-NW'))).toBe(true);
    const transfers = (await inventory.partner.get<KeysetPage<Transfer>>(TRANSFER_RESOURCE.paths.list)).body.data.items;
    expect(transfers.every((transfer) => transfer.accountId?.startsWith('ACC-NW'))).toBe(true);
    const requisitions = (await inventory.partner.get<KeysetPage<Requisition>>(REQUISITION_RESOURCE.paths.list)).body
      .data.items;
    expect(requisitions.length).toBeGreaterThan(0);
    expect(requisitions.every((requisition) => requisition.accountId?.startsWith('ACC-NW'))).toBe(true);

    const tenantItem = (await inventory.keeper.get<KeysetPage<Item>>(`${ITEM_RESOURCE.paths.list}?serial=TEST-EXTRA-1`))
      .body.data.items[0] as Item;
    expectStatus(
      await inventory.partner.get(fillPath(ITEM_RESOURCE.paths.get as string, { itemId: tenantItem.itemId })),
      404,
    );
    expectStatus(await inventory.partner.get(fillPath(ITEM_PATHS.history, { itemId: tenantItem.itemId })), 404);
    expectStatus(
      await inventory.partner.post(fillPath(ITEM_PATHS.faulty, { itemId: tenantItem.itemId }), {
        version: tenantItem.version,
      }),
      404,
    );
    const refused = expectStatus(
      await inventory.partner.post(ITEM_PATHS.receive, {
        locationId: inventory.location('Harbour Road warehouse').locationId,
        csv: 'serial,model\nP-1,HG8245H',
        dryRun: true,
      }),
      400,
    );
    expect(refused.body.errorDescription).toContain('body.locationId');
    const dashboard = expectStatus(
      await inventory.partner.get<InventoryDashboard>(INVENTORY_DASHBOARD_PATHS.summary),
      200,
    ).body.data;
    expect(dashboard.byLocation.every((row) => own.some((location) => location.locationId === row.locationId))).toBe(
      true,
    );
  });

  it('gives the seeded partner locations to an account beneath another, so the demo partner user has stock', async () => {
    const north = await inventory.signIn('stock-partner-north', ALL, 'ACC-NW-N');
    const seen = expectStatus(await north.get<KeysetPage<Location>>(`${LOCATION_RESOURCE.paths.list}?limit=50`), 200)
      .body.data.items;
    expect(seen.map((row) => row.name)).toEqual(expect.arrayContaining(['Partner depot', 'Partner van 3']));
    expect(seen.every((row) => row.accountId === 'ACC-NW-N')).toBe(true);
    const dashboard = expectStatus(await north.get<InventoryDashboard>(INVENTORY_DASHBOARD_PATHS.summary), 200).body
      .data;
    expect(dashboard.byLocation.length).toBeGreaterThan(0);
  });

  it('moves a location’s items into the partner scope with the location', async () => {
    const van = inventory.location('Van 12');
    const moved = expectStatus(
      await inventory.keeper.put<Location>(
        fillPath(LOCATION_RESOURCE.paths.update as string, { locationId: van.locationId }),
        {
          version: van.version,
          accountId: 'ACC-NW-S',
        },
      ),
      200,
    ).body.data;
    const seen = (
      await inventory.partner.get<KeysetPage<Item>>(`${ITEM_RESOURCE.paths.list}?location=${van.locationId}&limit=500`)
    ).body.data.items;
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((item) => item.accountId === 'ACC-NW-S')).toBe(true);
    expectStatus(
      await inventory.keeper.put(fillPath(LOCATION_RESOURCE.paths.update as string, { locationId: van.locationId }), {
        version: moved.version,
        accountId: null,
      }),
      200,
    );
    expect(
      (await inventory.partner.get<KeysetPage<Item>>(`${ITEM_RESOURCE.paths.list}?location=${van.locationId}`)).body
        .data.items,
    ).toEqual([]);
  });

  it('keeps every inventory route about one row from a partner user when the row is the tenant’s', async () => {
    const db = inventory.server.runtime.services.db;
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
      modelId: inventory.models[0]?.modelId as string,
      reasonId: (
        await sql<{ id: string }>`select id from inventory_reasons where tenant_id = ${AURORA} limit 1`.execute(db)
      ).rows[0]?.id as string,
    };
    const families = /^\/(device|api\/location|inventoryDashboard)/;
    const routes = inventory.server.runtime.routes.filter(
      (route) => families.test(route.url) && route.url.includes('/:'),
    );
    expect(routes.length).toBeGreaterThan(20);
    const leaks: string[] = [];
    for (const route of routes) {
      const path = route.url.replace(/:(\w+)/g, (_, name: string) => ids[name] ?? name);
      const response =
        route.method === 'GET'
          ? await inventory.partner.get(path)
          : route.method === 'DELETE'
            ? await inventory.partner.delete(`${path}?version=1`)
            : route.method === 'PUT'
              ? await inventory.partner.put(path, { version: 1 })
              : await inventory.partner.post(path, { version: 1 });
      if (![403, 404].includes(response.status)) leaks.push(`${route.method} ${route.url} → ${response.status}`);
    }
    expect(leaks).toEqual([]);
  });
});
