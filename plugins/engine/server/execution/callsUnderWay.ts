import { sql } from 'kysely';
import type { HeldWork } from '../../../../core/server/jobs/heldWork.ts';

/**
 * The calls a process makes under its lease: the attempts it left running. Nothing needs writing to free
 * them — an attempt whose lease is gone is taken up by its job's next run (`abandonedAttempt.ts`), and the
 * jobs come back with the lease — so a take-over counts them for its log.
 */
export const callsUnderWay: HeldWork = {
  kind: 'calls',
  async takeOver(trx, leases) {
    const held = leases === 'all' ? sql`lease_id is not null` : sql`lease_id = any(${leases}::uuid[])`;
    const { rows } = await sql<{ count: number }>`select count(*)::int as count from task_attempts
      where state = 'RUNNING' and ${held}`.execute(trx);
    return rows[0]?.count ?? 0;
  },
};
