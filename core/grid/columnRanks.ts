import type { CellValue } from './gridTypes.ts';
import { rankNumbers } from './numberRanks.ts';
import { rankTexts } from './textRanks.ts';

/**
 * The sort order of one column's values as dense integer ranks, built once per column and data:
 * sorting then compares integers, never text, and a filter or a flipped direction reuses them.
 */
export interface ColumnRanks {
  /** The rank of each row's value in ascending order, or EMPTY_RANK; equal values share a rank. */
  ranks: Int32Array;
  /** How many distinct ranks there are: ranks run from 0 to count - 1. */
  count: number;
}

/** The rank of an empty value: no value, '', NaN, an invalid date or an empty list. */
export const EMPTY_RANK = -1;

/** A value's number (numbers, times, booleans), its text, or null when it is empty. */
function sortable(value: CellValue): number | string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isNaN(value) ? null : value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) {
    const time = value.getTime();
    return Number.isNaN(time) ? null : time;
  }
  return value.length === 0 ? null : value.join(', ');
}

/** The rows holding numbers and their numbers, and the rows holding text and their texts. */
interface ByKind {
  numberRows: Int32Array;
  numbers: Float64Array;
  textRows: Int32Array;
  texts: string[];
}

function splitByKind(values: readonly CellValue[]): ByKind {
  const numberRows = new Int32Array(values.length);
  const numbers = new Float64Array(values.length);
  let numberCount = 0;
  const textRows = new Int32Array(values.length);
  const texts: string[] = [];
  for (let row = 0; row < values.length; row++) {
    const value = sortable(values[row]);
    if (value === null) continue;
    if (typeof value === 'number') {
      numberRows[numberCount] = row;
      numbers[numberCount++] = value;
    } else {
      textRows[texts.length] = row;
      texts.push(value);
    }
  }
  return {
    numberRows: numberRows.subarray(0, numberCount),
    numbers: numbers.subarray(0, numberCount),
    textRows: textRows.subarray(0, texts.length),
    texts,
  };
}

function place(ranks: Int32Array, rows: Int32Array, rowRanks: Int32Array, first: number): void {
  for (let i = 0; i < rows.length; i++) ranks[rows[i] as number] = first + (rowRanks[i] as number);
}

/**
 * Ranks the values of a column: numbers (and times, booleans) by value, then text by textSortKey.
 * Equal values share a rank, as do texts with equal keys ("Item" and "item"); empty ones get EMPTY_RANK.
 */
export function rankValues(values: readonly CellValue[]): ColumnRanks {
  const { numberRows, numbers, textRows, texts } = splitByKind(values);
  const numberRanks = rankNumbers(numbers);
  const textRanks = rankTexts(texts);
  const ranks = new Int32Array(values.length).fill(EMPTY_RANK);
  place(ranks, numberRows, numberRanks.ranks, 0);
  place(ranks, textRows, textRanks.ranks, numberRanks.count);
  return { ranks, count: numberRanks.count + textRanks.count };
}
