import { beforeAll, describe, expect, it } from 'vitest';
import type { KeysetPage } from '../../../core/contract/pagination.ts';
import { fillPath } from '../../../core/contract/pathTemplate.ts';
import { recordPath } from '../../resourceKit/public/contract/resource.ts';
import { expectStatus, type Caller } from '../../../tests/server/support/adminCalls.ts';
import {
  ITEM_PATHS,
  ITEM_RESOURCE,
  REQUISITION_PATHS,
  REQUISITION_RESOURCE,
  TRANSFER_PATHS,
  TRANSFER_RESOURCE,
  type Item,
  type ReceiptResult,
  type Requisition,
  type Transfer,
  type TransferLine,
} from '../contract.ts';
import { inventoryServerOfFile } from './testing/inventoryServer.ts';

/**
 * The demo partner user (Northwind North) moving stock over real HTTP: between the locations of its account
 * only, stock from the tenant by a requisition the tenant fulfils and ships, never a tenant serial.
 */
const inventory = inventoryServerOfFile();
let partner: Caller;

const TENANT_WAREHOUSE = 'Harbour Road warehouse';
const DEPOT = 'Partner depot';
const SHOP = 'Partner high street shop';

beforeAll(async () => {
  partner = await inventory.demoPartnerWith({
    inventory: { stock: '1111', locations: '0100', transfer: '1111', requisition: '1111', logs: '0100' },
  });
  await inventory.receive(TENANT_WAREHOUSE, 'Archer AX55', ['SCOPE-T-1', 'SCOPE-T-2']);
  await inventory.receive(DEPOT, 'Archer AX55', ['SCOPE-P-1', 'SCOPE-P-2']);
});

const locationId = (name: string) => inventory.location(name).locationId;
const router = () => inventory.model('Archer AX55').modelId;

async function item(serial: string): Promise<Item> {
  const page = await inventory.keeper.get<KeysetPage<Item>>(`${ITEM_RESOURCE.paths.list}?serial=${serial}`);
  return expectStatus(page, 200).body.data.items[0] as Item;
}

async function draft(as: Caller, from: string, to: string, lines: TransferLine[]): Promise<Transfer> {
  const body = { fromLocationId: locationId(from), toLocationId: locationId(to), lines };
  return expectStatus(await as.post<Transfer>(TRANSFER_RESOURCE.paths.create as string, body), 200).body.data;
}

const ship = (as: Caller, transfer: Transfer) =>
  as.post<Transfer>(fillPath(TRANSFER_PATHS.ship, { transferId: transfer.transferId }), { version: transfer.version });

const receive = (as: Caller, transfer: Transfer, extra: { serial: string; modelId?: string }[] = []) =>
  as.post<Transfer>(fillPath(TRANSFER_PATHS.receive, { transferId: transfer.transferId }), {
    version: transfer.version,
    extra,
  });

