import { memo, type ColumnFiltersState, type SortingState, type TableFeatures } from '@tanstack/table-core';
import { compareKeys, exportText, sortKeyOf, type SortKey } from './cellValue.ts';
import { filterMatcher } from './gridFilters.ts';
import type { CellValue, FilterValue, GridColumn } from './gridTypes.ts';

/**
 * Client-side sorting and filtering for TanStack Table's row-model slots, built for 100,000 rows:
 * a column's accessor runs once per row and pass (not once per comparison), text is compared by
 * keys built once, sort keys are kept while only the direction changes, and the search text of a
 * row is built once and reused while the user types. Rows are flat (a grid has no sub-rows).
 */

/** The type of TanStack's row-model slots, and of the models they return. */
type RowModelFactory = NonNullable<TableFeatures['sortedRowModel']>;
type Model = ReturnType<ReturnType<RowModelFactory>>;
type ModelRow = Model['rows'][number];
type Accessor = (row: never) => CellValue;

interface ModelColumn {
  id: string;
  columnDef: { meta?: { grid?: GridColumn<never> } };
}

/** The parts of the table these row models read. */
interface ModelTable {
  getCoreRowModel(): Model;
  getPreSortedRowModel(): Model;
  getPreFilteredRowModel(): Model;
  getAllLeafColumns(): ModelColumn[];
  atoms: {
    sorting?: { get(): SortingState | undefined };
    columnFilters?: { get(): ColumnFiltersState | undefined };
    globalFilter?: { get(): unknown };
  };
}

function accessorsById(table: ModelTable): Map<string, GridColumn<never>> {
  const columns = new Map<string, GridColumn<never>>();
  for (const column of table.getAllLeafColumns()) {
    const grid = column.columnDef.meta?.grid;
    if (grid) columns.set(column.id, grid);
  }
  return columns;
}

function valueOf(row: ModelRow, accessor: Accessor): CellValue {
  return accessor(row.original as never);
}

/**
 * Sort keys per column, by the row's index in the data so a re-sort after a filter or search change
 * reuses them, and per model so flipping the direction does not even look them up. Dropped when
 * the data changes.
 */
class SortKeyCache {
  private data: Model | null = null;
  private readonly columns = new Map<
    string,
    { accessor: Accessor; byIndex: (SortKey | undefined)[]; model: Model | null; keys: SortKey[] }
  >();

  keysOf(data: Model, model: Model, columnId: string, accessor: Accessor): SortKey[] {
    if (data !== this.data) {
      this.data = data;
      this.columns.clear();
    }
    let column = this.columns.get(columnId);
    if (column?.accessor !== accessor) {
      column = {
        accessor,
        byIndex: new Array<SortKey | undefined>(data.rows.length).fill(undefined),
        model: null,
        keys: [],
      };
      this.columns.set(columnId, column);
    }
    if (column.model === model) return column.keys;
    const rows = model.rows;
    const keys = new Array<SortKey>(rows.length);
    for (let i = 0; i < rows.length; i++) {
      const row = rows[i] as ModelRow;
      let key = column.byIndex[row.index];
      if (key === undefined) {
        key = sortKeyOf(valueOf(row, accessor));
        column.byIndex[row.index] = key;
      }
      keys[i] = key;
    }
    column.model = model;
    column.keys = keys;
    return keys;
  }
}

type KeyedColumn = { keys: SortKey[]; sign: number };

/** Ascending by one column's keys, empty values last whichever the direction, ties in model order. */
function compareBy({ keys, sign }: KeyedColumn, a: number, b: number): number {
  const keyA = keys[a] as SortKey;
  const keyB = keys[b] as SortKey;
  if (keyA === keyB) return 0;
  if (keyA === null) return 1;
  if (keyB === null) return -1;
  return compareKeys(keyA, keyB) * sign;
}

