import { sql } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import type { KeysetPage } from '../../../../core/contract/pagination.ts';
import type { PermissionTree } from '../../../../core/contract/permissions.ts';
import { caller, expectStatus, userPage, type Caller } from '../../../../tests/server/support/adminCalls.ts';
import { AURORA, createUserWithPermissions, demoPassword } from '../../../../tests/server/support/fixtures.ts';
import { startTestServer, TEST_ADMIN_PASSWORD, type TestServer } from '../../../../tests/server/support/testServer.ts';
import {
  DEVICE_MODEL_RESOURCE,
  ITEM_PATHS,
  LOCATION_RESOURCE,
  type DeviceModel,
  type Location,
} from '../../contract.ts';

export const ALL: PermissionTree = {
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

/**
 * One test file's real server on a real database with the seeded inventory, and the users its tests call
 * it as: two stock keepers of the tenant (one asks, the other approves) and a partner user of ACC-NW, each
 * with every inventory permission. Each file that uses it starts its own (in `beforeAll`) and closes it.
 */
export class InventoryServer {
  server!: TestServer;
  keeper!: Caller;
  approver!: Caller;
  partner!: Caller;
  models: DeviceModel[] = [];
  locations: Location[] = [];

  async start(): Promise<void> {
    this.server = await startTestServer();
    this.keeper = await this.signIn('stock-keeper', ALL);
    this.approver = await this.signIn('stock-approver', ALL);
    this.partner = await this.signIn('stock-partner', ALL, 'ACC-NW');
    this.models = expectStatus(
      await this.keeper.get<KeysetPage<DeviceModel>>(`${DEVICE_MODEL_RESOURCE.paths.list}?limit=50`),
      200,
    ).body.data.items;
    this.locations = expectStatus(
      await this.keeper.get<KeysetPage<Location>>(`${LOCATION_RESOURCE.paths.list}?limit=50`),
      200,
    ).body.data.items;
  }

  async close(): Promise<void> {
    await this.server?.close();
  }

  async signIn(username: string, permissions: PermissionTree, accountId: string | null = null): Promise<Caller> {
    const user = await createUserWithPermissions(this.server, { tenantId: AURORA, username, permissions, accountId });
    return caller(this.server, await this.server.login(user.username, user.password));
  }

  /**
   * The demo partner user (Northwind North) signed in, after the administrator gave it, through the API, a
   * role with these keys beside its demo role (which only reads stock).
   */
  async demoPartnerWith(permissions: PermissionTree): Promise<Caller> {
    const admin = caller(this.server, await this.server.login('admin', TEST_ADMIN_PASSWORD));
    const role = expectStatus(
      await admin.post<{ roleId: string }>('/user/role', { name: 'Partner stock keeper', permissions }),
      200,
    ).body.data;
    const partner = (await userPage(admin, 'q=partner')).items.find((user) => user.username === 'partner');
    if (!partner) throw new Error('The demo data has no partner user');
    expectStatus(
      await admin.put('/user/updateUser', {
        userId: partner.userId,
        version: partner.version,
        roleIds: [...partner.roles.map((held) => held.roleId), role.roleId],
      }),
      200,
    );
    return caller(this.server, await this.server.login('partner', demoPassword('partner')));
  }

  model(name: string): DeviceModel {
    return this.models.find((candidate) => candidate.name === name) as DeviceModel;
  }

  location(name: string): Location {
    return this.locations.find((candidate) => candidate.name === name) as Location;
  }

  /** Receives items of the serials into a location of the tenant, as the keeper. */
  async receive(locationName: string, model: string, serials: readonly string[]): Promise<void> {
    const csv = ['serial,model', ...serials.map((serial) => `${serial},${model}`)].join('\n');
    const body = { locationId: this.location(locationName).locationId, csv, dryRun: false };
    expectStatus(await this.keeper.post(ITEM_PATHS.receive, body), 200);
  }

  /**
   * The quantities the screens count (items by location, model and state) against the ledger replayed:
   * each item's newest movement says where it is and in which state.
   */
  async ledgerDisagreements(): Promise<unknown[]> {
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
      where l.n is distinct from i.n`.execute(this.server.runtime.services.db);
    return rows;
  }
}

export function inventoryServerOfFile(): InventoryServer {
  const inventory = new InventoryServer();
  beforeAll(() => inventory.start());
  afterAll(() => inventory.close());
  return inventory;
}
