import type { ColumnRanks } from './columnRanks.ts';
import { identity } from './rankSort.ts';

const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;
const DIGITS = 0x10000;

/**
 * The bits of each double as two unsigned words, high and low, that order as the numbers do:
 * negative numbers have every bit flipped, the others only the sign bit.
 */
function orderedWords(values: Float64Array): Uint32Array {
  const bits = new Uint32Array(values.slice().buffer);
  const [high, low] = LITTLE_ENDIAN ? [1, 0] : [0, 1];
  const words = new Uint32Array(values.length * 2);
  for (let i = 0; i < values.length; i++) {
    const hi = bits[2 * i + high] as number;
    const lo = bits[2 * i + low] as number;
    const negative = hi >>> 31 === 1;
    words[2 * i] = negative ? ~hi >>> 0 : (hi | 0x80000000) >>> 0;
    words[2 * i + 1] = negative ? ~lo >>> 0 : lo;
  }
  return words;
}

/** Pass 0 reads the lowest 16 bits of the low word, pass 3 the highest of the high word. */
function digitOf(words: Uint32Array, index: number, pass: number): number {
  const word = words[2 * index + (pass < 2 ? 1 : 0)] as number;
  return pass % 2 === 0 ? word & 0xffff : word >>> 16;
}

/** Counts the values of each 16-bit digit one place up; false when every value has the same digit. */
function countDigits(words: Uint32Array, pass: number, starts: Int32Array): boolean {
  starts.fill(0);
  const length = words.length / 2;
  for (let i = 0; i < length; i++) {
    const digit = digitOf(words, i, pass) + 1;
    starts[digit] = (starts[digit] as number) + 1;
  }
  return starts[digitOf(words, 0, pass) + 1] !== length;
}

function runningSum(starts: Int32Array): void {
  for (let digit = 1; digit < starts.length; digit++) {
    starts[digit] = (starts[digit] as number) + (starts[digit - 1] as number);
  }
}

function scatterByDigit(
  words: Uint32Array,
  pass: number,
  starts: Int32Array,
  order: Int32Array,
  next: Int32Array,
): void {
  for (let position = 0; position < order.length; position++) {
    const index = order[position] as number;
    const digit = digitOf(words, index, pass);
    const slot = starts[digit] as number;
    starts[digit] = slot + 1;
    next[slot] = index;
  }
}

function ranksInOrder(values: Float64Array, order: Int32Array): ColumnRanks {
  const ranks = new Int32Array(values.length);
  let rank = -1;
  let previous = Number.NaN;
  for (const index of order) {
    const value = values[index] as number;
    if (value !== previous) rank++;
    ranks[index] = rank;
    previous = value;
  }
  return { ranks, count: rank + 1 };
}

/**
 * Dense ranks of numbers (no NaN among them): equal numbers share a rank, and -0 equals 0. The order
 * comes from a radix sort of the numbers' bits, 16 a pass from the lowest, so no comparison runs.
 */
export function rankNumbers(values: Float64Array): ColumnRanks {
  if (values.length === 0) return { ranks: new Int32Array(0), count: 0 };
  const words = orderedWords(values);
  const starts = new Int32Array(DIGITS + 1);
  let order = identity(values.length);
  let next: Int32Array = new Int32Array(values.length);
  for (let pass = 0; pass < 4; pass++) {
    if (!countDigits(words, pass, starts)) continue;
    runningSum(starts);
    scatterByDigit(words, pass, starts, order, next);
    const sorted = next;
    next = order;
    order = sorted;
  }
  return ranksInOrder(values, order);
}
