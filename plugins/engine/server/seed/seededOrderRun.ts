import { randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import { ORDER_STATE_CHANGED_EVENT, type OrderState, type TaskState } from '../../public/contract/order.ts';
import type { RetryPolicy, WorkflowStep } from '../../public/contract/workflowDefinition.ts';
import type { EngineTables } from '../../public/server/engineTables.ts';
import { randomSource } from './historyPlan.ts';

/**
 * What a demo order's run is planned from and writes: its plan (the workflow's path, its ending, its seed),
 * and the run itself recording the order's rows and events as the engine writes them (`orderTimeline.ts`
 * runs the steps).
 */

export type Row<Table extends keyof EngineTables> = Insertable<EngineTables[Table]>;

export interface HistoryRows {
  orders: (Row<'orders'> & { created_at: Date })[];
  tasks: Row<'order_tasks'>[];
  attempts: Row<'task_attempts'>[];
  events: (Row<'order_events'> & { at: Date })[];
  items: Row<'worklist_items'>[];
}

export const noRows = (): HistoryRows => ({ orders: [], tasks: [], attempts: [], events: [], items: [] });

/** What the history needs of a task template: how its steps run and retry. */
export interface StepTemplate {
  type: string;
  config: Record<string, unknown>;
  retryPolicy: RetryPolicy;
  retryableErrors: readonly string[];
}

/** Where the order's run stops, and what it rests as. */
export type Ending =
  | { kind: 'complete' }
  /** A TERMINATE step ends it FAILED (the path is the refusing one). */
  | { kind: 'refuse' }
  /** A call fails for good at `step`: parked, then perhaps cancelled by an operator. */
  | { kind: 'park'; step: number; error: 'HTTP_5XX' | 'HTTP_4XX'; cancelled: boolean }
  /** A call at `step` failed once; an operator paused the order while its retry waited. */
  | { kind: 'pauseOnRetry'; step: number }
  /** A person's step at `step` waits: open or claimed, or the order paused or cancelled meanwhile. */
  | { kind: 'person'; step: number; then: 'wait' | 'pause' | 'cancel' }
  /** Held at intake by an earlier order of the same subscriber (`waitingFor`, once the history picks it). */
  | { kind: 'hold'; waitingFor: string | null };

export interface OrderPlan {
  tenantId: string;
  orderId: string;
  accountId: string | null;
  priority: number;
  payload: Record<string, unknown>;
  path: readonly WorkflowStep[];
  /** Steps of the path after the stop that ran beside it (the other branch of a fork). */
  beside: ReadonlySet<string>;
  ending: Ending;
  source: Row<'orders'>['source'];
  /** Who acts as the tenant's operator: claims items, pauses and cancels. */
  operator: string;
  templates: ReadonlyMap<string, StepTemplate>;
  createdAt: number;
  /** Seeds the order's own random draws: run again, it runs alike. */
  seed: number;
}

export const ENGINE = 'engine';
/** The states whose event carries the reason. */
const REASONED: readonly OrderState[] = ['FAILED_TEMP', 'FAILED', 'CANCELLED', 'PAUSED'];
export const between = (random: () => number, low: number, high: number) => low + random() * (high - low);

/** A run of one order, written as it goes. */
export class OrderRun {
  readonly rows = noRows();
  readonly random: () => number;
  at: number;
  state: OrderState = 'RUNNING';
  reason: string | null = null;
  readonly states: { at: number; state: OrderState }[];
  lastMove: number;

  constructor(readonly plan: OrderPlan) {
    this.random = randomSource(plan.seed);
    this.at = plan.createdAt;
    this.lastMove = plan.createdAt;
    this.states = [{ at: plan.createdAt, state: 'RUNNING' }];
  }

  event(type: string, data: unknown, step: { stepId?: string; taskId?: string; actor?: string } = {}): void {
    this.rows.events.push({
      tenant_id: this.plan.tenantId,
      order_id: this.plan.orderId,
      account_id: this.plan.accountId,
      type,
      step_id: step.stepId ?? null,
      task_id: step.taskId ?? null,
      data: JSON.stringify(data),
      actor: step.actor ?? ENGINE,
      at: new Date(this.at),
    });
    this.lastMove = this.at;
  }

  /**
   * The order's new state and its reason, recorded as the engine records it: the change (`ORDER_STATE_CHANGED`
   * from the state it leaves), then what caused it — none for a step that waits for a person or one done,
   * which the engine's settling moves between RUNNING and WAITING_MANUAL by itself.
   */
  moveTo(
    state: OrderState,
    reason: string | null,
    actor = ENGINE,
    cause: { stepId?: string; taskId?: string; data?: Record<string, unknown> } = {},
  ): void {
    const from = this.state;
    this.state = state;
    this.reason = reason;
    this.states.push({ at: this.at, state });
    this.event(ORDER_STATE_CHANGED_EVENT, { from, to: state, reason }, { actor });
    if (state === 'RUNNING' || state === 'WAITING_MANUAL') return;
    const type = `ORDER_${state === 'FAILED_TEMP' ? 'PARKED' : state}`;
    const data = { ...(REASONED.includes(state) ? { reason } : {}), ...cause.data };
    this.event(type, data, { actor, ...(cause.stepId ? { stepId: cause.stepId, taskId: cause.taskId } : {}) });
  }

  task(step: WorkflowStep, type: string, state: TaskState, values: Partial<Row<'order_tasks'>> = {}): string {
    const id = randomUUID();
    const ended = state !== 'SCHEDULED' && state !== 'RUNNING';
    this.rows.tasks.push({
      id,
      order_id: this.plan.orderId,
      tenant_id: this.plan.tenantId,
      step_id: step.id,
      step_name: step.name,
      type,
      task_template: step.taskTemplate ?? null,
      iteration: 1,
      state,
      input: step.kind === 'TASK' ? JSON.stringify(this.plan.payload) : null,
      output: null,
      error_code: null,
      error_message: null,
      attempt_count: 0,
      advanced: ended,
      scheduled_at: new Date(this.at),
      run_after: new Date(this.at),
      started_at: state === 'SCHEDULED' ? null : new Date(this.at),
      ended_at: ended ? new Date(this.at) : null,
      ...values,
    });
    return id;
  }

  /** Changes a task written before (its end, its attempts). */
  updateTask(id: string, values: Partial<Row<'order_tasks'>>): void {
    const task = this.rows.tasks.find((row) => row.id === id);
    if (task) Object.assign(task, values);
  }
}
