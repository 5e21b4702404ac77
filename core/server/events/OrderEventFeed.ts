import type { Kysely } from 'kysely';
import type { CoreDatabase } from '../db/schema.ts';

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
  orderNumber: string;
  service: string;
  operation: string;
  orderState: string;
  payload: Record<string, unknown>;
}

export interface OrderEventSource {
  /** The newest event id of the tenant ('0' when it has none): where a new reader starts. */
  latestId(db: Kysely<CoreDatabase>, tenantId: string): Promise<string>;
  /** The tenant's events after an id, oldest first. */
  after(db: Kysely<CoreDatabase>, tenantId: string, afterId: string, limit: number): Promise<FeedEvent[]>;
}

/**
 * Where plugins read the engine's order events without knowing its tables: the engine provides the
 * source; without an engine there are no events.
 */
export class OrderEventFeed implements OrderEventSource {
  private provider: OrderEventSource | null = null;

  provide(provider: OrderEventSource): void {
    if (this.provider) throw new Error('An order event source is provided already');
    this.provider = provider;
  }

  async latestId(db: Kysely<CoreDatabase>, tenantId: string): Promise<string> {
    return this.provider ? this.provider.latestId(db, tenantId) : '0';
  }

  async after(db: Kysely<CoreDatabase>, tenantId: string, afterId: string, limit: number): Promise<FeedEvent[]> {
    return this.provider ? this.provider.after(db, tenantId, afterId, limit) : [];
  }
}
