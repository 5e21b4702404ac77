import type { Kysely } from 'kysely';
import type { CoreDatabase } from '../../../../core/server/db/schema.ts';
import { serverToken } from '../../../../core/server/pluginServices.ts';

/** An order event as plugins that follow the engine read it (notifications): with its order's facts. */
export interface FeedEvent {
  /** The event's id (unique within the database). */
  eventId: string;
  /** Where a reader goes on from after this event (opaque; increasing in the order `after` reads). */
  position: string;
  tenantId: string;
  type: string;
  stepId: string | null;
  data: Record<string, unknown>;
  actor: string;
  at: string;
  orderId: string;
  /** The order's partner account, or null for the tenant's own orders. */
  accountId: string | null;
  orderNumber: string;
  service: string;
  operation: string;
  orderState: string;
  payload: Record<string, unknown>;
}

/** The engine's order events, for plugins that follow them without reading its tables. */
export interface OrderEventFeed {
  /** Where a new reader starts: after every event written so far (those still being written come after it). */
  latestPosition(db: Kysely<CoreDatabase>, tenantId: string): Promise<string>;
  /**
   * The tenant's events after a position, in the order they became final: only events of transactions
   * older than every one still running, so that no event can ever turn up before a position read past.
   */
  after(db: Kysely<CoreDatabase>, tenantId: string, position: string, limit: number): Promise<FeedEvent[]>;
}

export const OrderEventFeed = serverToken<OrderEventFeed>('engine', 'OrderEventFeed');

/** The channel every transaction that writes order events notifies (payload: the tenant): a follower's wake-up. */
export { ORDER_EVENTS_CHANNEL } from '../../server/events/OrderEventHub.ts';
