import { hostname } from 'node:os';
import { sql } from 'kysely';
import { afterAll, afterEach, describe, expect, inject, it } from 'vitest';
import { defineServerPlugin } from '../../core/server/serverPlugin.ts';
import { HeldJobs } from '../../core/server/jobs/heldJobs.ts';
import { transactionExecutor } from '../../core/server/jobs/transactionExecutor.ts';
import { createDatabase } from '../support/postgres.ts';
import { jobRow, NO_SUCH_PID, OtherProcess } from './support/otherProcess.ts';
import { copyTemplateDir, TEMPLATE_DATABASE, type SeededTemplate } from './support/seededTemplate.ts';
import { startTestServer, type TestServer } from './support/testServer.ts';
import { until } from './support/until.ts';

/**
 * Each server process holds a lease it renews; work held under a lease that expired is taken over by the
 * live processes at once, a process whose lease was taken over stops, and a draining one finishes or hands
 * back what it holds. The dead processes here are rows (`OtherProcess`), made old by hand: the lease's
 * times are the database's, which no fake clock moves.
 */
const QUEUE = 'leasetest-work';
/** Far beyond any wait here: no job comes back by expiring. */
const NEVER_EXPIRES = 3_600;

const leasePlugin = defineServerPlugin({
  id: 'leasetest',
  queues: () => [{ name: QUEUE, retryLimit: 2, expireInSeconds: NEVER_EXPIRES }],
  routes: () => [],
});

/** A lease renewed every 600 ms, expired after 3 s. */
const SHORT_LEASES = { SDP_LEASE_SECONDS: '3' };

/** A worker of the test queue whose jobs run until the test opens their gate. */
class GatedWorker {
  readonly started: string[] = [];
  private open!: () => void;
  private readonly gate = new Promise<void>((resolve) => (this.open = resolve));

  constructor(server: TestServer) {
    server.runtime.services.jobs.work(QUEUE, { concurrency: 4, idleMs: 100 }, async (job) => {
      this.started.push(job.id);
      await this.gate;
    });
  }

  release(): void {
    this.open();
  }

  untilStarted(jobId: string): Promise<string[]> {
    return until(
      async () => this.started,
      (started) => started.includes(jobId),
      `job ${jobId} to start`,
    );
  }
}

const servers: TestServer[] = [];
const workers: GatedWorker[] = [];
const removals: (() => Promise<void>)[] = [];

async function server(env: Record<string, string> = {}): Promise<TestServer> {
  const started = await startTestServer({ ...SHORT_LEASES, ...env }, { plugins: [leasePlugin] });
  servers.push(started);
  return started;
}

function gatedWorker(on: TestServer): GatedWorker {
  const worker = new GatedWorker(on);
  workers.push(worker);
  return worker;
}

afterEach(async () => {
  for (const worker of workers.splice(0)) worker.release();
});

afterAll(async () => {
  for (const started of servers.splice(0)) await started.close();
  for (const remove of removals.splice(0)) await remove();
});

const leaseOf = async (on: TestServer) =>
  (
    await sql<{ host: string; pid: number; role: string; heartbeatAt: Date; draining: boolean }>`
      select host, pid, role, heartbeat_at as "heartbeatAt", draining from process_leases
      where id = ${on.runtime.lease.id}::uuid`.execute(on.runtime.services.db)
  ).rows[0];

const ready = async (on: TestServer) => (await fetch(`${on.baseUrl}/readyz`)).status;

describe('a process lease', () => {
  it('is held from the start, naming the host, pid and role, and renewed', async () => {
    const live = await server();
    const first = await leaseOf(live);
    expect(first).toMatchObject({ host: hostname(), pid: process.pid, role: 'all', draining: false });
    await until(
      () => leaseOf(live),
      (lease) => lease !== undefined && new Date(lease.heartbeatAt) > new Date(first?.heartbeatAt ?? 0),
      'the lease to be renewed',
    );
  });

  it('has the jobs of an expired lease taken over at once, as no retry, the dead holder’s completion refused', async () => {
    // Renewed every 6 s: the live lease below stays younger than its 30 s through the take-over.
    const live = await server({ SDP_LEASE_SECONDS: '30' });
    const { db, jobs } = live.runtime.services;
    const dead = await new OtherProcess(db).holdLease();
    const alive = await new OtherProcess(db).holdLease();
    const deadJob = await jobs.send(QUEUE, { item: 1 });
    const held = await dead.fetch(QUEUE);
    expect(held.id).toBe(deadJob);
    const aliveJob = await jobs.send(QUEUE, { item: 2 });
    await alive.fetch(QUEUE);
    const worker = gatedWorker(live);

    await dead.die();
    await worker.untilStarted(deadJob);
    expect(await dead.leaseExists()).toBe(false);
    expect(await jobRow(db, deadJob)).toEqual({ state: 'active', retryCount: 0, holder: live.runtime.lease.id });
    expect(await alive.leaseExists()).toBe(true);
    expect(await jobRow(db, aliveJob)).toEqual({ state: 'active', retryCount: 0, holder: alive.id });

    // The dead process comes back and completes the job it held: the run under way now is another.
    await dead.complete(QUEUE, held);
    expect((await jobRow(db, deadJob)).state).toBe('active');
    worker.release();
    await until(
      () => jobRow(db, deadJob),
      (row) => row.state === 'completed',
      'the job to complete',
    );
    expect((await jobRow(db, deadJob)).holder).toBeNull();
  });
});