function sortRows(model: Model, columns: readonly KeyedColumn[]): Model {
  const rows = model.rows;
  const order = new Array<number>(rows.length);
  for (let i = 0; i < rows.length; i++) order[i] = i;
  const [only] = columns;
  if (columns.length === 1 && only) {
    order.sort((a, b) => compareBy(only, a, b) || a - b);
  } else {
    order.sort((a, b) => {
      for (const column of columns) {
        const result = compareBy(column, a, b);
        if (result !== 0) return result;
      }
      return a - b;
    });
  }
  const sorted = new Array<ModelRow>(rows.length);
  for (let i = 0; i < rows.length; i++) sorted[i] = rows[order[i] as number] as ModelRow;
  return { rows: sorted, flatRows: sorted, rowsById: model.rowsById };
}

export function createGridSortedRowModel(): RowModelFactory {
  return (raw: unknown) => {
    const table = raw as ModelTable;
    const cache = new SortKeyCache();
    return memo({
      memoDeps: () => [table.getPreSortedRowModel(), table.atoms.sorting?.get()] as const,
      fn: (model: Model, sorting: SortingState | undefined) => {
        if (!sorting?.length || model.rows.length < 2) return model;
        const columns = accessorsById(table);
        const keyed = sorting.flatMap((entry) => {
          const accessor = columns.get(entry.id)?.accessor;
          return accessor
            ? [{ keys: cache.keysOf(table.getCoreRowModel(), model, entry.id, accessor), sign: entry.desc ? -1 : 1 }]
            : [];
        });
        return keyed.length === 0 ? model : sortRows(model, keyed);
      },
    });
  };
}

/** Lowered search text of each row over the searchable columns, by the row's index in the data, built on first search. */
class SearchTextCache {
  private data: Model | null = null;
  private columnKey = '';
  private texts: (string | undefined)[] = [];

  text(data: Model, row: ModelRow, accessors: readonly Accessor[], columnKey: string): string {
    if (data !== this.data || columnKey !== this.columnKey) {
      this.data = data;
      this.columnKey = columnKey;
      this.texts = new Array<string | undefined>(data.rows.length).fill(undefined);
    }
    let text = this.texts[row.index];
    if (text === undefined) {
      text = accessors.map((accessor) => exportText(valueOf(row, accessor)).toLowerCase()).join('\n');
      this.texts[row.index] = text;
    }
    return text;
  }
}

function searchTerms(value: unknown): string[] {
  return typeof value === 'string'
    ? value
        .toLowerCase()
        .split(/\s+/)
        .filter((term) => term !== '')
    : [];
}

export function createGridFilteredRowModel(): RowModelFactory {
  return (raw: unknown) => {
    const table = raw as ModelTable;
    const cache = new SearchTextCache();
    return memo({
      memoDeps: () =>
        [table.getPreFilteredRowModel(), table.atoms.columnFilters?.get(), table.atoms.globalFilter?.get()] as const,
      fn: (model: Model, columnFilters: ColumnFiltersState | undefined, globalFilter: unknown) => {
        const columns = accessorsById(table);
        const tests = (columnFilters ?? []).flatMap(({ id, value }) => {
          const column = columns.get(id);
          if (!column?.filter || !column.accessor) return [];
          return [{ accessor: column.accessor, matches: filterMatcher(column.filter.kind, value as FilterValue) }];
        });
        const terms = searchTerms(globalFilter);
        const searchable = [...columns.values()].filter((column) => column.accessor && column.searchable !== false);
        const accessors = searchable.map((column) => column.accessor as Accessor);
        const columnKey = searchable.map((column) => column.id).join('\n');
        if (tests.length === 0 && (terms.length === 0 || accessors.length === 0)) return model;
        const data = table.getCoreRowModel();
        const rows = model.rows.filter((row) => {
          for (const test of tests) if (!test.matches(valueOf(row, test.accessor))) return false;
          if (terms.length === 0 || accessors.length === 0) return true;
          const text = cache.text(data, row, accessors, columnKey);
          return terms.every((term) => text.includes(term));
        });
        return { rows, flatRows: rows, rowsById: model.rowsById };
      },
    });
  };
}
