import { sql, type RawBuilder } from 'kysely';
import { leaseGone } from '../../../../core/server/jobs/leaseSql.ts';

/**
 * Whether an unfinished attempt (the table alias `attempt`) is one no run makes any more: the lease of the
 * process that made it is gone — the process died and its lease was taken over, or it drained — or it
 * started before `startedBefore`, the fallback for a run that hung in a live process (and for attempts
 * made before attempts named their lease).
 */
export function abandonedAttempt(attempt: string, startedBefore: Date): RawBuilder<boolean> {
  return sql<boolean>`(${sql.ref(`${attempt}.started_at`)} < ${startedBefore} or ${leaseGone(sql.ref(`${attempt}.lease_id`))})`;
}
