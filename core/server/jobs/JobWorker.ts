import type { HeldJob, HeldJobs } from './heldJobs.ts';
import type { HoldingLease } from './ProcessLease.ts';

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
 * A worker of one queue: keeps up to `concurrency` jobs under way, fetching more as soon as one finishes,
 * and completes or fails each by its own outcome — each held under the process's lease, so a completion
 * after the lease was taken over changes nothing. With nothing to do it looks again after `idleMs`, or as
 * soon as `wake()` says a job was sent.
 */
export class JobWorker<Data> {
  private stopping = false;
  private idle: { timer: NodeJS.Timeout; resolve: () => void } | null = null;
  private running: Promise<void> | null = null;
  private readonly underWay = new Set<Promise<void>>();

  constructor(
    private readonly held: HeldJobs,
    private readonly lease: HoldingLease,
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

  /** Takes no more jobs; those under way go on. */
  stopFetching(): void {
    this.stopping = true;
    this.wake();
  }

  /** Resolves once the loop has stopped fetching and no job is under way. */
  async settled(): Promise<void> {
    await this.running;
    while (this.underWay.size > 0) await Promise.all(this.underWay);
  }

  /** Stops fetching and waits for the jobs under way. */
  async stop(): Promise<void> {
    this.stopFetching();
    await this.settled();
  }

  private async loop(): Promise<void> {
    while (!this.stopping) {
      const free = this.options.concurrency - this.underWay.size;
      let found = 0;
      if (free > 0) {
        try {
          const jobs = await this.held.fetch<Data>(this.queue, free, this.lease.id);
          found = jobs.length;
          for (const job of jobs) this.track(this.run(job));
        } catch (error) {
          this.onError(error);
        }
      }
      if (this.stopping) break;
      // Busy to the limit: go on when a job finishes. Nothing found: rest until woken, a job finishes or
      // the idle time passes. Found some with places left: fetch again at once.
      if (free <= 0 || found === 0) await this.rest();
    }
  }

  private track(job: Promise<void>): void {
    this.underWay.add(job);
    void job.finally(() => {
      this.underWay.delete(job);
      this.wake();
    });
  }

  private async run(held: HeldJob<Data>): Promise<void> {
    const job: Job<Data> = { id: held.id, queue: this.queue, data: held.data };
    try {
      await this.handler(job);
    } catch (error) {
      this.onError(error, job);
      const message = error instanceof Error ? error.message : String(error);
      await this.held
        .fail(this.queue, held, this.lease.id, message)
        .catch((failure: unknown) => this.onError(failure, job));
      return;
    }
    await this.held.complete(this.queue, held, this.lease.id).catch((failure: unknown) => this.onError(failure, job));
  }

  /** Waits for a wake (a send, a finished job) or the idle time, whichever comes first. */
  private rest(): Promise<void> {
    return new Promise((resolve) => {
      this.idle = { timer: setTimeout(() => ((this.idle = null), resolve()), this.options.idleMs), resolve };
    });
  }
}
