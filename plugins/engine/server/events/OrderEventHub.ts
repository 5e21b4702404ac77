import type { SdpDatabase } from '../../../../core/server/db/database.ts';
import { TenantChannelHub } from '../../../../core/server/db/TenantChannelHub.ts';

/** The channel an order event's transaction notifies, with the tenant as payload. */
export const ORDER_EVENTS_CHANNEL = 'sdp_order_events';

/** This process's ear for order events: the streams of a tenant wake when any process commits its events. */
export class OrderEventHub extends TenantChannelHub {
  constructor(database: Pick<SdpDatabase, 'listen'>) {
    super(database, ORDER_EVENTS_CHANNEL);
  }
}
