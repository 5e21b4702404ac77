import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { expressionWorkerSource } from './expressionWorkerSource.ts';
import { threadCpuMs } from './threadCpuClock.ts';

/** JSON-like data an expression reads and returns. */
export type ExpressionValue = unknown;

/** A translation table as expressions read it: each value and what it becomes. */
export type TranslationTable = Readonly<Record<string, string>>;

/** The bindings that give an expression `$translate(table, value[, fallback])` over these tables, by name. */
export function translationBindings(
  tables: Readonly<Record<string, TranslationTable>>,
): Record<string, ExpressionValue> {
  return { translationTables: tables };
}

export type ExpressionFailureKind = 'timeout' | 'evaluation' | 'stopped';

/** Why an evaluation did not give a value: over its time, an error of the expression, or the evaluator stopped. */
export class ExpressionFailure extends Error {
  constructor(
    readonly kind: ExpressionFailureKind,
    message: string,
    /** JSONata's error code (`T1006` …) for an evaluation error. */
    readonly code?: string,
    readonly position?: number,
  ) {
    super(message);
    this.name = 'ExpressionFailure';
  }
}

export interface ExpressionEvaluatorOptions {
  /** Workers evaluating at once; one or two are enough (measured ~1,500 small evaluations/s per worker). */
  workers?: number;
  /**
   * How long one evaluation may run before its worker is terminated and replaced: CPU time where the
   * worker's thread can be read (Linux), so a busy machine that keeps it waiting does not stop it; else wall time.
   */
  timeLimitMs?: number;
  /** Compiled expressions each worker keeps. */
  cacheSize?: number;
}

interface Job {
  /** A preview (a Try): it runs on at most all workers but one, so the engine always has one. */
  preview: boolean;
  source: string;
  input: ExpressionValue;
  bindings: Record<string, ExpressionValue> | undefined;
  /** Overruns still forgiven: a busy machine can starve a worker past the limit once. */
  retries: number;
  resolve(value: ExpressionValue): void;
  reject(error: Error): void;
}

type WorkerAnswer =
  | { ready: true; tid: string | null }
  | { id: number; ok: true; value: ExpressionValue }
  | { id: number; ok: false; error: { code: string; message: string; position?: number } };

const require = createRequire(import.meta.url);

/** How many times its CPU limit an evaluation may take in wall time, however little its thread ran. */
const WALL_CEILING = 10;

/** One worker thread and the evaluation it runs, if any. */
class ExpressionWorker {
  private readonly worker: Worker;
  private ready = false;
  private current: {
    id: number;
    job: Job;
    timer: ReturnType<typeof setTimeout>;
    cpuAtStart: number | null;
    startedAt: number;
  } | null = null;
  /** The worker's thread as Linux names it, to read its CPU time; null where it cannot be read. */
  private tid: string | null = null;
  private nextId = 1;
  private ended = false;

  constructor(
    source: string,
    private readonly timeLimitMs: number,
    private readonly onIdle: (worker: ExpressionWorker) => void,
    private readonly onEnded: (worker: ExpressionWorker) => void,
    /** An overrun job given another try in a fresh worker. */
    private readonly onRetry: (job: Job) => void,
  ) {
    this.worker = new Worker(source, { eval: true });
    this.worker.unref();
    this.worker.on('message', (answer: WorkerAnswer) => this.answer(answer));
    this.worker.on('error', (error) => this.end(new ExpressionFailure('evaluation', error.message)));
    this.worker.on('exit', () => this.end(new ExpressionFailure('stopped', 'The expression worker stopped.')));
  }

  get idle(): boolean {
    return this.ready && !this.ended && this.current === null;
  }

  get runningPreview(): boolean {
    return this.current?.job.preview === true;
  }

  run(job: Job): void {
    const id = this.nextId++;
    const cpuAtStart = this.tid === null ? null : threadCpuMs(this.tid);
    const startedAt = performance.now();
    this.current = { id, job, timer: this.limitTimer(id, this.timeLimitMs), cpuAtStart, startedAt };
    this.worker.postMessage({ id, source: job.source, input: job.input, bindings: job.bindings });
  }

  /**
   * Stops the evaluation once its thread has run the limit in CPU time: when the timer fires, the time used
   * is read, and while it is under the limit the timer is set again for what is left (a worker a busy
   * machine keeps waiting has run less than the time that passed). Wall time caps it at `WALL_CEILING`
   * times the limit (an evaluation also waits on the collector's threads); only then is it tried again,
   * since a worker stopped that way may have been starved. Where the thread cannot be read, wall time is the limit.
   */
  private limitTimer(id: number, afterMs: number): ReturnType<typeof setTimeout> {
    return setTimeout(() => {
      const current = this.current;
      if (!current || current.id !== id) return;
      const used = current.cpuAtStart === null || this.tid === null ? null : threadCpuMs(this.tid);
      const cpuLeft = used === null ? 0 : this.timeLimitMs - (used - (current.cpuAtStart as number));
      const wallLeft = this.timeLimitMs * WALL_CEILING - (performance.now() - current.startedAt);
      if (cpuLeft > 0 && wallLeft > 0) {
        current.timer = this.limitTimer(id, Math.min(cpuLeft, wallLeft));
        return;
      }
      const overrun = `The expression ran longer than ${this.timeLimitMs} ms and was stopped.`;
      this.end(new ExpressionFailure('timeout', overrun), used === null || cpuLeft > 0);
    }, afterMs);
  }

