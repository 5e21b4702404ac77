import { sql, type Kysely } from 'kysely';
import type { CoreDatabase } from '../../../core/server/db/schema.ts';
import type { PluginSeedContext } from '../../../core/server/serverPlugin.ts';
import { DEFAULT_CONFIGURATION, type ReverseEventType } from '../contract.ts';
import { receiverPath } from '../paths.ts';
import { writeConfiguration } from './configuration.ts';
import { webhookIdOf } from './fanOut.ts';
import { reverseDb } from './reverseTables.ts';
import { newSecret } from './signing.ts';

const SEEDED_EVENTS = 40;
const MINUTE = 60_000;

const DEMO_SUBSCRIBERS: { name: string; description: string; receiver: string; eventTypes: ReverseEventType[] }[] = [
  {
    name: 'CRM',
    description: 'The CRM learns of every completed and failed order (the built-in receiver stands in for it).',
    receiver: 'crm',
    eventTypes: ['ORDER_CREATED', 'ORDER_COMPLETED', 'ORDER_FAILED'],
  },
  {
    name: 'Billing',
    description: 'Billing starts charging once an order completes; its endpoint fails now and then.',
    receiver: 'billing',
    eventTypes: ['ORDER_COMPLETED', 'ORDER_FAILED'],
  },
];

/**
 * A demo start's reverse sync: the default configuration, two subscribers posting to the built-in
 * receiver (by its path: this server on whichever port it listens, which needs no operator setting), and
 * the seeded history's latest order ends as their deliveries — delivered, failed after every retry, and
 * some still retrying.
 */
export async function seedReverseSync(trx: Kysely<CoreDatabase>, { tenantIds, demo, secrets }: PluginSeedContext) {
  if (!demo) return;
  const now = Date.now();
  for (const tenantId of tenantIds) {
    await writeConfiguration(trx, tenantId, DEFAULT_CONFIGURATION, 1, null);
    const events = await sql<{
      id: string;
      type: string;
      orderId: string;
      orderNumber: string;
      stepId: string | null;
      at: Date;
      service: string;
      operation: string;
      state: string;
    }>`select e.id::text, e.type, o.id as "orderId", o.order_number as "orderNumber", e.step_id as "stepId", e.at,
        o.service_name as service, o.operation, o.state
      from order_events e join orders o on o.id = e.order_id
      where e.tenant_id = ${tenantId} and o.account_id is null and e.type in ('ORDER_COMPLETED', 'ORDER_FAILED')
      order by e.id desc limit ${SEEDED_EVENTS}`.execute(trx);
    for (const [index, demoSubscriber] of DEMO_SUBSCRIBERS.entries()) {
      const subscriber = await reverseDb(trx)
        .insertInto('reverse_subscribers')
        .values({
          tenant_id: tenantId,
          name: demoSubscriber.name,
          description: demoSubscriber.description,
          url: receiverPath(tenantId, demoSubscriber.receiver),
          event_types: JSON.stringify(demoSubscriber.eventTypes),
          secret: secrets.seal(newSecret()),
          failing_since: index === 1 ? new Date(now - 30 * MINUTE) : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const [position, event] of events.rows.entries()) {
        // Billing's newest deliveries still retry, a few older ones failed for good; the CRM got everything.
        const state =
          index === 0 ? 'DELIVERED' : position < 3 ? 'RETRYING' : position % 9 === 4 ? 'FAILED' : 'DELIVERED';
        const id = crypto.randomUUID();
        const type = event.type as ReverseEventType;
        const created = new Date(event.at);
        const attempts = state === 'DELIVERED' ? 1 : state === 'RETRYING' ? 3 : 8;
        await reverseDb(trx)
          .insertInto('reverse_deliveries')
          .values({
            id,
            tenant_id: tenantId,
            subscriber_id: subscriber.id,
            subscriber_name: demoSubscriber.name,
            account_id: null,
            webhook_id: webhookIdOf(id),
            event_type: type,
            engine_event: event.type,
            event_id: Number(event.id),
            order_id: event.orderId,
            order_number: event.orderNumber,
            step_id: event.stepId,
            payload: JSON.stringify({
              type,
              timestamp: created.toISOString(),
              data: {
                eventId: event.id,
                engineEvent: event.type,
                orderId: event.orderId,
                orderNumber: event.orderNumber,
                service: event.service,
                operation: event.operation,
                orderState: event.state,
              },
            }),
            state,
            attempts,
            next_attempt_at: state === 'RETRYING' ? new Date(now + (30 + position * 10) * MINUTE) : null,
            created_at: created,
            delivered_at: state === 'DELIVERED' ? new Date(created.getTime() + 400) : null,
          })
          .execute();
        for (let number = 1; number <= attempts; number += 1) {
          const ok = state === 'DELIVERED' && number === attempts;
          await reverseDb(trx)
            .insertInto('reverse_attempts')
            .values({
              delivery_id: id,
              tenant_id: tenantId,
              subscriber_id: subscriber.id,
              number,
              at: new Date(created.getTime() + number * 400),
              status_code: ok ? 200 : 503,
              latency_ms: ok ? 40 + ((position * 7) % 90) : 1_200,
              response: ok ? '{"received":true}' : '{"error":"Billing is down for maintenance."}',
              ok,
            })
            .execute();
        }
      }
    }
    // After the seeded history: this transaction's events (and every earlier one's) are passed over.
    await sql`insert into reverse_cursors (tenant_id, position)
      select ${tenantId}, pg_current_xact_id()::text || ':' || coalesce(max(id), 0)::text from order_events
      where tenant_id = ${tenantId}
      on conflict do nothing`.execute(trx);
  }
}
