import { sql, type Kysely } from 'kysely';
import type { CoreDatabase } from '../../../core/server/db/schema.ts';
import { FINAL_ORDER_STATES } from '../../../plugins/engine/public/contract/orderStates.ts';
import type { RetryPolicy } from '../../../plugins/engine/public/contract/workflowDefinition.ts';
import { STALLED } from '../../../plugins/engine/public/server/orderRecords.ts';
import { retryDelayMs } from '../../../plugins/engine/server/execution/retryDelay.ts';

/**
 * What holds of every order, item and delivery the server keeps, whether the engine ran it or the demo
 * history wrote it: each check answers what breaks it (nothing, when it holds), named so a failure says
 * which order, item or delivery and why.
 */

type Db = Kysely<CoreDatabase>;

const FINAL = sql.join([...FINAL_ORDER_STATES]);

/** Times of every kind the history writes that lie after the database's now. */
export async function timesInTheFuture(db: Db): Promise<string[]> {
  const { rows } = await sql<{ what: string; count: number }>`
    select what, count(*)::int as count from (
      select 'order event ' || type as what from order_events where at > now()
      union all select 'order created, updated or ended' from orders
        where greatest(created_at, updated_at, last_event_at, coalesce(completed_at, created_at)) > now()
      union all select 'task ' || step_id from order_tasks
        where greatest(scheduled_at, coalesce(started_at, scheduled_at), coalesce(ended_at, scheduled_at)) > now()
      union all select 'attempt' from task_attempts where greatest(started_at, coalesce(ended_at, started_at)) > now()
      union all select 'worklist item' from worklist_items
        where greatest(created_at, updated_at, coalesce(completed_at, created_at)) > now()
      union all select 'stock movement ' || kind from inventory_movements where at > now()
      union all select 'delivery' from reverse_deliveries where greatest(created_at, coalesce(delivered_at, created_at)) > now()
      union all select 'delivery attempt' from reverse_attempts where at > now()
    ) future group by what order by what`.execute(db);
  return rows.map((row) => `${row.count} × ${row.what}`);
}

/**
 * Every reserved item is held by an order that has not ended, through its completed ASSIGN_STOCK step; the
 * item of a completed order is assigned to it; an order that ended otherwise holds nothing.
 */
export async function misplacedStock(db: Db): Promise<string[]> {
  const { rows } = await sql<{ text: string }>`
    select 'item ' || i.serial || ' reserved for ' || coalesce(o.order_number || ' (' || o.state || ')', 'no order') as text
    from inventory_items i left join orders o on o.id = i.order_id
    where i.state = 'RESERVED' and (o.id is null or o.state in (${FINAL}) or not exists (
      select 1 from order_tasks t where t.order_id = o.id and t.type = 'ASSIGN_STOCK' and t.state = 'COMPLETED'
        and t.output ->> 'itemId' = i.id::text))
    union all
    select 'order ' || o.order_number || ' (' || o.state || '): its item ' || coalesce(t.output ->> 'serial', 'none')
      || ' is ' || coalesce(i.state, 'missing')
    from order_tasks t join orders o on o.id = t.order_id
    left join inventory_items i on i.id::text = t.output ->> 'itemId'
    where t.type = 'ASSIGN_STOCK' and t.state = 'COMPLETED' and not coalesce(
      (o.state not in (${FINAL}) and i.state = 'RESERVED' and i.order_id = o.id)
      or (o.state = 'COMPLETED' and i.state = 'ASSIGNED' and i.order_id = o.id)
      or (o.state in (${FINAL}) and o.state <> 'COMPLETED' and i.order_id is distinct from o.id), false)
    order by 1`.execute(db);
  return rows.map((row) => row.text);
}

interface DeliveryRow {
  id: string;
  subscriber: string;
  state: string;
  attempts: number;
  nextAttemptAt: Date | null;
  schedule: number[];
  tries: { number: number; at: string; ok: boolean }[] | null;
}

/**
 * Each delivery's attempts follow its subscriber's retry schedule (or the configuration's): every retry
 * no sooner than the schedule says after the one before, and its state what the last attempt leaves.
 */
