import { sql, type AliasedRawBuilder, type Kysely, type RawBuilder } from 'kysely';
import {
  ORDER_STATE_CHANGED_EVENT,
  type OrderState,
  type OrderStateChange,
  type TaskState,
} from '../../public/contract/order.ts';
import type { RetryPolicy, WorkflowDefinition } from '../../public/contract/workflowDefinition.ts';
import type { CoreDatabase } from '../../../../core/server/db/schema.ts';
import { engineDb } from '../../public/server/engineTables.ts';
import { ORDER_EVENTS_CHANNEL } from '../events/OrderEventHub.ts';
import { countStateChange } from '../stats/orderStats.ts';
import { WorkflowGraph } from './WorkflowGraph.ts';

/** The rows of a running order the engine reads and writes, always inside the order's transaction. */
type Db = Kysely<CoreDatabase>;

export interface OrderRow {
  id: string;
  tenantId: string;
  orderNumber: string;
  serviceName: string;
  operation: string;
  workflowId: string;
  workflowVersion: number;
  accountId: string | null;
  subscriberKey: string | null;
  externalId: string | null;
  payload: Record<string, unknown>;
  state: OrderState;
  version: number;
  /** Rolling back: the steps that completed are being undone (the ROLL_BACK failure policy). */
  compensating: boolean;
  createdAt: Date | string;
  /** The transitions that held the order's lock, this one included (see `lockOrder`). */
  transitions: number;
}

export interface TaskRow {
  id: string;
  stepId: string;
  type: string;
  taskTemplate: string | null;
  iteration: number;
  state: TaskState;
  input: Record<string, unknown> | null;
  output: unknown;
  attemptCount: number;
  advanced: boolean;
  runAfter: Date;
}

/**
 * The order, its row locked until the transaction ends: one transition of an order at a time. Taking the
 * lock counts the transition (`transitions`), so a runner that remembers the count can tell that nothing
 * moved the order since. A caller's request names its tenant: another tenant's order is neither locked nor
 * counted, and reads as none.
 */
export async function lockOrder(trx: Db, orderId: string, tenantId?: string): Promise<OrderRow | undefined> {
  return engineDb(trx)
    .updateTable('orders')
    .set({ transitions: sql<number>`transitions + 1` })
    .where('id', '=', orderId)
    .$if(tenantId !== undefined, (query) => query.where('tenant_id', '=', tenantId as string))
    .returning([
      'id',
      'tenant_id as tenantId',
      'order_number as orderNumber',
      'service_name as serviceName',
      'operation',
      'workflow_id as workflowId',
      'workflow_version as workflowVersion',
      'account_id as accountId',
      'subscriber_key as subscriberKey',
      'external_id as externalId',
      'payload',
      'state',
      'version',
      'compensating',
      'created_at as createdAt',
      'transitions',
    ])
    .executeTakeFirst();
}

/** The columns of `order_tasks` a TaskRow holds. */
export const TASK_COLUMNS = [
  'id',
  'step_id as stepId',
  'type',
  'task_template as taskTemplate',
  'iteration',
  'state',
  'input',
  'output',
  'attempt_count as attemptCount',
  'advanced',
  'run_after as runAfter',
] as const;

export async function orderTasks(trx: Db, orderId: string): Promise<TaskRow[]> {
  return engineDb(trx)
    .selectFrom('order_tasks')
    .select([...TASK_COLUMNS])
    .where('order_id', '=', orderId)
    .orderBy('seq')
    .execute();
}

/** Published versions never change: each process keeps the graphs it has read (a bounded number). */
const publishedGraphs = new Map<string, WorkflowDefinition>();
const GRAPHS_KEPT = 500;

export async function workflowVersion(trx: Db, workflowId: string, number: number): Promise<WorkflowDefinition> {
  const key = `${workflowId}:${number}`;
  const kept = publishedGraphs.get(key);
  if (kept) return kept;
  const row = await engineDb(trx)
    .selectFrom('workflow_versions')
    .select('definition')
    .where('workflow_id', '=', workflowId)
    .where('number', '=', number)
    .executeTakeFirstOrThrow();
  if (publishedGraphs.size >= GRAPHS_KEPT) publishedGraphs.clear();
  publishedGraphs.set(key, row.definition);
  return row.definition;
}

const graphs = new WeakMap<WorkflowDefinition, WorkflowGraph>();

/** The order's pinned version as a graph, indexed once per process. */
export async function workflowGraph(
  trx: Db,
  order: Pick<OrderRow, 'workflowId' | 'workflowVersion'>,
): Promise<WorkflowGraph> {
  const definition = await workflowVersion(trx, order.workflowId, order.workflowVersion);
  let graph = graphs.get(definition);
  if (!graph) {
    graph = new WorkflowGraph(definition);
    graphs.set(definition, graph);
  }
  return graph;
}

export interface EventInput {
  type: string;
  stepId?: string | null;
  taskId?: string | null;
  data?: unknown;
  actor: string;
}

/** The row of an event of the order; its task, when the task is written by the same statement, by `taskId`. */
export function eventRow(order: OrderRow, event: EventInput, at: Date, taskId?: RawBuilder<string>) {
  return {
    tenant_id: order.tenantId,
    order_id: order.id,
    account_id: order.accountId,
    type: event.type,
    step_id: event.stepId ?? null,
    task_id: taskId ?? event.taskId ?? null,
    data: JSON.stringify(event.data ?? {}),
    actor: event.actor,
    at,
  };
}

