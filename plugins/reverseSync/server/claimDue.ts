import { sql } from 'kysely';
import type { ServerServices } from '../../../core/server/serverPlugin.ts';

/**
 * A delivery being sent is taken for this long, under the sending process's lease: a process that dies
 * mid-send lets it go once its lease is taken over (`deliveriesHeld.ts`), at the latest after this.
 */
export const LEASE_MS = 30_000;
const BATCH = 500;

/** A claimed delivery with what sending it needs of its subscriber. */
export interface DueRow {
  id: string;
  tenantId: string;
  subscriberId: string;
  webhookId: string;
  payload: string;
  attempts: number;
  url: string;
  /** Sealed values by name (`subscriberHeaders.ts`). */
  headers: Record<string, string>;
  unsealedHeaders: Record<string, string>;
  payloadFormat: string;
  translation: string | null;
  secret: string;
  previousSecret: string | null;
  previousSecretUntil: Date | null;
  retrySchedule: number[] | null;
}

/**
 * Takes the due deliveries: each subscriber's oldest, no more than its concurrency less the deliveries
 * already in flight (leased, by any process), no more than the whole tokens of its per-second bucket, and of
 * a subscriber that asks for order, only an order's earliest event not yet delivered. The bucket (at most
 * one second's worth, refilled at the rate since it was last taken from) is taken from in the same
 * statement, its subscriber's row locked, so the limit holds however many processes claim. A process whose
 * lease is gone or draining claims nothing; what it claims names its lease.
 */
export async function claimDue(services: ServerServices, now: Date): Promise<DueRow[]> {
  const leaseUntil = new Date(now.getTime() + LEASE_MS);
  const { rows } = await sql<DueRow>`
    with subscriber as (
      select s.id, s.in_order,
        s.concurrency - (select count(*)::int from reverse_deliveries f where f.subscriber_id = s.id
          and f.state in ('PENDING', 'RETRYING') and f.lease_until >= ${now}) as free,
        case when s.rate_per_second is null then null
          when s.rate_refilled_at is null then s.rate_per_second::float8
          else least(s.rate_per_second::float8, s.rate_tokens + s.rate_per_second *
            greatest(0, extract(epoch from (${now}::timestamptz - s.rate_refilled_at)))::float8) end as tokens
      from reverse_subscribers s
      where s.enabled and exists (select 1 from reverse_deliveries p where p.subscriber_id = s.id
        and p.state in ('PENDING', 'RETRYING') and p.next_attempt_at <= ${now})
        and exists (select 1 from process_leases l where l.id = ${services.lease.id}::uuid and not l.draining)
      for update of s
    ),
    due as (
      select d.id, d.subscriber_id,
        row_number() over (partition by d.subscriber_id order by d.next_attempt_at, d.event_id) as rank
      from reverse_deliveries d join subscriber s on s.id = d.subscriber_id
      where d.state in ('PENDING', 'RETRYING') and d.next_attempt_at <= ${now}
        and (d.lease_until is null or d.lease_until < ${now}) and s.free > 0
        and (s.tokens is null or s.tokens >= 1)
        and (not s.in_order or d.order_id is null or not exists (
          select 1 from reverse_deliveries e where e.subscriber_id = d.subscriber_id and e.order_id = d.order_id
            and e.state in ('PENDING', 'RETRYING') and e.event_id < d.event_id))
      order by d.next_attempt_at
      limit ${BATCH * 4}
    ),
    taken as (
      select due.id, due.subscriber_id from due join subscriber s on s.id = due.subscriber_id
      where due.rank <= s.free and (s.tokens is null or due.rank <= floor(s.tokens))
      limit ${BATCH}
    ),
    spent as (
      update reverse_subscribers r set rate_tokens = s.tokens - c.taken, rate_refilled_at = ${now}
      from subscriber s join (select subscriber_id, count(*)::int as taken from taken group by subscriber_id) c
        on c.subscriber_id = s.id
      where r.id = s.id and s.tokens is not null
    )
    update reverse_deliveries d set lease_until = ${leaseUntil}, leased_by = ${services.lease.id}::uuid
    from reverse_subscribers s
    where d.id in (select id from taken) and s.id = d.subscriber_id
      and (d.lease_until is null or d.lease_until < ${now})
    returning d.id, d.tenant_id as "tenantId", d.subscriber_id as "subscriberId", d.webhook_id as "webhookId",
      d.payload, d.attempts, s.url, s.headers, s.unsealed_headers as "unsealedHeaders", s.payload_format as "payloadFormat", s.translation, s.secret,
      s.previous_secret as "previousSecret", s.previous_secret_until as "previousSecretUntil",
      s.retry_schedule as "retrySchedule"`.execute(services.db);
  return rows;
}