export async function deliveriesOffSchedule(db: Db): Promise<string[]> {
  const { rows } = await sql<DeliveryRow>`
    select d.id, d.subscriber_name as subscriber, d.state, d.attempts, d.next_attempt_at as "nextAttemptAt",
      coalesce(s.retry_schedule, c.retry_schedule) as schedule,
      (select json_agg(json_build_object('number', a.number, 'at', a.at, 'ok', a.ok) order by a.number)
        from reverse_attempts a where a.delivery_id = d.id) as tries
    from reverse_deliveries d
    join reverse_subscribers s on s.id = d.subscriber_id
    join reverse_configuration c on c.tenant_id = d.tenant_id
    where d.replay_of is null and d.lease_until is null`.execute(db);
  const problems: string[] = [];
  for (const row of rows) {
    const tries = row.tries ?? [];
    const name = `${row.subscriber} delivery ${row.id} (${row.state}, ${tries.length} attempts)`;
    const last = tries.at(-1);
    if (tries.some((attempt, index) => attempt.number !== index + 1) || tries.length !== row.attempts) {
      problems.push(`${name}: attempts not numbered 1 to ${row.attempts}`);
    }
    for (const [index, attempt] of tries.entries()) {
      const next = tries[index + 1];
      const wait = (row.schedule[index + 1] ?? 0) * 1000;
      if (next && Date.parse(next.at) - Date.parse(attempt.at) < wait) {
        problems.push(
          `${name}: attempt ${next.number} came ${Date.parse(next.at) - Date.parse(attempt.at)} ms after the one before, not ${wait}`,
        );
      }
      if (next && attempt.ok) problems.push(`${name}: attempted again after attempt ${attempt.number} succeeded`);
    }
    const expected = !last
      ? 'PENDING'
      : last.ok
        ? 'DELIVERED'
        : tries.length >= row.schedule.length
          ? 'FAILED'
          : 'RETRYING';
    if (row.state !== expected && !(row.state === 'SKIPPED' && !last)) problems.push(`${name}: should be ${expected}`);
    if (row.state === 'RETRYING' && last) {
      const due = Date.parse(last.at) + (row.schedule[tries.length] ?? 0) * 1000;
      if (new Date(row.nextAttemptAt ?? 0).getTime() !== due) problems.push(`${name}: next attempt not as scheduled`);
    }
  }
  const health = await sql<{ name: string; failingSince: Date | null; lastOk: boolean | null }>`
    select s.name || ' of ' || s.tenant_id as name, s.failing_since as "failingSince",
      (select a.ok from reverse_attempts a where a.subscriber_id = s.id order by a.at desc, a.id desc limit 1) as "lastOk"
    from reverse_subscribers s`.execute(db);
  for (const subscriber of health.rows) {
    if (subscriber.lastOk === true && subscriber.failingSince !== null)
      problems.push(
        `${subscriber.name}: failing since ${String(subscriber.failingSince)} though its last attempt succeeded`,
      );
    if (subscriber.lastOk === false && subscriber.failingSince === null)
      problems.push(`${subscriber.name}: its last attempt failed, yet it is not failing`);
  }
  return problems;
}

/** Each person's step has one worklist item, in the state its task is in: completed together, open while it runs. */
export async function worklistApartFromTasks(db: Db): Promise<string[]> {
  const { rows } = await sql<{ text: string }>`
    select 'task ' || t.id || ' (' || t.state || ') has ' || count(i.id) || ' items: ' || coalesce(string_agg(i.state, ', '), '') as text
    from order_tasks t left join worklist_items i on i.task_id = t.id
    where t.type = 'HUMAN'
    group by t.id, t.state, t.ended_at
    having count(i.id) <> 1 or not coalesce(bool_and(
      (t.state = 'COMPLETED' and i.state = 'COMPLETED' and i.completed_at = t.ended_at)
      or (t.state = 'RUNNING' and i.state in ('OPEN', 'CLAIMED'))
      or (t.state = 'CANCELLED' and i.state = 'CANCELLED')), false)
    union all
    select 'item ' || i.id || ' belongs to no person''s step' from worklist_items i
    where not exists (select 1 from order_tasks t where t.id = i.task_id and t.type = 'HUMAN')
    order by 1`.execute(db);
  return rows.map((row) => row.text);
}

/** The running orders the watch would call stalled. */
export async function stalledOrders(db: Db): Promise<string[]> {
  const { rows } = await sql<{ orderNumber: string }>`
    select o.order_number as "orderNumber" from orders o where ${STALLED} order by 1`.execute(db);
  return rows.map((row) => `order ${row.orderNumber} is stalled`);
}

/** The state each state event leaves an order in. */
/** The event that records each change of an order's state, its new state in `data.to`. */
const STATE_CHANGE = 'ORDER_STATE_CHANGED';

interface OrderFacts {
  orderNumber: string;
  state: string;
  completedAt: Date | null;
  subscriberKey: string | null;
  createdAt: Date;
  waitingFor: { state: string; subscriberKey: string | null; createdAt: string } | null;
  /** The order's state changes, oldest first: the state each left it in. */
  events: { to: string; at: string }[];
  tasks: { type: string; state: string }[] | null;
}

