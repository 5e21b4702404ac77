import { randomUUID } from 'node:crypto';
import type { Insertable, Kysely } from 'kysely';
import type { OrderState, TaskState } from '../../public/contract/order.ts';
import type { WorkflowDefinition, WorkflowStep } from '../../public/contract/workflowDefinition.ts';
import type { CoreDatabase } from '../../../../core/server/db/schema.ts';
import { engineDb, type EngineTables } from '../../public/server/engineTables.ts';
import { formatOrderNumber } from '../intake/orderNumbers.ts';
import { CATALOGUE_TEMPLATES } from './demoCatalogue.ts';
import { besideStop, HISTORY_STATES, randomSource, stopIndex, usualPath, weighted } from './historyPlan.ts';

/**
 * Historical demo orders: in every state, over the last 90 days (more of them recently), for the
 * tenant and its partner accounts, each with the tasks, attempts and events its state implies — so the
 * listing, the order screen, the dashboard and the reports have something true to show on a first start.
 */
type Row<Table extends keyof EngineTables> = Insertable<EngineTables[Table]>;
const DAY = 86_400_000;
const CHUNK = 400;
const PLANS = ['S', 'M', 'L', 'XL'];
const BUNDLES = ['Sports', 'Family', 'Cinema'];
const STREETS = ['Harbour Road', 'Linden Allee', 'Mill Lane', 'Station Street', 'Elm Court'];
const FINAL: Partial<Record<OrderState, string>> = {
  COMPLETED: 'ORDER_COMPLETED',
  FAILED: 'ORDER_FAILED',
  FAILED_TEMP: 'ORDER_PARKED',
  CANCELLED: 'ORDER_CANCELLED',
  ROLLED_BACK: 'ORDER_ROLLED_BACK',
  PAUSED: 'ORDER_PAUSED',
};
const REASONS: Partial<Record<OrderState, string>> = {
  FAILED_TEMP: 'The network element answered 503 three times',
  FAILED: 'The network element refused the request (400)',
  CANCELLED: 'Cancelled by an operator: the customer withdrew the order',
  ROLLED_BACK: 'Rolled back after the billing account could not be opened',
  PAUSED: 'Paused by an operator while the HLR is maintained',
  PENDING: 'Waits for an earlier order of the same subscriber',
  RUNNING: 'Demo data: left stalled on purpose (its step has no job behind it) to show how a stalled order looks',
};

/**
 * Running orders of the seeded history per tenant. A seeded order has no job behind its next step, so a running
 * one never moves and the watch calls it stalled: the history keeps only this handful of them, on purpose (the
 * Getting Started page says so); the other orders drawn as running ended, as most orders do. Orders that run are
 * the ones placed after the start (Dev › Create Order, triggers), which the simulator answers.
 */
export const DELIBERATELY_STALLED = 3;
const TEMPLATE_TYPES = new Map(CATALOGUE_TEMPLATES.map((template) => [template.name, template.type]));

interface Offering {
  serviceId: string;
  service: string;
  operation: string;
  workflowId: string;
  workflow: string;
  definition: WorkflowDefinition;
  weight: number;
}

