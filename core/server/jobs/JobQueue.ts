import type { Kysely } from 'kysely';
import PgBoss from 'pg-boss';
import type { JobsConnection, JobsSqlExecutor } from '../db/database.ts';
import type { CoreDatabase } from '../db/schema.ts';
import type { StatementCounter } from '../db/statementCounter.ts';
import { unbound } from '../db/tenantBinding.ts';
import { HeldJobs } from './heldJobs.ts';
import { JobWorker, type JobHandler, type JobWorkerOptions } from './JobWorker.ts';
import type { HoldingLease } from './ProcessLease.ts';
import { transactionExecutor } from './transactionExecutor.ts';

/** deadlock_detected, unique_violation, duplicate_table: what two processes creating one queue meet. */
const CREATE_RACE_CODES = new Set(['40P01', '23505', '42P07']);
const QUEUE_CREATE_ATTEMPTS = 5;

/** A queue a plugin declares: created at start, with its retry and expiry policy. */
export interface QueueDeclaration {
  name: string;
  /** Times a failed job runs again (default 0: the engine retries steps by its own policy). */
  retryLimit?: number;
  retryDelaySeconds?: number;
  retryBackoff?: boolean;
  /** An active job not completed within this time is failed (and retried, within its limit). */
  expireInSeconds?: number;
  /** `short`: at most one job waiting per singleton key (pg-boss's queue policies; default `standard`). */
  policy?: 'standard' | 'short';
}

export interface SendOptions {
  /** Enqueue in this transaction: the job exists only if the transaction commits. */
  trx?: Kysely<CoreDatabase>;
  /** Not before this many milliseconds from now, by the database's clock (every process reads the same). */
  delayMs?: number;
  /** At most one waiting job with this key in the queue. */
  singletonKey?: string;
  priority?: number;
}

export interface JobQueueOptions {
  connection: JobsConnection;
  /** The process's lease: the jobs its workers take are held under it. */
  lease: HoldingLease;
  /** Called with what a worker or the queue's supervision could not do. */
  onError(error: unknown, context: { queue?: string; jobId?: string }): void;
  /** How often expired jobs are failed and old ones archived (seconds). */
  maintenanceIntervalSeconds?: number;
  /** Counts the queue's own statements too (those it sends in a caller's transaction are the caller's). */
  statements?: StatementCounter | null;
}

/**
 * Durable jobs in the database (pg-boss): on PostgreSQL over a pool of its own, on the embedded
 * database through the same instance. `send` inside a transaction enqueues with it; workers run only in
 * processes whose role works (`SDP_ROLE` all or worker), and every process of one database shares the
 * queues, so no job runs twice at once. A worker holds the jobs it takes under the process's lease
 * (`heldJobs.ts`): another process hands them back once the lease is gone.
 */
export class JobQueue {
  private readonly boss: PgBoss;
  private readonly workers: JobWorker<unknown>[] = [];
  private started = false;

  constructor(private readonly options: JobQueueOptions) {
    const connection =
      'executor' in options.connection
        ? { db: options.connection.executor as PgBoss.Db }
        : { connectionString: options.connection.connectionString, max: 4 };
    this.boss = new PgBoss({
      ...connection,
      schema: 'pgboss',
      supervise: true,
      schedule: false,
      migrate: true,
      maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 60,
    });
    this.boss.on('error', (error) => options.onError(error, {}));
    options.statements?.observeExecutor(this.boss.getDb() as JobsSqlExecutor);
  }

  /** Installs the queue's tables (first start) and creates the declared queues that do not exist yet. */
  async start(queues: readonly QueueDeclaration[]): Promise<void> {
    await this.boss.start();
    this.started = true;
    for (const queue of queues) {
      const options: PgBoss.Queue = {
        name: queue.name,
        retryLimit: queue.retryLimit ?? 0,
        retryDelay: queue.retryDelaySeconds ?? 1,
        retryBackoff: queue.retryBackoff ?? false,
        expireInSeconds: queue.expireInSeconds ?? 900,
        policy: queue.policy ?? 'standard',
      };
      await this.ensureQueue(options);
    }
  }

