import { describe, expect, it } from 'vitest';
import type { KeysetPage } from '../../../core/contract/pagination.ts';
import { fillPath } from '../../../core/contract/pathTemplate.ts';
import { expectStatus } from '../../../tests/server/support/adminCalls.ts';
import {
  REQUISITION_PATHS,
  REQUISITION_RESOURCE,
  TRANSFER_PATHS,
  TRANSFER_RESOURCE,
  type Requisition,
  type Transfer,
} from '../contract.ts';
import { inventoryServerOfFile } from './testing/inventoryServer.ts';

/**
 * A requisition stays open until the transfer fulfilling it ships, and document numbers are never given
 * twice, over real HTTP on a real database with the seeded inventory.
 */
const inventory = inventoryServerOfFile();

const requisitionPath = (requisitionId: string) =>
  fillPath(REQUISITION_RESOURCE.paths.get as string, { requisitionId });
const transferPath = (transferId: string) => fillPath(TRANSFER_RESOURCE.paths.get as string, { transferId });

async function seededRequisition(number: string): Promise<Requisition> {
  const page = expectStatus(
    await inventory.keeper.get<KeysetPage<Requisition>>(`${REQUISITION_RESOURCE.paths.list}?q=${number}`),
    200,
  ).body.data;
  const found = page.items.find((item) => item.number === number);
  if (!found) throw new Error(`The demo data has no ${number}`);
  return found;
}

async function requisitionNow(requisitionId: string): Promise<Requisition> {
  return expectStatus(await inventory.keeper.get<Requisition>(requisitionPath(requisitionId)), 200).body.data;
}

function fulfil(requisition: Requisition, fromLocation: string) {
  return inventory.approver.post<Requisition>(
    fillPath(REQUISITION_PATHS.fulfil, { requisitionId: requisition.requisitionId }),
    { version: requisition.version, fromLocationId: inventory.location(fromLocation).locationId },
  );
}

describe('fulfilling a requisition', () => {
  it('refuses a source that cannot cover it, naming the field and the stock, and keeps the requisition open', async () => {
    const requested = await seededRequisition('RQ-000001');
    expect(requested.lines).toMatchObject([{ modelName: 'HG8245H', quantity: 20 }]);
    const approved = expectStatus(
      await inventory.approver.post<Requisition>(
        fillPath(REQUISITION_PATHS.approve, { requisitionId: requested.requisitionId }),
        { version: requested.version },
      ),
      200,
    ).body.data;

    const refused = expectStatus(await fulfil(approved, 'Van 12'), 400);
    expect(refused.body.errorDescription).toContain('body.fromLocationId');
    expect(refused.body.errorDescription).toMatch(/Only \d+ HG8245H of the 20 asked for are in stock at Van 12/);
    expect(await requisitionNow(approved.requisitionId)).toMatchObject({
      state: 'APPROVED',
      transferId: null,
      version: approved.version,
    });
  });

  it('stays APPROVED with its draft, opens again when the draft is deleted, and is FULFILLED once shipped', async () => {
    const approved = await requisitionNow((await seededRequisition('RQ-000001')).requisitionId);
    expect(approved.state).toBe('APPROVED');

    const beingFulfilled = expectStatus(await fulfil(approved, 'Harbour Road warehouse'), 200).body.data;
    expect(beingFulfilled.state).toBe('APPROVED');
    const draft = expectStatus(
      await inventory.keeper.get<Transfer>(transferPath(beingFulfilled.transferId as string)),
      200,
    ).body.data;
    expect(draft).toMatchObject({ state: 'DRAFT', requisitionId: approved.requisitionId });
    const twice = expectStatus(await fulfil(beingFulfilled, 'Harbour Road warehouse'), 409);
    expect(twice.body.errorDescription).toContain('being fulfilled');

    expectStatus(await inventory.keeper.delete(`${transferPath(draft.transferId)}?version=${draft.version}`), 200);
    const reopened = await requisitionNow(approved.requisitionId);
    expect(reopened).toMatchObject({ state: 'APPROVED', transferId: null });
    expect(reopened.version).toBeGreaterThan(beingFulfilled.version);

    const again = expectStatus(await fulfil(reopened, 'Harbour Road warehouse'), 200).body.data;
    const second = expectStatus(await inventory.keeper.get<Transfer>(transferPath(again.transferId as string)), 200)
      .body.data;
    expect(second.number).not.toBe(draft.number);
    expectStatus(
      await inventory.keeper.post<Transfer>(fillPath(TRANSFER_PATHS.ship, { transferId: second.transferId }), {
        version: second.version,
      }),
      200,
    );
    expect(await requisitionNow(approved.requisitionId)).toMatchObject({
      state: 'FULFILLED',
      transferId: second.transferId,
    });
    expect(await inventory.ledgerDisagreements()).toEqual([]);
  });
});

describe('document numbers', () => {
  const newTransfer = async () =>
    expectStatus(
      await inventory.keeper.post<Transfer>(TRANSFER_RESOURCE.paths.create as string, {
        fromLocationId: inventory.location('Harbour Road warehouse').locationId,
        toLocationId: inventory.location('City Centre shop').locationId,
        lines: [{ modelId: inventory.model('Archer AX55').modelId, quantity: 1 }],
      }),
      200,
    ).body.data;
  const newRequisition = async () =>
    expectStatus(
      await inventory.keeper.post<Requisition>(REQUISITION_RESOURCE.paths.create as string, {
        locationId: inventory.location('Van 12').locationId,
        lines: [{ modelId: inventory.model('HG8245H').modelId, quantity: 1 }],
      }),
      200,
    ).body.data;
  const numberOf = (number: string) => Number(number.slice(3));

  it('never gives a deleted draft transfer number again, going on past the highest one held', async () => {
    const first = await newTransfer();
    expect(numberOf(first.number)).toBeGreaterThan(5);
    expectStatus(await inventory.keeper.delete(`${transferPath(first.transferId)}?version=${first.version}`), 200);
    const next = await newTransfer();
    expect(numberOf(next.number)).toBe(numberOf(first.number) + 1);
  });

  it('never gives a withdrawn requisition number again', async () => {
    const first = await newRequisition();
    expect(numberOf(first.number)).toBeGreaterThan(5);
    expectStatus(
      await inventory.keeper.delete(`${requisitionPath(first.requisitionId)}?version=${first.version}`),
      200,
    );
    const next = await newRequisition();
    expect(numberOf(next.number)).toBe(numberOf(first.number) + 1);
  });
});
