import type { ColumnRanks } from './columnRanks.ts';
import { identity } from './rankSort.ts';
import { KEY_LIMIT, TextKeys } from './textKeys.ts';

const END = -1;
/** Segments this small are sorted by insertion. */
const SMALL = 12;

/**
 * A multikey quicksort (Bentley and Sedgewick) of text keys: each segment of ids is split three ways
 * on the code unit at its depth, and the middle part goes on at the next code unit. It marks where
 * each run of equal keys starts, so ranks come without comparing neighbours again. Segments wait on
 * a stack rather than in recursion, so no input runs out of call stack.
 */
class KeySort {
  readonly ids: Int32Array;
  /** 1 where the key at that place differs from the one before it. */
  readonly firstOfKey: Uint8Array;
  private readonly stack: number[];
  private readonly bounds = new Int32Array(2);

  constructor(private readonly keys: TextKeys) {
    this.ids = identity(keys.length);
    this.firstOfKey = new Uint8Array(keys.length);
    this.stack = [0, keys.length, 0];
  }

  run(): void {
    const { stack } = this;
    while (stack.length > 0) {
      const depth = stack.pop() as number;
      const hi = stack.pop() as number;
      const lo = stack.pop() as number;
      if (hi - lo < SMALL) this.sortSmall(lo, hi, depth);
      else this.split(lo, hi, depth + this.sharedPrefix(lo, hi, depth));
    }
  }

  /** The code unit of key `id` at `depth`, or END past its end. */
  private codeAt(id: number, depth: number): number {
    const at = (this.keys.starts[id] as number) + depth;
    return at < (this.keys.starts[id + 1] as number) ? (this.keys.chars[at] as number) : END;
  }

  /** How many code units from `depth` on every key of the segment shares with its first key. */
  private sharedPrefix(lo: number, hi: number, depth: number): number {
    const { chars, starts } = this.keys;
    const first = this.ids[lo] as number;
    const from = (starts[first] as number) + depth;
    let shared = (starts[first + 1] as number) - from;
    for (let i = lo + 1; i < hi && shared > 0; i++) {
      const id = this.ids[i] as number;
      const start = (starts[id] as number) + depth;
      const limit = Math.min(shared, (starts[id + 1] as number) - start);
      let k = 0;
      while (k < limit && chars[start + k] === chars[from + k]) k++;
      shared = k;
    }
    return shared;
  }

  private split(lo: number, hi: number, depth: number): void {
    if (depth >= KEY_LIMIT) {
      this.sortWhole(lo, hi, depth);
      return;
    }
    const { ids } = this;
    const pivot = medianOf(
      this.codeAt(ids[lo] as number, depth),
      this.codeAt(ids[(lo + hi) >>> 1] as number, depth),
      this.codeAt(ids[hi - 1] as number, depth),
    );
    const bounds = partition(this.keys, ids, lo, hi, depth, pivot, this.bounds);
    const less = bounds[0] as number;
    const greater = bounds[1] as number;
    this.push(lo, less, depth);
    this.push(greater, hi, depth);
    // Keys that all end here are equal: one run.
    if (pivot === END) this.firstOfKey[less] = 1;
    else this.push(less, greater, depth + 1);
  }

  private push(lo: number, hi: number, depth: number): void {
    if (hi > lo) this.stack.push(lo, hi, depth);
  }

  private sortSmall(lo: number, hi: number, depth: number): void {
    const { ids, keys } = this;
    for (let i = lo + 1; i < hi; i++) {
      const id = ids[i] as number;
      let j = i;
      for (; j > lo && keys.compare(ids[j - 1] as number, id, depth) > 0; j--) ids[j] = ids[j - 1] as number;
      ids[j] = id;
    }
    this.markRuns(lo, hi, depth);
  }

  /** Keys that share KEY_LIMIT code units: sorted by their whole keys. */
  private sortWhole(lo: number, hi: number, depth: number): void {
    this.ids.subarray(lo, hi).sort((a, b) => this.keys.compare(a, b, depth));
    this.markRuns(lo, hi, depth);
  }

  private markRuns(lo: number, hi: number, depth: number): void {
    if (hi > lo) this.firstOfKey[lo] = 1;
    for (let i = lo + 1; i < hi; i++) {
      if (this.keys.compare(this.ids[i - 1] as number, this.ids[i] as number, depth) !== 0) this.firstOfKey[i] = 1;
    }
  }
}

/**
 * Moves the ids of [lo, hi) whose code unit at `depth` is below the pivot to the front and those above
 * it to the back; answers where the ones equal to it start and end, in `bounds`.
 */
function partition(
  { chars, starts }: TextKeys,
  ids: Int32Array,
  lo: number,
  hi: number,
  depth: number,
  pivot: number,
  bounds: Int32Array,
): Int32Array {
  let less = lo;
  let greater = hi - 1;
  let i = lo;
  while (i <= greater) {
    const id = ids[i] as number;
    const at = (starts[id] as number) + depth;
    const code = at < (starts[id + 1] as number) ? (chars[at] as number) : END;
    if (code < pivot) {
      ids[i++] = ids[less] as number;
      ids[less++] = id;
    } else if (code > pivot) {
      ids[i] = ids[greater] as number;
      ids[greater--] = id;
    } else {
      i++;
    }
  }
  bounds[0] = less;
  bounds[1] = greater + 1;
  return bounds;
}

function medianOf(a: number, b: number, c: number): number {
  return a < b ? (b < c ? b : a < c ? c : a) : a < c ? a : b < c ? c : b;
}

function ranksOf({ ids, firstOfKey }: KeySort): ColumnRanks {
  const ranks = new Int32Array(ids.length);
  let rank = -1;
  for (let position = 0; position < ids.length; position++) {
    rank += firstOfKey[position] as number;
    ranks[ids[position] as number] = rank;
  }
  return { ranks, count: rank + 1 };
}

/** Dense ranks of texts by textSortKey: texts with equal keys ("Item", "item") share a rank. */
export function rankTexts(texts: readonly string[]): ColumnRanks {
  const sort = new KeySort(new TextKeys(texts));
  sort.run();
  return ranksOf(sort);
}
