// The inventory dashboard's figures.
import { z } from 'zod';
import { DEVICE_TYPES, ITEM_STATES, LOCATION_TYPES } from './vocabulary.ts';

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
