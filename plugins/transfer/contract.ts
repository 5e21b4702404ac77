import { z } from 'zod';
import { itemRefSchema } from '../../core/contract/references.ts';

export * from './paths.ts';

const itemKeySchema = z.strictObject({
  kind: z.string().trim().min(1, 'Name the kind.').max(60),
  name: z.string().trim().min(1, 'Name the item.').max(300),
});

export const CONFLICT_RESOLUTIONS = ['skip', 'overwrite', 'copy'] as const;

export const copyRequestSchema = z.strictObject({
  /** The tenant copied to. */
  targetTenantId: z.string().trim().min(1, 'Choose the target tenant.').max(60),
  /** False copies only the single items given, not the family's. */
  wholeFamily: z.boolean().default(true),
  /** Single items to copy besides the family's. */
  items: z.array(itemKeySchema).max(1000).default([]),
  /** False (the default) answers the dry run; true applies it. */
  apply: z.boolean().default(false),
  /** What to do with each item the target already has with other values. */
  resolutions: z
    .array(
      itemKeySchema.extend({
        action: z.enum(CONFLICT_RESOLUTIONS),
        /** The name of the copy (`copy`). */
        newName: z.string().trim().min(1).max(120).optional(),
      }),
    )
    .max(1000)
    .default([]),
});
export type CopyRequest = z.input<typeof copyRequestSchema>;

export const COPY_ACTIONS = ['create', 'update', 'unchanged', 'conflict', 'skip'] as const;
export type CopyAction = (typeof COPY_ACTIONS)[number];

export const fieldDiffSchema = z.object({ field: z.string(), source: z.unknown(), target: z.unknown() });

export const copyItemSchema = z.object({
  kind: z.string(),
  title: z.string(),
  name: z.string(),
  /** The name on the target (another one when copied under a new name). */
  targetName: z.string(),
  action: z.enum(COPY_ACTIONS),
  /** Null when selected; else the item that needs it. */
  neededBy: itemRefSchema.nullable(),
  /** Secrets the copy leaves behind: the target item is created disabled until they are entered. */
  secrets: z.array(z.string()),
  diff: z.array(fieldDiffSchema),
});
export type CopyItem = z.infer<typeof copyItemSchema>;

export const copyPlanSchema = z.object({
  sourceTenantId: z.string(),
  targetTenantId: z.string(),
  applied: z.boolean(),
  items: z.array(copyItemSchema),
  /** Items named that the source does not have, or kinds nothing copies. */
  missing: z.array(itemRefSchema),
});
export type CopyPlan = z.infer<typeof copyPlanSchema>;

export const copyTargetsSchema = z.array(z.object({ tenantId: z.string(), name: z.string() }));
export type CopyTarget = z.infer<typeof copyTargetsSchema>[number];

export const COPY_RESULTS = ['APPLIED', 'FAILED'] as const;

export const copyEventSchema = z.object({
  eventId: z.string(),
  createdAt: z.string(),
  actor: z.string(),
  /** OUT on the source tenant, IN on the target. */
  direction: z.enum(['OUT', 'IN']),
  sourceTenantId: z.string(),
  targetTenantId: z.string(),
  family: z.string(),
  result: z.enum(COPY_RESULTS),
  message: z.string(),
  items: z.array(z.object({ kind: z.string(), name: z.string(), targetName: z.string(), action: z.string() })),
});
export type CopyEvent = z.infer<typeof copyEventSchema>;