/** What an order's tasks must show in its state. */
function tasksContradict(order: OrderFacts): string | null {
  const tasks = order.tasks ?? [];
  const active = tasks.filter((task) => task.state === 'SCHEDULED' || task.state === 'RUNNING');
  if ((FINAL_ORDER_STATES as readonly string[]).includes(order.state) && active.length > 0)
    return 'has tasks still scheduled or running';
  switch (order.state) {
    case 'COMPLETED':
      return tasks.some((task) => task.type === 'END' && task.state === 'COMPLETED') ? null : 'never reached its end';
    case 'FAILED_TEMP':
      return tasks.some((task) => task.state === 'FAILED' || task.state === 'FAILED_TERMINAL')
        ? null
        : 'has no failed task';
    case 'WAITING_MANUAL':
      return tasks.some((task) => task.type === 'HUMAN' && task.state === 'RUNNING') ? null : 'waits on no person';
    case 'RUNNING':
      return active.length > 0 ? null : 'runs no task';
    case 'PENDING': {
      if (tasks.length > 0) return 'ran tasks while held';
      const blocker = order.waitingFor;
      if (!blocker) return 'waits for no order';
      if ((FINAL_ORDER_STATES as readonly string[]).includes(blocker.state)) return 'waits for an order that has ended';
      if (blocker.subscriberKey !== order.subscriberKey) return 'waits for an order of another subscriber';
      return Date.parse(blocker.createdAt) <= new Date(order.createdAt).getTime()
        ? null
        : 'waits for an order taken after it';
    }
    default:
      return null;
  }
}

/**
 * Each order's state is the one its last state change (`ORDER_STATE_CHANGED`) left, it ended exactly when it reached a final state,
 * and its tasks agree: an ended order runs nothing, a completed one reached its end, a parked one has a
 * failed task, a waiting one a person's step, a held one an earlier unfinished order of its subscriber.
 */
export async function ordersAtOdds(db: Db): Promise<string[]> {
  const { rows } = await sql<OrderFacts>`
    select o.order_number || ' of ' || o.tenant_id as "orderNumber", o.state, o.completed_at as "completedAt",
      o.subscriber_key as "subscriberKey", o.created_at as "createdAt",
      case when b.id is null then null
        else json_build_object('state', b.state, 'subscriberKey', b.subscriber_key, 'createdAt', b.created_at) end as "waitingFor",
      (select coalesce(json_agg(json_build_object('to', e.data->>'to', 'at', e.at) order by e.id), '[]')
        from order_events e where e.order_id = o.id and e.type = ${STATE_CHANGE}) as events,
      (select json_agg(json_build_object('type', t.type, 'state', t.state)) from order_tasks t where t.order_id = o.id) as tasks
    from orders o left join orders b on b.id = o.waiting_for_order_id`.execute(db);
  const problems: string[] = [];
  for (const order of rows) {
    const last = order.events.at(-1);
    const name = `order ${order.orderNumber} (${order.state})`;
    if (!last || last.to !== order.state) problems.push(`${name}: its last state change is to ${last?.to}`);
    const final = (FINAL_ORDER_STATES as readonly string[]).includes(order.state);
    if (final !== (order.completedAt !== null)) problems.push(`${name}: ended at ${String(order.completedAt)}`);
    if (final && last && new Date(order.completedAt ?? 0).getTime() !== Date.parse(last.at))
      problems.push(`${name}: ended at ${String(order.completedAt)}, its last state change at ${last.at}`);
    const contradiction = tasksContradict(order);
    if (contradiction) problems.push(`${name}: ${contradiction}`);
  }
  return problems;
}

interface CallRow {
  task: string;
  template: string;
  policy: RetryPolicy;
  retryable: string[];
  tries: { number: number; started: string; ended: string | null; errorCode: string | null }[];
}

/**
 * Each call's attempts follow its template: no more than its policy allows, another only after an error it
 * retries, and no sooner than the policy's shortest wait (jitter draws between half of it and all of it).
 */
export async function callsOffPolicy(db: Db): Promise<string[]> {
  const { rows } = await sql<CallRow>`
    select t.order_id || '/' || t.step_id as task, tt.name as template, tt.retry_policy as policy,
      tt.retryable_errors as retryable,
      json_agg(json_build_object('number', a.number, 'started', a.started_at, 'ended', a.ended_at,
        'errorCode', a.error_code) order by a.number) as tries
    from order_tasks t
    join task_templates tt on tt.tenant_id = t.tenant_id and lower(tt.name) = lower(t.task_template)
    join task_attempts a on a.task_id = t.id
    where t.type = 'HTTP_CALL'
    group by t.id, tt.name, tt.retry_policy, tt.retryable_errors`.execute(db);
  const problems: string[] = [];
  for (const call of rows) {
    const name = `${call.template} of ${call.task}`;
    if (call.tries.length > call.policy.maxAttempts)
      problems.push(`${name}: ${call.tries.length} attempts, its policy allows ${call.policy.maxAttempts}`);
    for (const [index, attempt] of call.tries.entries()) {
      const next = call.tries[index + 1];
      if (!next) continue;
      if (attempt.errorCode === null || !call.retryable.includes(attempt.errorCode))
        problems.push(
          `${name}: attempt ${next.number} after ${attempt.errorCode ?? 'a success'}, which it does not retry`,
        );
      const shortest = retryDelayMs(call.policy, attempt.number, () => 0);
      const waited = Date.parse(next.started) - Date.parse(attempt.ended ?? attempt.started);
      if (waited < shortest)
        problems.push(`${name}: attempt ${next.number} ${waited} ms after the one before, not ${shortest}`);
    }
  }
  return problems;
}
