// The inventory's fixed vocabularies (device types, location types, item, transfer and requisition states, movement
// kinds, reason uses) and its size limits.
export const DEVICE_TYPES = ['SIM', 'ROUTER', 'ONT', 'STB', 'MODEM', 'ACCESSORY'] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];

export const LOCATION_TYPES = ['WAREHOUSE', 'SHOP', 'VAN'] as const;
export type LocationType = (typeof LOCATION_TYPES)[number];

export const ITEM_STATES = ['IN_STOCK', 'RESERVED', 'ASSIGNED', 'IN_TRANSIT', 'FAULTY', 'RETIRED'] as const;
export type ItemState = (typeof ITEM_STATES)[number];

/** What a ledger row records: every change of an item's state or place is one. */
export const MOVEMENT_KINDS = [
  'RECEIPT',
  'RESERVATION',
  'ASSIGNMENT',
  'RELEASE',
  'TRANSFER_OUT',
  'TRANSFER_IN',
  'DISCREPANCY',
  'STATE_CHANGE',
  'MOVE',
] as const;
export type MovementKind = (typeof MOVEMENT_KINDS)[number];

export const TRANSFER_STATES = ['DRAFT', 'IN_TRANSIT', 'RECEIVED'] as const;
export type TransferState = (typeof TRANSFER_STATES)[number];

/** How an item of a transfer arrived; MISSING, EXTRA and DAMAGED are discrepancies. */
export const TRANSFER_OUTCOMES = ['RECEIVED', 'MISSING', 'EXTRA', 'DAMAGED'] as const;
export type TransferOutcome = (typeof TRANSFER_OUTCOMES)[number];
export const DISCREPANCY_KINDS = ['MISSING', 'EXTRA', 'DAMAGED'] as const;
export type DiscrepancyKind = (typeof DISCREPANCY_KINDS)[number];

export const REQUISITION_STATES = ['REQUESTED', 'APPROVED', 'REJECTED', 'FULFILLED'] as const;
export type RequisitionState = (typeof REQUISITION_STATES)[number];

/** The actions a movement reason may be chosen for. */
export const REASON_USES = ['FAULTY', 'RETIRE', 'MOVE', 'DISCREPANCY'] as const;
export type ReasonUse = (typeof REASON_USES)[number];

export const ATTRIBUTE_KINDS = ['TEXT', 'NUMBER', 'BOOLEAN'] as const;
export type AttributeKind = (typeof ATTRIBUTE_KINDS)[number];

/** The most rows one CSV receipt takes. */
export const RECEIPT_MAX_ROWS = 10_000;
/** The most items one transfer moves. */
export const TRANSFER_MAX_ITEMS = 5_000;
