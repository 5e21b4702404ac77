import { z } from 'zod';
import { resourceIdSchema, resourceMetaFields, versionSchema } from '../../core/contract/resourceSchemas.ts';

export * from './paths.ts';

/**
 * The inventory's records and bodies, read by both halves: device models and movement reasons
 * (configuration), locations (a tree of warehouses, shops and vans), items (one serial each), the
 * append-only movement ledger, transfers and requisitions, and the dashboard's figures.
 */

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

const name = z
  .string()
  .trim()
  .regex(
    /^[A-Za-z0-9][A-Za-z0-9 _.()/-]{0,79}$/,
    'A name starts with a letter or digit: letters, digits, spaces, _ . ( ) / -, at most 80.',
  );
const description = z.string().trim().max(500, 'A description has at most 500 characters.').default('');
const note = z.string().trim().max(500, 'A note has at most 500 characters.');
const serial = z
  .string()
  .trim()
  .regex(
    /^[A-Za-z0-9][A-Za-z0-9._:/-]{0,63}$/,
    'A serial is 1–64 letters, digits, . _ : / -, starting with a letter or digit.',
  );

// --- Configuration: device models and movement reasons -------------------------------------------------

/** A typed attribute of a model (`WiFi bands: TEXT "2.4/5 GHz"`, `Ports: NUMBER 4`). */
export const modelAttributeSchema = z.discriminatedUnion('kind', [
  z.strictObject({ name: z.string().trim().min(1).max(60), kind: z.literal('TEXT'), value: z.string().max(200) }),
  z.strictObject({ name: z.string().trim().min(1).max(60), kind: z.literal('NUMBER'), value: z.number().finite() }),
  z.strictObject({ name: z.string().trim().min(1).max(60), kind: z.literal('BOOLEAN'), value: z.boolean() }),
]);
export type ModelAttribute = z.infer<typeof modelAttributeSchema>;

const threshold = z.number().int().min(0).max(1_000_000);
/** Below this many IN_STOCK items of the model a location of that type is low on stock (0: never). */
export const lowStockThresholdsSchema = z.strictObject({ WAREHOUSE: threshold, SHOP: threshold, VAN: threshold });
export type LowStockThresholds = z.infer<typeof lowStockThresholdsSchema>;

export const deviceModelSchema = z.object({
  modelId: z.string(),
  name: z.string(),
  manufacturer: z.string(),
  type: z.enum(DEVICE_TYPES),
  description: z.string(),
  attributes: z.array(modelAttributeSchema),
  lowStock: lowStockThresholdsSchema,
  enabled: z.boolean(),
  ...resourceMetaFields,
});
export type DeviceModel = z.infer<typeof deviceModelSchema>;

export const createDeviceModelSchema = z.strictObject({
  name,
  manufacturer: z.string().trim().min(1, 'A manufacturer is required.').max(80),
  type: z.enum(DEVICE_TYPES),
  description,
  attributes: z.array(modelAttributeSchema).max(30).default([]),
  lowStock: lowStockThresholdsSchema.default({ WAREHOUSE: 0, SHOP: 0, VAN: 0 }),
  enabled: z.boolean().default(true),
});

export const movementReasonSchema = z.object({
  reasonId: z.string(),
  name: z.string(),
  description: z.string(),
  appliesTo: z.array(z.enum(REASON_USES)),
  enabled: z.boolean(),
  ...resourceMetaFields,
});
export type MovementReason = z.infer<typeof movementReasonSchema>;

export const createMovementReasonSchema = z.strictObject({
  name,
  description,
  appliesTo: z.array(z.enum(REASON_USES)).min(1, 'Choose at least one action.'),
  enabled: z.boolean().default(true),
});

// --- Locations -------------------------------------------------------------------------------------------

export const locationCapacitySchema = z.strictObject({
  modelId: resourceIdSchema,
  capacity: z.number().int().min(0).max(10_000_000),
});
export type LocationCapacity = z.infer<typeof locationCapacitySchema>;

