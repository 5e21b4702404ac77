import { describe, expect, it } from 'vitest';
import { requisitionActions } from './requisitionActions.ts';

describe('what a user may do to a requisition', () => {
  it('lets another user with the update key approve or reject a requested one, never its requester', () => {
    const requested = { state: 'REQUESTED', requestedBy: 'operator' } as const;
    expect(requisitionActions(requested, 'admin', true)).toEqual({ decide: true, fulfil: false, ownRequest: false });
    expect(requisitionActions(requested, 'operator', true)).toEqual({ decide: false, fulfil: false, ownRequest: true });
    expect(requisitionActions(requested, 'admin', false)).toEqual({ decide: false, fulfil: false, ownRequest: false });
  });

  it('offers fulfilment of an approved one only, to anyone with the update key', () => {
    expect(requisitionActions({ state: 'APPROVED', requestedBy: 'operator' }, 'operator', true).fulfil).toBe(true);
    expect(requisitionActions({ state: 'APPROVED', requestedBy: 'operator' }, 'admin', false).fulfil).toBe(false);
    for (const state of ['REJECTED', 'FULFILLED'] as const) {
      expect(requisitionActions({ state, requestedBy: 'operator' }, 'admin', true)).toEqual({
        decide: false,
        fulfil: false,
        ownRequest: false,
      });
    }
  });
});
