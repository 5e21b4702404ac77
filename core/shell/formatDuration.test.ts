import { describe, expect, it } from 'vitest';
import { formatDuration } from './formatDuration.ts';

describe('formatDuration', () => {
  it('reads as people say a duration, in the two largest units', () => {
    expect(formatDuration(null)).toBe('—');
    expect(formatDuration(850)).toBe('850 ms');
    expect(formatDuration(4_200)).toBe('4.2 s');
    expect(formatDuration(10_000)).toBe('10 s');
    expect(formatDuration(192_000)).toBe('3 min 12 s');
    expect(formatDuration(7_200_000)).toBe('2 h');
    expect(formatDuration(7_500_000)).toBe('2 h 5 min');
    expect(formatDuration(604_800_000)).toBe('7 d');
    expect(formatDuration(619_200_000)).toBe('7 d 4 h');
  });
});