export const locationSchema = z.object({
  locationId: z.string(),
  name: z.string(),
  type: z.enum(LOCATION_TYPES),
  parentId: z.string().nullable(),
  /** The partner account the location belongs to; null for the tenant's own. */
  accountId: z.string().nullable(),
  /** The region the location serves (an ASSIGN_STOCK step may pick the subscriber's region's location). */
  region: z.string().nullable(),
  address: z.string(),
  active: z.boolean(),
  capacities: z.array(locationCapacitySchema),
  ...resourceMetaFields,
});
export type Location = z.infer<typeof locationSchema>;

export const createLocationSchema = z.strictObject({
  name,
  type: z.enum(LOCATION_TYPES),
  parentId: resourceIdSchema.nullable().default(null),
  accountId: z.string().trim().min(1).max(64).nullable().default(null),
  region: z.string().trim().min(1).max(80).nullable().default(null),
  address: z.string().trim().max(300).default(''),
  active: z.boolean().default(true),
  capacities: z.array(locationCapacitySchema).max(200).default([]),
});

// --- Items and the movement ledger ------------------------------------------------------------------------

export const itemSchema = z.object({
  itemId: z.string(),
  serial: z.string(),
  iccid: z.string().nullable(),
  mac: z.string().nullable(),
  modelId: z.string(),
  modelName: z.string(),
  type: z.enum(DEVICE_TYPES),
  state: z.enum(ITEM_STATES),
  locationId: z.string(),
  locationName: z.string(),
  accountId: z.string().nullable(),
  orderId: z.string().nullable(),
  orderNumber: z.string().nullable(),
  subscriber: z.string().nullable(),
  transferId: z.string().nullable(),
  reservedAt: z.string().nullable(),
  ...resourceMetaFields,
});
export type Item = z.infer<typeof itemSchema>;

/**
 * A CSV receipt: `csv` has a header naming `serial` and `model` (a model's name) and optionally `iccid` and
 * `mac`; every row lands IN_STOCK at `locationId`. `dryRun: true` answers each row and applies nothing;
 * `dryRun: false` applies all rows or, when any is refused, none (409 with the rows).
 */
export const receiveStockSchema = z.strictObject({
  locationId: resourceIdSchema,
  csv: z.string().min(1, 'The CSV is empty.').max(2_000_000, 'The CSV is larger than 2 MB.'),
  dryRun: z.boolean(),
  reasonId: resourceIdSchema.optional(),
  note: note.optional(),
});
export type ReceiveStock = z.infer<typeof receiveStockSchema>;

export const RECEIPT_ROW_OUTCOMES = ['OK', 'DUPLICATE', 'UNKNOWN_MODEL', 'OVER_CAPACITY', 'INVALID'] as const;
export type ReceiptRowOutcome = (typeof RECEIPT_ROW_OUTCOMES)[number];

export const receiptRowSchema = z.object({
  /** The row's line in the CSV (the header is line 1). */
  line: z.number().int(),
  serial: z.string(),
  model: z.string(),
  outcome: z.enum(RECEIPT_ROW_OUTCOMES),
  /** Why a row is refused; empty for OK. */
  message: z.string(),
});
export type ReceiptRow = z.infer<typeof receiptRowSchema>;

export const receiptResultSchema = z.object({
  dryRun: z.boolean(),
  applied: z.boolean(),
  accepted: z.number().int(),
  refused: z.number().int(),
  rows: z.array(receiptRowSchema),
});
export type ReceiptResult = z.infer<typeof receiptResultSchema>;

/** Marks an item FAULTY (from IN_STOCK or RESERVED: a reservation is released). */
export const markFaultySchema = z.strictObject({
  version: versionSchema,
  reasonId: resourceIdSchema.optional(),
  note: note.default(''),
});
/** Retires an item for good (from IN_STOCK or FAULTY). */
export const retireItemSchema = z.strictObject({
  version: versionSchema,
  reasonId: resourceIdSchema.optional(),
  note: note.default(''),
});
/** Moves an IN_STOCK or FAULTY item to another location without a transfer (a correction). */
export const moveItemSchema = z.strictObject({
  version: versionSchema,
  locationId: resourceIdSchema,
  reasonId: resourceIdSchema.optional(),
  note: note.default(''),
});

