import { sql, type RawBuilder } from 'kysely';
import type { SdpDatabase } from '../../../core/server/db/database.ts';
import { TenantChannelHub } from '../../../core/server/db/TenantChannelHub.ts';

/** The channel a transaction that writes delivery attempts notifies, with the tenant as payload. */
export const DELIVERY_ATTEMPTS_CHANNEL = 'sdp_reverse_attempts';

/** The statement that tells every process's hub, on commit, that the tenant has new attempts. */
export const notifyAttempts = (tenantId: string): RawBuilder<unknown> =>
  sql`select pg_notify(${DELIVERY_ATTEMPTS_CHANNEL}, ${tenantId})`;

/**
 * This process's ear for delivery attempts: the open delivery streams of a tenant wake when the dispatcher
 * (of any process) writes its attempts.
 */
export class DeliveryAttemptHub extends TenantChannelHub {
  constructor(database: Pick<SdpDatabase, 'listen'>) {
    super(database, DELIVERY_ATTEMPTS_CHANNEL);
  }
}
