import type { Requisition } from './contract.ts';

/** What the signed-in user may do to a requisition now, as the server allows it. */
export interface RequisitionActions {
  /** Approve or reject: the update key, a REQUESTED requisition, and not one's own request. */
  decide: boolean;
  /** Fulfil from a location: the update key and an APPROVED requisition no transfer is fulfilling yet. */
  fulfil: boolean;
  /** APPROVED with a draft transfer: fulfilled once that ships, open again if it is deleted. */
  beingFulfilled: boolean;
  /** The user would decide but asked for it themselves. */
  ownRequest: boolean;
}

export function requisitionActions(
  requisition: Pick<Requisition, 'state' | 'requestedBy' | 'transferId'>,
  username: string | null,
  mayUpdate: boolean,
): RequisitionActions {
  const ownRequest = requisition.requestedBy === username;
  const beingFulfilled = requisition.state === 'APPROVED' && requisition.transferId !== null;
  return {
    decide: mayUpdate && !ownRequest && requisition.state === 'REQUESTED',
    fulfil: mayUpdate && requisition.state === 'APPROVED' && !beingFulfilled,
    beingFulfilled,
    ownRequest: mayUpdate && ownRequest && requisition.state === 'REQUESTED',
  };
}