export const movementSchema = z.object({
  movementId: z.string(),
  at: z.string(),
  kind: z.enum(MOVEMENT_KINDS),
  itemId: z.string(),
  serial: z.string(),
  modelId: z.string(),
  modelName: z.string(),
  fromLocationId: z.string().nullable(),
  fromLocationName: z.string().nullable(),
  toLocationId: z.string().nullable(),
  toLocationName: z.string().nullable(),
  fromState: z.enum(ITEM_STATES).nullable(),
  toState: z.enum(ITEM_STATES),
  /** The partner account of the location the item is at after the movement (or came from). */
  accountId: z.string().nullable(),
  orderId: z.string().nullable(),
  orderNumber: z.string().nullable(),
  transferId: z.string().nullable(),
  requisitionId: z.string().nullable(),
  discrepancy: z.enum(DISCREPANCY_KINDS).nullable(),
  reason: z.string().nullable(),
  note: z.string(),
  actor: z.string(),
});
export type Movement = z.infer<typeof movementSchema>;

export const itemHistorySchema = z.object({ item: itemSchema, movements: z.array(movementSchema) });
export type ItemHistory = z.infer<typeof itemHistorySchema>;

// --- Transfers -------------------------------------------------------------------------------------------

/** A line of a transfer: named serials, or a quantity of a model picked from the source's stock on shipping. */
export const transferLineSchema = z.union([
  z.strictObject({ serial }),
  z.strictObject({ modelId: resourceIdSchema, quantity: z.number().int().min(1).max(TRANSFER_MAX_ITEMS) }),
]);
export type TransferLine = z.infer<typeof transferLineSchema>;

export const transferItemSchema = z.object({
  itemId: z.string(),
  serial: z.string(),
  modelName: z.string(),
  /** Null until the transfer is received. */
  outcome: z.enum(TRANSFER_OUTCOMES).nullable(),
});
export type TransferItem = z.infer<typeof transferItemSchema>;

export const transferSchema = z.object({
  transferId: z.string(),
  number: z.string(),
  state: z.enum(TRANSFER_STATES),
  fromLocationId: z.string(),
  fromLocationName: z.string(),
  toLocationId: z.string(),
  toLocationName: z.string(),
  /** The partner account of the destination, else of the source. */
  accountId: z.string().nullable(),
  requisitionId: z.string().nullable(),
  lines: z.array(transferLineSchema),
  /** The items shipped (empty while DRAFT), with their outcome once received. */
  items: z.array(transferItemSchema),
  discrepancies: z.number().int(),
  note: z.string(),
  createdBy: z.string(),
  shippedAt: z.string().nullable(),
  receivedAt: z.string().nullable(),
  ...resourceMetaFields,
});
export type Transfer = z.infer<typeof transferSchema>;

/** A DRAFT transfer; an update (DRAFT only) sends any of these with `version`. */
export const createTransferSchema = z.strictObject({
  fromLocationId: resourceIdSchema,
  toLocationId: resourceIdSchema,
  lines: z.array(transferLineSchema).min(1, 'A transfer has at least one line.').max(TRANSFER_MAX_ITEMS),
  note: note.default(''),
});

export const shipTransferSchema = z.strictObject({ version: versionSchema });

/**
 * Receiving a transfer, item by item: each shipped serial RECEIVED, MISSING or DAMAGED (a serial not named
 * is RECEIVED), and `extra` serials that arrived without being shipped (a serial the tenant does not know
 * needs its model).
 */
