import type { JobsSqlExecutor } from '../db/database.ts';

/**
 * The job queue's fetch, completion and failure with the jobs each process holds recorded under its lease
 * (`held_jobs`), so that a process whose lease is gone has its jobs handed to the others at once. The
 * statements work pg-boss 10's own job table as its own fetch, complete and fail do (`pgboss.job`,
 * partitioned by queue, `pg-boss/src/plans.js`), for the queue policies the server declares (`standard`
 * and `short`). A run of a job is known by its id and the time it started: a job handed back and fetched
 * again is another run, and a write of the run before it changes nothing.
 */

/** One run of a job as a worker holds it. */
export interface HeldJob<Data> {
  id: string;
  data: Data;
  /** The run's start as the job's row has it (text, to the microsecond). */
  startedOn: string;
}

const LEASE_LIVES = (parameter: string) => `exists (select 1 from process_leases where id = ${parameter}::uuid)`;

/**
 * Takes up to `batchSize` jobs of the queue that are due, unless the lease is gone or draining, and
 * records them as held under it — one statement, so no job is ever under way without its holder known.
 */
const FETCH = `
with next as (
  select id from pgboss.job
  where name = $1 and state < 'active' and start_after < now()
    and exists (select 1 from process_leases where id = $3::uuid and not draining)
  order by priority desc, created_on, id
  limit $2
  for update skip locked
), fetched as (
  update pgboss.job j set state = 'active', started_on = now(),
    retry_count = case when j.started_on is not null then j.retry_count + 1 else j.retry_count end
  from next where j.name = $1 and j.id = next.id
  returning j.id, j.data, j.started_on
), held as (
  insert into held_jobs (job_id, queue, lease_id, started_on)
  select id, $1, $3::uuid, started_on from fetched
  on conflict (job_id) do update set queue = excluded.queue, lease_id = excluded.lease_id,
    started_on = excluded.started_on
)
select id, data, started_on::text as "startedOn" from fetched`;

/** Completes a run while its lease lives, and drops its hold. */
const COMPLETE = `
with completed as (
  update pgboss.job set state = 'completed', completed_on = now(), output = null
  where name = $1 and id = $2::uuid and state = 'active' and started_on = $3::timestamptz and ${LEASE_LIVES('$4')}
  returning id
)
delete from held_jobs where job_id = $2::uuid and started_on = $3::timestamptz and ${LEASE_LIVES('$4')}`;

/**
 * Fails a run while its lease lives, and drops its hold: retried after the queue's delay (doubling with
 * jitter under `retryBackoff`) within its retry limit, else failed for good — as pg-boss fails a job.
 */
const FAIL = `
with failed as (
  update pgboss.job set
    state = case when retry_count < retry_limit then 'retry'::pgboss.job_state else 'failed'::pgboss.job_state end,
    completed_on = case when retry_count < retry_limit then null else now() end,
    start_after = case
      when retry_count >= retry_limit then start_after
      when not retry_backoff then now() + retry_delay * interval '1 second'
      else now() + (retry_delay * 2 ^ least(16, retry_count + 1) / 2
        + retry_delay * 2 ^ least(16, retry_count + 1) / 2 * random()) * interval '1 second'
    end,
    output = $5::jsonb
  where name = $1 and id = $2::uuid and state = 'active' and started_on = $3::timestamptz and ${LEASE_LIVES('$4')}
  returning id
)
delete from held_jobs where job_id = $2::uuid and started_on = $3::timestamptz and ${LEASE_LIVES('$4')}`;

/**
 * Hands back the runs held under leases that are gone (taken over, or ended by a drain): each is due again
 * at once, and counts as no retry — its process stopped, the job did not fail. A run no longer under way
 * (expired meanwhile) only loses its hold. Answers the queue of each run handed back.
 */
const HAND_BACK_ORPHANS = `
with released as (
  delete from held_jobs h
  where not exists (select 1 from process_leases l where l.id = h.lease_id)
  returning job_id, queue, started_on
)
update pgboss.job j set state = 'retry', start_after = now(), started_on = null
from released r
where j.name = r.queue and j.id = r.job_id and j.state = 'active' and j.started_on = r.started_on
returning j.name as queue`;

/**
 * Hands back every run under way, held or not: where no other process can exist (the embedded database
 * at start), every one is a dead process's.
 */
const HAND_BACK_ALL = `
with released as (delete from held_jobs)
update pgboss.job set state = 'retry', start_after = now(), started_on = null
where state = 'active'
returning name as queue`;

/** The statements of held jobs over one executor (the queue's own, or a transaction's). */
export class HeldJobs {
  constructor(private readonly executor: JobsSqlExecutor) {}

  async fetch<Data>(queue: string, batchSize: number, leaseId: string): Promise<HeldJob<Data>[]> {
    return (await this.executor.executeSql(FETCH, [queue, batchSize, leaseId])).rows as HeldJob<Data>[];
  }

  async complete(queue: string, job: HeldJob<unknown>, leaseId: string): Promise<void> {
    await this.executor.executeSql(COMPLETE, [queue, job.id, job.startedOn, leaseId]);
  }

  async fail(queue: string, job: HeldJob<unknown>, leaseId: string, message: string): Promise<void> {
    const output = JSON.stringify({ message });
    await this.executor.executeSql(FAIL, [queue, job.id, job.startedOn, leaseId, output]);
  }

  /** Hands back the runs of leases that are gone (or, `all`, every run under way); answers their queues. */
  async handBack(which: 'orphans' | 'all'): Promise<string[]> {
    const { rows } = await this.executor.executeSql(which === 'all' ? HAND_BACK_ALL : HAND_BACK_ORPHANS);
    return (rows as { queue: string }[]).map((row) => row.queue);
  }
}
