// Configuration: device models (typed attributes, low-stock thresholds per location type) and movement reasons.
import { z } from 'zod';
import { resourceMetaFields } from '../../resourceKit/public/contract/resourceSchemas.ts';
import { description, name, threshold } from './fields.ts';
import { DEVICE_TYPES, REASON_USES } from './vocabulary.ts';

/** A typed attribute of a model (`WiFi bands: TEXT "2.4/5 GHz"`, `Ports: NUMBER 4`). */
export const modelAttributeSchema = z.discriminatedUnion('kind', [
  z.strictObject({ name: z.string().trim().min(1).max(60), kind: z.literal('TEXT'), value: z.string().max(200) }),
  z.strictObject({ name: z.string().trim().min(1).max(60), kind: z.literal('NUMBER'), value: z.number().finite() }),
  z.strictObject({ name: z.string().trim().min(1).max(60), kind: z.literal('BOOLEAN'), value: z.boolean() }),
]);
export type ModelAttribute = z.infer<typeof modelAttributeSchema>;

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
