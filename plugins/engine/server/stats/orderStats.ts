import { sql, type Kysely } from 'kysely';
import type { OrderState } from '../../public/contract/order.ts';
import type { CoreDatabase } from '../../../../core/server/db/schema.ts';
import type { JobQueue } from '../../../../core/server/jobs/JobQueue.ts';
import { runRegularly } from '../../../../core/server/jobs/runRegularly.ts';
import { engineDb } from '../../public/server/engineTables.ts';
import { durationBand, durationBandSql } from '../../public/server/orderStatistics.ts';

/**
 * The orders' hourly rollups the dashboard reads, kept by the engine without a hot row: every change
 * appends small deltas in the transaction that makes it (`order_stats_deltas`), and a job folds the
 * deltas into the rollup (`order_stats`) — one statement that deletes the deltas it adds, so a delta
 * is counted exactly once whether it has been folded yet or not. Readers add both.
 *
 * Two kinds of row: `created` counts the orders created in an hour by their state now (a change of
 * state moves one from the old state to the new), `completed` counts the orders completed in an hour by
 * how long they took (a duration band, so percentiles come from the counts).
 */

type Db = Kysely<CoreDatabase>;

export const STATS_QUEUE = 'engine-stats';
export const STATS_FOLD_SECONDS = 30;

/** What the stats need of an order. */
export interface CountedOrder {
  tenantId: string;
  accountId: string | null;
  serviceName: string;
  createdAt: Date | string;
}

interface Delta {
  kind: 'created' | 'completed';
  hour: Date;
  state: OrderState;
  band: number;
  delta: number;
}

const hourOf = (at: Date) => {
  const hour = new Date(at);
  hour.setUTCMinutes(0, 0, 0);
  return hour;
};

async function append(trx: Db, order: CountedOrder, deltas: Delta[]): Promise<void> {
  await engineDb(trx)
    .insertInto('order_stats_deltas')
    .values(
      deltas.map((delta) => ({
        tenant_id: order.tenantId,
        account_key: order.accountId ?? '',
        service_name: order.serviceName,
        hour: delta.hour,
        kind: delta.kind,
        state: delta.state,
        band: delta.band,
        delta: delta.delta,
      })),
    )
    .execute();
}

/** Counts a new order in the hour it was created. */
export function countCreated(trx: Db, order: CountedOrder, state: OrderState): Promise<void> {
  return append(trx, order, [{ kind: 'created', hour: hourOf(new Date(order.createdAt)), state, band: -1, delta: 1 }]);
}

/** Moves the order from its old state to the new one, and counts it completed when it is. */
export function countStateChange(
  trx: Db,
  order: CountedOrder,
  from: OrderState,
  to: OrderState,
  at: Date,
): Promise<void> {
  if (from === to) return Promise.resolve();
  const createdAt = new Date(order.createdAt);
  const created = hourOf(createdAt);
  const deltas: Delta[] = [
    { kind: 'created', hour: created, state: from, band: -1, delta: -1 },
    { kind: 'created', hour: created, state: to, band: -1, delta: 1 },
  ];
  if (to === 'COMPLETED') {
    const band = durationBand(at.getTime() - createdAt.getTime());
    deltas.push({ kind: 'completed', hour: hourOf(at), state: to, band, delta: 1 });
  }
  return append(trx, order, deltas);
}

const KEY = sql.raw('tenant_id, account_key, service_name, hour, kind, state, band');

/** Folds the deltas written so far into the rollup, in one statement. */
export async function foldOrderStats(db: Db): Promise<void> {
  await sql`
    with moved as (delete from order_stats_deltas returning ${KEY}, delta)
    insert into order_stats (${KEY}, count)
    select ${KEY}, sum(delta)::int from moved group by ${KEY}
    on conflict (${KEY}) do update set count = order_stats.count + excluded.count`.execute(db);
}

/**
 * Counts a tenant's orders afresh from the orders themselves (after the demo history is written); run it
 * in a transaction.
 */
export async function rebuildOrderStats(trx: Db, tenantId: string): Promise<void> {
  await sql`delete from order_stats_deltas where tenant_id = ${tenantId}`.execute(trx);
  await sql`delete from order_stats where tenant_id = ${tenantId}`.execute(trx);
  await sql`
    insert into order_stats (${KEY}, count)
    select tenant_id, coalesce(account_id, ''), service_name, date_trunc('hour', created_at at time zone 'UTC') at time zone 'UTC',
      'created', state, -1, count(*)::int
    from orders where tenant_id = ${tenantId}
    group by 1, 2, 3, 4, 6`.execute(trx);
  await sql`
    insert into order_stats (${KEY}, count)
    select tenant_id, account_key, service_name, hour, 'completed', 'COMPLETED', band, count(*)::int
    from (
      select tenant_id, coalesce(account_id, '') as account_key, service_name,
        date_trunc('hour', completed_at at time zone 'UTC') at time zone 'UTC' as hour,
        ${durationBandSql(sql<number>`ms`)} as band
      from (select *, extract(epoch from completed_at - created_at) * 1000 as ms from orders
            where tenant_id = ${tenantId} and state = 'COMPLETED' and completed_at is not null) timed
    ) banded
    group by 1, 2, 3, 4, 7`.execute(trx);
}

/** Folds the deltas every STATS_FOLD_SECONDS in this process's workers (one chain for every process). */
export function foldOrderStatsRegularly(jobs: JobQueue, db: Db, onError: (error: unknown) => void): void {
  runRegularly(jobs, {
    queue: STATS_QUEUE,
    everyMs: STATS_FOLD_SECONDS * 1000,
    idleMs: 5_000,
    run: () => foldOrderStats(db),
    onError,
  });
}
