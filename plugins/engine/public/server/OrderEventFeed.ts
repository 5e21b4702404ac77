import type { Kysely } from 'kysely';
import type { CoreDatabase } from '../../../../core/server/db/schema.ts';
import { serverToken } from '../../../../core/server/pluginServices.ts';

/** An order event as plugins that follow the engine read it (notifications): with its order's facts. */
export interface FeedEvent {
  /** Increasing within the database: where a reader goes on from. */
  eventId: string;
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
  /** The newest event id of the tenant ('0' when it has none): where a new reader starts. */
  latestId(db: Kysely<CoreDatabase>, tenantId: string): Promise<string>;
  /** The tenant's events after an id, oldest first. */
  after(db: Kysely<CoreDatabase>, tenantId: string, afterId: string, limit: number): Promise<FeedEvent[]>;
  /**
   * The ids in (afterId, uptoId] missing from every tenant's committed events: a transaction still under
   * way (its event may yet commit below ids already read) or one rolled back, among the latest 10,000 ids
   * (older ones are long settled). Ids come from one sequence.
   */
  missingIds(db: Kysely<CoreDatabase>, afterId: string, uptoId: string): Promise<string[]>;
}

export const OrderEventFeed = serverToken<OrderEventFeed>('engine', 'OrderEventFeed');

/** The channel every transaction that writes order events notifies (payload: the tenant): a follower's wake-up. */
export { ORDER_EVENTS_CHANNEL } from '../../server/events/OrderEventHub.ts';
