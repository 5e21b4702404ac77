import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { OrderState } from '../../public/contract/order.ts';
import { createTaskTemplateSchema } from '../../public/contract/taskTemplate.ts';
import type { WorkflowDefinition } from '../../public/contract/workflowDefinition.ts';
import type { CoreDatabase } from '../../../../core/server/db/schema.ts';
import { insertAsJson } from '../../../../core/server/db/insertAsJson.ts';
import { ENGINE_TABLE_SPECS, engineDb } from '../../public/server/engineTables.ts';
import { formatOrderNumber } from '../intake/orderNumbers.ts';
import { CATALOGUE_TEMPLATES } from './demoCatalogue.ts';
import {
  besideStop,
  canRest,
  endingFor,
  HISTORY_STATES,
  randomSource,
  weighted,
  type WorkflowFacts,
} from './historyPlan.ts';
import { runOrder, type Timeline } from './orderTimeline.ts';
import { noRows, type HistoryRows, type OrderPlan, type StepTemplate } from './seededOrderRun.ts';

/**
 * Historical demo orders: in every state the demo workflows bring orders to rest in, over the last 90 days
 * (more of them recently), for the tenant and its partner accounts. Each is run as the engine runs an
 * order (`orderTimeline.ts`): its tasks, attempts, worklist items and events follow from its workflow, its
 * templates' retry policies and how it ended, and nothing of it lies after the seed's start.
 *
 * The engine itself is not run: a first start writes 1,500 orders per tenant, which the engine would take
 * minutes to run through its transactions, jobs and the simulator, and every test server's first start
 * seeds too. The generator keeps to the same rules instead, and `tests/server/seedInvariants.test.ts`
 * checks the seeded database against them.
 */
const DAY = 86_400_000;
/** How long before the seed's start the newest event of the history is, at the latest. */
const SETTLED_MS = 60_000;
const PLANS = ['S', 'M', 'L', 'XL'];
const BUNDLES = ['Sports', 'Family', 'Cinema'];
const STREETS = ['Harbour Road', 'Linden Allee', 'Mill Lane', 'Station Street', 'Elm Court'];
const SLA_MS = 2 * DAY;
/** The states an order rests in while it waits: drawn among the last days' orders. */
const WAITING: readonly OrderState[] = ['WAITING_MANUAL', 'PAUSED', 'PENDING', 'FAILED_TEMP'];
/**
 * The offerings a dependency rule of the demo holds, and the offering whose unfinished order on the same
 * subscriber key holds them: the rules plugin seeds the rule ("IPTV after its fibre line").
 */
const HELD_BY: Readonly<Record<string, string>> = { 'iptv-addon ADD': 'fibre-broadband ADD' };

const TEMPLATES: ReadonlyMap<string, StepTemplate> = new Map(
  CATALOGUE_TEMPLATES.map((template) => {
    const parsed = createTaskTemplateSchema.parse(template);
    return [parsed.name, parsed] as const;
  }),
);

interface Offering {
  serviceId: string;
  service: string;
  operation: string;
  workflowId: string;
  workflow: string;
  definition: WorkflowDefinition;
  weight: number;
}

const keyOf = (offering: Pick<Offering, 'service' | 'operation'>) => `${offering.service} ${offering.operation}`;

function factsOf(offering: Offering): WorkflowFacts {
  const template = (step: { taskTemplate?: string | undefined }) => TEMPLATES.get(step.taskTemplate ?? '');
  return {
    definition: offering.definition,
    typeOf: (step) => (step.kind === 'TASK' ? (template(step)?.type ?? 'TASK') : step.kind),
    failsOrder: (step) => template(step)?.config.outcome === 'FAILED',
    retries: (step) => {
      const found = template(step);
      return !!found && found.retryableErrors.includes('HTTP_5XX') && found.retryPolicy.maxAttempts > 1;
    },
    held: keyOf(offering) in HELD_BY,
  };
}

