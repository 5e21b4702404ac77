import { sql, type Kysely } from 'kysely';
import type { ServiceOperation } from '../../public/contract/service.ts';
import type { CoreDatabase } from '../../../../core/server/db/schema.ts';
import type { JobQueue } from '../../../../core/server/jobs/JobQueue.ts';
import { runRegularly } from '../../../../core/server/jobs/runRegularly.ts';
import { engineDb } from '../../public/server/engineTables.ts';
import { OrderAdvancer, TASK_QUEUE, type EngineDeps } from '../execution/OrderAdvancer.ts';
import { heldEvent, openOrdersOn } from '../intake/orderIntake.ts';
import { STALLED } from '../../public/server/orderRecords.ts';
import { appendEvent, lockOrder, setOrderState, type OrderRow } from '../execution/orderStore.ts';

type Db = Kysely<CoreDatabase>;

export const WATCH_QUEUE = 'engine-watch';
export const WATCH_SECONDS = 2;
/** Orders one look handles of each kind; the next look takes the rest. */
const BATCH = 100;
const ACTOR = 'engine';

/**
 * What the engine notices about orders with time rather than a transition: a held order whose blocking
 * order has ended is checked again and started (or held by the next one); an order past its SLA due time
 * gets one ORDER_SLA_BREACHED event; a stalled order gets an ORDER_STALLED event, again only once it has
 * moved since. These events do not move the order's last-event time, so a stall stays a stall.
 */
export class OrderWatch {
  private readonly advancer: OrderAdvancer;

  constructor(
    private readonly db: Db,
    private readonly deps: EngineDeps,
  ) {
    this.advancer = new OrderAdvancer(deps);
  }

  async look(): Promise<void> {
    const released = await this.releaseHeld();
    if (released > 0) this.deps.jobs.wake(TASK_QUEUE);
    await this.reportSlaBreaches();
    await this.reportStalls();
  }

  /** Held orders whose blocking order has ended (or is gone), oldest first; answers how many started. */
  async releaseHeld(): Promise<number> {
    const { rows } = await sql<{ id: string }>`select o.id from orders o
      left join orders b on b.id = o.waiting_for_order_id
      where o.state = 'PENDING' and o.waiting_for_order_id is not null
        and (b.id is null or b.state in ('COMPLETED', 'FAILED', 'CANCELLED', 'ROLLED_BACK'))
      order by o.order_number limit ${BATCH}`.execute(this.db);
    let started = 0;
    for (const { id } of rows) {
      if (await this.db.transaction().execute((trx) => this.release(trx, id))) started += 1;
    }
    return started;
  }

  private async release(trx: Db, orderId: string): Promise<boolean> {
    const order = await lockOrder(trx, orderId);
    if (!order || order.state !== 'PENDING') return false;
    const at = new Date(this.deps.clock());
    const operation = await operationOf(trx, order);
    const { holds } = operation
      ? await this.deps.intake.review(trx, {
          tenantId: order.tenantId,
          service: order.serviceName,
          operation,
          payload: order.payload,
          subscriberKey: order.subscriberKey,
          openOrders: () => openOrdersOn(trx, order.tenantId, order.subscriberKey, order),
        })
      : { holds: [] };
    const hold = holds[0];
    if (hold) {
      await engineDb(trx)
        .updateTable('orders')
        .set({ waiting_for_order_id: hold.waitFor.orderId, state_reason: hold.message })
        .where('id', '=', order.id)
        .execute();
      await appendEvent(trx, order, heldEvent(hold, ACTOR), at);
      return false;
    }
    await engineDb(trx).updateTable('orders').set({ waiting_for_order_id: null }).where('id', '=', order.id).execute();
    const cause = { type: 'ORDER_RELEASED' };
    await setOrderState(trx, order, { to: 'RUNNING', reason: null, actor: ACTOR, at, cause });
    await this.advancer.start(trx, order, ACTOR);
    return true;
  }

  /**
   * Orders whose SLA has come due since the last look (by the database's clock, which every process
   * reads alike, as the stall check does): a breach when not ended by then.
   */
  async reportSlaBreaches(): Promise<void> {
    const { rows } = await sql<{ id: string }>`select id from orders
      where sla_checked_at is null and sla_due_at is not null and sla_due_at <= now()
      order by sla_due_at limit ${BATCH}`.execute(this.db);
    for (const { id } of rows) {
      await this.db.transaction().execute(async (trx) => {
        const at = new Date(this.deps.clock());
        const order = await lockOrder(trx, id);
        if (!order) return;
        const { rows: due } = await sql<{ slaDueAt: Date; breached: boolean }>`select sla_due_at as "slaDueAt",
            (completed_at is null or completed_at > sla_due_at) as breached
          from orders where id = ${id} and sla_checked_at is null`.execute(trx);
        const check = due[0];
        if (!check) return;
        if (check.breached) {
          const data = { slaDueAt: new Date(check.slaDueAt).toISOString(), state: order.state };
          await appendEvent(trx, order, { type: 'ORDER_SLA_BREACHED', data, actor: ACTOR }, at);
        }
        await engineDb(trx).updateTable('orders').set({ sla_checked_at: at }).where('id', '=', id).execute();
      });
    }
  }

  /** Running orders stalled since they last moved, each reported once until it moves again. */
  async reportStalls(): Promise<void> {
    const { rows } = await sql<{ id: string }>`select o.id from orders o
      where o.state = 'RUNNING' and (o.stall_reported_at is null or o.stall_reported_at < o.last_event_at)
        and ${STALLED}
      order by o.last_event_at limit ${BATCH}`.execute(this.db);
    for (const { id } of rows) {
      await this.db.transaction().execute(async (trx) => {
        const order = await lockOrder(trx, id);
        if (!order || order.state !== 'RUNNING') return;
        const at = new Date(this.deps.clock());
        const { rows: steps } = await sql<{ stepId: string }>`select t.step_id as "stepId" from order_tasks t
          where t.order_id = ${id} and t.state in ('SCHEDULED', 'RUNNING') order by t.seq`.execute(trx);
        const data = { steps: steps.map((step) => step.stepId) };
        await appendEvent(trx, order, { type: 'ORDER_STALLED', data, actor: ACTOR }, at);
        await engineDb(trx).updateTable('orders').set({ stall_reported_at: at }).where('id', '=', id).execute();
      });
    }
  }
}

/** The operation of the order's service as it is now, or null when it is gone. */
async function operationOf(trx: Db, order: OrderRow): Promise<ServiceOperation | null> {
  const service = await engineDb(trx)
    .selectFrom('services')
    .select('operations')
    .where('tenant_id', '=', order.tenantId)
    .where(sql<string>`lower(name)`, '=', order.serviceName.toLowerCase())
    .executeTakeFirst();
  return service?.operations.find((operation) => operation.name === order.operation) ?? null;
}

/** Looks at the orders every WATCH_SECONDS in this process's workers (one chain for every process). */
export function watchOrdersRegularly(jobs: JobQueue, watch: OrderWatch, onError: (error: unknown) => void): void {
  runRegularly(jobs, {
    queue: WATCH_QUEUE,
    everyMs: WATCH_SECONDS * 1000,
    idleMs: 1_000,
    run: () => watch.look(),
    onError,
  });
}