describe('a partner user’s stock moves', () => {
  it('keeps a tenant warehouse’s serial where it is when the partner names it as extra on its own transfer', async () => {
    const own = await draft(partner, DEPOT, SHOP, [{ modelId: router(), quantity: 1 }]);
    const shipped = expectStatus(await ship(partner, own), 200).body.data;

    const unnamed = expectStatus(await receive(partner, shipped, [{ serial: 'SCOPE-T-1' }]), 400);
    expect(unnamed.body.errorDescription).toContain('extra.0.modelId: SCOPE-T-1 is not known');
    const named = expectStatus(await receive(partner, shipped, [{ serial: 'SCOPE-T-1', modelId: router() }]), 400);
    expect(named.body.errorDescription).toContain('extra.0.serial: SCOPE-T-1 is already known');
    expect(await item('SCOPE-T-1')).toMatchObject({ state: 'IN_STOCK', locationName: TENANT_WAREHOUSE });

    const received = expectStatus(
      await receive(partner, shipped, [{ serial: 'SCOPE-P-1' }, { serial: 'SCOPE-NEW-1', modelId: router() }]),
      200,
    ).body.data;
    const extras = received.items.filter((shippedItem) => shippedItem.outcome === 'EXTRA').map(({ serial }) => serial);
    expect(extras.sort()).toEqual(['SCOPE-NEW-1', 'SCOPE-P-1']);
    expect(await item('SCOPE-P-1')).toMatchObject({ state: 'IN_STOCK', locationName: SHOP });
    expect(await item('SCOPE-NEW-1')).toMatchObject({ state: 'IN_STOCK', locationName: SHOP });
    expect(await inventory.ledgerDisagreements()).toEqual([]);
  });

  it('refuses the partner a transfer out of a tenant warehouse: neither created nor shipped', async () => {
    const body = {
      fromLocationId: locationId(TENANT_WAREHOUSE),
      toLocationId: locationId(DEPOT),
      lines: [{ modelId: router(), quantity: 2 }],
    };
    const created = expectStatus(await partner.post(TRANSFER_RESOURCE.paths.create as string, body), 400);
    expect(created.body.errorDescription).toContain('body.fromLocationId');

    const tenants = await draft(inventory.keeper, TENANT_WAREHOUSE, DEPOT, [{ modelId: router(), quantity: 2 }]);
    const refused = expectStatus(await ship(partner, tenants), 403);
    expect(refused.body.errorDescription).toBe(
      `You may not ship ${tenants.number}: its source, ${TENANT_WAREHOUSE}, is not a location you may use.`,
    );
    const after = await partner.get<Transfer>(recordPath(TRANSFER_RESOURCE, 'get', tenants.transferId));
    expect(expectStatus(after, 200).body.data).toMatchObject({ state: 'DRAFT', version: tenants.version, items: [] });
  });

  it('leaves the tenant’s draft to the partner’s depot unchanged by the partner, and its own draft at its locations', async () => {
    const tenants = await draft(inventory.keeper, TENANT_WAREHOUSE, DEPOT, [{ modelId: router(), quantity: 2 }]);
    const path = recordPath(TRANSFER_RESOURCE, 'update', tenants.transferId);
    const changed = expectStatus(
      await partner.put(path, { version: tenants.version, lines: [{ modelId: router(), quantity: 200 }] }),
      403,
    );
    expect(changed.body.errorDescription).toContain(`You may not change ${tenants.number}: its source`);
    const deleted = expectStatus(await partner.delete(`${path}?version=${tenants.version}`), 403);
    expect(deleted.body.errorDescription).toContain(`You may not delete ${tenants.number}: its source`);

    const own = await draft(partner, DEPOT, SHOP, [{ modelId: router(), quantity: 1 }]);
    const moved = expectStatus(
      await partner.put(recordPath(TRANSFER_RESOURCE, 'update', own.transferId), {
        version: own.version,
        fromLocationId: locationId(TENANT_WAREHOUSE),
      }),
      400,
    );
    expect(moved.body.errorDescription).toContain('body.fromLocationId');
  });

  it('lets the partner receive what the tenant shipped to its depot', async () => {
    const tenants = await draft(inventory.keeper, TENANT_WAREHOUSE, DEPOT, [{ serial: 'SCOPE-T-2' }]);
    const shipped = expectStatus(await ship(inventory.keeper, tenants), 200).body.data;
    expectStatus(await receive(partner, shipped), 200);
    expect(await item('SCOPE-T-2')).toMatchObject({ state: 'IN_STOCK', locationName: DEPOT });
  });

  it('lets the partner ship stock the tenant calls back, which only the tenant receives at its warehouse', async () => {
    const callBack = await draft(inventory.keeper, DEPOT, TENANT_WAREHOUSE, [{ serial: 'SCOPE-P-2' }]);
    const shipped = expectStatus(await ship(partner, callBack), 200).body.data;
    const refused = expectStatus(await receive(partner, shipped), 403);
    expect(refused.body.errorDescription).toBe(
      `You may not receive ${callBack.number}: its destination, ${TENANT_WAREHOUSE}, is not a location you may use.`,
    );
    expect(await item('SCOPE-P-2')).toMatchObject({ state: 'IN_TRANSIT' });
    expectStatus(await receive(inventory.keeper, shipped), 200);
    expect(await item('SCOPE-P-2')).toMatchObject({ state: 'IN_STOCK', locationName: TENANT_WAREHOUSE });
  });

  it('reads a tenant serial as unknown to the partner, on a transfer line and in a receipt', async () => {
    await inventory.receive(TENANT_WAREHOUSE, 'Archer AX55', ['SCOPE-T-3']);
    const body = {
      fromLocationId: locationId(DEPOT),
      toLocationId: locationId(SHOP),
      lines: [{ serial: 'SCOPE-T-3' }],
    };
    const line = expectStatus(await partner.post(TRANSFER_RESOURCE.paths.create as string, body), 400);
    expect(line.body.errorDescription).toContain('lines.0.serial: There is no item SCOPE-T-3');

    const csv = 'serial,model\nSCOPE-T-3,Archer AX55';
    const receipt = { locationId: locationId(DEPOT), csv, dryRun: true };
    const partnerRows = expectStatus(await partner.post<ReceiptResult>(ITEM_PATHS.receive, receipt), 200).body.data;
    expect(partnerRows.rows[0]).toMatchObject({ outcome: 'DUPLICATE', message: 'SCOPE-T-3 is already known.' });
    const tenantRows = expectStatus(await inventory.keeper.post<ReceiptResult>(ITEM_PATHS.receive, receipt), 200).body
      .data;
    expect(tenantRows.rows[0]?.message).toBe(`SCOPE-T-3 is already known (IN_STOCK at ${TENANT_WAREHOUSE}).`);
  });

  it('corrects only the partner’s own items, and only to its own locations', async () => {
    await inventory.receive(DEPOT, 'Archer AX55', ['SCOPE-P-3']);
    const own = await item('SCOPE-P-3');
    const toTenant = { version: own.version, locationId: locationId(TENANT_WAREHOUSE) };
    const moved = expectStatus(await partner.post(fillPath(ITEM_PATHS.move, { itemId: own.itemId }), toTenant), 400);
    expect(moved.body.errorDescription).toContain('body.locationId');
    const tenants = await item('SCOPE-T-1');
    const toDepot = { version: tenants.version, locationId: locationId(DEPOT) };
    expectStatus(await partner.post(fillPath(ITEM_PATHS.move, { itemId: tenants.itemId }), toDepot), 404);
    expect(await item('SCOPE-P-3')).toMatchObject({ locationName: DEPOT });
    expect(await item('SCOPE-T-1')).toMatchObject({ locationName: TENANT_WAREHOUSE });
  });

  it('has the partner’s requisition of tenant stock fulfilled by the tenant, never by the partner', async () => {
    const asked = expectStatus(
      await partner.post<Requisition>(REQUISITION_RESOURCE.paths.create as string, {
        locationId: locationId(DEPOT),
        lines: [{ modelId: router(), quantity: 2 }],
      }),
      200,
    ).body.data;
    const approved = expectStatus(
      await inventory.approver.post<Requisition>(
        fillPath(REQUISITION_PATHS.approve, { requisitionId: asked.requisitionId }),
        { version: asked.version },
      ),
      200,
    ).body.data;
    const fulfil = fillPath(REQUISITION_PATHS.fulfil, { requisitionId: asked.requisitionId });
    const refused = expectStatus(
      await partner.post(fulfil, { version: approved.version, fromLocationId: locationId(TENANT_WAREHOUSE) }),
      400,
    );
    expect(refused.body.errorDescription).toContain('body.fromLocationId');

    const fulfilled = expectStatus(
      await inventory.approver.post<Requisition>(fulfil, {
        version: approved.version,
        fromLocationId: locationId(TENANT_WAREHOUSE),
      }),
      200,
    ).body.data;
    const transfer = expectStatus(
      await partner.get<Transfer>(recordPath(TRANSFER_RESOURCE, 'get', fulfilled.transferId as string)),
      200,
    ).body.data;
    const shipped = expectStatus(await ship(inventory.keeper, transfer), 200).body.data;
    const received = expectStatus(await receive(partner, shipped), 200).body.data;
    expect(received).toMatchObject({ state: 'RECEIVED', toLocationName: DEPOT });
    expect(received.items).toHaveLength(2);
  });
});
