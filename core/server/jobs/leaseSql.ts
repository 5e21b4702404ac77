import { sql, type RawBuilder } from 'kysely';

/**
 * The session setting that carries a process's lease on each of its database connections
 * (`db/database.ts`): a column of held work defaulting to `HOLDING_LEASE` is stamped with the lease of the
 * process that writes the row, whichever statement writes it.
 */
export const LEASE_SETTING = 'sdp.lease';

/** The default of a column naming the lease that holds a row: the writing process's. */
export const HOLDING_LEASE = `nullif(current_setting('${LEASE_SETTING}', true), '')::uuid`;

/** True while the lease exists: a write of held work guarded by it fails once the lease was taken over. */
export function leaseHeld(leaseId: string): RawBuilder<boolean> {
  return sql<boolean>`exists (select 1 from process_leases where id = ${leaseId}::uuid)`;
}

/** True for a holder column whose lease is gone (taken over, or handed back): its work is anyone's. */
export function leaseGone(holder: RawBuilder<unknown>): RawBuilder<boolean> {
  return sql<boolean>`(${holder} is not null and not exists (select 1 from process_leases where id = ${holder}))`;
}
