import { MAX_PAGE_SIZE } from '../contract/pagination.ts';
import type { FetchPageRequest, FetchPageResult, GridQuery } from './gridTypes.ts';

/** The most rows one CSV export asks the server for; past it the user narrows the filters. */
export const EXPORT_ROW_LIMIT = 100_000;

export interface AllRows<Row> {
  rows: Row[];
  /** More rows matched than the limit: the export holds the first ones. */
  truncated: boolean;
}

/**
 * Every row a server-side grid's query matches, in the server's order, page after page at the largest
 * page size, up to `limit`; `onProgress` hears how many have arrived.
 */
export async function fetchAllRows<Row>(
  fetchPage: (request: FetchPageRequest) => Promise<FetchPageResult<Row>>,
  query: GridQuery,
  options: { signal: AbortSignal; onProgress?: (count: number) => void; limit?: number },
): Promise<AllRows<Row>> {
  const limit = options.limit ?? EXPORT_ROW_LIMIT;
  const rows: Row[] = [];
  let cursor: string | null = null;
  do {
    const page: FetchPageResult<Row> = await fetchPage({
      cursor,
      limit: Math.min(MAX_PAGE_SIZE, limit - rows.length),
      sort: query.sort,
      filters: query.filters,
      search: query.search,
      signal: options.signal,
    });
    rows.push(...page.items);
    cursor = page.nextCursor;
    options.onProgress?.(rows.length);
  } while (cursor !== null && rows.length < limit);
  return { rows: rows.slice(0, limit), truncated: cursor !== null };
}
