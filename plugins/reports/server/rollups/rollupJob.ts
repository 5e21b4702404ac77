import { regularWorkQueue, runRegularly } from '../../../../core/server/jobs/runRegularly.ts';
import type { ServerServices } from '../../../../core/server/serverPlugin.ts';
import { foldRollups } from './foldRollups.ts';

export const ROLLUP_QUEUE = 'reports-rollups';
export const ROLLUP_QUEUE_DECLARATION = regularWorkQueue(ROLLUP_QUEUE, 600);
const FOLD_EVERY_MS = 60_000;
/**
 * How long before now the fold stops: a row the engine wrote with an end time is committed within this, so
 * nothing that ends before the fold's mark commits after the fold has passed it.
 */
export const FOLD_LAG_MS = 60_000;

/** Folds what ended into the reports' rollups every minute, on one chain however many processes run. */
export function startRollupFolds({ db, clock, jobs, log }: ServerServices): void {
  runRegularly(jobs, {
    queue: ROLLUP_QUEUE,
    everyMs: FOLD_EVERY_MS,
    idleMs: 5_000,
    run: () => foldRollups(db, new Date(clock() - FOLD_LAG_MS)),
    onError: (error) => log.error({ err: error }, 'report rollups'),
  });
}
