import type { ColumnRanks } from './columnRanks.ts';

/** One sort column: its ranks over the data and the direction. */
export interface RankedColumn extends ColumnRanks {
  desc: boolean;
}

/*
 * Each loop lives in its own small function: the first sort after a page load runs cold code, and a
 * function with one loop is optimised once, while its loop runs, instead of dropping back to the
 * interpreter at every later loop that has not run yet.
 */

/** 0, 1, … length - 1. */
export function identity(length: number): Int32Array {
  const order = new Int32Array(length);
  for (let position = 0; position < length; position++) order[position] = position;
  return order;
}

/**
 * Writes each row's key for the direction (empty values last either way) and counts the rows of each
 * key one place up, so that the running sum of `starts` is where each key's rows begin.
 */
function countKeys(
  rows: ArrayLike<number>,
  order: Int32Array,
  { ranks, count, desc }: RankedColumn,
  keys: Int32Array,
  starts: Int32Array,
): void {
  for (let position = 0; position < order.length; position++) {
    const rank = ranks[rows[order[position] as number] as number] as number;
    const key = rank < 0 ? count : desc ? count - 1 - rank : rank;
    keys[position] = key;
    starts[key + 1] = (starts[key + 1] as number) + 1;
  }
}

function runningSum(starts: Int32Array): void {
  for (let key = 1; key < starts.length; key++) starts[key] = (starts[key] as number) + (starts[key - 1] as number);
}

/** Moves each row, in its current order, to the next free place of its key: a stable pass. */
function scatter(order: Int32Array, keys: Int32Array, starts: Int32Array, next: Int32Array): void {
  for (let position = 0; position < order.length; position++) {
    const key = keys[position] as number;
    const slot = starts[key] as number;
    starts[key] = slot + 1;
    next[slot] = order[position] as number;
  }
}

/**
 * The order of `rows` (each an index into the ranked data) sorted by `columns`, first column first,
 * as positions into `rows`. Empty values go last in either direction; rows that tie on every column
 * keep their order in `rows`.
 *
 * Ranks are small integers, so each column is one counting sort (linear, stable, no comparisons),
 * applied from the last column to the first as a least-significant-first radix sort does.
 */
export function sortByRanks(rows: ArrayLike<number>, columns: readonly RankedColumn[]): Int32Array {
  let order = identity(rows.length);
  let next: Int32Array = new Int32Array(rows.length);
  const keys = new Int32Array(rows.length);
  for (let c = columns.length - 1; c >= 0; c--) {
    const column = columns[c] as RankedColumn;
    const starts = new Int32Array(column.count + 2);
    countKeys(rows, order, column, keys, starts);
    runningSum(starts);
    scatter(order, keys, starts, next);
    const sorted = next;
    next = order;
    order = sorted;
  }
  return order;
}
