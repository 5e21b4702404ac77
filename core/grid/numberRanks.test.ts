import { describe, expect, it } from 'vitest';
import { rankNumbers } from './numberRanks.ts';

describe('number ranks', () => {
  it('order negative, zero, fractional, huge and infinite numbers, equal ones sharing a rank', () => {
    const values = [3, -1.5, 0, Infinity, -0, 5e-324, -Infinity, 3, 1e308, -1e-300];
    const { ranks, count } = rankNumbers(Float64Array.from(values));
    expect([...ranks]).toEqual([5, 1, 3, 7, 3, 4, 0, 5, 6, 2]);
    expect(count).toBe(8);
    expect(rankNumbers(new Float64Array(0))).toEqual({ ranks: new Int32Array(0), count: 0 });
  });

  it('agree with a comparison sort', () => {
    let seed = 5;
    const values = Array.from({ length: 5000 }, () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      const scale = [1, 1e-3, 1e6, 1e15][seed % 4] as number;
      return Math.round(((seed / 2147483648) * 2 - 1) * 1000) * scale;
    });
    const { ranks } = rankNumbers(Float64Array.from(values));
    const distinct = [...new Set(values)].sort((a, b) => a - b);
    expect([...ranks]).toEqual(values.map((value) => distinct.indexOf(value)));
  });
});