  stop(): Promise<number> {
    return this.worker.terminate();
  }

  private answer(answer: WorkerAnswer): void {
    if ('ready' in answer) {
      this.ready = true;
      this.tid = answer.tid;
      this.onIdle(this);
      return;
    }
    const current = this.current;
    if (!current || current.id !== answer.id) return;
    clearTimeout(current.timer);
    this.current = null;
    if (answer.ok) current.job.resolve(answer.value);
    else {
      const { code, message, position } = answer.error;
      current.job.reject(new ExpressionFailure('evaluation', message, code, position));
    }
    this.onIdle(this);
  }

  /** Fails the running evaluation, if any, and ends this worker for good. */
  private end(failure: ExpressionFailure, mayRetry = false): void {
    if (this.ended) return;
    this.ended = true;
    if (this.current) {
      clearTimeout(this.current.timer);
      const { job } = this.current;
      this.current = null;
      if (mayRetry && job.retries > 0) this.onRetry({ ...job, retries: job.retries - 1 });
      else job.reject(failure);
    }
    void this.worker.terminate();
    this.onEnded(this);
  }
}

/**
 * Evaluates stored JSONata expressions off the main thread with a time limit. JSONata has no reliable
 * limit of its own (a runaway `[1..10000].[1..10000]` or a recursive function never yields), so each
 * evaluation runs in a worker thread that is terminated and replaced when it overruns. Workers start on
 * first use; evaluations queue while all are busy. The limit counts the CPU time the worker runs (on Linux), so a
 * worker a busy machine keeps waiting is not stopped for it; one stopped by wall time alone (the ceiling, or
 * where CPU time cannot be read) is tried once more in a fresh worker before it fails.
 * Check expressions with `checkExpression` when saving.
 */
export class ExpressionEvaluator {
  private readonly size: number;
  private readonly timeLimitMs: number;
  private readonly source: string;
  private readonly workers = new Set<ExpressionWorker>();
  private readonly queue: Job[] = [];
  private closed = false;

  constructor(options: ExpressionEvaluatorOptions = {}) {
    this.size = Math.max(1, options.workers ?? 2);
    this.timeLimitMs = options.timeLimitMs ?? 250;
    this.source = expressionWorkerSource(require.resolve('jsonata'), options.cacheSize ?? 500);
  }

  /** The expression's value for the input (undefined when nothing matches), with `$name` bindings. */
  evaluate(
    source: string,
    input: ExpressionValue,
    bindings?: Record<string, ExpressionValue>,
  ): Promise<ExpressionValue> {
    return this.enqueue(false, source, input, bindings);
  }

  /**
   * Evaluates for a preview (a user's Try): on at most all workers but one and after the engine's
   * evaluations, so previews never starve the orders; an overrun is not tried again. Take the caller's
   * share first (`PreviewShare`).
   */
  evaluatePreview(
    source: string,
    input: ExpressionValue,
    bindings?: Record<string, ExpressionValue>,
  ): Promise<ExpressionValue> {
    return this.enqueue(true, source, input, bindings);
  }

  private enqueue(
    preview: boolean,
    source: string,
    input: ExpressionValue,
    bindings: Record<string, ExpressionValue> | undefined,
  ): Promise<ExpressionValue> {
    if (this.closed) return Promise.reject(new ExpressionFailure('stopped', 'The expression evaluator is closed.'));
    return new Promise((resolve, reject) => {
      this.queue.push({ preview, source, input, bindings, resolve, reject, retries: preview ? 0 : 1 });
      this.dispatch();
    });
  }

  /** Stops every worker; queued evaluations fail as stopped. */
  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) {
      job.reject(new ExpressionFailure('stopped', 'The expression evaluator is closed.'));
    }
    await Promise.all([...this.workers].map((worker) => worker.stop()));
    this.workers.clear();
  }

  private dispatch(): void {
    if (this.closed) return;
    for (const worker of this.workers) {
      const job = worker.idle ? this.nextJob() : undefined;
      if (job) worker.run(job);
    }
    if (this.queue.length > 0 && this.workers.size < this.size) this.start();
  }

  /** The engine's oldest evaluation, else the oldest preview while previews leave a worker to the engine. */
  private nextJob(): Job | undefined {
    const engine = this.queue.findIndex((job) => !job.preview);
    if (engine >= 0) return this.queue.splice(engine, 1)[0];
    const previewing = [...this.workers].filter((worker) => worker.runningPreview).length;
    if (previewing >= Math.max(1, this.size - 1)) return undefined;
    return this.queue.shift();
  }

  private start(): void {
    const worker = new ExpressionWorker(
      this.source,
      this.timeLimitMs,
      () => this.dispatch(),
      (ended) => {
        this.workers.delete(ended);
        this.dispatch();
      },
      (job) => this.queue.unshift(job),
    );
    this.workers.add(worker);
  }
}
