// Transfers between locations: DRAFT → IN_TRANSIT → RECEIVED, with discrepancies item by item.
import { z } from 'zod';
import { versionSchema } from '../../../core/contract/failures.ts';
import { resourceIdSchema, resourceMetaFields } from '../../resourceKit/public/contract/resourceSchemas.ts';
import { note, serial } from './fields.ts';
import { TRANSFER_MAX_ITEMS, TRANSFER_OUTCOMES, TRANSFER_STATES } from './vocabulary.ts';

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
