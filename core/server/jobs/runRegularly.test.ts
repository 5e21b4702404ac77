import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type SdpDatabase } from '../db/database.ts';
import { JobQueue } from './JobQueue.ts';
import { continueChain, regularWorkQueue } from './runRegularly.ts';

const QUEUE = 'regular-chain';
let database: SdpDatabase | null = null;
const queues: JobQueue[] = [];

function jobQueue(db: SdpDatabase): JobQueue {
  const queue = new JobQueue({
    connection: db.jobs,
    // No worker runs here: the lease is never asked.
    lease: { id: '00000000-0000-0000-0000-000000000000', draining: false },
    onError: (error) => {
      throw error;
    },
  });
  queues.push(queue);
  return queue;
}

afterEach(async () => {
  for (const queue of queues.splice(0)) await queue.stop();
  await database?.close();
  database = null;
});

describe('a regular chain’s queue', () => {
  it('holds one waiting run even when a data directory made it with the standard policy', async () => {
    database = await openDatabase({ dataDir: 'memory://' });
    // A data directory from before: the chain's queue made with pg-boss's standard policy.
    const before = jobQueue(database);
    await before.start([{ ...regularWorkQueue(QUEUE, 60), policy: 'standard' }]);
    await before.stop();

    const jobs = jobQueue(database);
    await jobs.start([regularWorkQueue(QUEUE, 60)]);
    expect(await continueChain(jobs, QUEUE, 60_000)).toBe(true);
    expect(await continueChain(jobs, QUEUE, 60_000), 'a second waiting run is refused').toBe(false);
    expect(await jobs.count(QUEUE, 'created')).toBe(1);
  });
});
