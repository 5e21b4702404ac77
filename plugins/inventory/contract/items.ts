// Items (one serial each), CSV receipts, the item actions and the append-only movement ledger.
import { z } from 'zod';
import { versionSchema } from '../../../core/contract/failures.ts';
import { resourceIdSchema, resourceMetaFields } from '../../resourceKit/public/contract/resourceSchemas.ts';
import { note } from './fields.ts';
import { DEVICE_TYPES, DISCREPANCY_KINDS, ITEM_STATES, MOVEMENT_KINDS } from './vocabulary.ts';

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
