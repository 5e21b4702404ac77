import { fillPath } from '../../core/contract/pathTemplate.ts';
import { defineCall } from '../../core/http/callDefinition.ts';
import { resourceCalls } from '../resourceKit/public/web/resourceCalls.ts';
import type { FormBody } from '../resourceKit/public/web/resourceFields.ts';
import {
  DEVICE_MODEL_RESOURCE,
  INVENTORY_DASHBOARD_PATHS,
  ITEM_PATHS,
  ITEM_RESOURCE,
  LOCATION_RESOURCE,
  MOVEMENT_REASON_RESOURCE,
  MOVEMENT_RESOURCE,
  REQUISITION_PATHS,
  REQUISITION_RESOURCE,
  TRANSFER_PATHS,
  TRANSFER_RESOURCE,
  type DeviceModel,
  type InventoryDashboard,
  type Item,
  type ItemHistory,
  type Location,
  type Movement,
  type MovementReason,
  type ReceiptResult,
  type ReceiveStock,
  type ReceiveTransfer,
  type Requisition,
  type Transfer,
  type TransferLine,
  type RequisitionLine,
} from './contract.ts';

export const deviceModelCalls = resourceCalls<DeviceModel, FormBody, FormBody>(DEVICE_MODEL_RESOURCE);
export const movementReasonCalls = resourceCalls<MovementReason, FormBody, FormBody>(MOVEMENT_REASON_RESOURCE);
export const locationCalls = resourceCalls<Location, FormBody, FormBody>(LOCATION_RESOURCE);
export const itemCalls = resourceCalls<Item, never, never>(ITEM_RESOURCE);
export const movementCalls = resourceCalls<Movement, never, never>(MOVEMENT_RESOURCE);
export const transferCalls = resourceCalls<Transfer, TransferDraft, Partial<TransferDraft>>(TRANSFER_RESOURCE);
export const requisitionCalls = resourceCalls<Requisition, RequisitionDraft, Partial<RequisitionDraft>>(
  REQUISITION_RESOURCE,
);

export interface TransferDraft {
  fromLocationId: string;
  toLocationId: string;
  lines: TransferLine[];
  note: string;
}

export interface RequisitionDraft {
  locationId: string;
  lines: RequisitionLine[];
  note: string;
}

/** A CSV receipt: a dry run answers each row; an apply with a refused row fails with the rows (409). */
export const receiveStockCall = defineCall<ReceiveStock, ReceiptResult>({
  method: 'POST',
  path: ITEM_PATHS.receive,
  notifyErrors: false,
});

export const itemHistoryCall = defineCall<string, ItemHistory>({
  method: 'GET',
  path: (itemId) => fillPath(ITEM_PATHS.history, { itemId }),
  notifyErrors: false,
});

/** What an item action sends besides the item: the version read, an optional reason and note (and a move's place). */
export interface ItemActionInput {
  itemId: string;
  version: number;
  reasonId?: string;
  note: string;
  locationId?: string;
}

const itemAction = (template: string) =>
  defineCall<ItemActionInput, Item>({
    method: 'POST',
    path: ({ itemId }) => fillPath(template, { itemId }),
    body: ({ itemId: _itemId, ...body }) => body,
    notifyErrors: false,
  });

export const ITEM_ACTION_CALLS = {
  faulty: itemAction(ITEM_PATHS.faulty),
  retire: itemAction(ITEM_PATHS.retire),
  move: itemAction(ITEM_PATHS.move),
} as const;

export const shipTransferCall = defineCall<{ transferId: string; version: number }, Transfer>({
  method: 'POST',
  path: ({ transferId }) => fillPath(TRANSFER_PATHS.ship, { transferId }),
  body: ({ version }) => ({ version }),
  notifyErrors: false,
});

export const receiveTransferCall = defineCall<{ transferId: string } & ReceiveTransfer, Transfer>({
  method: 'POST',
  path: ({ transferId }) => fillPath(TRANSFER_PATHS.receive, { transferId }),
  body: ({ transferId: _transferId, ...body }) => body,
  notifyErrors: false,
});

export interface RequisitionDecision {
  requisitionId: string;
  version: number;
  reason?: string;
  fromLocationId?: string;
}

const requisitionAction = (template: string) =>
  defineCall<RequisitionDecision, Requisition>({
    method: 'POST',
    path: ({ requisitionId }) => fillPath(template, { requisitionId }),
    body: ({ requisitionId: _requisitionId, ...body }) => body,
    notifyErrors: false,
  });

export const REQUISITION_ACTION_CALLS = {
  approve: requisitionAction(REQUISITION_PATHS.approve),
  reject: requisitionAction(REQUISITION_PATHS.reject),
  fulfil: requisitionAction(REQUISITION_PATHS.fulfil),
} as const;

export const inventoryDashboardCall = defineCall<{ transitDays?: number }, InventoryDashboard>({
  method: 'GET',
  path: INVENTORY_DASHBOARD_PATHS.summary,
  query: (query) => query,
  notifyErrors: false,
});
