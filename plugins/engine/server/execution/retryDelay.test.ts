import { describe, expect, it } from 'vitest';
import type { RetryPolicy } from '../../public/contract/workflowDefinition.ts';
import { retryDelayMs } from './retryDelay.ts';

const policy = (backoff: RetryPolicy['backoff'], jitter = false): RetryPolicy => ({
  maxAttempts: 5,
  backoff,
  delayMs: 1_000,
  maxDelayMs: 5_000,
  jitter,
});

describe('retryDelayMs', () => {
  it('waits the same, growing linearly or doubling, up to the maximum', () => {
    expect([1, 2, 3, 4].map((attempt) => retryDelayMs(policy('FIXED'), attempt))).toEqual([1000, 1000, 1000, 1000]);
    expect([1, 2, 3, 6].map((attempt) => retryDelayMs(policy('LINEAR'), attempt))).toEqual([1000, 2000, 3000, 5000]);
    expect([1, 2, 3, 4].map((attempt) => retryDelayMs(policy('EXPONENTIAL'), attempt))).toEqual([
      1000, 2000, 4000, 5000,
    ]);
  });

  it('draws a jittered wait between half and all of it', () => {
    expect(retryDelayMs(policy('EXPONENTIAL', true), 2, () => 0)).toBe(1000);
    expect(retryDelayMs(policy('EXPONENTIAL', true), 2, () => 1)).toBe(2000);
    expect(retryDelayMs(policy('EXPONENTIAL', true), 2, () => 0.5)).toBe(1500);
  });
});