export const receiveTransferSchema = z.strictObject({
  version: versionSchema,
  items: z
    .array(z.strictObject({ serial, outcome: z.enum(['RECEIVED', 'MISSING', 'DAMAGED']) }))
    .max(TRANSFER_MAX_ITEMS)
    .default([]),
  extra: z
    .array(z.strictObject({ serial, modelId: resourceIdSchema.optional() }))
    .max(TRANSFER_MAX_ITEMS)
    .default([]),
  note: note.default(''),
});
export type ReceiveTransfer = z.infer<typeof receiveTransferSchema>;

// --- Requisitions ----------------------------------------------------------------------------------------

export const requisitionLineSchema = z.strictObject({
  modelId: resourceIdSchema,
  quantity: z.number().int().min(1).max(TRANSFER_MAX_ITEMS),
});
export type RequisitionLine = z.infer<typeof requisitionLineSchema>;

export const requisitionSchema = z.object({
  requisitionId: z.string(),
  number: z.string(),
  state: z.enum(REQUISITION_STATES),
  /** The location asking for stock. */
  locationId: z.string(),
  locationName: z.string(),
  accountId: z.string().nullable(),
  lines: z.array(requisitionLineSchema.extend({ modelName: z.string() })),
  note: z.string(),
  requestedBy: z.string(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  /** The transfer fulfilment created. */
  transferId: z.string().nullable(),
  ...resourceMetaFields,
});
export type Requisition = z.infer<typeof requisitionSchema>;

/** A requisition (REQUESTED); an update (REQUESTED only) sends any of these with `version`. */
export const createRequisitionSchema = z.strictObject({
  locationId: resourceIdSchema,
  lines: z.array(requisitionLineSchema).min(1, 'A requisition asks for at least one model.').max(50),
  note: note.default(''),
});

export const approveRequisitionSchema = z.strictObject({ version: versionSchema });
export const rejectRequisitionSchema = z.strictObject({
  version: versionSchema,
  reason: z.string().trim().min(1, 'Say why the requisition is rejected.').max(500),
});
/** Fulfils an APPROVED requisition from a source location: a DRAFT transfer of its lines is created. */
export const fulfilRequisitionSchema = z.strictObject({ version: versionSchema, fromLocationId: resourceIdSchema });

// --- Dashboard -------------------------------------------------------------------------------------------

export const inventoryDashboardQuerySchema = z.strictObject({
  /** A transfer IN_TRANSIT longer than this many days is late (default 7). */
  transitDays: z.coerce.number().int().min(1).max(365).optional(),
});

const count = z.number().int();
export const inventoryDashboardSchema = z.object({
  byState: z.array(z.object({ state: z.enum(ITEM_STATES), count })),
  byLocation: z.array(
    z.object({
      locationId: z.string(),
      locationName: z.string(),
      type: z.enum(LOCATION_TYPES),
      inStock: count,
      total: count,
    }),
  ),
  byModel: z.array(
    z.object({ modelId: z.string(), modelName: z.string(), type: z.enum(DEVICE_TYPES), inStock: count, total: count }),
  ),
  belowThreshold: z.array(
    z.object({
      locationId: z.string(),
      locationName: z.string(),
      locationType: z.enum(LOCATION_TYPES),
      modelId: z.string(),
      modelName: z.string(),
      inStock: count,
      threshold: count,
    }),
  ),
  lateTransfers: z.array(
    z.object({
      transferId: z.string(),
      number: z.string(),
      fromLocationName: z.string(),
      toLocationName: z.string(),
      shippedAt: z.string(),
      items: count,
    }),
  ),
  /** Items still RESERVED for an order that has ended (or is gone). */
  staleReservations: z.array(
    z.object({
      itemId: z.string(),
      serial: z.string(),
      orderId: z.string().nullable(),
      orderNumber: z.string().nullable(),
      orderState: z.string().nullable(),
      reservedAt: z.string().nullable(),
    }),
  ),
  transitDays: count,
});
export type InventoryDashboard = z.infer<typeof inventoryDashboardSchema>;
