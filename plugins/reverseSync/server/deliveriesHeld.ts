import { sql } from 'kysely';
import type { HeldWork } from '../../../core/server/jobs/heldWork.ts';
import type { ServerServices } from '../../../core/server/serverPlugin.ts';
import { processDispatch } from './dispatcher.ts';

/**
 * The deliveries a process sends under its lease (`claimDue.ts`). Taken over, they are due again at once
 * (sent again with their webhook-id); a draining process first waits for its sends to end and their
 * outcomes to be written.
 */
export function deliveriesHeld(services: ServerServices): HeldWork {
  return {
    kind: 'deliveries',
    async takeOver(trx, leases) {
      const held = leases === 'all' ? sql`lease_until is not null` : sql`leased_by = any(${leases}::uuid[])`;
      const { rows } = await sql<{ id: string }>`update reverse_deliveries set lease_until = null, leased_by = null
        where ${held} and state in ('PENDING', 'RETRYING') returning id`.execute(trx);
      return rows.length;
    },
    settled: () => processDispatch(services).sends.drained(),
  };
}
