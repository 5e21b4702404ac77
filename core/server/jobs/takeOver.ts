import { sql, type Kysely } from 'kysely';
import type { CoreDatabase } from '../db/schema.ts';
import { unbound } from '../db/tenantBinding.ts';
import { HeldJobs } from './heldJobs.ts';
import type { HeldWork } from './heldWork.ts';
import { transactionExecutor } from './transactionExecutor.ts';

/** A lease as the take-over found it. */
export interface EndedLease {
  id: string;
  host: string;
  pid: number;
  role: string;
  heartbeatAt: Date;
}

/**
 * Which leases a take-over ends: those named (a dead predecessor, one's own at the end of a drain) and,
 * when asked, those not renewed within `leaseSeconds` but `except`'s; or (the embedded database at start,
 * where no other process can exist) every lease, with every job under way.
 */
export type TakeOverScope = { named: readonly string[]; expired?: { leaseSeconds: number; except: string } } | 'all';

/** What a take-over ended and made available again. */
export interface TakenOver {
  leases: EndedLease[];
  /** Jobs handed back, by queue. */
  jobs: Record<string, number>;
  /** The plugins' held work, by kind (`calls`, `deliveries`). */
  work: Record<string, number>;
}

const RETURNING = sql`returning id, host, pid, role, heartbeat_at as "heartbeatAt"`;

/**
 * Ends leases and makes what they held available to every process, in one transaction: the lease rows go
 * (so their holders' writes of held work fail from then on), the jobs held under a lease that is gone are
 * due again at once, and each plugin frees its own held work. The rows deleted are this process's alone, so
 * two processes never take one lease's work over both.
 */
export async function takeOver(
  db: Kysely<CoreDatabase>,
  scope: TakeOverScope,
  heldWork: readonly HeldWork[],
): Promise<TakenOver> {
  return unbound(() =>
    db.transaction().execute(async (trx) => {
      const ended =
        scope === 'all'
          ? await sql<EndedLease>`delete from process_leases ${RETURNING}`.execute(trx)
          : await sql<EndedLease>`delete from process_leases where id = any(${scope.named}::uuid[]) or ${
              scope.expired
                ? sql`(heartbeat_at < now() - make_interval(secs => ${scope.expired.leaseSeconds})
                    and id <> ${scope.expired.except}::uuid)`
                : sql`false`
            } ${RETURNING}`.execute(trx);
      const leases = ended.rows;
      const queues = await new HeldJobs(transactionExecutor(trx)).handBack(scope === 'all' ? 'all' : 'orphans');
      const jobs: Record<string, number> = {};
      for (const queue of queues) jobs[queue] = (jobs[queue] ?? 0) + 1;
      const work: Record<string, number> = {};
      if (scope === 'all' || leases.length > 0) {
        const taken = scope === 'all' ? 'all' : leases.map((lease) => lease.id);
        for (const held of heldWork) work[held.kind] = await held.takeOver(trx, taken);
      }
      return { leases, jobs, work };
    }),
  );
}

/** Whether a take-over found anything at all. */
export function tookAnything(taken: TakenOver): boolean {
  return (
    taken.leases.length > 0 ||
    Object.keys(taken.jobs).length > 0 ||
    Object.values(taken.work).some((count) => count > 0)
  );
}

/** What was taken over, for the log: `engine-task jobs: 3, reverse-sync jobs: 1, calls: 4, deliveries: 2`. */
export function describeTaken(taken: TakenOver): string {
  const parts = [
    ...Object.entries(taken.jobs).map(([queue, count]) => `${queue} jobs: ${count}`),
    ...Object.entries(taken.work)
      .filter(([, count]) => count > 0)
      .map(([kind, count]) => `${kind}: ${count}`),
  ];
  return parts.length > 0 ? parts.join(', ') : 'nothing under way';
}

/** The processes whose leases ended, for the log: `host a pid 123 (all), last heard 2026-…`. */
export function describeLeases(leases: readonly EndedLease[]): string {
  return leases
    .map(
      (lease) =>
        `host ${lease.host} pid ${lease.pid} (${lease.role}), last heard ${new Date(lease.heartbeatAt).toISOString()}`,
    )
    .join('; ');
}
