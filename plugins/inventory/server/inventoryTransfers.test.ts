import { beforeAll, describe, expect, it } from 'vitest';
import type { KeysetPage } from '../../../core/contract/pagination.ts';
import { fillPath } from '../../../core/contract/pathTemplate.ts';
import { expectStatus } from '../../../tests/server/support/adminCalls.ts';
import {
  ITEM_RESOURCE,
  REQUISITION_PATHS,
  REQUISITION_RESOURCE,
  TRANSFER_PATHS,
  TRANSFER_RESOURCE,
  type Item,
  type Requisition,
  type Transfer,
} from '../contract.ts';
import { inventoryServerOfFile } from './testing/inventoryServer.ts';

/** Inventory transfers and requisitions over real HTTP on a real database, the ledger kept equal to the quantities. */
const inventory = inventoryServerOfFile();

describe('inventory', () => {
  // The transfer ships an item received here.
  beforeAll(() => inventory.receive('Harbour Road warehouse', 'HG8245H', ['TEST-0002']));

  it('ships and receives a transfer with discrepancies item by item; the ledger and the quantities stay equal', async () => {
    const from = inventory.location('Harbour Road warehouse');
    const to = inventory.location('City Centre shop');
    const draft = expectStatus(
      await inventory.keeper.post<Transfer>(TRANSFER_RESOURCE.paths.create as string, {
        fromLocationId: from.locationId,
        toLocationId: to.locationId,
        lines: [{ serial: 'TEST-0002' }, { modelId: inventory.model('Archer AX55').modelId, quantity: 3 }],
      }),
      200,
    ).body.data;
    expect(draft.state).toBe('DRAFT');
    const shipped = expectStatus(
      await inventory.keeper.post<Transfer>(fillPath(TRANSFER_PATHS.ship, { transferId: draft.transferId }), {
        version: draft.version,
      }),
      200,
    ).body.data;
    expect(shipped.state).toBe('IN_TRANSIT');
    expect(shipped.items).toHaveLength(4);
    const routers = shipped.items.filter((item) => item.serial !== 'TEST-0002');
    const received = expectStatus(
      await inventory.keeper.post<Transfer>(fillPath(TRANSFER_PATHS.receive, { transferId: draft.transferId }), {
        version: shipped.version,
        items: [
          { serial: 'TEST-0002', outcome: 'MISSING' },
          { serial: routers[0]?.serial, outcome: 'DAMAGED' },
        ],
        extra: [{ serial: 'TEST-EXTRA-1', modelId: inventory.model('Archer AX55').modelId }],
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
    const extra = (await inventory.keeper.get<KeysetPage<Item>>(`${ITEM_RESOURCE.paths.list}?serial=TEST-EXTRA-1`)).body
      .data.items[0];
    expect([extra?.state, extra?.locationName]).toEqual(['IN_STOCK', 'City Centre shop']);
    expect(await inventory.ledgerDisagreements()).toEqual([]);
    expectStatus(
      await inventory.keeper.post(fillPath(TRANSFER_PATHS.receive, { transferId: draft.transferId }), {
        version: received.version,
      }),
      409,
    );
  });

  it('refuses a transfer shipped beyond the stock, applying nothing', async () => {
    const draft = expectStatus(
      await inventory.keeper.post<Transfer>(TRANSFER_RESOURCE.paths.create as string, {
        fromLocationId: inventory.location('Van 12').locationId,
        toLocationId: inventory.location('City Centre shop').locationId,
        lines: [{ modelId: inventory.model('Amino H200').modelId, quantity: 5 }],
      }),
      200,
    ).body.data;
    const refused = expectStatus(
      await inventory.keeper.post(fillPath(TRANSFER_PATHS.ship, { transferId: draft.transferId }), {
        version: draft.version,
      }),
      409,
    );
    expect(refused.body.errorDescription).toContain('Amino H200');
    const after = (
      await inventory.keeper.get<Transfer>(
        fillPath(TRANSFER_RESOURCE.paths.get as string, { transferId: draft.transferId }),
      )
    ).body.data;
    expect(after.state).toBe('DRAFT');
  });

  it('lets another user approve a requisition, never the requester, and fulfilment creates the transfer', async () => {
    const asked = expectStatus(
      await inventory.keeper.post<Requisition>(REQUISITION_RESOURCE.paths.create as string, {
        locationId: inventory.location('Van 12').locationId,
        lines: [{ modelId: inventory.model('HG8245H').modelId, quantity: 2 }],
      }),
      200,
    ).body.data;
    expect(asked).toMatchObject({ state: 'REQUESTED', requestedBy: 'stock-keeper' });
    const own = expectStatus(
      await inventory.keeper.post(fillPath(REQUISITION_PATHS.approve, { requisitionId: asked.requisitionId }), {
        version: asked.version,
      }),
      403,
    );
    expect(own.body.errorDescription).toContain('another user');
    const approved = expectStatus(
      await inventory.approver.post<Requisition>(
        fillPath(REQUISITION_PATHS.approve, { requisitionId: asked.requisitionId }),
        {
          version: asked.version,
        },
      ),
      200,
    ).body.data;
    expect(approved).toMatchObject({ state: 'APPROVED', decidedBy: 'stock-approver' });
    const fulfilled = expectStatus(
      await inventory.approver.post<Requisition>(
        fillPath(REQUISITION_PATHS.fulfil, { requisitionId: asked.requisitionId }),
        {
          version: approved.version,
          fromLocationId: inventory.location('Harbour Road warehouse').locationId,
        },
      ),
      200,
    ).body.data;
    expect(fulfilled.state).toBe('APPROVED');
    const transfer = expectStatus(
      await inventory.keeper.get<Transfer>(
        fillPath(TRANSFER_RESOURCE.paths.get as string, { transferId: fulfilled.transferId as string }),
      ),
      200,
    ).body.data;
    expect(transfer).toMatchObject({
      state: 'DRAFT',
      requisitionId: asked.requisitionId,
      toLocationName: 'Van 12',
      lines: [{ modelId: inventory.model('HG8245H').modelId, quantity: 2 }],
    });

    const rejectable = expectStatus(
      await inventory.keeper.post<Requisition>(REQUISITION_RESOURCE.paths.create as string, {
        locationId: inventory.location('Van 12').locationId,
        lines: [{ modelId: inventory.model('HG8245H').modelId, quantity: 1 }],
      }),
      200,
    ).body.data;
    expectStatus(
      await inventory.approver.post(fillPath(REQUISITION_PATHS.reject, { requisitionId: rejectable.requisitionId }), {
        version: rejectable.version,
      }),
      400,
    );
    const rejected = expectStatus(
      await inventory.approver.post<Requisition>(
        fillPath(REQUISITION_PATHS.reject, { requisitionId: rejectable.requisitionId }),
        { version: rejectable.version, reason: 'Van is full' },
      ),
      200,
    ).body.data;
    expect(rejected).toMatchObject({ state: 'REJECTED', rejectionReason: 'Van is full' });
  });
});
