/**
 * The worklist (domain model): the HUMAN steps of orders waiting for a person — a title, the form to fill
 * and what was filled, the group it is offered to, who took it, its due time and comments. Completing an
 * item completes its step, and the order goes on with what the form says.
 */
import { z } from 'zod';
import { resourceIdSchema } from '../../../resourceKit/public/contract/resourceSchemas.ts';

export { WORKLIST_PATHS, WORKLIST_PERMISSIONS, WORKLIST_RESOURCE } from './enginePaths.ts';

export const WORKLIST_STATES = ['OPEN', 'CLAIMED', 'COMPLETED', 'CANCELLED'] as const;
export type WorklistState = (typeof WORKLIST_STATES)[number];
/** The `assignee` filter's value naming the caller. */
export const ASSIGNEE_ME = 'me';
/** The `group` filter's value naming the caller's groups: the names of the caller's roles. */
export const GROUP_MINE = 'mine';

export const worklistItemSchema = z.object({
  itemId: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  taskId: z.string(),
  stepId: z.string(),
  title: z.string(),
  /** The form the person fills, by name; null takes any fields. */
  form: z.string().nullable(),
  data: z.record(z.string(), z.unknown()),
  group: z.string().nullable(),
  assignee: z.string().nullable(),
  state: z.enum(WORKLIST_STATES),
  priority: z.number().int(),
  dueAt: z.string().nullable(),
  accountId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  completedAt: z.string().nullable(),
  completedBy: z.string().nullable(),
  commentCount: z.number().int(),
  version: z.number().int(),
});
export type WorklistItem = z.infer<typeof worklistItemSchema>;

export const WORKLIST_ACTIONS = ['claim', 'release', 'assign', 'complete'] as const;

/** One change of an item, given the version read: take it, give it back, give it to someone, or complete it. */
export const updateWorklistSchema = z.discriminatedUnion('action', [
  z.strictObject({ action: z.literal('claim'), itemId: resourceIdSchema, version: z.number().int().min(1).optional() }),
  z.strictObject({
    action: z.literal('release'),
    itemId: resourceIdSchema,
    version: z.number().int().min(1).optional(),
  }),
  z.strictObject({
    action: z.literal('assign'),
    itemId: resourceIdSchema,
    version: z.number().int().min(1).optional(),
    assignee: z.string().trim().min(1, 'Choose a user.').max(120),
  }),
  z.strictObject({
    action: z.literal('complete'),
    itemId: resourceIdSchema,
    version: z.number().int().min(1).optional(),
    /** The form's values: what the step's output mapping reads as `form`. */
    data: z.record(z.string(), z.unknown()),
  }),
]);
export type UpdateWorklist = z.input<typeof updateWorklistSchema>;

export const addCommentSchema = z.strictObject({
  itemId: resourceIdSchema,
  text: z.string().trim().min(1, 'Write a comment.').max(2_000, 'A comment has at most 2000 characters.'),
});

export const worklistCommentSchema = z.object({
  commentId: z.string(),
  itemId: z.string(),
  author: z.string(),
  text: z.string(),
  at: z.string(),
});
export type WorklistComment = z.infer<typeof worklistCommentSchema>;

export const WORKLIST_UPLOAD_ROWS = 1_000;
export const WORKLIST_UPLOAD_OUTCOMES = ['DONE', 'VALID', 'SKIPPED', 'FAILED'] as const;

/**
 * Changes to many items as CSV: a header row naming `itemId`, `version` and `action` (claim, release,
 * assign, complete), with `assignee` for assign and one `data.<field>` column per form value for
 * complete (read as JSON when it is JSON: `true`, `12`; else as text); a row with an empty `action` is
 * skipped, so an exported file can come back with only some rows filled in. `dryRun` checks every row against
 * the items as they are now, and applies none — a row that needs an earlier row applied fails there.
 */
export const uploadWorklistSchema = z.strictObject({
  csv: z.string().min(1, 'Choose a CSV file.').max(900_000, 'A CSV upload has at most 900,000 characters.'),
  dryRun: z.boolean().default(false),
});

export const worklistUploadResultSchema = z.object({
  rows: z.number().int(),
  done: z.number().int(),
  failed: z.number().int(),
  /** One per data row, in order; `row` counts data rows from 1 (the header is not a row). */
  results: z.array(
    z.object({
      row: z.number().int(),
      itemId: z.string().nullable(),
      action: z.string().nullable(),
      outcome: z.enum(WORKLIST_UPLOAD_OUTCOMES),
      message: z.string().nullable(),
    }),
  ),
});
export type WorklistUploadResult = z.infer<typeof worklistUploadResultSchema>;
