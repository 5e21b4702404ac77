import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { OrderSource, OrderState, TaskState } from '../../public/contract/order.ts';
import type { WorkflowStep } from '../../public/contract/workflowDefinition.ts';
import type { CoreDatabase } from '../../../../core/server/db/schema.ts';
import { engineDb } from '../../public/server/engineTables.ts';
import { cancelWorkItems } from './worklistStore.ts';
import {
  appendEvents,
  lockOrder,
  setOrderState,
  stateChangedEvent,
  type OrderRow,
  type TemplateRow,
} from './orderStore.ts';
import { countCreated } from '../stats/orderStats.ts';
import { nextOrderNumber } from '../intake/orderNumbers.ts';
import { addTask, type Run } from './orderRun.ts';

/**
 * Sub-workflows: a SUB_WORKFLOW step starts a child order running another workflow, with the step's
 * input as its payload, and its task runs until the child ends. Locks are taken parent before child,
 * never the other way: a child that ends does not touch its parent but sends a job of the parent's
 * task, and that job (`TaskRunner.settleSubOrder`) finishes the step under the parent's lock.
 */

type Db = Kysely<CoreDatabase>;

export const SUB_ORDER_SOURCE: OrderSource = 'SUB_WORKFLOW';
const FINISHED: readonly OrderState[] = ['COMPLETED', 'FAILED', 'CANCELLED', 'ROLLED_BACK'];
const ACTIVE_TASKS: readonly TaskState[] = ['SCHEDULED', 'RUNNING'];
/** How deep sub-orders nest: a workflow that starts itself stops there instead of recursing forever. */
export const MAX_SUB_ORDER_DEPTH = 5;

/** How many parents the order has (counting up to the limit). */
async function depthOf(trx: Db, orderId: string): Promise<number> {
  let depth = 0;
  let id: string | null = orderId;
  while (id !== null && depth < MAX_SUB_ORDER_DEPTH) {
    const row = await engineDb(trx)
      .selectFrom('orders')
      .select('parent_order_id as parentOrderId')
      .where('id', '=', id)
      .executeTakeFirst();
    id = row?.parentOrderId ?? null;
    if (id !== null) depth += 1;
  }
  return depth;
}

/** Sends the job of an order's task in the transaction of the caller, so it runs once that commits. */
export type SendTaskJob = (trx: Db, job: { orderId: string; taskId: string }) => Promise<unknown>;

interface ChildTarget {
  workflowId: string;
  workflowName: string;
  version: number;
}

async function childTarget(trx: Db, tenantId: string, template: TemplateRow): Promise<ChildTarget | string> {
  const config = template.config as { workflow: string; version?: number };
  const workflow = await engineDb(trx)
    .selectFrom('workflows')
    .select(['id', 'name', 'enabled', 'latest_version as latestVersion'])
    .where('tenant_id', '=', tenantId)
    .where(sql<boolean>`lower(name) = lower(${config.workflow})`)
    .executeTakeFirst();
  const version = config.version ?? workflow?.latestVersion ?? null;
  if (!workflow || version === null) return `There is no published workflow named "${config.workflow}"`;
  if (!workflow.enabled) return `The workflow ${workflow.name} is disabled`;
  if (workflow.latestVersion === null || version > workflow.latestVersion) {
    return `The workflow ${workflow.name} has no version ${version}`;
  }
  return { workflowId: workflow.id, workflowName: workflow.name, version };
}

/**
 * Enters a SUB_WORKFLOW step: its task runs, and a child order starts in the same transaction (`start`
 * moves it as far as it goes). Answers the reason when the workflow cannot run, the step then failing.
 */
export async function startSubOrder(
  run: Run,
  step: WorkflowStep,
  template: TemplateRow,
  input: Record<string, unknown>,
  start: (trx: Db, child: OrderRow) => Promise<void>,
): Promise<string | null> {
  if ((await depthOf(run.trx, run.order.id)) >= MAX_SUB_ORDER_DEPTH) {
    return `Sub-workflows nest at most ${MAX_SUB_ORDER_DEPTH} deep: this order is a sub-order ${MAX_SUB_ORDER_DEPTH} levels down`;
  }
  const target = await childTarget(run.trx, run.order.tenantId, template);
  if (typeof target === 'string') return target;
  const parent = run.order;
  const childId = randomUUID();
  const orderNumber = await nextOrderNumber(run.trx, parent.tenantId);
  const opened = {
    type: 'SUB_ORDER_STARTED',
    data: { orderId: childId, orderNumber, workflow: target.workflowName },
  };
  const task = await addTask(run, {
    step,
    type: 'SUB_WORKFLOW',
    template: template.name,
    state: 'RUNNING',
    input,
    opened,
  });
  await engineDb(run.trx)
    .insertInto('orders')
    .values({
      id: childId,
      tenant_id: parent.tenantId,
      order_number: orderNumber,
      service_id: sql<string>`(select service_id from orders where id = ${parent.id})`,
      service_name: parent.serviceName,
      operation: parent.operation,
      workflow_id: target.workflowId,
      workflow_name: target.workflowName,
      workflow_version: target.version,
      account_id: parent.accountId,
      subscriber_key: parent.subscriberKey,
      external_id: null,
      payload: JSON.stringify(input),
      priority: sql<number>`(select priority from orders where id = ${parent.id})`,
      source: SUB_ORDER_SOURCE,
      request_hash: `sub-order:${task.id}`,
      state: 'RUNNING',
      created_by: run.actor,
      created_at: run.at,
      updated_at: run.at,
      last_event_at: run.at,
      updated_by: run.actor,
      parent_order_id: parent.id,
      parent_task_id: task.id,
    })
    .execute();
  const child = (await lockOrder(run.trx, childId)) as OrderRow;
  await countCreated(run.trx, child, child.state);
  const data = { source: SUB_ORDER_SOURCE, workflowVersion: target.version, parentOrderId: parent.id };
  const created = { type: 'ORDER_CREATED', data, actor: run.actor };
  const started = stateChangedEvent(null, { to: child.state, reason: null, actor: run.actor });
  await appendEvents(run.trx, child, [created, started], run.at);
  await start(run.trx, child);
  return null;
}

