/**
 * Data grid: the client-side row model of 100,000 rows, the work behind a render, a sort and a
 * filter (target: sort and filter ≤ 150 ms). Measured on the table the grid builds, without a DOM.
 * Run alone with `npx tsx tests/bench/gridBench.ts`; figures only, never an assertion.
 */
import { pathToFileURL } from 'node:url';
import { constructTable, type TableOptions } from '@tanstack/table-core';
import { storeReactivityBindings } from '@tanstack/table-core/store-reactivity-bindings';
import { gridFeatures, toColumnFiltersState, toSortingState, toTableColumns } from '../../core/grid/gridTable.ts';
import type { GridColumn } from '../../core/grid/gridTypes.ts';
import { pick, randomInt, seededRandom } from './seededRandom.ts';
import { summarise, type LatencyFigures } from './stats.ts';

export interface GridBenchFigures {
  rows: number;
  /** Building the row model of every row and the cells of the first screen of rows. */
  render: LatencyFigures;
  /**
   * The first sort by a text column (natural order, ignoring case), as a click on its header does on
   * rows just loaded: the column's values are ranked, the rows sorted, then the first screen.
   */
  sortText: LatencyFigures;
  /** The second click on that header: the other direction, with the ranks already built. */
  reverseText: LatencyFigures;
  /** The first sort by a number column. */
  sortNumber: LatencyFigures;
  /** A select filter and a date range together. */
  filter: LatencyFigures;
  /** The search box: one keystroke over every searchable column. */
  search: LatencyFigures;
}

interface Order {
  id: string;
  customer: string;
  status: string;
  amount: number;
  created: Date;
}

const ROWS = 100_000;
const ROUNDS = 5;
const SCREEN = 40;
const STATUSES = ['PENDING', 'RUNNING', 'COMPLETED', 'FAILED', 'CANCELLED'];
const NAMES = [
  'Maria Jansen',
  'Pieter de Vries',
  'Ana Costa',
  'Liam Murphy',
  'Sofia Rossi',
  'Noah Weber',
  'Emma Dubois',
];

export function generateOrders(count: number, seed = 7): Order[] {
  // Seeded: every run works on the same rows.
  const next = seededRandom(seed);
  const start = Date.UTC(2025, 0, 1);
  return Array.from({ length: count }, (_, index) => ({
    id: `ORD-${100_000 + index}`,
    customer: `${pick(NAMES, next)} ${randomInt(next, 5000)}`,
    status: pick(STATUSES, next),
    amount: Math.round(next() * 1_000_000) / 100,
    created: new Date(start + randomInt(next, 365 * 86_400_000)),
  }));
}

const COLUMNS: GridColumn<Order>[] = [
  { id: 'id', header: 'Order', accessor: (row) => row.id, sortable: true },
  { id: 'customer', header: 'Customer', accessor: (row) => row.customer, sortable: true, filter: { kind: 'text' } },
  {
    id: 'status',
    header: 'Status',
    accessor: (row) => row.status,
    sortable: true,
    filter: { kind: 'select', options: STATUSES.map((value) => ({ value, label: value })) },
  },
  { id: 'amount', header: 'Amount', accessor: (row) => row.amount, sortable: true, align: 'end' },
  { id: 'created', header: 'Created', accessor: (row) => row.created, sortable: true, filter: { kind: 'date-range' } },
];

/** The grid's features with the framework-free reactivity the React adapter would otherwise supply. */
const benchFeatures = { ...gridFeatures, coreReactivityFeature: storeReactivityBindings() };

function buildTable(data: Order[]) {
  const options: TableOptions<typeof benchFeatures, Order> = {
    features: benchFeatures,
    columns: toTableColumns(COLUMNS) as TableOptions<typeof benchFeatures, Order>['columns'],
    data,
    getRowId: (row) => row.id,
  };
  return constructTable(options);
}

/** Reads the cells of the first screen of rows, as the virtualised body renders them. */
function firstScreen(table: ReturnType<typeof buildTable>): number {
  let cells = 0;
  for (const row of table.getRowModel().rows.slice(0, SCREEN)) {
    for (const cell of row.getVisibleCells()) if (cell.getValue() !== undefined) cells += 1;
  }
  return cells;
}

function time(run: () => void): number {
  const started = performance.now();
  run();
  return performance.now() - started;
}

export function runGridBench(): GridBenchFigures {
  const data = generateOrders(ROWS);
  const samples = {
    render: [] as number[],
    sortText: [] as number[],
    reverseText: [] as number[],
    sortNumber: [] as number[],
    filter: [] as number[],
    search: [] as number[],
  };
  // One table, given fresh data each round as a reloaded listing would be: a new table per round
  // would leave the dropped ones for the collector to charge to a later figure.
  const table = buildTable(data.slice());
  for (let round = 0; round <= ROUNDS; round++) {
    if (round > 0) {
      table.setSorting([]);
      table.setColumnFilters([]);
      table.setGlobalFilter('');
      table.setOptions((options) => ({ ...options, data: data.slice() }));
    }
    const render = time(() => firstScreen(table));
    const sortText = time(() => {
      table.setSorting(toSortingState([{ columnId: 'customer', direction: 'asc' }]));
      firstScreen(table);
    });
    const reverseText = time(() => {
      table.setSorting(toSortingState([{ columnId: 'customer', direction: 'desc' }]));
      firstScreen(table);
    });
    const sortNumber = time(() => {
      table.setSorting(toSortingState([{ columnId: 'amount', direction: 'desc' }]));
      firstScreen(table);
    });
    const filter = time(() => {
      table.setColumnFilters(
        toColumnFiltersState({ status: ['FAILED', 'CANCELLED'], created: { from: '2025-03-01', to: '2025-06-30' } }),
      );
      firstScreen(table);
    });
    table.setColumnFilters([]);
    table.setGlobalFilter('m');
    firstScreen(table);
    const search = time(() => {
      table.setGlobalFilter('maria 12');
      firstScreen(table);
    });
    // The first round warms the JIT and is not counted.
    if (round === 0) continue;
    samples.render.push(render);
    samples.sortText.push(sortText);
    samples.reverseText.push(reverseText);
    samples.sortNumber.push(sortNumber);
    samples.filter.push(filter);
    samples.search.push(search);
  }
  return {
    rows: ROWS,
    render: summarise(samples.render),
    sortText: summarise(samples.sortText),
    reverseText: summarise(samples.reverseText),
    sortNumber: summarise(samples.sortNumber),
    filter: summarise(samples.filter),
    search: summarise(samples.search),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const figures = runGridBench();
  console.log(`grid: ${figures.rows.toLocaleString('en')} client-side rows (p50 / max of ${ROUNDS} rounds)`);
  for (const name of ['render', 'sortText', 'reverseText', 'sortNumber', 'filter', 'search'] as const) {
    const { p50, max } = figures[name];
    console.log(`  ${name.padEnd(11)} p50 ${p50.toFixed(1).padStart(7)} ms   max ${max.toFixed(1).padStart(7)} ms`);
  }
}
