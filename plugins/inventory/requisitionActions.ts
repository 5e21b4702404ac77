import type { Requisition } from './contract.ts';

/** What the signed-in user may do to a requisition now, as the server allows it. */
export interface RequisitionActions {
  /** Approve or reject: the update key, a REQUESTED requisition, and not one's own request. */
  decide: boolean;
  /** Fulfil from a location: the update key and an APPROVED requisition. */
  fulfil: boolean;
  /** The user would decide but asked for it themselves. */
  ownRequest: boolean;
}

export function requisitionActions(
  requisition: Pick<Requisition, 'state' | 'requestedBy'>,
  username: string | null,
  mayUpdate: boolean,
): RequisitionActions {
  const ownRequest = requisition.requestedBy === username;
  return {
    decide: mayUpdate && !ownRequest && requisition.state === 'REQUESTED',
    fulfil: mayUpdate && requisition.state === 'APPROVED',
    ownRequest: mayUpdate && ownRequest && requisition.state === 'REQUESTED',
  };
}
