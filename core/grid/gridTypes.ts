import type { ReactNode } from 'react';

/** What a column's accessor returns: the value sorted, filtered, searched and exported. */
export type CellValue = string | number | boolean | Date | readonly string[] | null | undefined;

/** One choice of a select filter. */
export interface GridFilterOption {
  value: string;
  label: string;
}

/**
 * How a column can be filtered: `text` (contains, ignoring case), `select` (any of the chosen
 * values) or `date-range` (a day between `from` and `to`, both inclusive and optional).
 */
export type GridFilter =
  { kind: 'text' } | { kind: 'select'; options: readonly GridFilterOption[] } | { kind: 'date-range' };

export type GridFilterKind = GridFilter['kind'];

/** A date range filter: days as `yyyy-mm-dd`; an open end is null. */
export interface DateRange {
  from: string | null;
  to: string | null;
}

/** A filter's value: text for `text`, the chosen values for `select`, a range for `date-range`. */
export type FilterValue = string | readonly string[] | DateRange;

/** Filter values by column id; a column without an active filter is absent. */
export type GridFilters = Readonly<Record<string, FilterValue>>;

export interface GridSort {
  columnId: string;
  direction: 'asc' | 'desc';
}

/** The view a user asked for: what is in the URL, and what a saved view stores besides columns. */
export interface GridQuery {
  sort: readonly GridSort[];
  filters: GridFilters;
  /** The search box: matches any searchable column. '' when empty. */
  search: string;
}

export interface GridColumn<Row> {
  /** Stable id: used in the URL, the preferences and saved views. */
  id: string;
  /** The header as shown, also the CSV header. */
  header: string;
  /** The cell's value; without one the column is display-only (not sortable, filterable or searchable). */
  accessor?: (row: Row) => CellValue;
  /** Renders the cell; by default the accessor's value as text. */
  cell?: (row: Row) => ReactNode;
  /** The CSV text of the cell; by default the accessor's value as text. */
  exportValue?: (row: Row) => string;
  /** Needs an accessor on a client-side grid; on a server-side grid the server sorts by the column id. */
  sortable?: boolean;
  filter?: GridFilter;
  /** Whether the search box looks in this column; default true for columns with an accessor. */
  searchable?: boolean;
  /** Minimum width in pixels; columns share the remaining width. Default 160. */
  width?: number;
  /** `end` for numbers, so digits line up. Default `start`. */
  align?: 'start' | 'end';
  /** Hidden until the user shows it in the column menu. */
  defaultHidden?: boolean;
  /** False keeps the column always visible. Default true. */
  hideable?: boolean;
}

export interface FetchPageRequest {
  /** Null for the first page, then the previous page's `nextCursor`. */
  cursor: string | null;
  limit: number;
  sort: readonly GridSort[];
  filters: GridFilters;
  search: string;
  signal: AbortSignal;
}

export interface FetchPageResult<Row> {
  items: readonly Row[];
  /** Null when there are no more rows. */
  nextCursor: string | null;
}

/** The server sorts, filters and pages (keyset pagination): the grid shows what it has loaded. */
export interface ServerDataSource<Row> {
  kind: 'server';
  fetchPage: (request: FetchPageRequest) => Promise<FetchPageResult<Row>>;
  /** Rows per page; default the contract's DEFAULT_PAGE_SIZE (50), at most its MAX_PAGE_SIZE. */
  pageSize?: number;
  /** Changing this value reloads from the first page (e.g. after a row was created elsewhere). */
  revision?: number | string;
  /**
   * What the screen learnt about loaded rows since their page arrived (a live state from an event
   * stream), applied to each row without reloading, so scroll, focus and selection stay. A new function
   * applies again.
   */
  patchRow?: (row: Row) => Row;
}

/** Every row is in memory: the grid sorts, filters and searches them itself. */
export interface ClientDataSource<Row> {
  kind: 'client';
  rows: readonly Row[];
  /** True while the caller is (re)loading the rows: the grid keeps showing the previous ones. */
  loading?: boolean;
  /** A load failure to show instead of the rows, with a Retry when `onRetry` is given. */
  error?: string | null;
  onRetry?: () => void;
}

export type GridDataSource<Row> = ServerDataSource<Row> | ClientDataSource<Row>;

export interface GridRowAction<Row> {
  id: string;
  label: string;
  run: (row: Row) => void | Promise<void>;
  /** Hides the action for rows it does not apply to. */
  available?: (row: Row) => boolean;
  danger?: boolean;
}

export interface GridBulkAction<Row> {
  id: string;
  label: string;
  run: (rows: readonly Row[]) => void | Promise<void>;
  danger?: boolean;
}

export interface GridEmptyState {
  message: string;
  /** An optional call to action, e.g. "Create user". */
  action?: { label: string; run: () => void };
}
