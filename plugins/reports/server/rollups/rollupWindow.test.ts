import { describe, expect, it } from 'vitest';
import { rollupWindow } from './rollupWindow.ts';

const at = (iso: string) => new Date(iso);
const folded = at('2026-11-27T09:00:00.000Z');

describe('a report range split between the rollups and the rows', () => {
  it('gives the whole UTC days to the rollups and the partial first and last days to the rows', () => {
    expect(rollupWindow(at('2026-08-29T10:30:00.000Z'), at('2026-11-27T10:30:00.000Z'), folded)).toEqual({
      days: { from: at('2026-08-30T00:00:00.000Z'), to: at('2026-11-27T00:00:00.000Z') },
      edges: [
        { from: at('2026-08-29T10:30:00.000Z'), to: at('2026-08-30T00:00:00.000Z') },
        { from: at('2026-11-27T00:00:00.000Z'), to: at('2026-11-27T10:30:00.000Z') },
      ],
      foldedTo: folded,
    });
  });

  it('leaves out a partial day a range does not have', () => {
    const window = rollupWindow(at('2026-11-01T00:00:00.000Z'), at('2026-12-01T00:00:00.000Z'), folded);
    expect(window.days).toEqual({ from: at('2026-11-01T00:00:00.000Z'), to: at('2026-12-01T00:00:00.000Z') });
    expect(window.edges).toEqual([]);
  });

  it('reads everything from the rows within a day, or before the first fold', () => {
    const from = at('2026-11-26T12:00:00.000Z');
    const to = at('2026-11-27T10:00:00.000Z');
    expect(rollupWindow(from, to, folded)).toMatchObject({ days: null, edges: [{ from, to }] });
    const month = { from: at('2026-10-01T00:00:00.000Z'), to: at('2026-11-01T00:00:00.000Z') };
    expect(rollupWindow(month.from, month.to, null)).toMatchObject({ days: null, edges: [month] });
  });
});
