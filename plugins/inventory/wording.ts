import type { StatusTone } from '../../core/shell/controls/statusPill.css.ts';
import type { ItemState, ReasonUse, RequisitionState, TransferOutcome, TransferState } from './contract.ts';

/** The item actions a movement reason may be offered for, as the reasons' form and listing name them. */
export const REASON_USE_LABELS: Readonly<Record<ReasonUse, string>> = {
  FAULTY: 'Mark faulty',
  RETIRE: 'Retire',
  MOVE: 'Move',
  DISCREPANCY: 'Transfer discrepancy',
};

export const ITEM_STATE_TONES: Readonly<Record<ItemState, StatusTone>> = {
  IN_STOCK: 'success',
  RESERVED: 'info',
  ASSIGNED: 'neutral',
  IN_TRANSIT: 'warning',
  FAULTY: 'danger',
  RETIRED: 'neutral',
};

export const TRANSFER_STATE_TONES: Readonly<Record<TransferState, StatusTone>> = {
  DRAFT: 'neutral',
  IN_TRANSIT: 'warning',
  RECEIVED: 'success',
};

export const TRANSFER_OUTCOME_TONES: Readonly<Record<TransferOutcome, StatusTone>> = {
  RECEIVED: 'success',
  MISSING: 'danger',
  EXTRA: 'warning',
  DAMAGED: 'danger',
};

export const REQUISITION_STATE_TONES: Readonly<Record<RequisitionState, StatusTone>> = {
  REQUESTED: 'info',
  APPROVED: 'success',
  REJECTED: 'danger',
  FULFILLED: 'neutral',
};
