import { describe, expect, it } from 'vitest';
import { requisitionActions } from './requisitionActions.ts';

describe('what a user may do to a requisition', () => {
  it('lets another user with the update key approve or reject a requested one, never its requester', () => {
    const requested = { state: 'REQUESTED', requestedBy: 'operator', transferId: null } as const;
    const none = { fulfil: false, beingFulfilled: false };
    expect(requisitionActions(requested, 'admin', true)).toEqual({ decide: true, ownRequest: false, ...none });
    expect(requisitionActions(requested, 'operator', true)).toEqual({ decide: false, ownRequest: true, ...none });
    expect(requisitionActions(requested, 'admin', false)).toEqual({ decide: false, ownRequest: false, ...none });
  });

  it('offers fulfilment of an approved one no transfer is fulfilling yet, to anyone with the update key', () => {
    const approved = { state: 'APPROVED', requestedBy: 'operator', transferId: null } as const;
    expect(requisitionActions(approved, 'operator', true).fulfil).toBe(true);
    expect(requisitionActions(approved, 'admin', false).fulfil).toBe(false);
    for (const state of ['REJECTED', 'FULFILLED'] as const) {
      expect(requisitionActions({ state, requestedBy: 'operator', transferId: null }, 'admin', true)).toEqual({
        decide: false,
        fulfil: false,
        beingFulfilled: false,
        ownRequest: false,
      });
    }
  });

  it('offers no second fulfilment while its draft transfer is waiting to ship', () => {
    const beingFulfilled = { state: 'APPROVED', requestedBy: 'operator', transferId: 't-1' } as const;
    expect(requisitionActions(beingFulfilled, 'admin', true)).toMatchObject({ fulfil: false, beingFulfilled: true });
    const shipped = { state: 'FULFILLED', requestedBy: 'operator', transferId: 't-1' } as const;
    expect(requisitionActions(shipped, 'admin', true).beingFulfilled).toBe(false);
  });
});
