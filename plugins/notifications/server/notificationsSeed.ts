import { sql, type Kysely } from 'kysely';
import type { CoreDatabase } from '../../../core/server/db/schema.ts';
import type { PluginSeedContext } from '../../../core/server/serverPlugin.ts';
import { notificationsDb } from './notificationsTables.ts';

/** The failed-order email: the state in the console's words, the step that failed and why, and the order's link. */
export const FAILED_ORDER_TEXT = [
  'Order {{order.orderNumber}} ({{order.service}} {{order.operation}}) stopped.',
  'State: {{order.state}}',
  'Step: {{event.stepName}}',
  'Why: {{event.reason}}',
  'Open it to retry or mend it: {{order.link}}',
].join('\n');

/** Two notifications in every tenant of a demo start: operations hear of failed orders, subscribers of active lines. */
export async function seedNotifications(trx: Kysely<CoreDatabase>, { tenantIds, demo }: PluginSeedContext) {
  if (!demo) return;
  for (const tenantId of tenantIds) {
    await notificationsDb(trx)
      .insertInto('alerts')
      .values([
        {
          tenant_id: tenantId,
          name: 'Failed orders to operations',
          description: 'Operations hear of every order that fails or is parked.',
          channel: 'EMAIL',
          events: JSON.stringify(['ORDER_FAILED']),
          service: null,
          recipients: JSON.stringify([`operations@${tenantId}.example`]),
          subject: 'Order {{order.orderNumber}} failed',
          template: FAILED_ORDER_TEXT,
          updated_by: 'seed',
        },
        {
          tenant_id: tenantId,
          name: 'Line activated SMS',
          description: 'The subscriber gets an SMS when a mobile line is active.',
          channel: 'SMS',
          events: JSON.stringify(['ORDER_COMPLETED']),
          service: 'mobile-postpaid',
          recipients: JSON.stringify(['{{payload.msisdn}}']),
          subject: '',
          template: 'Welcome! Your number {{payload.msisdn}} is active. Order {{order.orderNumber}}.',
          updated_by: 'seed',
        },
      ])
      .execute();
    await seedSent(trx, tenantId);
  }
}

/**
 * What the failed-order email sent for the demo history's most recent parked orders, so the monitor of
 * sent notifications has rows on a first start (the notifier sends for events from then on). One
 * `insert … select` over the engine's orders, its texts made in SQL: left as SQL.
 */
async function seedSent(trx: Kysely<CoreDatabase>, tenantId: string): Promise<void> {
  await sql`insert into notifications (tenant_id, alert_id, alert_name, channel, event, order_id, order_number,
      recipient, subject, body, state, attempts, created_at, sent_at)
    select o.tenant_id, a.id, a.name, 'EMAIL', 'ORDER_FAILED', o.id, o.order_number, ${`operations@${tenantId}.example`},
      'Order ' || o.order_number || ' failed',
      'Order ' || o.order_number || ' (' || o.service_name || ' ' || o.operation || ') is ' || o.state
        || '. Open it in the order monitor to retry or mend it.',
      'SENT', 1, o.updated_at, o.updated_at
    from orders o join alerts a on a.tenant_id = o.tenant_id and a.name = 'Failed orders to operations'
    where o.tenant_id = ${tenantId} and o.state in ('FAILED_TEMP', 'FAILED')
    order by o.updated_at desc limit 5`.execute(trx);
}
