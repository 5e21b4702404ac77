import type { Kysely } from 'kysely';
import type { CoreDatabase } from '../../../../core/server/db/schema.ts';
import { serverToken } from '../../../../core/server/pluginServices.ts';
import type { NotificationEvent } from '../../contract.ts';

/** The notification events another plugin raises (the engine's order events are the notifier's own). */
export type ContributedEvent = Extract<NotificationEvent, 'STOCK_BELOW_THRESHOLD'>;

/** One event of a contributed source, with what its notification's placeholders read. */
export interface SourceEvent {
  /** Where the notifier goes on from after this event (`core/server/db/eventPositions.ts`). */
  position: string;
  /** The placeholders' values, e.g. `{ stock: { location, model, inStock, threshold } }`. */
  context: Record<string, unknown>;
}

/**
 * Events a plugin records in its own tables in the transaction that caused them (an outbox), read by the
 * notifier after a cursor like the engine's order events.
 */
export interface NotificationSource {
  event: ContributedEvent;
  /** Where the notifier starts: after every event written so far. */
  latestPosition(db: Kysely<CoreDatabase>, tenantId: string): Promise<string>;
  /** The tenant's events after a position, in the order they became final (none can turn up before it later). */
  after(db: Kysely<CoreDatabase>, tenantId: string, position: string, limit: number): Promise<SourceEvent[]>;
}

/**
 * Where a plugin that depends on notifications registers its source, once per process
 * (`services.get(NotificationSources).register(stockAlerts)`).
 */
export interface NotificationSources {
  register(source: NotificationSource): void;
}

export const NotificationSources = serverToken<NotificationSources>('notifications', 'NotificationSources');
