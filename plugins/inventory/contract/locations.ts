// Locations: a tree of warehouses, shops and vans, with capacity per model and a partner account.
import { z } from 'zod';
import { resourceIdSchema, resourceMetaFields } from '../../resourceKit/public/contract/resourceSchemas.ts';
import { name } from './fields.ts';
import { LOCATION_TYPES } from './vocabulary.ts';

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
