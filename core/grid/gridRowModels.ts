import { memo, type ColumnFiltersState, type SortingState, type TableFeatures } from '@tanstack/table-core';
import { exportText } from './cellValue.ts';
import { rankValues, type ColumnRanks } from './columnRanks.ts';
import { filterMatcher } from './gridFilters.ts';
import type { CellValue, FilterValue, GridColumn } from './gridTypes.ts';
import { identity, sortByRanks, type RankedColumn } from './rankSort.ts';

/**
 * Client-side sorting and filtering for TanStack Table's row-model slots, built for 100,000 rows:
 * a column's values are ranked once (columnRanks.ts) and a sort is then a counting sort of those
 * integer ranks (rankSort.ts); the search text of a row is built once and reused while the user
 * types. Rows are flat (a grid has no sub-rows).
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
  options: { data: readonly unknown[] };
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
 * The ranks of each sorted column over the data, built on the first sort by that column and kept
 * while the data and the column's accessor stay the same: a filter, a search or the other direction
 * sorts again without reading a single value.
 */
class RankCache {
  private data: readonly unknown[] | null = null;
  private readonly columns = new Map<string, { accessor: Accessor; ranks: ColumnRanks }>();

  ranksOf(data: readonly unknown[], columnId: string, accessor: Accessor): ColumnRanks {
    if (data !== this.data) {
      this.data = data;
      this.columns.clear();
    }
    const cached = this.columns.get(columnId);
    if (cached?.accessor === accessor) return cached.ranks;
    const ranks = rankValues(columnValues(data, accessor));
    this.columns.set(columnId, { accessor, ranks });
    return ranks;
  }
}

/**
 * A column's value of every item of the data, read from the items themselves: the core row model's
 * row i holds item i (rows are flat), and the items are cheaper to read than the table's rows.
 * (One loop per function: see rankSort.ts.)
 */
function columnValues(data: readonly unknown[], accessor: Accessor): CellValue[] {
  const values = new Array<CellValue>(data.length);
  for (let i = 0; i < data.length; i++) values[i] = accessor(data[i] as never);
  return values;
}

/** Each row's index in the data; the rows of the core model are the data in order. */
function dataIndexesOf(model: Model, core: Model): Int32Array {
  if (model.rows === core.rows) return identity(model.rows.length);
  const indexes = new Int32Array(model.rows.length);
  for (let i = 0; i < model.rows.length; i++) indexes[i] = (model.rows[i] as ModelRow).index;
  return indexes;
}

function inOrder(rows: readonly ModelRow[], order: Int32Array): ModelRow[] {
  const sorted = new Array<ModelRow>(rows.length);
  for (let i = 0; i < rows.length; i++) sorted[i] = rows[order[i] as number] as ModelRow;
  return sorted;
}

function sortRows(model: Model, core: Model, columns: readonly RankedColumn[]): Model {
  const sorted = inOrder(model.rows, sortByRanks(dataIndexesOf(model, core), columns));
  return { rows: sorted, flatRows: sorted, rowsById: model.rowsById };
}

export function createGridSortedRowModel(): RowModelFactory {
  return (raw: unknown) => {
    const table = raw as ModelTable;
    const cache = new RankCache();
    return memo({
      memoDeps: () => [table.getPreSortedRowModel(), table.atoms.sorting?.get()] as const,
      fn: (model: Model, sorting: SortingState | undefined) => {
        if (!sorting?.length || model.rows.length < 2) return model;
        const columns = accessorsById(table);
        const ranked = sorting.flatMap((entry): RankedColumn[] => {
          const accessor = columns.get(entry.id)?.accessor;
          return accessor ? [{ ...cache.ranksOf(table.options.data, entry.id, accessor), desc: entry.desc }] : [];
        });
        return ranked.length === 0 ? model : sortRows(model, table.getCoreRowModel(), ranked);
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
