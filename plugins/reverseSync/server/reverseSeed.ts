import { sql, type Kysely } from 'kysely';
import type { CoreDatabase } from '../../../core/server/db/schema.ts';
import type { PluginSeedContext } from '../../../core/server/serverPlugin.ts';
import { DEFAULT_CONFIGURATION, type ReverseEventType } from '../contract.ts';
import { receiverPath } from '../paths.ts';
import { writeConfiguration } from './configuration.ts';
import { seedDeliveries, type SeededSubscriber } from './seedDeliveries.ts';
import { reverseDb } from './reverseTables.ts';
import { newSecret } from './signing.ts';

const HOUR = 3_600_000;
/** When the demo subscribers were created: their deliveries are of the order events since. */
const SUBSCRIBED_HOURS_AGO = 48;

const DEMO_SUBSCRIBERS: {
  name: string;
  description: string;
  receiver: string;
  eventTypes: ReverseEventType[];
  retrySchedule: number[] | null;
}[] = [
  {
    name: 'CRM',
    description: 'The CRM learns of every order taken, completed and failed (the built-in receiver stands in for it).',
    receiver: 'crm',
    eventTypes: ['ORDER_CREATED', 'ORDER_COMPLETED', 'ORDER_FAILED'],
    retrySchedule: null,
  },
  {
    name: 'Billing',
    description: 'Billing starts charging once an order completes; it gives an event up after an hour of retries.',
    receiver: 'billing',
    eventTypes: ['ORDER_COMPLETED', 'ORDER_FAILED'],
    retrySchedule: [0, 5, 300, 3_600],
  },
];

/**
 * A demo start's reverse sync: the default configuration, two subscribers posting to the built-in
 * receiver (by its path: this server on whichever port it listens, which needs no operator setting) since
 * two days ago, and their deliveries of the order history's events since then — the receiver was down for
 * two hours until a quarter of an hour ago, so some failed after every retry, some were delivered on a
 * retry, and some retry still.
 */
export async function seedReverseSync(trx: Kysely<CoreDatabase>, { tenantIds, demo, secrets }: PluginSeedContext) {
  if (!demo) return;
  const now = Date.now();
  const since = new Date(now - SUBSCRIBED_HOURS_AGO * HOUR);
  const outage = { from: now - 2.25 * HOUR, to: now - 0.25 * HOUR };
  for (const tenantId of tenantIds) {
    await writeConfiguration(trx, tenantId, DEFAULT_CONFIGURATION, 1, null);
    const subscribers: SeededSubscriber[] = [];
    for (const demoSubscriber of DEMO_SUBSCRIBERS) {
      const subscriber = await reverseDb(trx)
        .insertInto('reverse_subscribers')
        .values({
          tenant_id: tenantId,
          name: demoSubscriber.name,
          description: demoSubscriber.description,
          url: receiverPath(tenantId, demoSubscriber.receiver),
          event_types: JSON.stringify(demoSubscriber.eventTypes),
          retry_schedule: demoSubscriber.retrySchedule === null ? null : JSON.stringify(demoSubscriber.retrySchedule),
          secret: secrets.seal(newSecret()),
          secret_at: since,
          created_at: since,
          updated_at: since,
        })
        .returning(['id', 'name', 'event_types', 'service', 'operation', 'account_id'])
        .executeTakeFirstOrThrow();
      subscribers.push({ ...subscriber, retrySchedule: demoSubscriber.retrySchedule });
    }
    await seedDeliveries(trx, tenantId, subscribers, { since, now, outage });
    // After the seeded history: this transaction's events (and every earlier one's) are passed over.
    await sql`insert into reverse_cursors (tenant_id, position)
      select ${tenantId}, pg_current_xact_id()::text || ':' || coalesce(max(id), 0)::text from order_events
      where tenant_id = ${tenantId}
      on conflict do nothing`.execute(trx);
  }
}