function payloadFor(service: string, random: () => number, msisdn: string): Record<string, unknown> {
  const plan = PLANS[Math.floor(random() * PLANS.length)];
  if (service === 'fibre-broadband') {
    const street = STREETS[Math.floor(random() * STREETS.length)];
    return { address: `${street} ${1 + Math.floor(random() * 180)}`, plan: `FIBRE-${plan}` };
  }
  if (service === 'iptv-addon') return { bundle: BUNDLES[Math.floor(random() * BUNDLES.length)] };
  return { msisdn, iccid: `894901${msisdn.slice(-10)}`, plan, services: ['VOICE', 'DATA'] };
}

/** One drawn order before it runs: what it is, who placed it, and how it ends. */
interface Drawn {
  offering: Offering;
  plan: OrderPlan;
  subscriberKey: string;
  externalId: string | null;
}

/** Runs the order; an order whose run would reach past the seed's start is placed earlier and run again. */
function placed(drawn: Drawn, now: number): Timeline {
  let timeline = runOrder(drawn.plan);
  const overshoot = timeline.lastMove - (now - SETTLED_MS);
  if (overshoot > 0) {
    drawn.plan.createdAt -= overshoot;
    timeline = runOrder(drawn.plan);
  }
  return timeline;
}

/** The order's row, and the watch's look at its SLA: due two days after intake, breached when not ended by then. */
function orderRows(drawn: Drawn, timeline: Timeline, now: number): HistoryRows {
  const { plan, offering } = drawn;
  const rows = timeline.rows;
  const createdAt = plan.createdAt;
  const slaDueAt = createdAt + SLA_MS;
  const checked = slaDueAt <= now;
  if (checked && (timeline.endedAt === null || timeline.endedAt > slaDueAt)) {
    const stateThen = timeline.states.filter((entry) => entry.at <= slaDueAt).at(-1)?.state ?? timeline.state;
    rows.events.push({
      tenant_id: plan.tenantId,
      order_id: plan.orderId,
      account_id: plan.accountId,
      type: 'ORDER_SLA_BREACHED',
      step_id: null,
      task_id: null,
      data: JSON.stringify({ slaDueAt: new Date(slaDueAt).toISOString(), state: stateThen }),
      actor: 'engine',
      at: new Date(slaDueAt),
    });
  }
  const lastMove = new Date(timeline.lastMove);
  rows.orders.push({
    id: plan.orderId,
    tenant_id: plan.tenantId,
    order_number: '',
    service_id: offering.serviceId,
    service_name: offering.service,
    operation: offering.operation,
    workflow_id: offering.workflowId,
    workflow_name: offering.workflow,
    workflow_version: 1,
    account_id: plan.accountId,
    subscriber_key: drawn.subscriberKey,
    external_id: drawn.externalId,
    payload: JSON.stringify(plan.payload),
    priority: plan.priority,
    source: plan.source,
    idempotency_key: null,
    request_hash: 'seed',
    state: timeline.state,
    state_reason: timeline.reason,
    waiting_for_order_id: plan.ending.kind === 'hold' ? plan.ending.waitingFor : null,
    sla_due_at: new Date(slaDueAt),
    created_by: 'seed',
    created_at: new Date(createdAt),
    updated_at: lastMove,
    completed_at: timeline.endedAt === null ? null : new Date(timeline.endedAt),
    last_event_at: lastMove,
    version: timeline.states.length,
    updated_by: 'seed',
    // The watch has looked at the SLAs that came due; no order of the history runs, so none stalls.
    sla_checked_at: checked ? new Date(slaDueAt) : null,
  });
  return rows;
}

async function offeringsOf(db: Kysely<CoreDatabase>, tenantId: string): Promise<Offering[]> {
  const engine = engineDb(db);
  const services = await engine
    .selectFrom('services')
    .select(['id as serviceId', 'name as service', 'operations'])
    .where('tenant_id', '=', tenantId)
    .execute();
  const weights: Record<string, number> = {
    'mobile-postpaid ADD': 40,
    'mobile-postpaid MODIFY': 15,
    'mobile-postpaid DELETE': 10,
    'fibre-broadband ADD': 20,
    'iptv-addon ADD': 15,
  };
  const offerings: Offering[] = [];
  for (const service of services) {
    for (const operation of service.operations) {
      const found = await engine
        .selectFrom('workflows as w')
        .innerJoin('workflow_versions as v', (join) => join.onRef('v.workflow_id', '=', 'w.id').on('v.number', '=', 1))
        .select(['w.name', 'v.definition'])
        .where('w.id', '=', operation.workflowId)
        .executeTakeFirst();
      if (!found) continue;
      offerings.push({
        serviceId: service.serviceId,
        service: service.service,
        operation: operation.name,
        workflowId: operation.workflowId,
        workflow: found.name,
        definition: found.definition,
        weight: weights[`${service.service} ${operation.name}`] ?? 5,
      });
    }
  }
  return offerings;
}

