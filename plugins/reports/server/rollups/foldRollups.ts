import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { CoreDatabase } from '../../../../core/server/db/schema.ts';
import { FINAL_ORDER_STATES } from '../../../engine/public/contract/orderStates.ts';
import { msBetween } from './durationMs.ts';

type Db = Kysely<CoreDatabase>;

/** The rollups the fold keeps, each with its own mark of how far it has been folded. */
export const ROLLUPS = ['durations', 'calls', 'orders'] as const;
export type Rollup = (typeof ROLLUPS)[number];

/** Where a rollup starts before its first fold: before anything the engine has written. */
const NOTHING_FOLDED = new Date(0);

const DURATION_KEY = sql.raw('tenant_id, day, kind, service_name, step, account_key, operation, ms');
const CALL_KEY = sql.raw('tenant_id, day, template, account_key, service_name, operation, failed, ms');
/** The start of a timestamp's UTC day. */
const utcDay = (column: string) => sql`date_trunc('day', ${sql.ref(column)} at time zone 'UTC') at time zone 'UTC'`;

const ORDER_KEY = sql.raw('tenant_id, day, service_name, operation, account_key, state');

/** Adds the counts a select gives to a rollup's rows, by its key. */
const addCounts = (table: string, key: RawBuilder<unknown>, select: RawBuilder<unknown>) => sql`
  insert into ${sql.table(table)} (${key}, count) ${select}
  on conflict (${key}) do update set count = ${sql.table(table)}.count + excluded.count`;

/**
 * Folds what ended after `after` up to `upTo`: each row has exactly one end, so each is counted once.
 * A completed order's duration is counted by the day it was created, a completed task's by its order's;
 * an order that ended (a final state it never leaves) by the day it was created.
 */
const FOLDS: Readonly<Record<Rollup, (db: Db, after: Date, upTo: Date) => Promise<void>>> = {
  durations: async (db, after, upTo) => {
    await addCounts(
      'report_duration_counts',
      DURATION_KEY,
      sql`select o.tenant_id, ${utcDay('o.created_at')}, 'order', o.service_name, '', coalesce(o.account_id, ''),
        o.operation, ${msBetween('o.completed_at', 'o.created_at')}, count(*)::int
      from orders o
      where o.completed_at > ${after} and o.completed_at <= ${upTo} and o.state = 'COMPLETED'
      group by 1, 2, 3, 4, 5, 6, 7, 8`,
    ).execute(db);
    await addCounts(
      'report_duration_counts',
      DURATION_KEY,
      sql`select o.tenant_id, ${utcDay('o.created_at')}, 'task', o.service_name, t.step_name, coalesce(o.account_id, ''),
        o.operation, ${msBetween('t.ended_at', 't.started_at')}, count(*)::int
      from order_tasks t join orders o on o.id = t.order_id
      where t.ended_at > ${after} and t.ended_at <= ${upTo} and t.state = 'COMPLETED' and t.started_at is not null
      group by 1, 2, 3, 4, 5, 6, 7, 8`,
    ).execute(db);
  },
  calls: async (db, after, upTo) => {
    await addCounts(
      'report_call_counts',
      CALL_KEY,
      sql`select o.tenant_id, ${utcDay('a.started_at')}, coalesce(lower(t.task_template), ''), coalesce(o.account_id, ''),
        o.service_name, o.operation, a.state = 'FAILED', a.duration_ms::float8, count(*)::int
      from task_attempts a
      join order_tasks t on t.id = a.task_id
      join orders o on o.id = a.order_id
      where a.ended_at > ${after} and a.ended_at <= ${upTo} and a.state <> 'RUNNING' and t.type = 'HTTP_CALL'
      group by 1, 2, 3, 4, 5, 6, 7, 8`,
    ).execute(db);
  },
  orders: async (db, after, upTo) => {
    const over = sql`greatest(extract(epoch from (o.completed_at - o.sla_due_at)) * 1000, 0)::float8`;
    await sql`
      insert into report_order_counts (${ORDER_KEY}, orders, sla_orders, breaching, over_total_ms, over_max_ms)
      select o.tenant_id, ${utcDay('o.created_at')}, o.service_name, o.operation, coalesce(o.account_id, ''), o.state,
        count(*)::int, (count(*) filter (where o.sla_due_at is not null))::int,
        (count(*) filter (where o.completed_at > o.sla_due_at))::int, coalesce(sum(${over}), 0), coalesce(max(${over}), 0)
      from orders o
      where o.completed_at > ${after} and o.completed_at <= ${upTo} and o.state in (${sql.join(FINAL_ORDER_STATES)})
      group by 1, 2, 3, 4, 5, 6
      on conflict (${ORDER_KEY}) do update set orders = report_order_counts.orders + excluded.orders,
        sla_orders = report_order_counts.sla_orders + excluded.sla_orders,
        breaching = report_order_counts.breaching + excluded.breaching,
        over_total_ms = report_order_counts.over_total_ms + excluded.over_total_ms,
        over_max_ms = greatest(report_order_counts.over_max_ms, excluded.over_max_ms)`.execute(db);
  },
};

