import { sql } from 'kysely';
import type { OrderEnd, StepOrder } from '../../../engine/public/server/StepTypes.ts';
import { moveItems, type ItemBefore } from '../stockLedger.ts';
import { stockSteps } from '../stockSteps.ts';
import type { SeedDb } from './seedDb.ts';

/**
 * The devices of the demo orders, as the ASSIGN_STOCK step takes them: each order that passed its step
 * reserved an item then — the oldest in stock of the template's model at its location, through the ledger,
 * the serial in the step's output — and its end, through the step's own handler, assigned the item
 * (completed) or released it to stock (cancelled, failed); in the order those happened, across orders, so
 * an item released is there for the orders after it. An order that has not ended holds its item.
 *
 * The handler's own reservation reads the template, the location and the stock anew for every order: run
 * for each of the history's orders, it made the first start seconds slower. The stock is read once instead.
 */

interface PassedStep {
  taskId: string;
  stepName: string;
  template: string;
  config: Record<string, unknown>;
  input: Record<string, unknown> | null;
  reservedAt: Date;
  order: StepOrder;
  state: string;
  endedAt: Date | null;
  endedBy: string | null;
}

type Moment = { at: number; step: PassedStep; does: 'reserve' | 'end' };

/** An item in stock as the step's output names it. */
interface StockItem extends ItemBefore {
  serial: string;
  model: string;
  location: string;
  createdAt: Date;
}

/**
 * The items a template's step takes from, oldest first as the step picks them: of its model (a model's
 * name, or a type) at its FIXED location, read once per template.
 */
async function shelfOf(
  trx: SeedDb,
  tenantId: string,
  config: Record<string, unknown>,
  shelves: Map<string, StockItem[]>,
): Promise<StockItem[]> {
  const key = JSON.stringify(config);
  const known = shelves.get(key);
  if (known) return known;
  if (config.locationRule !== 'FIXED') throw new Error('The demo history takes stock only from a FIXED location');
  const model = String(config.model);
  const { rows } = await sql<StockItem>`
    select i.id, i.state, i.location_id as "locationId", i.serial, m.name as model, l.name as location,
      i.created_at as "createdAt"
    from inventory_items i
    join inventory_models m on m.id = i.model_id and m.enabled
    join inventory_locations l on l.id = i.location_id and l.active
    where i.tenant_id = ${tenantId} and i.state = 'IN_STOCK' and lower(l.name) = ${String(config.location).toLowerCase()}
      and (lower(m.name) = ${model.toLowerCase()} or m.type = ${model.toUpperCase()})
    order by m.created_at, m.name, i.created_at, i.serial`.execute(trx);
  shelves.set(key, rows);
  return rows;
}

/** An item released goes back to its place among the oldest. */
function putBack(shelf: StockItem[], item: StockItem): void {
  const older = (other: StockItem) =>
    new Date(other.createdAt).getTime() < new Date(item.createdAt).getTime() ||
    (new Date(other.createdAt).getTime() === new Date(item.createdAt).getTime() && other.serial < item.serial);
  const at = shelf.findIndex((other) => !older(other));
  shelf.splice(at === -1 ? shelf.length : at, 0, { ...item, state: 'IN_STOCK' });
}

const ENDS: readonly string[] = ['COMPLETED', 'FAILED', 'CANCELLED', 'ROLLED_BACK'];

async function passedSteps(trx: SeedDb, tenantId: string): Promise<PassedStep[]> {
  const { rows } = await sql<Omit<PassedStep, 'order'> & Omit<StepOrder, 'tenantId'>>`
    select t.id as "taskId", t.step_name as "stepName", tt.name as template, tt.config, t.input,
      t.ended_at as "reservedAt", o.id, o.order_number as "orderNumber", o.account_id as "accountId",
      o.subscriber_key as "subscriberKey", o.payload, o.state, o.completed_at as "endedAt",
      (select e.actor from order_events e where e.order_id = o.id and e.type = 'ORDER_' || o.state
        order by e.id desc limit 1) as "endedBy"
    from order_tasks t
    join orders o on o.id = t.order_id
    join task_templates tt on tt.tenant_id = t.tenant_id and lower(tt.name) = lower(t.task_template)
    where t.tenant_id = ${tenantId} and t.type = 'ASSIGN_STOCK' and t.state = 'COMPLETED'`.execute(trx);
  return rows.map((row) => ({
    ...row,
    order: {
      id: row.id,
      tenantId,
      orderNumber: row.orderNumber,
      accountId: row.accountId,
      subscriberKey: row.subscriberKey,
      payload: row.payload,
    },
  }));
}

export async function seedOrderStock(trx: SeedDb, tenantId: string): Promise<void> {
  const steps = await passedSteps(trx, tenantId);
  const moments: Moment[] = steps.flatMap((step) => {
    const reserve: Moment = { at: new Date(step.reservedAt).getTime(), step, does: 'reserve' };
    if (!ENDS.includes(step.state) || step.endedAt === null) return [reserve];
    return [reserve, { at: new Date(step.endedAt).getTime(), step, does: 'end' }];
  });
  moments.sort((a, b) => a.at - b.at || (a.does === b.does ? 0 : a.does === 'reserve' ? -1 : 1));
  const stock = new Map<string, StockItem[]>();
  const taken = new Map<string, StockItem>();
  const outputs: { taskId: string; output: string }[] = [];
  for (const { at, step, does } of moments) {
    const actor = step.endedBy ?? 'engine';
    const shelf = await shelfOf(trx, tenantId, step.config, stock);
    if (does === 'end') {
      if (step.state === 'COMPLETED') await stockSteps.complete(trx, step.order, new Date(at), actor);
      else await stockSteps.release(trx, step.order, step.state as Exclude<OrderEnd, 'COMPLETED'>, new Date(at), actor);
      const item = taken.get(step.taskId);
      if (item && step.state !== 'COMPLETED') putBack(shelf, item);
      continue;
    }
    const item = shelf.shift();
    if (!item)
      throw new Error(`The demo order ${step.order.orderNumber} found no ${String(step.config.model)} in stock`);
    taken.set(step.taskId, item);
    await moveItems(trx, { tenantId, actor: 'engine', at: new Date(at) }, [item], {
      kind: 'RESERVATION',
      toState: 'RESERVED',
      order: { id: step.order.id, number: step.order.orderNumber, subscriber: step.order.subscriberKey },
      reason: step.stepName,
    });
    const output = { serial: item.serial, itemId: item.id, model: item.model, location: item.location };
    outputs.push({ taskId: step.taskId, output: JSON.stringify(output) });
  }
  if (outputs.length === 0) return;
  await sql`update order_tasks t set output = v.output::jsonb
    from (values ${sql.join(outputs.map((row) => sql`(${row.taskId}::uuid, ${row.output})`))}) as v(id, output)
    where t.id = v.id`.execute(trx);
}