/**
 * The tenant's notification as a column of the statement that writes an event, when the transaction has
 * not sent it yet: delivered on commit, and alike notifications of one transaction arrive once, so one
 * per tenant and transaction is enough — and it costs no statement of its own.
 */
export function notifyColumn(trx: Db, tenantId: string): AliasedRawBuilder<unknown, 'notified'>[] {
  if (trx.isTransaction) {
    const tenants = notifiedTenants.get(trx) ?? new Set<string>();
    if (tenants.has(tenantId)) return [];
    tenants.add(tenantId);
    notifiedTenants.set(trx, tenants);
  }
  return [sql`pg_notify(${ORDER_EVENTS_CHANNEL}, ${tenantId})`.as('notified')];
}

/** An event of the order, written with the transition it records (one statement); answers its id. */
export async function appendEvent(trx: Db, order: OrderRow, event: EventInput, at: Date): Promise<string> {
  const written = await engineDb(trx)
    .with('event', (db) =>
      db
        .insertInto('order_events')
        .values(eventRow(order, event, at))
        .returning(sql<string>`id::text`.as('id')),
    )
    .selectFrom('event')
    .select(['event.id', ...notifyColumn(trx, order.tenantId)])
    .executeTakeFirstOrThrow();
  return written.id;
}

/** Events of the order, written with the transition they record in one statement, in the order given. */
export async function appendEvents(trx: Db, order: OrderRow, events: EventInput[], at: Date): Promise<void> {
  await engineDb(trx)
    .with('event', (db) => db.insertInto('order_events').values(events.map((event) => eventRow(order, event, at))))
    .selectNoFrom([sql<string>`${order.id}`.as('id'), ...notifyColumn(trx, order.tenantId)])
    .execute();
}

const notifiedTenants = new WeakMap<Db, Set<string>>();

/** A change of an order's state: to which (never the one it is in), why, by whom, and what changed it. */
export interface StateChange {
  to: OrderState;
  /** Why the order is in its new state (its `state_reason`), or null. */
  reason: string | null;
  actor: string;
  at: Date;
  /** The event of what changed the state (`ORDER_PARKED`, an operator's action), written after the change's. */
  cause?: Omit<EventInput, 'actor'>;
}

/** The event of a change of the order's state; `from` is null for a new order. */
export function stateChangedEvent(
  from: OrderState | null,
  change: Pick<StateChange, 'to' | 'reason' | 'actor'>,
): EventInput {
  const data: OrderStateChange = { from, to: change.to, reason: change.reason };
  return { type: ORDER_STATE_CHANGED_EVENT, data, actor: change.actor };
}

/**
 * Moves the order to another state: the order's row, the change's event and its cause's in one statement,
 * then the change counted in the hourly rollups. Every change of an order's state after its intake comes
 * through here, so each is one `ORDER_STATE_CHANGED` event.
 */
export async function setOrderState(trx: Db, order: OrderRow, change: StateChange): Promise<void> {
  const { to, reason, at } = change;
  const final = to === 'COMPLETED' || to === 'FAILED' || to === 'CANCELLED' || to === 'ROLLED_BACK';
  const events = [stateChangedEvent(order.state, change)];
  if (change.cause) events.push({ ...change.cause, actor: change.actor });
  await engineDb(trx)
    .with('changed', (db) =>
      db
        .updateTable('orders')
        .set({
          state: to,
          state_reason: reason,
          updated_at: at,
          last_event_at: at,
          version: sql<number>`version + 1`,
          ...(final ? { completed_at: at } : {}),
        })
        .where('id', '=', order.id),
    )
    .with('event', (db) => db.insertInto('order_events').values(events.map((event) => eventRow(order, event, at))))
    .selectNoFrom([sql<string>`${order.id}`.as('id'), ...notifyColumn(trx, order.tenantId)])
    .execute();
  await countStateChange(trx, order, order.state, to, at);
  order.state = to;
  order.version += 1;
}

export async function touchOrder(trx: Db, orderId: string, at: Date): Promise<void> {
  await engineDb(trx)
    .updateTable('orders')
    .set({ last_event_at: at, updated_at: at })
    .where('id', '=', orderId)
    .execute();
}

export interface TemplateRow {
  name: string;
  type: string;
  config: Record<string, unknown>;
  inputMapping: Record<string, string>;
  outputMapping: Record<string, string>;
  retryPolicy: RetryPolicy;
  timeoutMs: number;
  retryableErrors: string[];
  enabled: boolean;
}

/** The columns of a task template (`tt`) a step runs by, besides its name and type. */
export const TEMPLATE_RUN_COLUMNS = [
  'tt.config',
  'tt.input_mapping as inputMapping',
  'tt.output_mapping as outputMapping',
  'tt.retry_policy as retryPolicy',
  'tt.timeout_ms as timeoutMs',
  'tt.retryable_errors as retryableErrors',
  'tt.enabled',
] as const;

/** A task template of the tenant by name, as it is now: steps name templates, resolved when they run. */
export async function templateNamed(trx: Db, tenantId: string, name: string): Promise<TemplateRow | undefined> {
  return engineDb(trx)
    .selectFrom('task_templates as tt')
    .select(['tt.name', 'tt.type', ...TEMPLATE_RUN_COLUMNS])
    .where('tt.tenant_id', '=', tenantId)
    .where(sql<string>`lower(tt.name)`, '=', name.toLowerCase())
    .executeTakeFirst();
}
