import type { Kysely } from 'kysely';
import type { CoreDatabase } from '../db/schema.ts';

/** Whose work a take-over frees: the leases named, or (the embedded database at start) every lease's. */
export type LeasesTaken = readonly string[] | 'all';

/**
 * Work a plugin's workers hold under their process's lease besides jobs (which the job queue knows):
 * rows that name the lease holding them. When a lease expires another process takes the work over; when
 * a process drains it hands back what it still holds.
 */
export interface HeldWork {
  /** What the work is called in the log: `calls`, `deliveries`. */
  kind: string;
  /**
   * In the take-over's transaction, with the leases already gone: makes what they held available to every
   * process at once, and answers how much there was.
   */
  takeOver(trx: Kysely<CoreDatabase>, leases: LeasesTaken): Promise<number>;
  /** Resolves once this process's own work of the kind under way has ended (a drain waits for it). */
  settled?(): Promise<void>;
}
