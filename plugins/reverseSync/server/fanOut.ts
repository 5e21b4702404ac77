import { sql, type Kysely } from 'kysely';
import type { CoreDatabase } from '../../../core/server/db/schema.ts';
import type { ServerServices } from '../../../core/server/serverPlugin.ts';
import { OrderEventFeed } from '../../engine/public/server/OrderEventFeed.ts';
import type { ReverseEventType } from '../contract.ts';
import { matchedType, payloadOf, type MatchedEvent } from './eventMatching.ts';
import { reverseDb } from './reverseTables.ts';
import { withStock } from './stockAssignments.ts';

const EVENTS_PER_TENANT = 1_000;

/** Starts a tenant's reading of the order events after the ones written so far (before its first subscriber, nothing is owed). */
export async function startCursor(trx: Kysely<CoreDatabase>, services: ServerServices, tenantId: string) {
  const latest = await services.get(OrderEventFeed).latestPosition(trx, tenantId);
  await sql`insert into reverse_cursors (tenant_id, position) values (${tenantId}, ${latest})
    on conflict do nothing`.execute(trx);
}

export const webhookIdOf = (deliveryId: string) => `msg_${deliveryId.replaceAll('-', '')}`;

/** What of a subscriber the fan-out reads. */
export interface FanOutSubscriber {
  id: string;
  name: string;
  event_types: ReverseEventType[];
  service: string | null;
  operation: string | null;
  account_id: string | null;
}

/** The deliveries an event makes: one for each subscriber it matches, due at once. */
export function deliveriesOf(
  tenantId: string,
  event: MatchedEvent,
  subscribers: readonly FanOutSubscriber[],
  now: Date,
) {
  return subscribers.flatMap((subscriber) => {
    const type = matchedType(
      {
        eventTypes: subscriber.event_types,
        service: subscriber.service,
        operation: subscriber.operation,
        accountId: subscriber.account_id,
      },
      event,
    );
    if (!type) return [];
    const id = crypto.randomUUID();
    return [
      {
        id,
        tenant_id: tenantId,
        subscriber_id: subscriber.id,
        subscriber_name: subscriber.name,
        account_id: subscriber.account_id,
        webhook_id: webhookIdOf(id),
        event_type: type,
        engine_event: event.type,
        event_id: Number(event.eventId),
        order_id: event.orderId,
        order_number: event.orderNumber,
        step_id: event.stepId,
        payload: payloadOf(type, event),
        state: 'PENDING' as const,
        next_attempt_at: now,
        created_at: now,
      },
    ];
  });
}

/**
 * Turns each tenant's new order events into deliveries, one per event and subscriber it matches, in the
 * transaction that moves the tenant's cursor: the order event log is the outbox, and an event becomes
 * its deliveries exactly once, whichever process reads and whenever one dies (the feed never hands out an
 * event before one that may still commit). Answers how many were made.
 */
export async function fanOut(services: ServerServices): Promise<number> {
  const tenants = await reverseDb(services.db).selectFrom('reverse_cursors').select('tenant_id').execute();
  let made = 0;
  for (const { tenant_id: tenantId } of tenants) {
    made += await services.db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ cursor: string }>`select position as cursor from reverse_cursors
        where tenant_id = ${tenantId} for update skip locked`.execute(trx);
      const cursor = rows[0]?.cursor;
      if (cursor === undefined) return 0;
      const read = await services.get(OrderEventFeed).after(trx, tenantId, cursor, EVENTS_PER_TENANT);
      const last = read.at(-1);
      if (!last) return 0;
      const events = await withStock(trx, read);
      const subscribers = await reverseDb(trx)
        .selectFrom('reverse_subscribers')
        .select(['id', 'name', 'event_types', 'service', 'operation', 'account_id'])
        .where('tenant_id', '=', tenantId)
        .where('enabled', '=', true)
        .execute();
      const now = new Date(services.clock());
      const values = events.flatMap((event) => deliveriesOf(tenantId, event, subscribers, now));
      for (let start = 0; start < values.length; start += 200) {
        await reverseDb(trx)
          .insertInto('reverse_deliveries')
          .values(values.slice(start, start + 200))
          .onConflict((conflict) => conflict.doNothing())
          .execute();
      }
      await sql`update reverse_cursors set position = ${last.position} where tenant_id = ${tenantId}`.execute(trx);
      return values.length;
    });
  }
  return made;
}
