import { z } from 'zod';
import { MAX_PAGE_SIZE } from './pageSizes.ts';

export { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './pageSizes.ts';

/**
 * Keyset pagination, shared by every listing and the data grid: a page holds at most `limit` rows
 * and, when more follow, an opaque `nextCursor` to pass back for the next page. A cursor belongs to
 * the sort it was made with; sent with another sort, or altered, it is refused with 400.
 */
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** The query fields of a paged listing; spread them into the listing's strict query object. */
export const pageQueryFields = {
  cursor: z.string().min(1).max(2048).optional(),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
};

export interface KeysetPage<T> {
  items: T[];
  nextCursor: string | null;
}

export function keysetPageSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), nextCursor: z.string().nullable() });
}