  /**
   * Creates the queue, or updates it when it exists. Processes starting together may create one queue
   * at once: the database then refuses one of them (a deadlock, or a duplicate), which tries again and
   * finds the queue made.
   */
  private async ensureQueue(options: PgBoss.Queue): Promise<void> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        if (await this.boss.getQueue(options.name)) await this.boss.updateQueue(options.name, options);
        else await this.boss.createQueue(options.name, options);
        return;
      } catch (error) {
        const code = (error as { code?: unknown }).code;
        if (attempt >= QUEUE_CREATE_ATTEMPTS || typeof code !== 'string' || !CREATE_RACE_CODES.has(code)) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50 * attempt + Math.random() * 100));
      }
    }
  }

  /** Enqueues a job; answers its id. */
  async send(queue: string, data: object, options: SendOptions = {}): Promise<string> {
    const id = await this.sendUnlessWaiting(queue, data, options);
    if (id === null) throw new Error(`The queue ${queue} refused the job (a job with its singleton key waits)`);
    return id;
  }

  /** Enqueues a job unless the queue refuses it (a job with its singleton key waits): answers its id or null. */
  async sendUnlessWaiting(queue: string, data: object, options: SendOptions = {}): Promise<string | null> {
    const id = await this.boss.send(queue, data, {
      ...(options.trx ? { db: transactionExecutor(options.trx) as PgBoss.Db } : {}),
      ...(options.delayMs && options.delayMs > 0 ? { startAfter: (options.delayMs / 1000).toFixed(3) } : {}),
      ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
      ...(options.priority !== undefined ? { priority: options.priority } : {}),
    });
    if (id !== null && !options.trx) this.wake(queue);
    return id;
  }

  /** Wakes this process's idle workers of the queue: call it once a transaction that sent jobs commits. */
  wake(queue: string): void {
    for (const worker of this.workers) if (worker.queue === queue) worker.wake();
  }

  /** Runs the queue's jobs in this process. */
  work<Data>(queue: string, options: JobWorkerOptions, handler: JobHandler<Data>): void {
    // A job is the server's own work, whatever request sent it or woke its worker.
    const unboundHandler: JobHandler<Data> = (job) => unbound(() => handler(job));
    const held = new HeldJobs(this.boss.getDb() as JobsSqlExecutor);
    const worker = new JobWorker<Data>(held, this.options.lease, queue, unboundHandler, options, (error, job) =>
      this.options.onError(error, { queue, jobId: job?.id }),
    );
    this.workers.push(worker as JobWorker<unknown>);
    worker.start();
  }

  /** Jobs of the queue in a state (for health figures and tests). */
  async count(queue: string, state: 'created' | 'retry' | 'active' | 'completed' | 'failed'): Promise<number> {
    const rows = (await this.boss
      .getDb()
      .executeSql(`select count(*)::int as count from pgboss.job where name = $1 and state = $2`, [queue, state])) as {
      rows: { count: number }[];
    };
    return rows.rows[0]?.count ?? 0;
  }

  /** Stops every worker taking jobs; the jobs under way go on. */
  stopFetching(): void {
    for (const worker of this.workers) worker.stopFetching();
  }

  /** Resolves once no job is under way in this process (after `stopFetching`, for good). */
  async settled(): Promise<void> {
    await Promise.all(this.workers.map((worker) => worker.settled()));
  }

  /** Stops the workers (waiting for the jobs under way) and the queue's supervision. */
  async stop(): Promise<void> {
    await Promise.all(this.workers.splice(0).map((worker) => worker.stop()));
    if (this.started) await this.boss.stop({ graceful: false, wait: true, close: true });
    this.started = false;
  }
}
