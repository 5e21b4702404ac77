import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import type { CoreDatabase } from '../../../core/server/db/schema.ts';
import { defineResource } from '../../resourceKit/public/server/defineResource.ts';
import type { AnyRoute } from '../../../core/server/http/route.ts';
import type { ServerServices } from '../../../core/server/serverPlugin.ts';
import { DELIVERY_RESOURCE, DELIVERY_STATES, deliverySchema, type Attempt, type Delivery } from '../contract.ts';
import { reverseDb } from './reverseTables.ts';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export const selectDeliveries = (db: Kysely<CoreDatabase>) =>
  reverseDb(db)
    .selectFrom('reverse_deliveries as d')
    .select([
      'd.id as deliveryId',
      'd.webhook_id as webhookId',
      'd.subscriber_id as subscriberId',
      'd.subscriber_name as subscriber',
      'd.account_id as accountId',
      'd.event_type as eventType',
      'd.engine_event as engineEvent',
      sql<string | null>`d.event_id::text`.as('eventId'),
      'd.order_id as orderId',
      'd.order_number as orderNumber',
      'd.step_id as stepId',
      'd.state',
      'd.next_attempt_at as nextAttemptAt',
      'd.created_at as createdAt',
      'd.delivered_at as deliveredAt',
      'd.replay_of as replayOf',
      'd.payload',
    ]);
type DeliveryRow = Awaited<ReturnType<ReturnType<typeof selectDeliveries>['execute']>>[number];

/** The rows as records, each with its attempts, oldest first. */
export async function toDeliveries(db: Kysely<CoreDatabase>, rows: readonly DeliveryRow[]): Promise<Delivery[]> {
  const ids = rows.map((row) => row.deliveryId);
  const attempts =
    ids.length === 0
      ? []
      : await reverseDb(db)
          .selectFrom('reverse_attempts')
          .select(['delivery_id', 'number', 'at', 'status_code', 'latency_ms', 'response', 'ok'])
          .where('delivery_id', 'in', ids)
          .orderBy('delivery_id')
          .orderBy('number')
          .execute();
  const byDelivery = new Map<string, Attempt[]>();
  for (const attempt of attempts) {
    const list = byDelivery.get(attempt.delivery_id) ?? [];
    list.push({
      number: attempt.number,
      at: new Date(attempt.at).toISOString(),
      statusCode: attempt.status_code,
      latencyMs: attempt.latency_ms,
      response: attempt.response,
      ok: attempt.ok,
    });
    byDelivery.set(attempt.delivery_id, list);
  }
  return rows.map((row) => ({
    ...row,
    attempts: byDelivery.get(row.deliveryId) ?? [],
    nextAttemptAt: iso(row.nextAttemptAt),
    createdAt: iso(row.createdAt) as string,
    deliveredAt: iso(row.deliveredAt),
  }));
}

/** Every event sent to a subscriber and its attempts, newest first (read-only on the kit). */
export function deliveriesResource(services: ServerServices): AnyRoute[] {
  return defineResource(services, {
    descriptor: DELIVERY_RESOURCE,
    tags: ['Reverse sync'],
    database: reverseDb,
    table: 'reverse_deliveries',
    alias: 'd',
    record: deliverySchema,
    columns: { accountId: 'account_id' },
    select: (db) => selectDeliveries(db),
    toRecords: (db, rows: DeliveryRow[]) => toDeliveries(db, rows),
    sorts: { createdAt: { key: 'created_at', type: 'timestamptz' } },
    filters: {
      state: { column: 'state', values: z.enum(DELIVERY_STATES) },
      subscriber: { column: sql`d.subscriber_id::text`, values: z.uuid() },
      eventType: { column: 'event_type' },
      orderNumber: { column: 'order_number' },
    },
    search: ['subscriber_name', 'order_number', 'event_type', 'webhook_id'],
  });
}
