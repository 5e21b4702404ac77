import { describe, expect, it } from 'vitest';
import { EMPTY_RANK, rankValues } from './columnRanks.ts';
import { textSortKey } from './textKeys.ts';
import type { CellValue } from './gridTypes.ts';

/** The values in ascending rank order, empty ones left out. */
function ascending(values: readonly CellValue[]): CellValue[] {
  const { ranks } = rankValues(values);
  return values
    .map((value, index) => ({ value, rank: ranks[index] as number }))
    .filter(({ rank }) => rank !== EMPTY_RANK)
    .sort((a, b) => a.rank - b.rank)
    .map(({ value }) => value);
}

describe('column ranks', () => {
  it('rank numbers by value, equal numbers sharing a rank, and count the distinct ranks', () => {
    const { ranks, count } = rankValues([5, -3, 5, 0.5, -0, 0]);
    expect([...ranks]).toEqual([3, 0, 3, 2, 1, 1]);
    expect(count).toBe(4);
  });

  it('rank times and booleans as numbers, before any text', () => {
    const day = new Date(2025, 0, 1);
    expect(ascending(['b', true, day, 'a', false, 2])).toEqual([false, true, 2, day, 'a', 'b']);
  });

  it('rank text naturally, ignoring case and accents, with equal keys sharing a rank', () => {
    const values = ['item 10', 'Item 2', 'élan', 'Elan', 'alpha'];
    expect(ascending(values)).toEqual(['alpha', 'élan', 'Elan', 'Item 2', 'item 10']);
    const { ranks, count } = rankValues(values);
    expect(ranks[2]).toBe(ranks[3]);
    expect(count).toBe(4);
  });

  it('rank lists by their joined text', () => {
    expect(ascending([['b', 'a'], ['a', 'z'], 'a, c'])).toEqual(['a, c', ['a', 'z'], ['b', 'a']]);
  });

  it('give every kind of empty value the empty rank', () => {
    const { ranks, count } = rankValues([null, undefined, '', Number.NaN, new Date(Number.NaN), [], 'x']);
    expect([...ranks]).toEqual([EMPTY_RANK, EMPTY_RANK, EMPTY_RANK, EMPTY_RANK, EMPTY_RANK, EMPTY_RANK, 0]);
    expect(count).toBe(1);
  });

  it('agree with comparing the keys one pair at a time', () => {
    const words = ['Item', 'item', 'Ärger', 'arger', 'zeta', 'x', ''];
    const values: CellValue[] = [];
    for (let i = 0; i < 300; i++) {
      const word = words[(i * 7) % words.length] as string;
      values.push(i % 5 === 0 ? ((i * 37) % 11) - 5 : `${word} ${(i * 13) % 23}`.trim());
    }
    const key = (value: CellValue) => (typeof value === 'number' ? value : textSortKey(value as string));
    const compare = (a: CellValue, b: CellValue) => {
      const [keyA, keyB] = [key(a), key(b)];
      if (typeof keyA !== typeof keyB) return typeof keyA === 'number' ? -1 : 1;
      return keyA < keyB ? -1 : keyA > keyB ? 1 : 0;
    };
    const { ranks } = rankValues(values);
    const disagreements: string[] = [];
    for (let a = 0; a < values.length; a++) {
      for (let b = 0; b < values.length; b++) {
        const byRank = Math.sign((ranks[a] as number) - (ranks[b] as number));
        if (byRank !== compare(values[a], values[b])) disagreements.push(`${String(values[a])} / ${String(values[b])}`);
      }
    }
    expect(disagreements).toEqual([]);
  });
});
