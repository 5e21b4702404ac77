import type { JobQueue, QueueDeclaration } from './JobQueue.ts';

/**
 * The queue a chain of regular runs lives on. A run whose process died stays under way until it expires;
 * the queue then runs it again, so the chain goes on (without retries it would end there, and no process
 * would start another while one was under way).
 */
export function regularWorkQueue(name: string, expireInSeconds: number): QueueDeclaration {
  return { name, retryLimit: 10, retryDelaySeconds: 1, expireInSeconds };
}

export interface RegularWork {
  /** The queue of its own the chain of runs lives on (declared by the plugin with `regularWorkQueue`). */
  queue: string;
  /** The time from the end of one run to the start of the next. */
  everyMs: number;
  /** How often an idle worker looks for the queue's next job. */
  idleMs: number;
  run(): Promise<void>;
  /** What a run could not do: reported, and the chain goes on. */
  onError(error: unknown): void;
}

/**
 * Runs work regularly in this process's workers: each run sends the next, so one chain runs however many
 * processes share the queue, and a process starts one when none is waiting. A run that fails is reported
 * rather than retried by the queue, which would start a second chain beside the one it sends.
 */
export function runRegularly(jobs: JobQueue, work: RegularWork): void {
  jobs.work(work.queue, { concurrency: 1, idleMs: work.idleMs }, async () => {
    try {
      await work.run();
    } catch (error) {
      work.onError(error);
    }
    await jobs.send(work.queue, {}, { delayMs: work.everyMs });
  });
  const states = ['created', 'retry', 'active'] as const;
  void Promise.all(states.map((state) => jobs.count(work.queue, state)))
    .then((counts) => (counts.some((count) => count > 0) ? undefined : jobs.send(work.queue, {})))
    .catch(work.onError);
}
