import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { svgSanitizerWorkerSource } from './svgSanitizerWorkerSource.ts';

/**
 * Cleans uploaded SVG images (logos, icons) in a worker thread of their own (`svgSanitizerWorkerSource.ts`), so parsing
 * and sanitising an image never holds up other requests: one image at a time, each stopped after the
 * time limit (the worker is then replaced), and at most a few waiting.
 */

/** How long cleaning one image may take once the worker runs it. */
export const SVG_TIME_LIMIT_MS = 5_000;
/** Images waiting for the worker beyond the one it cleans; more are refused as busy. */
export const MAX_WAITING_SVGS = 4;

export type SvgCleaning =
  | { kind: 'cleaned'; svg: string }
  | { kind: 'notSvg' }
  | { kind: 'overTime' }
  | { kind: 'busy' }
  | { kind: 'failed'; message: string };

interface Job {
  text: string;
  resolve(result: SvgCleaning): void;
}

type WorkerAnswer =
  { ready: true } | { id: number; ok: true; svg: string | null } | { id: number; ok: false; message: string };

const require = createRequire(import.meta.url);

class SvgSanitizerWorker {
  private worker: Worker | null = null;
  private ready = false;
  private readonly waiting: Job[] = [];
  private current: { id: number; job: Job; timer: ReturnType<typeof setTimeout> } | null = null;
  private nextId = 1;

  clean(text: string): Promise<SvgCleaning> {
    if (this.waiting.length >= MAX_WAITING_SVGS) return Promise.resolve({ kind: 'busy' });
    return new Promise((resolve) => {
      this.waiting.push({ text, resolve });
      this.dispatch();
    });
  }

  private dispatch(): void {
    if (this.current) return;
    if (!this.worker) {
      if (this.waiting.length > 0) this.start();
      return;
    }
    if (!this.ready) return;
    const job = this.waiting.shift();
    if (!job) return;
    const id = this.nextId++;
    const timer = setTimeout(() => this.finish(id, { kind: 'overTime' }, true), SVG_TIME_LIMIT_MS);
    this.current = { id, job, timer };
    this.worker.postMessage({ id, text: job.text });
  }

  private start(): void {
    const source = svgSanitizerWorkerSource(require.resolve('jsdom'), require.resolve('dompurify'));
    const worker = new Worker(source, { eval: true, resourceLimits: { maxOldGenerationSizeMb: 256 } });
    worker.unref();
    this.worker = worker;
    this.ready = false;
    worker.on('message', (answer: WorkerAnswer) => {
      if ('ready' in answer) {
        this.ready = true;
        this.dispatch();
      } else if (answer.ok)
        this.finish(answer.id, answer.svg === null ? { kind: 'notSvg' } : { kind: 'cleaned', svg: answer.svg });
      else this.finish(answer.id, { kind: 'failed', message: answer.message });
    });
    const lost = (message: string) => {
      if (this.worker !== worker) return;
      this.worker = null;
      if (this.current) this.finish(this.current.id, { kind: 'failed', message }, false);
      else if (!this.ready) {
        // A worker that cannot start fails what waits rather than being started again and again.
        for (const job of this.waiting.splice(0)) job.resolve({ kind: 'failed', message });
      }
    };
    worker.on('error', (error) => lost(error.message));
    worker.on('exit', () => lost('The SVG worker stopped.'));
  }

  /** Answers the job running under `id`; a job over its time ends the worker, which is started again. */
  private finish(id: number, result: SvgCleaning, replaceWorker = false): void {
    const current = this.current;
    if (!current || current.id !== id) return;
    clearTimeout(current.timer);
    this.current = null;
    if (replaceWorker && this.worker) {
      void this.worker.terminate();
      this.worker = null;
    }
    current.job.resolve(result);
    this.dispatch();
  }
}

const sanitizer = new SvgSanitizerWorker();

/** The cleaned SVG as standalone XML, or why there is none. */
export function sanitizeSvg(text: string): Promise<SvgCleaning> {
  return sanitizer.clean(text);
}
