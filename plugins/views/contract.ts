import { z } from 'zod';

/**
 * Saved views of the data grid: a named set of filters, sort and columns of one grid, stored on the
 * server for its owner and, when shared, offered to every user of the tenant. Any signed-in user may
 * keep views; only the owner changes or deletes one. Beside them, each user's own column order and
 * hidden columns per grid, which outlive signing out.
 */

export { VIEWS_PATHS } from './paths.ts';

/** A grid names itself: `users`, `roles`, `configurationLogs`, `monitor.orders`. */
export const GRID_ID_PATTERN = /^[A-Za-z][A-Za-z0-9._-]{0,63}$/;
export const gridIdSchema = z
  .string()
  .regex(
    GRID_ID_PATTERN,
    'must be a grid id: a letter, then letters, digits, dots, dashes or underscores (at most 64)',
  );
export const MAX_VIEW_NAME = 80;
/** A view's state, as JSON, stays below this many characters. */
export const MAX_VIEW_STATE_CHARS = 16_384;
export const MAX_VIEWS_PER_GRID = 100;
/** A view keeps at most this many sort columns. */
export const MAX_VIEW_SORT = 5;

const columnId = z.string().min(1).max(100);
export const MAX_LAYOUT_COLUMNS = 200;

/** Which columns show, in what order: a saved view's columns, and each user's own per grid. */
export const columnLayoutSchema = z.strictObject({
  /** Column ids in display order; columns not named follow in their default order. */
  order: z.array(columnId).max(MAX_LAYOUT_COLUMNS),
  hidden: z.array(columnId).max(MAX_LAYOUT_COLUMNS),
});
export type ColumnLayoutBody = z.infer<typeof columnLayoutSchema>;

const filterValue = z.union([
  z.string().max(500),
  z.number(),
  z.boolean(),
  z.null(),
  z.array(z.string().max(500)).max(100),
]);

export const savedViewStateSchema = z
  .strictObject({
    /** Filter values by filter id, as the grid puts them into its URL. */
    filters: z.record(columnId, filterValue),
    /** Sort columns in priority order. */
    sort: z.array(z.strictObject({ id: columnId, desc: z.boolean() })).max(MAX_VIEW_SORT),
    columns: columnLayoutSchema,
  })
  .refine((state) => JSON.stringify(state).length <= MAX_VIEW_STATE_CHARS, {
    message: `must be at most ${MAX_VIEW_STATE_CHARS} characters as JSON`,
  });
export type SavedViewState = z.infer<typeof savedViewStateSchema>;

const viewName = z.string().trim().min(1).max(MAX_VIEW_NAME);

export const createViewRequestSchema = z.strictObject({
  gridId: gridIdSchema,
  name: viewName,
  state: savedViewStateSchema,
  shared: z.boolean().default(false),
});
export type CreateViewRequest = z.input<typeof createViewRequestSchema>;

/** Fields left out stay as they are; the version is required (428 without it, 412 when stale). */
export const updateViewRequestSchema = z.strictObject({
  version: z.number().int().min(1).optional(),
  name: viewName.optional(),
  state: savedViewStateSchema.optional(),
  shared: z.boolean().optional(),
});
export type UpdateViewRequest = z.input<typeof updateViewRequestSchema>;

export const savedViewSchema = z.object({
  viewId: z.string(),
  gridId: z.string(),
  name: z.string(),
  state: savedViewStateSchema,
  shared: z.boolean(),
  /** True when the caller owns the view and may change or delete it. */
  own: z.boolean(),
  /** The owner's display name, for "shared by …". */
  ownerName: z.string(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SavedView = z.infer<typeof savedViewSchema>;

export const savedViewListSchema = z.object({ items: z.array(savedViewSchema) });
export type SavedViewList = z.infer<typeof savedViewListSchema>;

/** The caller's columns of one grid: null while they keep the grid's default. */
export const gridColumnsSchema = z.object({
  gridId: z.string(),
  columns: columnLayoutSchema.nullable(),
  /** When the caller last saved them; null with no columns. */
  updatedAt: z.string().nullable(),
});
export type GridColumns = z.infer<typeof gridColumnsSchema>;