/** Tells a child's parent (if any) that the child has ended: a job of the parent's task, sent on commit. */
export async function notifyParent(trx: Db, childId: string, send: SendTaskJob): Promise<void> {
  const link = await engineDb(trx)
    .selectFrom('orders')
    .select(['parent_order_id as parentOrderId', 'parent_task_id as parentTaskId'])
    .where('id', '=', childId)
    .executeTakeFirst();
  if (link?.parentOrderId && link.parentTaskId) {
    await send(trx, { orderId: link.parentOrderId, taskId: link.parentTaskId });
  }
}

/** Cancels what still runs of an order: its scheduled and running tasks, open worklist items and sub-orders. */
/** What is done for a sub-order cancelled with its parent, in the parent's transaction. */
export type ChildEnded = (trx: Db, child: OrderRow, actor: string) => Promise<void>;

export async function cancelUnderway(
  trx: Db,
  orderId: string,
  at: Date,
  actor: string,
  childEnded?: ChildEnded,
): Promise<void> {
  await engineDb(trx)
    .updateTable('order_tasks')
    .set({ state: 'CANCELLED', ended_at: at, advanced: true })
    .where('order_id', '=', orderId)
    .where('state', 'in', ACTIVE_TASKS)
    .execute();
  await cancelWorkItems(trx, orderId, at);
  await cancelSubOrders(trx, orderId, at, actor, childEnded);
}

/** Cancels the order's unfinished children (and theirs), under the parent's lock: parent before child. */
export async function cancelSubOrders(
  trx: Db,
  parentId: string,
  at: Date,
  actor: string,
  childEnded?: ChildEnded,
): Promise<void> {
  const children = await engineDb(trx)
    .selectFrom('orders')
    .select('id')
    .where('parent_order_id', '=', parentId)
    .where('state', 'not in', FINISHED)
    .execute();
  for (const { id } of children) {
    const child = await lockOrder(trx, id);
    if (!child || FINISHED.includes(child.state)) continue;
    await cancelUnderway(trx, child.id, at, actor, childEnded);
    const reason = 'Its parent order ended';
    const cause = { type: 'ORDER_CANCELLED', data: { reason } };
    await setOrderState(trx, child, { to: 'CANCELLED', reason, actor, at, cause });
    await childEnded?.(trx, child, actor);
  }
}

export interface SubOrderOutcome {
  succeeded: boolean;
  output: unknown;
  message: string;
}

/**
 * What a SUB_WORKFLOW task's child came to, or null while it has not ended (a parked child waits for an
 * operator, and its parent with it). The output is the child's number, state and each step's output.
 */
export async function subOrderOutcome(trx: Db, taskId: string): Promise<SubOrderOutcome | null> {
  const child = await engineDb(trx)
    .selectFrom('orders')
    .select(['id', 'order_number as orderNumber', 'state', 'state_reason as reason'])
    .where('parent_task_id', '=', taskId)
    .executeTakeFirst();
  if (!child) return { succeeded: false, output: null, message: 'Its sub-order is gone' };
  if (!FINISHED.includes(child.state)) return null;
  if (child.state !== 'COMPLETED') {
    const why = child.reason ? `: ${child.reason}` : '';
    return { succeeded: false, output: null, message: `Sub-order ${child.orderNumber} ended ${child.state}${why}` };
  }
  const steps = await engineDb(trx)
    .selectFrom('order_tasks')
    .select(['step_id as stepId', 'output'])
    .where('order_id', '=', child.id)
    .where('state', 'in', ['COMPLETED', 'COMPLETED_MANUALLY'])
    .orderBy('scheduled_at')
    .orderBy('iteration')
    .execute();
  const outputs = Object.fromEntries(steps.map((step) => [step.stepId, step.output]));
  return {
    succeeded: true,
    output: { orderId: child.id, orderNumber: child.orderNumber, state: child.state, steps: outputs },
    message: `Sub-order ${child.orderNumber} completed`,
  };
}
