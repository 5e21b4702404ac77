import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIGURATION } from '../contract.ts';
import { healthAfter, type FinishedAttempt } from './recordOutcomes.ts';

const attempt = (subscriberId: string, second: number, ok: boolean): FinishedAttempt => ({
  deliveryId: crypto.randomUUID(),
  tenantId: 'aurora',
  subscriberId,
  attemptsBefore: 0,
  retrySchedule: null,
  configuration: { ...DEFAULT_CONFIGURATION, version: 1 },
  outcome: { ok, statusCode: ok ? 200 : 503, latencyMs: 1, response: '' },
  at: new Date(Date.UTC(2026, 0, 1, 0, 0, second)),
});

describe('a subscriber’s health after a pass written at once', () => {
  it('is failing since the first failure after its last success, in the order the attempts finished', () => {
    const health = healthAfter([
      attempt('a', 4, false),
      attempt('a', 1, false),
      attempt('a', 2, true),
      attempt('a', 3, false),
      attempt('b', 1, false),
      attempt('b', 2, true),
      attempt('c', 5, false),
    ]);
    expect(health.get('a')).toMatchObject({ failingFrom: new Date(Date.UTC(2026, 0, 1, 0, 0, 3)), succeeded: true });
    expect(health.get('b')).toMatchObject({ failingFrom: null, succeeded: true });
    expect(health.get('c')).toMatchObject({ failingFrom: new Date(Date.UTC(2026, 0, 1, 0, 0, 5)), succeeded: false });
  });
});