export interface HistoryRows {
  /** Numbered once every tenant's orders are made, in the order they came in. */
  orders: (Row<'orders'> & { created_at: Date })[];
  tasks: Row<'order_tasks'>[];
  attempts: Row<'task_attempts'>[];
  events: Row<'order_events'>[];
  items: Row<'worklist_items'>[];
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

function outputFor(step: WorkflowStep, random: () => number): unknown {
  const type = TEMPLATE_TYPES.get(step.taskTemplate ?? '');
  if (type === 'HUMAN') return { feasible: true, notes: 'Duct in place, ONT room accessible' };
  if (type === 'ASSIGN_STOCK') return { serial: `ONT-${Math.floor(random() * 1e8)}` };
  if (type === 'HTTP_CALL') return { result: { transactionId: randomUUID() } };
  return {};
}

/** One order's rows: the order, and the tasks, attempts and events up to where its state leaves it. */
function orderRows(
  tenantId: string,
  offering: Offering,
  state: OrderState,
  createdAt: number,
  random: () => number,
  accountId: string | null,
): HistoryRows {
  const orderId = randomUUID();
  const msisdn = `4917${String(Math.floor(random() * 1e8)).padStart(8, '0')}`;
  const payload = payloadFor(offering.service, random, msisdn);
  const path = usualPath(offering.definition, offering.service === 'fibre-broadband' && random() < 0.1);
  const stop = stopIndex(state, path, random);
  const rows: HistoryRows = { orders: [], tasks: [], attempts: [], events: [], items: [] };
  let at = createdAt;
  const event = (type: string, data: unknown, stepId: string | null = null, taskId: string | null = null) =>
    rows.events.push({
      tenant_id: tenantId,
      order_id: orderId,
      account_id: accountId,
      type,
      step_id: stepId,
      task_id: taskId,
      data: JSON.stringify(data),
      actor: type === 'ORDER_CREATED' ? 'seed' : 'engine',
      at: new Date(at),
    });
  event('ORDER_CREATED', { source: 'API', workflowVersion: 1 });
  const stepsToWrite = state === 'PENDING' ? 0 : Math.min(stop + (stop < path.length ? 1 : 0), path.length);
  const beside = state === 'PENDING' ? new Set<string>() : besideStop(offering.definition, path, stop);
  const written = path.flatMap((step, index) => (index < stepsToWrite || beside.has(step.id) ? [index] : []));
  for (const index of written) {
    const step = path[index] as WorkflowStep;
    const taskId = randomUUID();
    const type = step.kind === 'TASK' ? (TEMPLATE_TYPES.get(step.taskTemplate ?? '') ?? 'TASK') : step.kind;
    const human = type === 'HUMAN';
    const duration = human ? 3_600_000 * (2 + random() * 40) : step.kind === 'TASK' ? 60 + random() * 900 : 0;
    const atStop = index === stop;
    let taskState: TaskState = 'COMPLETED';
    if (atStop) {
      taskState =
        state === 'FAILED_TEMP' || state === 'FAILED' || state === 'ROLLED_BACK'
          ? 'FAILED'
          : state === 'CANCELLED'
            ? 'CANCELLED'
            : state === 'WAITING_MANUAL'
              ? 'RUNNING'
              : 'SCHEDULED';
    }
    const failed = taskState === 'FAILED';
    const attempts =
      step.kind !== 'TASK' || human || taskState === 'SCHEDULED' || taskState === 'CANCELLED'
        ? 0
        : failed
          ? 3
          : random() < 0.08
            ? 2
            : 1;
    const errorCode = failed ? (state === 'FAILED' ? 'HTTP_4XX' : 'HTTP_5XX') : null;
    for (let number = 1; number <= attempts; number += 1) {
      const succeeded = !failed && number === attempts;
      const status = succeeded ? 200 : state === 'FAILED' ? 400 : 503;
      rows.attempts.push({
        id: randomUUID(),
        task_id: taskId,
        order_id: orderId,
        tenant_id: tenantId,
        number,
        state: succeeded ? 'SUCCEEDED' : 'FAILED',
        request: JSON.stringify({ method: 'POST', url: step.taskTemplate, headers: {}, body: JSON.stringify(payload) }),
        response: JSON.stringify({
          status,
          headers: {},
          body: succeeded ? '{"result":"OK"}' : '{"result":"UNAVAILABLE"}',
          durationMs: Math.round(duration),
        }),
        error_code: succeeded ? null : status === 400 ? 'HTTP_4XX' : 'HTTP_5XX',
        error_message: succeeded ? null : `The element answered ${status}, which the success condition does not accept`,
        started_at: new Date(at + (number - 1) * 2_000),
        ended_at: new Date(at + (number - 1) * 2_000 + duration),
        duration_ms: Math.round(duration),
      });
    }
    const ended = taskState === 'COMPLETED' || failed || taskState === 'CANCELLED';
    rows.tasks.push({
      id: taskId,
      order_id: orderId,
      tenant_id: tenantId,
      step_id: step.id,
      step_name: step.name,
      type,
      task_template: step.taskTemplate ?? null,
      iteration: 1,
      state: taskState,
      input: step.kind === 'TASK' ? JSON.stringify(payload) : null,
      output: taskState === 'COMPLETED' ? JSON.stringify(outputFor(step, random)) : null,
      error_code: errorCode,
      error_message: failed ? (REASONS[state] ?? null) : null,
      attempt_count: attempts,
      advanced: ended,
      scheduled_at: new Date(at),
      run_after: new Date(at),
      started_at: taskState === 'SCHEDULED' ? null : new Date(at),
      ended_at: ended ? new Date(at + duration) : null,
    });
    if (human && taskState === 'RUNNING') {
      const claimed = random() < 0.4;
      rows.items.push({
        tenant_id: tenantId,
        order_id: orderId,
        task_id: taskId,
        step_id: step.id,
        account_id: accountId,
        title: `Site survey at ${String(payload.address ?? 'the address')}`,
        form: 'Site survey',
        group_name: 'Operator',
        assignee: claimed ? 'operator' : null,
        state: claimed ? 'CLAIMED' : 'OPEN',
        priority: 5,
        due_at: new Date(at + 2 * DAY),
        created_at: new Date(at),
        updated_at: new Date(at),
        updated_by: 'seed',
      });
    }
    at += duration + (attempts > 1 ? 2_000 * (attempts - 1) : 0);
    if (ended)
      event(
        failed ? 'TASK_FAILED' : taskState === 'CANCELLED' ? 'TASK_CANCELLED' : 'TASK_COMPLETED',
        errorCode ? { errorCode } : {},
        step.id,
        taskId,
      );
  }
  const finalEvent = FINAL[state];
  if (finalEvent) event(finalEvent, REASONS[state] ? { reason: REASONS[state] } : {});
  const done = ['COMPLETED', 'FAILED', 'CANCELLED', 'ROLLED_BACK'].includes(state);
  rows.orders.push({
    id: orderId,
    tenant_id: tenantId,
    order_number: '',
    service_id: offering.serviceId,
    service_name: offering.service,
    operation: offering.operation,
    workflow_id: offering.workflowId,
    workflow_name: offering.workflow,
    workflow_version: 1,
    account_id: accountId,
    subscriber_key: offering.service === 'fibre-broadband' ? `FTTH-${msisdn.slice(-7)}` : msisdn,
    external_id: random() < 0.6 ? `CRM-${Math.floor(random() * 1e7)}` : null,
    payload: JSON.stringify(payload),
    priority: 1 + Math.floor(random() * 9),
    source: weighted(random, [
      ['API', 6],
      ['TRIGGER', 2],
      ['UI', 1.5],
      ['DEV', 0.5],
    ] as const),
    idempotency_key: null,
    request_hash: 'seed',
    state,
    state_reason: REASONS[state] ?? null,
    sla_due_at: new Date(createdAt + 2 * DAY),
    created_by: 'seed',
    created_at: new Date(createdAt),
    updated_at: new Date(at),
    completed_at: done ? new Date(at) : null,
    last_event_at: new Date(at),
    updated_by: 'seed',
    // History as if it had been watched: a breach or stall in it is not reported when the server starts.
    sla_checked_at: new Date(at),
    stall_reported_at: new Date(at),
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

/** The history of every tenant, numbered in the order the orders came in, written in chunks. */
export async function seedOrderHistory(
  db: Kysely<CoreDatabase>,
  tenantIds: readonly string[],
  perTenant: number,
  now: number,
): Promise<void> {
  if (perTenant === 0) return;
  const all: HistoryRows = { orders: [], tasks: [], attempts: [], events: [], items: [] };
  for (const [index, tenantId] of tenantIds.entries()) {
    const random = randomSource(20261125 + index);
    const offerings = await offeringsOf(db, tenantId);
    if (offerings.length === 0) continue;
    const accounts = (
      await db.selectFrom('partner_accounts').select('account_id').where('tenant_id', '=', tenantId).execute()
    ).map((row) => row.account_id);
    let stalledKept = 0;
    for (let count = 0; count < perTenant; count += 1) {
      const offering = weighted(
        random,
        offerings.map((item) => [item, item.weight] as const),
      );
      let state = weighted(random, HISTORY_STATES);
      if (state === 'WAITING_MANUAL' && offering.service !== 'fibre-broadband') state = 'RUNNING';
      if (state === 'RUNNING' && (stalledKept += 1) > DELIBERATELY_STALLED) state = 'COMPLETED';
      const recent = ['RUNNING', 'WAITING_MANUAL', 'PAUSED', 'PENDING'].includes(state);
      const age = recent ? random() * 3 * DAY : random() ** 1.6 * 90 * DAY;
      const accountId =
        accounts.length > 0 && random() < 0.35 ? (accounts[Math.floor(random() * accounts.length)] ?? null) : null;
      const rows = orderRows(tenantId, offering, state, Math.round(now - age), random, accountId);
      all.orders.push(...rows.orders);
      all.tasks.push(...rows.tasks);
      all.attempts.push(...rows.attempts);
      all.events.push(...rows.events);
      all.items.push(...rows.items);
    }
  }
  all.orders.sort((a, b) => a.created_at.getTime() - b.created_at.getTime());
  const counters = new Map<string, number>();
  for (const order of all.orders) {
    const number = (counters.get(order.tenant_id) ?? 0) + 1;
    counters.set(order.tenant_id, number);
    order.order_number = formatOrderNumber(number);
  }
  const engine = engineDb(db);
  for (const [table, rows] of [
    ['orders', all.orders],
    ['order_tasks', all.tasks],
    ['task_attempts', all.attempts],
    ['order_events', all.events],
    ['worklist_items', all.items],
  ] as const) {
    for (let start = 0; start < rows.length; start += CHUNK) {
      await engine
        .insertInto(table)
        .values(rows.slice(start, start + CHUNK))
        .execute();
    }
  }
  const lastNumbers = [...counters].map(([tenant_id, last_value]) => ({ tenant_id, last_value }));
  if (lastNumbers.length > 0) await engine.insertInto('order_number_counters').values(lastNumbers).execute();
}
