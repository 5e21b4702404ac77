import type { JobQueue, QueueDeclaration } from './JobQueue.ts';

/** The key of a chain's waiting run: the queue holds at most one, so a second chain cannot start. */
const CHAIN_KEY = 'chain';

/**
 * The queue a chain of regular runs lives on. A run whose process died stays under way until it expires;
 * the queue then runs it again, so the chain goes on (without retries it would end there, and no process
 * would start another while one was under way). At most one run waits at a time (`short`, by its key). A
 * queue a data directory made before with `standard` turns `short` at start: pg-boss 10's `updateQueue`
 * (`JobQueue.start`) changes the policy, which each job takes from its queue when sent.
 */
export function regularWorkQueue(name: string, expireInSeconds: number): QueueDeclaration {
  return { name, retryLimit: 10, retryDelaySeconds: 1, expireInSeconds, policy: 'short' };
}

export interface RegularWork {
  /** The queue of its own the chain of runs lives on (declared by the plugin with `regularWorkQueue`). */
  queue: string;
  /** The time from the end of one run to the start of the next. */
  everyMs: number;
  /** How often an idle worker looks for the queue's next job. */
  idleMs: number;
  /** One run; answering `'again'` (work is left) starts the next at once rather than after `everyMs`. */
  run(): Promise<void | 'again'>;
  /** What a run could not do: reported, and the chain goes on. */
  onError(error: unknown): void;
}

/**
 * Sends the chain's next run unless one waits already: a run that outlived its expiry and was started again
 * ends both runs here, and only one of them continues the chain. Answers whether this one did.
 */
export async function continueChain(jobs: JobQueue, queue: string, delayMs: number): Promise<boolean> {
  return (await jobs.sendUnlessWaiting(queue, {}, { delayMs, singletonKey: CHAIN_KEY })) !== null;
}

/**
 * Runs work regularly in this process's workers: each run sends the next, so one chain runs however many
 * processes share the queue, and a process starts one when none is waiting. A run that fails is reported
 * rather than retried by the queue, which would start a second chain beside the one it sends.
 */
export function runRegularly(jobs: JobQueue, work: RegularWork): void {
  jobs.work(work.queue, { concurrency: 1, idleMs: work.idleMs }, async () => {
    let next: void | 'again' = undefined;
    try {
      next = await work.run();
    } catch (error) {
      work.onError(error);
    }
    await continueChain(jobs, work.queue, next === 'again' ? 0 : work.everyMs);
  });
  const states = ['created', 'retry', 'active'] as const;
  void Promise.all(states.map((state) => jobs.count(work.queue, state)))
    .then((counts) => (counts.some((count) => count > 0) ? undefined : continueChain(jobs, work.queue, 0)))
    .catch(work.onError);
}
