import { randomUUID } from 'node:crypto';
import { ORDER_STATE_CHANGED_EVENT, type OrderState } from '../../public/contract/order.ts';
import type { WorkflowStep } from '../../public/contract/workflowDefinition.ts';
import { retryDelayMs } from '../execution/retryDelay.ts';
import {
  between,
  ENGINE,
  OrderRun,
  type Ending,
  type HistoryRows,
  type OrderPlan,
  type Row,
  type StepTemplate,
} from './seededOrderRun.ts';

/**
 * One demo order's run as the engine runs one: the workflow's steps in their order, each call attempted as
 * its template's retry policy allows (a retryable failure waits the policy's delay, a failure for good parks
 * the order), a person's step as a worklist item opened, claimed and completed, the order cancelled or
 * paused by an operator where its ending says so. It starts at the plan's intake time and draws from the
 * plan's own seed, so the history can run an order again, earlier, when its run reaches past the seed's start.
 */

export interface Timeline {
  rows: HistoryRows;
  state: OrderState;
  reason: string | null;
  /** The order's states as they followed each other, with when. */
  states: { at: number; state: OrderState }[];
  /** The last event that moved the order (its last-event time). */
  lastMove: number;
  /** When it ended, for an ended order. */
  endedAt: number | null;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const SUCCESS_CONDITION = 'which the success condition does not accept';
const CANCEL_REASON = 'Cancelled by an operator: the customer withdrew the order';
const PAUSE_REASON = 'Paused by an operator: the customer asked to wait';
const WAITING_REASON = 'A person works a step of it';
/** The message of the demo's dependency rule that holds an IPTV add-on (the rules plugin seeds it). */
export const HELD_REASON = 'Held until the fibre line is installed.';
const FINAL: readonly OrderState[] = ['COMPLETED', 'FAILED', 'CANCELLED', 'ROLLED_BACK'];

/** A completed call's or inline step's output; an ASSIGN_STOCK step's is written by the inventory's seed. */
function outputFor(type: string): unknown {
  if (type === 'HTTP_CALL') return { result: { transactionId: randomUUID() } };
  return {};
}

/** One attempt of a call: its row and events; answers when it started. */
function attempt(run: OrderRun, step: WorkflowStep, taskId: string, number: number, status: number): number {
  const { random } = run;
  const { payload } = run.plan;
  // The job is taken a moment after the task comes due; the element answers within its latency.
  run.at += Math.round(between(random, 5, 40));
  const started = run.at;
  run.event('TASK_STARTED', { attempt: number }, { stepId: step.id, taskId });
  const duration = Math.round(between(random, 60, 900));
  run.at += duration;
  const ok = status < 300;
  run.rows.attempts.push({
    id: randomUUID(),
    task_id: taskId,
    order_id: run.plan.orderId,
    tenant_id: run.plan.tenantId,
    number,
    state: ok ? 'SUCCEEDED' : 'FAILED',
    request: JSON.stringify({ method: 'POST', url: step.taskTemplate, headers: {}, body: JSON.stringify(payload) }),
    response: JSON.stringify({
      status,
      headers: {},
      body: ok ? '{"result":"OK"}' : status >= 500 ? '{"result":"UNAVAILABLE"}' : '{"result":"REFUSED"}',
      durationMs: duration,
    }),
    error_code: ok ? null : status >= 500 ? 'HTTP_5XX' : 'HTTP_4XX',
    error_message: ok ? null : `The element answered ${status}, ${SUCCESS_CONDITION}`,
    started_at: new Date(started),
    ended_at: new Date(run.at),
    duration_ms: duration,
  });
  return started;
}

type CallOutcome = 'ok' | 'retried' | 'HTTP_5XX' | 'HTTP_4XX' | 'paused';

/**
 * A call step: scheduled, then attempted until it succeeds, fails with an error its template does not
 * retry, or has spent the policy's attempts — each wait the policy's delay, as the engine draws it.
 * Answers whether the order moves on.
 */
function call(run: OrderRun, step: WorkflowStep, template: StepTemplate, outcome: CallOutcome): boolean {
  const taskId = run.task(step, 'HTTP_CALL', 'SCHEDULED');
  run.event('TASK_SCHEDULED', {}, { stepId: step.id, taskId });
  const statusOf = (number: number) =>
    outcome === 'ok' || (outcome === 'retried' && number > 1) ? 200 : outcome === 'HTTP_4XX' ? 400 : 503;
  const { maxAttempts } = template.retryPolicy;
  let number = 0;
  for (;;) {
    number += 1;
    const status = statusOf(number);
    const started = attempt(run, step, taskId, number, status);
    if (number === 1) run.updateTask(taskId, { started_at: new Date(started) });
    const errorCode = status >= 500 ? 'HTTP_5XX' : status >= 400 ? 'HTTP_4XX' : null;
    if (errorCode === null) {
      run.updateTask(taskId, {
        state: 'COMPLETED',
        attempt_count: number,
        output: JSON.stringify(outputFor('HTTP_CALL')),
        ended_at: new Date(run.at),
        advanced: true,
      });
      run.event('TASK_COMPLETED', {}, { stepId: step.id, taskId });
      return true;
    }
    const message = `The element answered ${status}, ${SUCCESS_CONDITION}`;
    const failure = { attempt: number, errorCode, message };
    if (template.retryableErrors.includes(errorCode) && number < maxAttempts) {
      const runAfter = run.at + retryDelayMs(template.retryPolicy, number, run.random);
      run.updateTask(taskId, {
        state: 'SCHEDULED',
        attempt_count: number,
        run_after: new Date(runAfter),
        error_code: errorCode,
        error_message: message,
      });
      run.event(
        'TASK_RETRY_SCHEDULED',
        { ...failure, runAfter: new Date(runAfter).toISOString() },
        { stepId: step.id, taskId },
      );
      if (outcome === 'paused') {
        // The operator pauses before the retry comes due: the task stays scheduled, for resume to send again.
        run.at += Math.round((runAfter - run.at) * between(run.random, 0.1, 0.6));
        run.moveTo('PAUSED', PAUSE_REASON, run.plan.operator);
        return false;
      }
      run.at = runAfter;
      continue;
    }
    run.updateTask(taskId, {
      state: 'FAILED',
      attempt_count: number,
      error_code: errorCode,
      error_message: message,
      ended_at: new Date(run.at),
      advanced: true,
    });
    run.event('TASK_FAILED', failure, { stepId: step.id, taskId });
    run.moveTo('FAILED_TEMP', `${step.name}: ${message}`, ENGINE, {
      stepId: step.id,
      taskId,
      data: { stepName: step.name, errorCode, message },
    });
    return false;
  }
}

type PersonOutcome = 'feasible' | 'infeasible' | 'wait' | 'pause' | 'cancel';

/** A person's step: its worklist item opened, and — unless the order rests there — claimed and completed. */
function person(run: OrderRun, step: WorkflowStep, outcome: PersonOutcome): boolean {
  const { plan } = run;
  const taskId = run.task(step, 'HUMAN', 'RUNNING');
  const itemId = randomUUID();
  const opened = run.at;
  const address = typeof plan.payload.address === 'string' ? plan.payload.address : 'the address';
  const item: Row<'worklist_items'> = {
    id: itemId,
    tenant_id: plan.tenantId,
    order_id: plan.orderId,
    task_id: taskId,
    step_id: step.id,
    account_id: plan.accountId,
    title: `Site survey at ${address}`,
    form: 'Site survey',
    group_name: 'Operator',
    assignee: null,
    state: 'OPEN',
    priority: plan.priority,
    data: '{}',
    completed_at: null,
    completed_by: null,
    due_at: new Date(opened + 48 * HOUR),
    created_at: new Date(opened),
    updated_at: new Date(opened),
    updated_by: ENGINE,
  };
  run.rows.items.push(item);
  run.event('WORKLIST_ITEM_OPENED', { itemId, group: 'Operator' }, { stepId: step.id, taskId });
  run.moveTo('WAITING_MANUAL', WAITING_REASON);
  const claims = outcome !== 'wait' || run.random() < 0.4;
  if (claims) {
    run.at += Math.round(between(run.random, 10 * MINUTE, 4 * HOUR));
    Object.assign(item, {
      state: 'CLAIMED',
      assignee: plan.operator,
      updated_at: new Date(run.at),
      updated_by: plan.operator,
    });
    run.event('WORKLIST_ITEM_CLAIMED', { itemId }, { stepId: step.id, taskId, actor: plan.operator });
  }
  if (outcome === 'wait') return false;
  if (outcome === 'pause') {
    run.at += Math.round(between(run.random, 5 * MINUTE, 2 * HOUR));
    run.moveTo('PAUSED', PAUSE_REASON, plan.operator);
    return false;
  }
  run.at += Math.round(between(run.random, 1 * HOUR, 36 * HOUR));
  if (outcome === 'cancel') {
    run.updateTask(taskId, { state: 'CANCELLED', ended_at: new Date(run.at), advanced: true });
    Object.assign(item, { state: 'CANCELLED', updated_at: new Date(run.at), updated_by: ENGINE });
    run.moveTo('CANCELLED', CANCEL_REASON, plan.operator);
    return false;
  }
  const form =
    outcome === 'feasible'
      ? { feasible: true, notes: 'Duct in place, ONT room accessible' }
      : { feasible: false, blocker: 'No duct', notes: 'No duct to the building' };
  Object.assign(item, {
    state: 'COMPLETED',
    data: JSON.stringify(form),
    completed_at: new Date(run.at),
    completed_by: plan.operator,
    updated_at: new Date(run.at),
    updated_by: plan.operator,
  });
  run.updateTask(taskId, {
    state: 'COMPLETED',
    // The template's output mapping: `form.feasible`, `form.notes`.
    output: JSON.stringify({ feasible: form.feasible, notes: form.notes }),
    ended_at: new Date(run.at),
    advanced: true,
  });
  run.event('TASK_COMPLETED', { itemId, by: plan.operator }, { stepId: step.id, taskId, actor: plan.operator });
  run.moveTo('RUNNING', null, plan.operator);
  return true;
}

/** A step the engine runs within the transition that reaches it (start, end, fork, join, decision, inline tasks). */
function inline(run: OrderRun, step: WorkflowStep, type: string): void {
  const output = step.kind === 'TASK' ? JSON.stringify(outputFor(type)) : null;
  const taskId = run.task(step, type, 'COMPLETED', { output });
  run.event('TASK_COMPLETED', {}, { stepId: step.id, taskId });
}

/** How a step goes when it is not where the order stops: a call now and then retried, a survey as the path says. */
function usualOutcome(run: OrderRun, type: string): CallOutcome | PersonOutcome {
  if (type === 'HUMAN') return run.plan.ending.kind === 'refuse' ? 'infeasible' : 'feasible';
  // Now and then an element answers 503 and the retry goes through, as the simulator's failure rates make it.
  return run.random() < 0.06 ? 'retried' : 'ok';
}

/** How the step where the order stops goes, as its ending says. */
function stopOutcome(ending: Ending): CallOutcome | PersonOutcome {
  if (ending.kind === 'park') return ending.error;
  if (ending.kind === 'pauseOnRetry') return 'paused';
  if (ending.kind === 'person') return ending.then;
  return 'ok';
}

/** The task type of a TASK step (its template's), the kind of any other step. */
function typeOf(plan: OrderPlan, step: WorkflowStep): string {
  return step.kind === 'TASK' ? (plan.templates.get(step.taskTemplate ?? '')?.type ?? 'TASK') : step.kind;
}

/** Runs one step; answers whether the order moves on from it. */
function runStep(run: OrderRun, step: WorkflowStep, outcome: CallOutcome | PersonOutcome): boolean {
  const template = step.taskTemplate ? run.plan.templates.get(step.taskTemplate) : undefined;
  const type = typeOf(run.plan, step);
  if (type === 'HTTP_CALL' && template) return call(run, step, template, outcome as CallOutcome);
  if (type === 'HUMAN') return person(run, step, outcome as PersonOutcome);
  inline(run, step, type);
  if (type === 'TERMINATE') {
    const failed = template?.config.outcome === 'FAILED';
    run.moveTo(failed ? 'FAILED' : 'COMPLETED', `Ended by the step ${step.name}`);
    return false;
  }
  if (step.kind === 'END') {
    run.moveTo('COMPLETED', null);
    return false;
  }
  return true;
}

/** Runs the order's path as far as its ending lets it, and answers its rows and states. */
export function runOrder(plan: OrderPlan): Timeline {
  const run = new OrderRun(plan);
  run.event('ORDER_CREATED', { source: plan.source, workflowVersion: 1, idempotencyKey: null }, { actor: 'seed' });
  const { ending } = plan;
  const stop = 'step' in ending ? ending.step : plan.path.length;
  const taken = ending.kind === 'hold' ? { to: 'PENDING', reason: HELD_REASON } : { to: 'RUNNING', reason: null };
  run.event(ORDER_STATE_CHANGED_EVENT, { from: null, ...taken }, { actor: 'seed' });
  if (ending.kind === 'hold') {
    // Taken PENDING at intake: held from its first moment.
    run.state = 'PENDING';
    run.reason = HELD_REASON;
    run.states.splice(0, 1, { at: run.at, state: 'PENDING' });
    // The order number is the history's to fill in, once every order is numbered.
    run.event(
      'ORDER_HELD',
      { waitingFor: { orderId: ending.waitingFor, orderNumber: null }, reason: HELD_REASON },
      { actor: 'seed' },
    );
  }
  for (const [index, step] of (ending.kind === 'hold' ? [] : plan.path).entries()) {
    if (index === stop) {
      // The other branch of a fork ran beside the step where the order stops, and ended first.
      for (const sibling of plan.path.filter((candidate) => plan.beside.has(candidate.id))) {
        runStep(run, sibling, usualOutcome(run, typeOf(plan, sibling)));
      }
    }
    const moved = runStep(run, step, index === stop ? stopOutcome(ending) : usualOutcome(run, typeOf(plan, step)));
    if (!moved) break;
  }
  if (ending.kind === 'park' && ending.cancelled) {
    run.at += Math.round(between(run.random, 1 * HOUR, 30 * HOUR));
    run.moveTo('CANCELLED', CANCEL_REASON, plan.operator);
  }
  return {
    rows: run.rows,
    state: run.state,
    reason: run.reason,
    states: run.states,
    lastMove: run.lastMove,
    endedAt: FINAL.includes(run.state) ? (run.states.at(-1)?.at ?? null) : null,
  };
}
