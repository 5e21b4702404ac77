import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineServerPlugin } from '../../core/server/serverPlugin.ts';
import { startTestServer, type TestServer } from './support/testServer.ts';

/** The job queue on the server's own database (PGlite here, PostgreSQL in the postgres run). */
const jobsPlugin = defineServerPlugin({
  id: 'jobtest',
  migrations: [
    {
      id: 'jobtest/001_runs',
      sql: 'create table jobtest_runs (job_id text not null, queue text not null, item int not null)',
    },
  ],
  queues: () => [{ name: 'jobtest-work' }, { name: 'jobtest-flaky', retryLimit: 2, retryDelaySeconds: 1 }],
  routes: () => [],
  workers(services) {
    const record = (jobId: string, queue: string, item: number) =>
      sql`insert into jobtest_runs (job_id, queue, item) values (${jobId}, ${queue}, ${item})`.execute(services.db);
    services.jobs.work<{ item: number }>('jobtest-work', { concurrency: 8, idleMs: 200 }, async (job) => {
      await record(job.id, job.queue, job.data.item);
    });
    services.jobs.work<{ item: number }>('jobtest-flaky', { concurrency: 1, idleMs: 200 }, async (job) => {
      await record(job.id, job.queue, job.data.item);
      throw new Error('the network element is down');
    });
  },
});

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({}, { plugins: [jobsPlugin] });
});

afterAll(async () => {
  await server?.close();
});

async function runs(queue: string, item?: number): Promise<{ job_id: string; item: number }[]> {
  const rows = await sql<{ job_id: string; item: number }>`
    select job_id, item from jobtest_runs
    where queue = ${queue} and (${item ?? null}::int is null or item = ${item ?? null})
    order by item`.execute(server.runtime.services.db);
  return rows.rows;
}

async function until<T>(probe: () => Promise<T>, done: (value: T) => boolean, seconds = 20): Promise<T> {
  const end = Date.now() + seconds * 1000;
  for (;;) {
    const value = await probe();
    if (done(value) || Date.now() > end) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('jobs', () => {
  it('runs a job sent in a committed transaction once, and never one whose transaction rolled back', async () => {
    const { db, jobs } = server.runtime.services;
    const kept = await db.transaction().execute((trx) => jobs.send('jobtest-work', { item: 1 }, { trx }));
    jobs.wake('jobtest-work');
    await expect(
      db.transaction().execute(async (trx) => {
        await jobs.send('jobtest-work', { item: 2 }, { trx });
        throw new Error('the order was refused');
      }),
    ).rejects.toThrow('the order was refused');
    const done = await until(
      () => runs('jobtest-work', 1),
      (rows) => rows.length > 0,
    );
    expect(done).toEqual([{ job_id: kept, item: 1 }]);
    await jobs.send('jobtest-work', { item: 3 });
    await until(
      () => runs('jobtest-work', 3),
      (rows) => rows.length > 0,
    );
    expect(await runs('jobtest-work', 2)).toEqual([]);
    expect(await runs('jobtest-work', 1)).toHaveLength(1);
  });

  it('runs many jobs side by side, each exactly once', async () => {
    const { jobs } = server.runtime.services;
    const items = Array.from({ length: 60 }, (_, index) => 100 + index);
    await Promise.all(items.map((item) => jobs.send('jobtest-work', { item })));
    const done = await until(
      async () => (await runs('jobtest-work')).filter((row) => row.item >= 100),
      (rows) => rows.length >= items.length,
    );
    expect(done.map((row) => row.item)).toEqual(items);
    expect(await jobs.count('jobtest-work', 'completed')).toBeGreaterThanOrEqual(items.length);
  });

  it('fails a job that throws and runs it again within its queue’s retry limit', async () => {
    const { jobs } = server.runtime.services;
    await jobs.send('jobtest-flaky', { item: 7 });
    const attempts = await until(
      () => runs('jobtest-flaky', 7),
      (rows) => rows.length >= 3,
    );
    expect(attempts).toHaveLength(3);
    expect(new Set(attempts.map((row) => row.job_id)).size).toBe(1);
    expect(
      await until(
        () => jobs.count('jobtest-flaky', 'failed'),
        (count) => count === 1,
      ),
    ).toBe(1);
  });
});

describe('jobs in a web process', () => {
  it('are sent but not worked', async () => {
    const web = await startTestServer({ SDP_ROLE: 'web' }, { plugins: [jobsPlugin] });
    try {
      const { jobs } = web.runtime.services;
      await jobs.send('jobtest-work', { item: 1 });
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(await jobs.count('jobtest-work', 'created')).toBe(1);
      expect(await jobs.count('jobtest-work', 'completed')).toBe(0);
    } finally {
      await web.close();
    }
  });
});
