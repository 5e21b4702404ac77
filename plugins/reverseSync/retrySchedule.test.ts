import { describe, expect, it } from 'vitest';
import { DEFAULT_RETRY_SCHEDULE } from './contract.ts';
import { parseSchedule, scheduleProblem, scheduleText } from './retrySchedule.ts';

describe('a retry schedule as typed', () => {
  it('reads the default schedule as the spec writes it, and back', () => {
    const text = scheduleText(DEFAULT_RETRY_SCHEDULE);
    expect(text).toBe('0 s, 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h');
    expect(parseSchedule(text)).toEqual({ delays: [...DEFAULT_RETRY_SCHEDULE] });
  });

  it('takes a bare number as seconds, days and mixed case', () => {
    expect(parseSchedule('30, 1D,2m')).toEqual({ delays: [30, 86_400, 120] });
    expect(parseSchedule('')).toEqual({ delays: [] });
  });

  it('names the item that is not a delay', () => {
    expect(parseSchedule('5 s, soon')).toEqual({ invalid: 'soon' });
    expect(scheduleProblem('5 s, -1 h')).toContain('“-1 h” is not a delay');
    expect(scheduleProblem('5 s')).toBeUndefined();
  });
});