describe('a process whose lease was taken over', () => {
  it('takes no more work and answers not ready', async () => {
    const taken = await server();
    const { db, jobs } = taken.runtime.services;
    // Another process took its lease over: this one stalled past its time.
    await sql`delete from process_leases where id = ${taken.runtime.lease.id}::uuid`.execute(db);
    await until(
      async () => taken.runtime.lease.lost,
      (lost) => lost,
      'the lease to be lost',
    );
    expect(await ready(taken)).toBe(503);
    await jobs.send(QUEUE, { item: 3 });
    const fetched = await new HeldJobs(transactionExecutor(db)).fetch(QUEUE, 1, taken.runtime.lease.id);
    expect(fetched).toEqual([]);
  });
});

describe('a drain', () => {
  it('answers not ready, takes no more jobs, lets the job under way finish, then ends the lease', async () => {
    const draining = await server();
    const { db, jobs } = draining.runtime.services;
    const worker = gatedWorker(draining);
    const underWay = await jobs.send(QUEUE, { item: 4 });
    await worker.untilStarted(underWay);

    const drained = draining.runtime.drain(60_000);
    await until(
      () => leaseOf(draining),
      (lease) => lease?.draining === true,
      'the lease to be marked draining',
    );
    expect(await ready(draining)).toBe(503);
    const waiting = await jobs.send(QUEUE, { item: 5 });
    expect(await new HeldJobs(transactionExecutor(db)).fetch(QUEUE, 1, draining.runtime.lease.id)).toEqual([]);

    worker.release();
    await drained;
    expect(await leaseOf(draining)).toBeUndefined();
    expect((await jobRow(db, underWay)).state).toBe('completed');
    expect(worker.started).toEqual([underWay]);
    expect((await jobRow(db, waiting)).state).toBe('created');
  });

  it('hands back at once the job still under way when its grace is over', async () => {
    const draining = await server();
    const { db, jobs } = draining.runtime.services;
    const worker = gatedWorker(draining);
    const underWay = await jobs.send(QUEUE, { item: 6 });
    await worker.untilStarted(underWay);

    await draining.runtime.drain(0);
    expect(await leaseOf(draining)).toBeUndefined();
    expect(await jobRow(db, underWay)).toEqual({ state: 'retry', retryCount: 0, holder: null });
  });
});

describe('a start', () => {
  const adminUrl = inject('databaseUrl');
  const template: SeededTemplate = inject('seededTemplate');
  /** No renewal, hence no take-over by expiry, within the test: what is taken over, the start took. */
  const NO_RENEWAL_HERE = { SDP_LEASE_SECONDS: '300' };

  /**
   * A database other processes left, each holding a job under a lease renewed just now: made through a
   * first server (which makes the queue), closed before they write their leases.
   */
  async function leftBy(env: Record<string, string>, hosts: string[]) {
    const first = await startTestServer({ ...env, ...NO_RENEWAL_HERE }, { plugins: [leasePlugin] });
    const others: OtherProcess[] = [];
    const jobIds: string[] = [];
    try {
      const { db, jobs } = first.runtime.services;
      for (const host of hosts) {
        const other = await new OtherProcess(db, { host, pid: NO_SUCH_PID }).holdLease();
        jobIds.push(await jobs.send(QUEUE, { item: 7 }));
        await other.fetch(QUEUE);
        others.push(other);
      }
    } finally {
      await first.close();
    }
    return { others, jobIds };
  }

  it.runIf(adminUrl === null)(
    'on the embedded database, takes over every lease’s work at once, however recent its heartbeat',
    async () => {
      if (!('dataDir' in template)) throw new Error('the PGlite pass has a template directory');
      const copy = await copyTemplateDir(template.dataDir);
      removals.push(copy.remove);
      const env = { SDP_DATA_DIR: copy.dataDir };
      const { others, jobIds } = await leftBy(env, [hostname(), 'elsewhere']);

      const restarted = await server({ ...env, ...NO_RENEWAL_HERE });
      const { db } = restarted.runtime.services;
      for (const other of others) expect(await other.seenFrom(db).leaseExists()).toBe(false);
      for (const jobId of jobIds)
        expect(await jobRow(db, jobId)).toEqual({ state: 'retry', retryCount: 0, holder: null });
      const worker = gatedWorker(restarted);
      for (const jobId of jobIds) await worker.untilStarted(jobId);
    },
  );

  it.runIf(adminUrl !== null)(
    'on PostgreSQL, takes over at once the leases of this host whose process is gone, and no other',
    async () => {
      const url = await createDatabase(adminUrl ?? '', `sdp_lease_start_${process.pid}`, TEMPLATE_DATABASE);
      const env = { DATABASE_URL: url };
      const {
        others: [gone, elsewhere],
        jobIds: [goneJob, elsewhereJob],
      } = await leftBy(env, [hostname(), 'elsewhere']);

      const restarted = await server({ ...env, ...NO_RENEWAL_HERE });
      const { db } = restarted.runtime.services;
      expect(await gone?.seenFrom(db).leaseExists()).toBe(false);
      expect(await jobRow(db, goneJob ?? '')).toEqual({ state: 'retry', retryCount: 0, holder: null });
      expect(await elsewhere?.seenFrom(db).leaseExists()).toBe(true);
      expect(await jobRow(db, elsewhereJob ?? '')).toEqual({ state: 'active', retryCount: 0, holder: elsewhere?.id });
      const worker = gatedWorker(restarted);
      await worker.untilStarted(goneJob ?? '');
    },
  );
});
