import type PgBoss from 'pg-boss';

/** One job as a handler gets it. */
export interface Job<Data> {
  id: string;
  queue: string;
  data: Data;
}

/** Runs one job; throwing fails it (the queue's retry policy then decides whether it runs again). */
export type JobHandler<Data> = (job: Job<Data>) => Promise<void>;

export interface JobWorkerOptions {
  /** Jobs fetched and run at once. */
  concurrency: number;
  /** How long an idle worker waits before it looks again, unless woken. */
  idleMs: number;
}

/**
 * A worker of one queue: fetches up to `concurrency` jobs, runs them side by side, completes or fails
 * each by its own outcome, and fetches again at once while there is work. Idle, it looks again after
 * `idleMs`, or as soon as `wake()` says a job was sent.
 */
export class JobWorker<Data> {
  private stopping = false;
  private idle: { timer: NodeJS.Timeout; resolve: () => void } | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly boss: PgBoss,
    readonly queue: string,
    private readonly handler: JobHandler<Data>,
    private readonly options: JobWorkerOptions,
    private readonly onError: (error: unknown, job?: Job<Data>) => void,
  ) {}

  start(): void {
    this.running ??= this.loop();
  }

  wake(): void {
    if (!this.idle) return;
    clearTimeout(this.idle.timer);
    this.idle.resolve();
    this.idle = null;
  }

  /** Stops fetching and waits for the jobs under way. */
  async stop(): Promise<void> {
    this.stopping = true;
    this.wake();
    await this.running;
  }

  private async loop(): Promise<void> {
    while (!this.stopping) {
      let found = 0;
      try {
        const jobs = await this.boss.fetch<Data>(this.queue, { batchSize: this.options.concurrency });
        found = jobs.length;
        await Promise.all(jobs.map((job) => this.run({ id: job.id, queue: this.queue, data: job.data })));
      } catch (error) {
        this.onError(error);
      }
      if (found === 0 && !this.stopping) await this.rest();
    }
  }

  private async run(job: Job<Data>): Promise<void> {
    try {
      await this.handler(job);
    } catch (error) {
      this.onError(error, job);
      const message = error instanceof Error ? error.message : String(error);
      await this.boss.fail(this.queue, job.id, { message });
      return;
    }
    await this.boss.complete(this.queue, job.id);
  }

  private rest(): Promise<void> {
    return new Promise((resolve) => {
      this.idle = { timer: setTimeout(() => ((this.idle = null), resolve()), this.options.idleMs), resolve };
    });
  }
}
