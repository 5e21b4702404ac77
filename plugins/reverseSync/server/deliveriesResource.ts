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
      // In the delivery's own statement, so both come from one snapshot: read apart, a list could show an
      // attempt recorded after its delivery row was read, beside the schedule that attempt replaced.
      sql<StoredAttempt[]>`(select coalesce(json_agg(json_build_object('number', a.number, 'at', a.at,
          'statusCode', a.status_code, 'latencyMs', a.latency_ms, 'response', a.response, 'ok', a.ok)
          order by a.number), '[]'::json) from reverse_attempts a where a.delivery_id = d.id)`.as('attempts'),
    ]);
/** An attempt as the delivery's statement reads it (json: its time a string). */
type StoredAttempt = Omit<Attempt, 'at'> & { at: string };
type DeliveryRow = Awaited<ReturnType<ReturnType<typeof selectDeliveries>['execute']>>[number];

/** The rows as records, each with its attempts, oldest first. */
export function toDeliveries(rows: readonly DeliveryRow[]): Delivery[] {
  return rows.map((row) => ({
    ...row,
    attempts: row.attempts.map((attempt) => ({ ...attempt, at: new Date(attempt.at).toISOString() })),
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
    toRecords: async (_db, rows: DeliveryRow[]) => toDeliveries(rows),
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