/** Who works the tenant's orders in its history: its operator, else its first user of the whole tenant. */
async function operatorOf(db: Kysely<CoreDatabase>, tenantId: string): Promise<string> {
  const users = await db
    .selectFrom('users')
    .select('username')
    .where('tenant_id', '=', tenantId)
    .where('account_id', 'is', null)
    .orderBy('username')
    .execute();
  return (users.find((user) => user.username === 'operator') ?? users[0])?.username ?? 'seed';
}

/** The tenant's orders, drawn and planned (a held order not yet paired with the order it waits for). */
async function drawTenant(
  db: Kysely<CoreDatabase>,
  tenantId: string,
  index: number,
  perTenant: number,
  now: number,
): Promise<Drawn[]> {
  const random = randomSource(20261125 + index);
  const offerings = await offeringsOf(db, tenantId);
  if (offerings.length === 0) return [];
  const accounts = (
    await db.selectFrom('partner_accounts').select('account_id').where('tenant_id', '=', tenantId).execute()
  ).map((row) => row.account_id);
  const operator = await operatorOf(db, tenantId);
  const facts = new Map(offerings.map((item) => [item, factsOf(item)]));
  // Each state, with the offerings whose workflow can rest in it, by their weights.
  const reaching = new Map(
    HISTORY_STATES.map(([state]) => [
      state,
      offerings
        .filter((item) => canRest(state, facts.get(item) as WorkflowFacts))
        .map((item) => [item, item.weight] as const),
    ]),
  );
  const states = HISTORY_STATES.filter(([state]) => (reaching.get(state)?.length ?? 0) > 0);
  const drawn: Drawn[] = [];
  for (let count = 0; count < perTenant; count += 1) {
    const state = weighted(random, states);
    const offering = weighted(random, reaching.get(state) ?? []);
    const planned = endingFor(state, facts.get(offering) as WorkflowFacts, random);
    if (!planned) throw new Error(`The demo ${keyOf(offering)} cannot rest ${state}`);
    const { ending, path } = planned;
    const age = WAITING.includes(state) ? random() * 3 * DAY : random() ** 1.6 * 90 * DAY;
    const accountId =
      accounts.length > 0 && random() < 0.35 ? (accounts[Math.floor(random() * accounts.length)] ?? null) : null;
    const msisdn = `4917${String(Math.floor(random() * 1e8)).padStart(8, '0')}`;
    const stop = 'step' in ending ? ending.step : path.length;
    drawn.push({
      offering,
      subscriberKey: offering.service === 'fibre-broadband' ? `FTTH-${msisdn.slice(-7)}` : msisdn,
      externalId: random() < 0.6 ? `CRM-${Math.floor(random() * 1e7)}` : null,
      plan: {
        tenantId,
        orderId: randomUUID(),
        accountId,
        priority: 1 + Math.floor(random() * 9),
        payload: payloadFor(offering.service, random, msisdn),
        path,
        beside: besideStop(offering.definition, path, stop),
        ending,
        source: weighted(random, [
          ['API', 6],
          ['TRIGGER', 2],
          ['UI', 1.5],
          ['DEV', 0.5],
        ] as const),
        operator,
        templates: TEMPLATES,
        createdAt: Math.round(now - age),
        seed: Math.floor(random() * 2 ** 32),
      },
    });
  }
  return drawn;
}

