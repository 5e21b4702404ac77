import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MidCallBed, SLOW_MS } from '../testing/midCallBed.ts';

/**
 * A job's chain goes on from one call to the next without a job of its own; when its run hangs mid-call
 * in a live process, the job expires and runs again, and takes up the call left running once it is older
 * than the take-up share of the recovery time. Here the hung run is a chain still waiting on a slow
 * element, and the job's second run a runner whose clock is past the recovery time: it makes the call with
 * the same attempt, and the element applies it once.
 */
const bed = new MidCallBed();

beforeAll(() => bed.start());
afterAll(() => bed.server?.close());

describe('a chain whose run hung mid-call', () => {
  it('is taken up by its job run again: the call left running is made with the same attempt, applied once', async () => {
    const { orderId, reserve } = await bed.caughtMidCall('491795500077');
    expect(reserve.state).toBe('COMPLETED');
    await bed.orders.simulate('pcrf', 0, 0);

    await bed.runAgain(orderId, reserve, bed.server.runtime.services.config.SDP_JOB_RECOVERY_SECONDS * 1000);

    const order = await bed.orders.until(orderId, (read) => read.state === 'COMPLETED');
    expect(order.state).toBe('COMPLETED');
    // The slow call comes back too: a replay of the applied key, and the order's record stays as it is.
    await new Promise((resolve) => setTimeout(resolve, SLOW_MS + 500));
    const tasks = await bed.tasksOf(orderId);
    expect(tasks.filter((task) => task.stepId === 'policy')).toEqual([
      expect.objectContaining({ state: 'COMPLETED', attempts: 1 }),
    ]);
    expect(await bed.policyCompletions(orderId)).toBe(1);
    expect(await bed.policyRequests(orderId)).toEqual({ applied: 1, replayed: 1 });
  }, 60_000);
});
