import { sql, type Kysely } from 'kysely';
import type { CoreDatabase } from '../../../core/server/db/schema.ts';
import { DEFAULT_CONFIGURATION } from '../contract.ts';
import type { MatchedEvent } from './eventMatching.ts';
import { deliveriesOf, type FanOutSubscriber } from './fanOut.ts';
import { healthAfter, nextState, type FinishedAttempt } from './recordOutcomes.ts';
import { reverseDb } from './reverseTables.ts';
import type { AttemptOutcome } from './sendAttempt.ts';

/**
 * The deliveries of the demo's order history, made as reverse sync makes them: each event since the
 * subscribers were created fanned out to the subscribers it matches (`deliveriesOf`), each delivery
 * attempted when its subscriber's retry schedule says (`nextState`), and each subscriber's health as its
 * attempts leave it (`healthAfter`). The built-in receiver they post to answered every attempt but those
 * of an outage: failed for good, delivered after retries, and retrying still.
 */

export interface SeededSubscriber extends FanOutSubscriber {
  retrySchedule: number[] | null;
}

/** When the built-in receiver did not answer. */
export interface Outage {
  from: number;
  to: number;
}

const CONFIGURATION = { ...DEFAULT_CONFIGURATION, version: 1 };
const CHUNK = 200;

/** The order events since `since`, as the fan-out reads them (the order's state as the event left it). */
async function eventsSince(trx: Kysely<CoreDatabase>, tenantId: string, since: Date): Promise<MatchedEvent[]> {
  const { rows } = await sql<MatchedEvent>`
    select e.id::text as "eventId", e.id::text as position, e.tenant_id as "tenantId", e.type, e.step_id as "stepId",
      e.data, e.actor, to_char(e.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at, o.id as "orderId",
      o.account_id as "accountId", o.order_number as "orderNumber", o.service_name as service, o.operation,
      case e.type when 'ORDER_COMPLETED' then 'COMPLETED' when 'ORDER_FAILED' then 'FAILED'
        else (case o.state when 'PENDING' then 'PENDING' else 'RUNNING' end) end as "orderState",
      o.payload
    from order_events e join orders o on o.id = e.order_id
    where e.tenant_id = ${tenantId} and e.at >= ${since}
      and e.type in ('ORDER_CREATED', 'ORDER_COMPLETED', 'ORDER_FAILED')
    order by e.id`.execute(trx);
  return rows;
}

/** How the built-in receiver answered at a time: as told, 503 while it was down. */
function answerAt(at: number, outage: Outage, count: number): AttemptOutcome {
  const latencyMs = 8 + (count % 40);
  return at >= outage.from && at < outage.to
    ? { ok: false, statusCode: 503, latencyMs, response: '{"error":"The receiver was told to fail."}' }
    : { ok: true, statusCode: 200, latencyMs, response: '{"received":true}' };
}

/** Fans the tenant's history out to its subscribers and attempts each delivery up to `now`. */
export async function seedDeliveries(
  trx: Kysely<CoreDatabase>,
  tenantId: string,
  subscribers: readonly SeededSubscriber[],
  history: { since: Date; now: number; outage: Outage },
): Promise<void> {
  const { now, outage } = history;
  const deliveries = [];
  const attempts: FinishedAttempt[] = [];
  for (const event of await eventsSince(trx, tenantId, history.since)) {
    // The fan-out reads an event a moment after it, and the dispatcher takes the delivery a moment later.
    const fannedOut = Date.parse(event.at) + 300;
    for (const delivery of deliveriesOf(tenantId, event, subscribers, new Date(fannedOut))) {
      const subscriber = subscribers.find((candidate) => candidate.id === delivery.subscriber_id);
      let at = fannedOut + 150;
      let state: ReturnType<typeof nextState> | null = null;
      while (at <= now) {
        const attempt: FinishedAttempt = {
          deliveryId: delivery.id,
          tenantId,
          subscriberId: delivery.subscriber_id,
          attemptsBefore: state?.number ?? 0,
          retrySchedule: subscriber?.retrySchedule ?? null,
          configuration: CONFIGURATION,
          outcome: answerAt(at, outage, attempts.length),
          at: new Date(at),
        };
        attempts.push(attempt);
        state = nextState(attempt);
        if (state.nextAt === null) break;
        at = state.nextAt.getTime() + 150;
      }
      deliveries.push({
        ...delivery,
        state: state?.state ?? ('PENDING' as const),
        attempts: state?.number ?? 0,
        next_attempt_at: state ? state.nextAt : delivery.next_attempt_at,
        delivered_at: state?.deliveredAt ?? null,
      });
    }
  }
  const db = reverseDb(trx);
  for (let start = 0; start < deliveries.length; start += CHUNK) {
    await db
      .insertInto('reverse_deliveries')
      .values(deliveries.slice(start, start + CHUNK))
      .execute();
  }
  const rows = attempts.map((attempt) => ({
    delivery_id: attempt.deliveryId,
    tenant_id: tenantId,
    subscriber_id: attempt.subscriberId,
    number: attempt.attemptsBefore + 1,
    at: attempt.at,
    status_code: attempt.outcome.statusCode,
    latency_ms: attempt.outcome.latencyMs,
    response: attempt.outcome.response,
    ok: attempt.outcome.ok,
  }));
  for (let start = 0; start < rows.length; start += CHUNK) {
    await db
      .insertInto('reverse_attempts')
      .values(rows.slice(start, start + CHUNK))
      .execute();
  }
  for (const [subscriberId, health] of healthAfter(attempts)) {
    await db
      .updateTable('reverse_subscribers')
      .set({ failing_since: health.failingFrom })
      .where('id', '=', subscriberId)
      .execute();
  }
}
