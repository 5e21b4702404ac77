import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { until } from '../../../../tests/server/support/until.ts';
import { MidCallBed } from '../testing/midCallBed.ts';

/**
 * An attempt names the lease of the process making it. Once that lease is gone (its process died and was
 * taken over) the job's next run takes the attempt up at once, with the same id; while it lives the attempt
 * is left to its run; and a process whose lease is gone can no longer write the outcome of its call.
 */
describe('an attempt left running', () => {
  const bed = new MidCallBed();
  beforeAll(() => bed.start());
  afterAll(() => bed.server?.close());

  it('is taken up at once by its job’s next run once its lease is gone, with the same attempt', async () => {
    const { orderId, reserve, policy } = await bed.caughtMidCall('491795500101');
    await bed.orders.simulate('pcrf', 0, 0);
    // The process making the call died, and its lease was taken over: no lease row has its id.
    await sql`update task_attempts set lease_id = gen_random_uuid()
      where task_id = ${policy.id} and state = 'RUNNING'`.execute(bed.db);

    await bed.runAgain(orderId, reserve);
    expect((await bed.orders.read(orderId)).state).toBe('COMPLETED');
    // The slow call comes back too, as a replay of the applied key; the order's record stays as it is.
    await until(
      () => bed.policyRequests(orderId),
      (requests) => requests.replayed === 1,
      'the slow call to come back',
    );
    expect(await bed.policyRequests(orderId)).toEqual({ applied: 1, replayed: 1 });
    expect((await bed.tasksOf(orderId)).filter((task) => task.stepId === 'policy')).toEqual([
      expect.objectContaining({ state: 'COMPLETED', attempts: 1 }),
    ]);
    expect(await bed.policyCompletions(orderId)).toBe(1);
  }, 90_000);

  it('is left to its run while its lease lives', async () => {
    const { orderId, reserve } = await bed.caughtMidCall('491795500102');
    await bed.runAgain(orderId, reserve);
    const order = await bed.orders.until(orderId, (read) => read.state !== 'RUNNING');
    expect(order.state).toBe('COMPLETED');
    expect(await bed.policyRequests(orderId)).toEqual({ applied: 1, replayed: 0 });
  }, 90_000);
});

describe('a process whose lease is gone', () => {
  const bed = new MidCallBed();
  beforeAll(() => bed.start());
  afterAll(() => bed.server?.close());

  it('makes its call but cannot write its outcome: the order stays for the process that took it over', async () => {
    const { orderId, policy } = await bed.caughtMidCall('491795500103');
    const { runtime } = bed.server;
    // Another process took this one's lease over while the call was under way.
    await sql`delete from process_leases where id = ${runtime.lease.id}::uuid`.execute(bed.db);
    await until(
      async () => runtime.lease.lost,
      (lost) => lost,
      'the lease to be lost',
    );
    // Its workers take nothing more; the chain under way ends once its call came back.
    await runtime.services.jobs.settled();

    expect(await bed.policyRequests(orderId)).toEqual({ applied: 1, replayed: 0 });
    const { rows } = await sql<{ state: string }>`select state from task_attempts where task_id = ${policy.id}`.execute(
      bed.db,
    );
    expect(rows).toEqual([{ state: 'RUNNING' }]);
    expect((await bed.orders.read(orderId)).state).toBe('RUNNING');
    expect(await bed.policyCompletions(orderId)).toBe(0);
  }, 90_000);
});
