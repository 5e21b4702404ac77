import { describe, expect, it } from 'vitest';
import { nextRunAfter } from './scheduleTimes.ts';

describe('nextRunAfter', () => {
  const at = (iso: string) => Date.parse(iso);

  it('sends daily at 06:00 UTC, the same day before it and the next day after it', () => {
    expect(nextRunAfter('daily', at('2026-11-26T05:59:00Z')).toISOString()).toBe('2026-11-26T06:00:00.000Z');
    expect(nextRunAfter('daily', at('2026-11-26T06:00:00Z')).toISOString()).toBe('2026-11-27T06:00:00.000Z');
  });

  it('sends weekly on Mondays and monthly on the 1st', () => {
    // 2026-11-26 is a Thursday.
    expect(nextRunAfter('weekly', at('2026-11-26T10:00:00Z')).toISOString()).toBe('2026-11-30T06:00:00.000Z');
    expect(nextRunAfter('weekly', at('2026-11-30T05:00:00Z')).toISOString()).toBe('2026-11-30T06:00:00.000Z');
    expect(nextRunAfter('monthly', at('2026-11-26T10:00:00Z')).toISOString()).toBe('2026-12-01T06:00:00.000Z');
    expect(nextRunAfter('monthly', at('2026-12-31T23:00:00Z')).toISOString()).toBe('2027-01-01T06:00:00.000Z');
    expect(nextRunAfter('monthly', at('2026-12-01T05:00:00Z')).toISOString()).toBe('2026-12-01T06:00:00.000Z');
  });
});