/** The span one transaction folds at most: a long history is folded a day at a time, not in one long transaction. */
const SLICE_MS = 86_400_000;

/** The first end after `after` each rollup would fold (or earlier: a bound, read from the indexes). */
const NEXT_END: Readonly<Record<Rollup, (after: Date) => RawBuilder<{ at: Date | null }>>> = {
  durations: (after) => sql`select least(
    (select min(completed_at) from orders where completed_at > ${after}),
    (select min(ended_at) from order_tasks where state = 'COMPLETED' and ended_at > ${after})) as at`,
  calls: (after) => sql`select min(ended_at) as at from task_attempts where state <> 'RUNNING' and ended_at > ${after}`,
  orders: (after) => sql`select min(completed_at) as at from orders where completed_at > ${after}`,
};

/** Folds the next slice of a rollup; true when there is more to fold up to `upTo`. */
async function foldSlice(db: Db, rollup: Rollup, upTo: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await sql`insert into report_rollup_marks (rollup, folded_to) values (${rollup}, ${NOTHING_FOLDED})
      on conflict (rollup) do nothing`.execute(trx);
    const mark = await sql<{ folded_to: Date }>`
      select folded_to from report_rollup_marks where rollup = ${rollup} for update`.execute(trx);
    const after = mark.rows[0]?.folded_to ?? NOTHING_FOLDED;
    if (after >= upTo) return false;
    const next = (await NEXT_END[rollup](after).execute(trx)).rows[0]?.at ?? null;
    const start = next === null ? upTo.getTime() : Math.max(after.getTime(), new Date(next).getTime() - 1);
    const sliceEnd = new Date(Math.min(upTo.getTime(), start + SLICE_MS));
    await FOLDS[rollup](trx, after, sliceEnd);
    await sql`update report_rollup_marks set folded_to = ${sliceEnd} where rollup = ${rollup}`.execute(trx);
    return sliceEnd < upTo;
  });
}

/**
 * Folds into each rollup what ended since its mark, up to `upTo`, a slice at a time, moving the mark to the
 * slice's end in the slice's transaction; the mark's row is locked meanwhile, so two processes folding at
 * once fold in turn, and a slice that dies folds nothing.
 */
export async function foldRollups(db: Db, upTo: Date): Promise<void> {
  for (const rollup of ROLLUPS) {
    while (await foldSlice(db, rollup, upTo));
  }
}

/** How far a rollup has been folded: what ended after it is not in the rollup yet; null before its first fold. */
export async function foldedTo(db: Db, rollup: Rollup): Promise<Date | null> {
  const mark = await sql<{ folded_to: Date }>`
    select folded_to from report_rollup_marks where rollup = ${rollup}`.execute(db);
  return mark.rows[0]?.folded_to ?? null;
}
