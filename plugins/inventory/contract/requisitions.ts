// Requisitions: a location asks for stock; REQUESTED → APPROVED / REJECTED → FULFILLED once its transfer ships.
import { z } from 'zod';
import { versionSchema } from '../../../core/contract/failures.ts';
import { resourceIdSchema, resourceMetaFields } from '../../resourceKit/public/contract/resourceSchemas.ts';
import { note } from './fields.ts';
import { REQUISITION_STATES, TRANSFER_MAX_ITEMS } from './vocabulary.ts';

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
  /** The transfer fulfilment created: a draft while the requisition is APPROVED, shipped once FULFILLED. */
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
/**
 * Fulfils an APPROVED requisition with no transfer yet from a source location holding its lines: a DRAFT
 * transfer of its lines is created; the requisition is FULFILLED when that transfer ships.
 */
export const fulfilRequisitionSchema = z.strictObject({ version: versionSchema, fromLocationId: resourceIdSchema });