/** Whether the order stays unfinished, waiting on no job: an order another may be held by. */
function waits(drawn: Drawn): boolean {
  const { ending } = drawn.plan;
  if (ending.kind === 'person') return ending.then !== 'cancel';
  return ending.kind === 'pauseOnRetry' || (ending.kind === 'park' && !ending.cancelled);
}

/**
 * Runs the tenant's orders: first those that hold nothing back, then each held order paired with an
 * unfinished order of the offering that holds it, taken after that order's last move with its subscriber
 * key. A held order finding none completes instead, as if never held.
 */
function runTenant(drawn: readonly Drawn[], now: number): Map<Drawn, Timeline> {
  const timelines = new Map<Drawn, Timeline>();
  for (const order of drawn) if (order.plan.ending.kind !== 'hold') timelines.set(order, placed(order, now));
  const open = new Map<string, Drawn[]>();
  for (const order of drawn.filter(waits)) {
    open.set(keyOf(order.offering), [...(open.get(keyOf(order.offering)) ?? []), order]);
  }
  for (const held of drawn) {
    if (held.plan.ending.kind !== 'hold') continue;
    const blocker = open.get(HELD_BY[keyOf(held.offering)] ?? '')?.shift();
    const blocked = blocker && timelines.get(blocker);
    if (!blocker || !blocked) {
      held.plan.ending = { kind: 'complete' };
    } else {
      held.plan.ending = { kind: 'hold', waitingFor: blocker.plan.orderId };
      held.subscriberKey = blocker.subscriberKey;
      held.plan.createdAt = Math.round((blocked.lastMove + now - SETTLED_MS) / 2);
    }
    timelines.set(held, placed(held, now));
  }
  return timelines;
}

/** The history of every tenant, numbered in the order the orders came in, written in chunks. */
export async function seedOrderHistory(
  db: Kysely<CoreDatabase>,
  tenantIds: readonly string[],
  perTenant: number,
  now: number,
): Promise<void> {
  if (perTenant === 0) return;
  const all = noRows();
  for (const [index, tenantId] of tenantIds.entries()) {
    const drawn = await drawTenant(db, tenantId, index, perTenant, now);
    for (const [order, timeline] of runTenant(drawn, now)) {
      const rows = orderRows(order, timeline, now);
      all.orders.push(...rows.orders);
      all.tasks.push(...rows.tasks);
      all.attempts.push(...rows.attempts);
      all.events.push(...rows.events);
      all.items.push(...rows.items);
    }
  }
  all.orders.sort((a, b) => a.created_at.getTime() - b.created_at.getTime());
  const counters = new Map<string, number>();
  const numbers = new Map<string, string>();
  for (const order of all.orders) {
    const number = (counters.get(order.tenant_id) ?? 0) + 1;
    counters.set(order.tenant_id, number);
    order.order_number = formatOrderNumber(number);
    numbers.set(order.id as string, order.order_number);
  }
  for (const event of all.events) {
    if (event.type !== 'ORDER_HELD') continue;
    const data = JSON.parse(event.data as string) as { waitingFor: { orderId: string; orderNumber: string | null } };
    data.waitingFor.orderNumber = numbers.get(data.waitingFor.orderId) ?? null;
    event.data = JSON.stringify(data);
  }
  // Events are numbered as they happened, across orders too, as the engine writes them.
  all.events.sort((a, b) => a.at.getTime() - b.at.getTime());
  await insertAsJson(db, 'orders', ENGINE_TABLE_SPECS.orders, all.orders);
  await insertAsJson(db, 'order_tasks', ENGINE_TABLE_SPECS.order_tasks, all.tasks);
  await insertAsJson(db, 'task_attempts', ENGINE_TABLE_SPECS.task_attempts, all.attempts);
  await insertAsJson(db, 'order_events', ENGINE_TABLE_SPECS.order_events, all.events);
  await insertAsJson(db, 'worklist_items', ENGINE_TABLE_SPECS.worklist_items, all.items);
  const engine = engineDb(db);
  const lastNumbers = [...counters].map(([tenant_id, last_value]) => ({ tenant_id, last_value }));
  if (lastNumbers.length > 0) await engine.insertInto('order_number_counters').values(lastNumbers).execute();
}
