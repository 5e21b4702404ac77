import { z } from 'zod';
import { itemRefSchema } from '../../core/contract/references.ts';
import { COPY_FAMILIES } from './paths.ts';

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
export type CopyResolution = z.input<typeof copyRequestSchema>['resolutions'] extends (infer R)[] | undefined
  ? R
  : never;

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
  /** The items it names that the copy gives another name: its fields name them so on the target. */
  renamedRefs: z.array(z.object({ kind: z.string(), title: z.string(), name: z.string(), targetName: z.string() })),
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

/** A tenant id as tenants are named: lower-case letters, digits and hyphens. */
export const tenantIdSchema = z
  .string()
  .trim()
  .min(1, 'Name the tenant.')
  .max(60)
  .regex(/^[a-z0-9][a-z0-9-]*$/, 'is a tenant id: lower-case letters, digits and hyphens');

const grantedUserSchema = z.object({ userId: z.string(), username: z.string() });

/** A grant this tenant gave: the source tenant's users (or all who may copy) may copy configuration into it. */
export const copyGrantSchema = z.object({
  grantId: z.string(),
  sourceTenantId: z.string(),
  /** The source tenant's name, as the tenant has it now. */
  sourceName: z.string(),
  allUsers: z.boolean(),
  users: z.array(grantedUserSchema),
  note: z.string(),
  createdBy: z.string(),
  createdAt: z.string(),
  updatedBy: z.string().nullable(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type CopyGrant = z.infer<typeof copyGrantSchema>;

/** A grant another tenant gave this one: who of this tenant may copy into it. */
export const receivedCopyGrantSchema = z.object({
  targetTenantId: z.string(),
  targetName: z.string(),
  allUsers: z.boolean(),
  users: z.array(grantedUserSchema),
  grantedAt: z.string(),
});
export type ReceivedCopyGrant = z.infer<typeof receivedCopyGrantSchema>;

export const copyGrantsSchema = z.object({
  given: z.array(copyGrantSchema),
  received: z.array(receivedCopyGrantSchema),
});
export type CopyGrants = z.infer<typeof copyGrantsSchema>;

const grantedUsernamesSchema = z
  .array(z.string().trim().min(1, 'Name the user.').max(100))
  .max(200, 'Name at most 200 users, or allow every user who may copy.');

export const createCopyGrantSchema = z
  .strictObject({
    sourceTenantId: tenantIdSchema,
    /** Every user of the source tenant who may copy configuration, instead of those named. */
    allUsers: z.boolean().default(false),
    /** Usernames of the source tenant. */
    usernames: grantedUsernamesSchema.default([]),
    note: z.string().trim().max(500).default(''),
  })
  .refine((grant) => grant.allUsers || grant.usernames.length > 0, {
    path: ['usernames'],
    message: 'Name at least one user of that tenant, or allow every user who may copy.',
  });
export type CreateCopyGrant = z.input<typeof createCopyGrantSchema>;

export const updateCopyGrantSchema = z
  .strictObject({
    version: z.number().int().min(1).optional(),
    allUsers: z.boolean(),
    usernames: grantedUsernamesSchema,
    note: z.string().trim().max(500).default(''),
  })
  .refine((grant) => grant.allUsers || grant.usernames.length > 0, {
    path: ['usernames'],
    message: 'Name at least one user of that tenant, or allow every user who may copy.',
  });
export type UpdateCopyGrant = z.input<typeof updateCopyGrantSchema>;

export const grantParamsSchema = z.strictObject({ grantId: z.uuid('is not a grant id') });
export type CopyTarget = z.infer<typeof copyTargetsSchema>[number];

export const copyableItemsQuerySchema = z.strictObject({
  q: z.string().trim().min(1, 'Type part of a name.').max(300, 'A name has at most 300 characters.'),
});

export const copyableItemsSchema = z.array(z.object({ kind: z.string(), title: z.string(), name: z.string() }));
export type CopyableItem = z.infer<typeof copyableItemsSchema>[number];

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
  /** The family's items were chosen whole; else only the items named. */
  wholeFamily: z.boolean(),
  /** The items the copier named (besides the family's, or instead of them). */
  named: z.array(z.object({ kind: z.string(), name: z.string() })),
  result: z.enum(COPY_RESULTS),
  message: z.string(),
  items: z.array(z.object({ kind: z.string(), name: z.string(), targetName: z.string(), action: z.string() })),
});
export type CopyEvent = z.infer<typeof copyEventSchema>;

/**
 * The bundle format this server writes; it reads this one only, and says so of any other. Version 2 carries
 * each item's fields in its API's words (version 1 carried table columns).
 */
export const BUNDLE_SCHEMA_VERSION = 2;
export const BUNDLE_FORMAT = 'sdp-configuration-bundle';

/** What a tenant id looks like: a bundle's source is only a label, but one that reads as a tenant. */
export const TENANT_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

export const bundleItemSchema = z.object({
  kind: z.string().min(1).max(60),
  title: z.string().max(120),
  name: z.string().min(1).max(300),
  neededBy: itemRefSchema.nullable(),
  refs: z.array(z.object({ kind: z.string(), name: z.string() })).max(1000),
  /** The item's fields as its kind's API takes them (each refused as that API would). */
  fields: z.record(z.string(), z.unknown()),
});

/** A selection's closure as a file: configuration that can live in git between environments. */
export const bundleSchema = z.object({
  format: z.literal(BUNDLE_FORMAT, `is not "${BUNDLE_FORMAT}"`),
  schemaVersion: z.number().int(),
  exportedAt: z.iso.datetime('is not an ISO time'),
  /** The tenant it was exported from: the label of an import's copy event, nothing more. */
  sourceTenantId: z.string().regex(TENANT_ID_PATTERN, 'is not a tenant id: letters, digits, _ and -, at most 64'),
  family: z.enum(COPY_FAMILIES),
  /** What the exporter chose, as a copy does: the family whole (or not), the items named. A label only. */
  wholeFamily: z.boolean().default(true),
  named: z.array(itemKeySchema).max(1000).default([]),
  items: z.array(bundleItemSchema).max(20_000),
  /**
   * SHA-256 of the items (canonical JSON): a file damaged or changed by accident is refused. Anyone can
   * compute it again, so it is no signature: what an import may store is decided by each item's checks.
   */
  hash: z.string().regex(/^[0-9a-f]{64}$/, 'is not a SHA-256 in hex'),
});
export type Bundle = z.infer<typeof bundleSchema>;

export const bundleExportSchema = z.strictObject({
  /** Required: a missing family reads as such, not as an unknown one. */
  family: z.string('required').pipe(z.enum(COPY_FAMILIES)),
  wholeFamily: z.boolean().default(true),
  items: copyRequestSchema.shape.items,
});

export const bundleImportSchema = z.strictObject({
  bundle: z.looseObject({ schemaVersion: z.number('is missing: this is not a configuration bundle').int() }),
  apply: z.boolean().default(false),
  resolutions: copyRequestSchema.shape.resolutions,
});
