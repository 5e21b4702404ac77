import { describe, expect, it } from 'vitest';
import { runChaos, type ChaosDatabase } from '../support/chaosRun.ts';

/**
 * Kills at random moments under a steady stream of orders and a slow subscriber, on each database
 * (`tests/support/chaosRun.ts`): afterwards every order finished or parked with a reason, every event
 * reached the subscriber under one webhook-id, no serial was reserved twice and no call applied twice, and
 * after each restart the orders the kill caught moved again — taken over, never left to the six-minute
 * fallback. Three kills here; `npm run bench recovery` makes ten and prints how long each recovery took.
 */
const KILLS = 3;

describe.each<ChaosDatabase>(['embedded', 'postgresql'])('chaos on the %s database', (database) => {
  it(`keeps every promise through ${KILLS} kills`, { timeout: 600_000 }, async () => {
    const outcome = await runChaos(database, { kills: KILLS });
    expect(outcome.problems).toEqual([]);
    expect(outcome.recoveries).toHaveLength(KILLS);
    expect(outcome.recoveries.some((recovery) => recovery.tookOver !== null)).toBe(true);
  });
});
