import { describe, expect, it } from 'vitest';
import { EMPTY_RANK } from './columnRanks.ts';
import { sortByRanks, type RankedColumn } from './rankSort.ts';

const E = EMPTY_RANK;

function column(ranks: readonly number[], desc = false): RankedColumn {
  return { ranks: Int32Array.from(ranks), count: Math.max(-1, ...ranks) + 1, desc };
}

function identity(length: number): number[] {
  return Array.from({ length }, (_, index) => index);
}

describe('sorting by ranks', () => {
  it('sorts one column either way, keeping ties in their order and empty values last', () => {
    const ranks = [2, E, 0, 2, 1, E, 0];
    expect([...sortByRanks(identity(7), [column(ranks)])]).toEqual([2, 6, 4, 0, 3, 1, 5]);
    expect([...sortByRanks(identity(7), [column(ranks, true)])]).toEqual([0, 3, 4, 2, 6, 1, 5]);
  });

  it('breaks ties of the first column by the next one', () => {
    const status = column([1, 0, 1, 0, 1]);
    const amount = column([3, 9, 1, E, 3], true);
    expect([...sortByRanks(identity(5), [status, amount])]).toEqual([1, 3, 0, 4, 2]);
  });

  it('sorts some of the rows, answering positions among them', () => {
    const ranks = column([5, 4, 3, 2, 1, 0]);
    expect([...sortByRanks([5, 1, 3], [ranks])]).toEqual([0, 2, 1]);
    expect([...sortByRanks([], [ranks])]).toEqual([]);
    expect([...sortByRanks([4], [ranks])]).toEqual([0]);
  });

  it('agrees with a stable sort by a comparator', () => {
    let seed = 11;
    const next = (limit: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % limit;
    };
    const rows = identity(2000).filter(() => next(4) !== 0);
    const columns = [3, 40, 7].map((distinct, index) => {
      const ranks = identity(2000).map(() => next(distinct + 1) - 1);
      return { ranks: Int32Array.from(ranks), count: distinct, desc: index === 1 };
    });
    const keyOf = ({ ranks, count, desc }: RankedColumn, row: number) => {
      const rank = ranks[row] as number;
      return rank < 0 ? count : desc ? count - 1 - rank : rank;
    };
    const expected = identity(rows.length).sort((a, b) => {
      for (const entry of columns) {
        const difference = keyOf(entry, rows[a] as number) - keyOf(entry, rows[b] as number);
        if (difference !== 0) return difference;
      }
      return a - b;
    });
    expect([...sortByRanks(rows, columns)]).toEqual(expected);
  });
});
