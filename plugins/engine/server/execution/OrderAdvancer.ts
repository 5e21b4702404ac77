import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { isMoving, type TaskState } from '../../public/contract/order.ts';
import type { WorkflowStep } from '../../public/contract/workflowDefinition.ts';
import type { CoreDatabase } from '../../../../core/server/db/schema.ts';
import { engineDb } from '../../public/server/engineTables.ts';
import type { EngineDeps } from './engineDeps.ts';
import {
  orderTasks,
  setOrderState,
  templateNamed,
  workflowGraph,
  type OrderRow,
  type TaskRow,
  type TemplateRow,
} from './orderStore.ts';
import { askPerson } from './humanStep.ts';
import { beginRollback, continueRollback, markCompensating, undoneBy, type RollbackSteps } from './rollback.ts';
import { cancelUnderway, notifyParent, startSubOrder, type ChildEnded, type SendTaskJob } from './subOrders.ts';
import { evaluateMapping, stepContext } from './stepContext.ts';
import { tenantExpressions } from './tenantExpressions.ts';
import { transformOutput } from './transformStep.ts';
import { addTask, type ChainSlot, type Run } from './orderRun.ts';
import { runHandledStep } from './handledStep.ts';
import { retryDelayMs } from './retryDelay.ts';
import type { OrderEnd, StepTypeHandler } from '../../public/server/StepTypes.ts';

export const TASK_QUEUE = 'engine-task';
export interface TaskJob {
  orderId: string;
  taskId: string;
}

export type { EngineDeps };

/** Task types the engine runs as a job of their own (a call, a timer); the others run as they are reached. */
const JOB_TYPES = new Set(['HTTP_CALL', 'WAIT']);
const INLINE_TYPES = new Set(['TRANSFORM', 'NOTIFY', 'TERMINATE']);
const DONE: readonly TaskState[] = ['COMPLETED', 'COMPLETED_MANUALLY', 'SKIPPED'];
const ACTIVE: readonly TaskState[] = ['SCHEDULED', 'RUNNING'];
/** A step that failed for good, as its order is parked (or rolled back) for it: its task, and why. */
export interface FailedStep {
  stepId: string;
  stepName: string;
  taskId: string;
  errorCode: string | null;
  message: string;
}
/** How a step that cannot run is recorded: its task's type, error code and template. */
interface StepFailure {
  type: string;
  code?: string;
  template?: string | null;
}
/** Steps one transition may pass through without a job (the publish checks keep loops from spinning). */
const MAX_INLINE_STEPS = 1_000;

/**
 * Moves an order through its pinned workflow version, inside the transaction of the transition that
 * calls it: enters steps, runs those that need no job (start, end, fork, join, decisions, transforms),
 * schedules the others as jobs in the same transaction, and ends the order when its END is reached and
 * nothing runs any more — or parks it when a step fails for good. Every change is an event.
 */
export class OrderAdvancer {
  constructor(private readonly deps: EngineDeps) {}

  /** Starts a new order at its START step. */
  async start(trx: Kysely<CoreDatabase>, order: OrderRow, actor: string): Promise<void> {
    const run = await this.load(trx, order, actor);
    await this.enter(run, [run.graph.start().id]);
    await this.settle(run);
  }

  /**
   * Follows the edges out of a step whose task has just completed; `tasks`, the order's tasks as this
   * transaction has them (read under the order's lock, the ended one as it now is), spares reading them;
   * `chain`, when given, takes the next call due now for the caller to make.
   */
  async afterStep(
    trx: Kysely<CoreDatabase>,
    order: OrderRow,
    stepId: string,
    actor: string,
    tasks?: TaskRow[],
    chain?: ChainSlot,
  ): Promise<void> {
    const run = await this.load(trx, order, actor, tasks);
    run.chain = chain;
    if (!isMoving(run.order.state)) return;
    if (run.order.compensating) await continueRollback(run, this.rollbackSteps);
    else await this.enter(run, await this.targets(run, run.graph.step(stepId)));
    await this.settle(run);
  }

  /**
   * Runs a step again as a new task (an operator's retrigger): with the given input, or with its input
   * mapping evaluated anew.
   */
  async rerun(
    trx: Kysely<CoreDatabase>,
    order: OrderRow,
    stepId: string,
    actor: string,
    input?: Record<string, unknown>,
  ): Promise<void> {
    const run = await this.load(trx, order, actor);
    const step = run.graph.step(stepId);
    if (run.order.compensating && input === undefined) {
      await continueRollback(run, this.rollbackSteps);
      return;
    }
    const undoes = run.order.compensating ? await undoneBy(run, stepId) : null;
    const template =
      input !== undefined && step.taskTemplate
        ? await templateNamed(trx, order.tenantId, step.taskTemplate)
        : undefined;
    if (template && input !== undefined) {
      const handler = this.deps.stepTypes.handler(template.type);
      const next = JOB_TYPES.has(template.type)
        ? (await this.schedule(run, step, template, input), [])
        : handler
          ? await this.runHandled(run, step, template, input, handler)
          : await this.runInline(run, step, template, input);
      const added = run.tasks.at(-1);
      if (undoes !== null && added) {
        await markCompensating(run, added.id, undoes);
        await continueRollback(run, this.rollbackSteps);
      }
      await this.enter(run, next);
    } else {
      await this.enter(run, [stepId]);
    }
    await this.settle(run);
  }

  /**
   * Goes on with a resumed order: follows the steps that finished while it was paused (or parks it when
   * one failed), and sends again the jobs of its scheduled tasks, timers keeping their time.
   */
  async resume(trx: Kysely<CoreDatabase>, order: OrderRow, actor: string): Promise<void> {
    const run = await this.load(trx, order, actor);
    const scheduled = run.tasks.filter((task) => task.state === 'SCHEDULED');
    const waiting = run.tasks.filter(
      (task) => !task.advanced && (DONE.includes(task.state) || task.state === 'FAILED'),
    );
    if (waiting.length > 0) {
      await engineDb(trx)
        .updateTable('order_tasks')
        .set({ advanced: true })
        .where(
          'id',
          'in',
          waiting.map((task) => task.id),
        )
        .execute();
    }
    const failed = waiting.find((task) => task.state === 'FAILED');
    if (failed) {
      const error = await engineDb(trx)
        .selectFrom('order_tasks')
        .select(['error_code as errorCode', 'error_message as message'])
        .where('id', '=', failed.id)
        .executeTakeFirst();
      const message = `${error?.message ?? 'it failed'} (while the order was paused)`;
      const step = { stepId: failed.stepId, stepName: run.graph.step(failed.stepId).name, taskId: failed.id };
      await this.stepFailed(trx, order, { ...step, errorCode: error?.errorCode ?? null, message }, actor);
      return;
    }
    if (run.order.compensating) await continueRollback(run, this.rollbackSteps);
    else for (const task of waiting) await this.enter(run, await this.targets(run, run.graph.step(task.stepId)));
    for (const task of scheduled) {
      const job: TaskJob = { orderId: order.id, taskId: task.id };
      await this.deps.jobs.send(TASK_QUEUE, job, {
        trx,
        delayMs: new Date(task.runAfter).getTime() - run.at.getTime(),
      });
    }
    await this.settle(run);
  }

  /**
   * After a step failed for good: rolls the order back when its workflow says so, else (or when a
   * compensation failed) parks it for an operator.
   */
  async stepFailed(trx: Kysely<CoreDatabase>, order: OrderRow, failed: FailedStep, actor: string): Promise<void> {
    const reason = `${failed.stepName}: ${failed.message}`;
    if (!order.compensating) {
      const run = await this.load(trx, order, actor);
      if (run.graph.definition.failurePolicy === 'ROLL_BACK') {
        await beginRollback(run, reason, this.rollbackSteps);
        return;
      }
    }
    const why = order.compensating ? `Rolling back stopped: ${reason}` : reason;
    const { stepId, taskId, stepName, errorCode, message } = failed;
    const cause = { type: 'ORDER_PARKED', stepId, taskId, data: { reason: why, stepName, errorCode, message } };
    await setOrderState(trx, order, { to: 'FAILED_TEMP', reason: why, actor, at: new Date(this.deps.clock()), cause });
  }

  private readonly rollbackSteps: RollbackSteps = {
    enterTask: (run, step) => this.enterTask(run, step),
    endOrder: (run, state, reason) => this.endOrder(run, state, reason),
    childEnded: (trx, child, actor) => this.childEnded(trx, child, actor),
  };

  private async load(trx: Kysely<CoreDatabase>, order: OrderRow, actor: string, tasks?: TaskRow[]): Promise<Run> {
    return {
      trx,
      order,
      graph: await workflowGraph(trx, order),
      tasks: tasks ?? (await orderTasks(trx, order.id)),
      at: new Date(this.deps.clock()),
      actor,
      passed: 0,
    };
  }

  private context(run: Run) {
    return stepContext(run.order, run.tasks);
  }

  /** The evaluator for the order's expressions: `$translate` reads its tenant's tables. */
  private expressions(run: Run) {
    return tenantExpressions(this.deps, run.trx, run.order.tenantId);
  }

  /** The steps an edge leads to once `step` is done: those whose condition holds (or that have none). */
  private async targets(run: Run, step: WorkflowStep): Promise<string[]> {
    const edges = run.graph.edgesFrom(step.id);
    if (step.kind === 'DECISION') return [];
    const context = this.context(run);
    const taken: string[] = [];
    for (const edge of edges) {
      if (!edge.condition || (await this.expressions(run).evaluate(edge.condition, context)) === true)
        taken.push(edge.to);
    }
    return taken;
  }

  private async enter(run: Run, stepIds: string[]): Promise<void> {
    const pending = [...stepIds];
    while (pending.length > 0 && isMoving(run.order.state) && !run.order.compensating) {
      run.passed += 1;
      if (run.passed > MAX_INLINE_STEPS)
        throw new Error(`Order ${run.order.orderNumber} passed ${MAX_INLINE_STEPS} steps in one go`);
      const step = run.graph.step(pending.shift() as string);
      pending.push(...(await this.enterStep(run, step)));
    }
  }

  /** Enters one step; answers the steps to enter next. */
  private async enterStep(run: Run, step: WorkflowStep): Promise<string[]> {
    switch (step.kind) {
      case 'START':
      case 'FORK':
        await addTask(run, { step, type: step.kind, template: null, state: 'COMPLETED' });
        return this.targets(run, step);
      case 'END':
        await addTask(run, { step, type: step.kind, template: null, state: 'COMPLETED' });
        return [];
      case 'JOIN':
        if (!this.joinReady(run, step)) return [];
        await addTask(run, { step, type: step.kind, template: null, state: 'COMPLETED' });
        return this.targets(run, step);
      case 'DECISION':
        return this.decide(run, step);
      case 'TASK':
        return this.enterTask(run, step);
    }
  }

  /** A JOIN goes on once every step leading into it has finished once more than the JOIN has. */
  private joinReady(run: Run, step: WorkflowStep): boolean {
    const passes = run.tasks.filter((task) => task.stepId === step.id).length;
    return run.graph
      .sourcesOf(step.id)
      .every(
        (source) => run.tasks.filter((task) => task.stepId === source && DONE.includes(task.state)).length > passes,
      );
  }

  private async decide(run: Run, step: WorkflowStep): Promise<string[]> {
    const context = this.context(run);
    const edges = run.graph.edgesFrom(step.id);
    let chosen = null;
    for (const edge of edges) {
      if (edge.condition && (await this.expressions(run).evaluate(edge.condition, context)) === true) {
        chosen = edge;
        break;
      }
    }
    chosen ??= edges.find((edge) => edge.default) ?? null;
    if (!chosen) {
      const failure = { type: 'DECISION', code: 'MAPPING', template: null };
      return this.failStep(run, step, failure, 'No condition of the decision holds and it has no default edge');
    }
    await addTask(run, {
      step,
      type: 'DECISION',
      template: null,
      state: 'COMPLETED',
      output: { next: chosen.to },
    });
    return [chosen.to];
  }

  /** The step's task, failed for good with why (no attempt could do better), and the order parked. */
  private async failStep(run: Run, step: WorkflowStep, failure: StepFailure, message: string): Promise<string[]> {
    const { type, code = 'NOT_AVAILABLE', template = step.taskTemplate ?? '' } = failure;
    const task = await addTask(run, { step, type, template, state: 'FAILED_TERMINAL', error: { code, message } });
    const failed = { stepId: step.id, stepName: step.name, taskId: task.id, errorCode: code, message };
    await this.stepFailed(run.trx, run.order, failed, run.actor);
    return [];
  }

  private async enterTask(run: Run, step: WorkflowStep): Promise<string[]> {
    const name = step.taskTemplate ?? '';
    const ahead = run.chain?.templates?.get(name.toLowerCase());
    const template = ahead === undefined ? await templateNamed(run.trx, run.order.tenantId, name) : ahead?.template;
    const fail = (type: string, message: string) => this.failStep(run, step, { type }, message);
    if (!template) return fail('TASK', `There is no task template named "${name}"`);
    if (!template.enabled) return fail(template.type, `The task template "${name}" is disabled`);
    let input: Record<string, unknown>;
    try {
      input = await evaluateMapping(
        this.expressions(run),
        step.overrides?.input ?? template.inputMapping,
        this.context(run),
      );
    } catch (error) {
      return fail(template.type, `The input mapping failed: ${(error as Error).message}`);
    }
    if (JOB_TYPES.has(template.type)) {
      await this.schedule(run, step, template, input);
      return [];
    }
    if (template.type === 'HUMAN') {
      await askPerson(this.expressions(run), run, step, template, input);
      return [];
    }
    if (template.type === 'SUB_WORKFLOW') {
      const refused = await startSubOrder(run, step, template, input, (trx, child) =>
        this.start(trx, child, run.actor),
      );
      return refused === null ? [] : fail(template.type, refused);
    }
    const handler = this.deps.stepTypes.handler(template.type);
    if (handler) return this.runHandled(run, step, template, input, handler);
    if (!INLINE_TYPES.has(template.type)) {
      return fail(template.type, `${template.type} steps run only when a plugin that runs them is enabled`);
    }
    return this.runInline(run, step, template, input);
  }

  /**
   * Runs a step another plugin handles (ASSIGN_STOCK) in the order's transaction. When it must wait (no
   * stock), the task is scheduled again after the retry policy's first delay, as a job the task runner
   * retries by the policy; when the attempts are spent, the order parks.
   */
  private async runHandled(
    run: Run,
    step: WorkflowStep,
    template: TemplateRow,
    input: Record<string, unknown>,
    handler: StepTypeHandler,
  ): Promise<string[]> {
    const result = await runHandledStep(this.deps, run.trx, handler, {
      order: run.order,
      stepName: step.name,
      template,
      input,
      actor: run.actor,
      at: run.at,
    });
    if (result.status === 'FAILED') {
      return this.failStep(run, step, { type: template.type, code: result.code }, result.message);
    }
    if (result.status === 'WAITING') {
      const runAfter = new Date(run.at.getTime() + retryDelayMs(template.retryPolicy, 1));
      const task = await addTask(run, {
        step,
        type: template.type,
        template: template.name,
        state: 'SCHEDULED',
        input,
        runAfter,
        error: { code: result.code, message: result.message },
      });
      const job: TaskJob = { orderId: run.order.id, taskId: task.id };
      await this.deps.jobs.send(TASK_QUEUE, job, { trx: run.trx, delayMs: runAfter.getTime() - run.at.getTime() });
      return [];
    }
    await addTask(run, {
      step,
      type: template.type,
      template: template.name,
      state: 'COMPLETED',
      input,
      output: result.output,
    });
    return this.targets(run, step);
  }

  /** Tells the plugins that run steps for the engine that the order ended (a reservation is assigned or released). */
  async orderEnded(trx: Kysely<CoreDatabase>, order: OrderRow, end: OrderEnd, actor: string): Promise<void> {
    await this.deps.stepTypes.orderEnded(trx, order, end, new Date(this.deps.clock()), actor);
  }

  private async runInline(run: Run, step: WorkflowStep, template: TemplateRow, input: Record<string, unknown>) {
    let output: unknown = input;
    if (template.type === 'NOTIFY') output = { alert: template.config.alert ?? null };
    if (template.type === 'TRANSFORM') {
      try {
        output = await transformOutput(this.deps, this.expressions(run), run, template, input);
      } catch (error) {
        const message = `The transformation failed: ${(error as Error).message}`;
        return this.failStep(run, step, { type: template.type }, message);
      }
    }
    await addTask(run, { step, type: template.type, template: template.name, state: 'COMPLETED', input, output });
    if (template.type === 'TERMINATE') {
      const outcome = template.config.outcome === 'FAILED' ? 'FAILED' : 'COMPLETED';
      await this.endOrder(run, outcome, `Ended by the step ${step.name}`, step);
      return [];
    }
    return this.targets(run, step);
  }

  private async schedule(run: Run, step: WorkflowStep, template: TemplateRow, input: Record<string, unknown>) {
    let runAfter = run.at;
    if (template.type === 'WAIT') {
      const config = template.config as { durationMs?: number; until?: string };
      const until = config.until ? await this.expressions(run).evaluate(config.until, this.context(run)) : null;
      runAfter =
        typeof until === 'string' && !Number.isNaN(Date.parse(until))
          ? new Date(until)
          : new Date(run.at.getTime() + (config.durationMs ?? 0));
    }
    // A call due now, in a transition whose runner holds a chain: started here, made by that runner.
    const chained =
      template.type === 'HTTP_CALL' &&
      runAfter <= run.at &&
      run.chain?.chainable === true &&
      run.chain.started === null;
    const attemptId = chained ? randomUUID() : undefined;
    const task = await addTask(run, {
      step,
      type: template.type,
      template: template.name,
      state: 'SCHEDULED',
      input,
      runAfter,
      attemptId,
    });
    if (run.chain && attemptId) {
      const attempt = { id: attemptId, number: 1 };
      const target = run.chain.templates?.get(template.name.toLowerCase())?.target;
      run.chain.started = { order: run.order, task: { ...task, stepName: step.name }, template, attempt, target };
      return;
    }
    const job: TaskJob = { orderId: run.order.id, taskId: task.id };
    await this.deps.jobs.send(TASK_QUEUE, job, { trx: run.trx, delayMs: runAfter.getTime() - run.at.getTime() });
  }

  /** Completes the order when its END is done and no task is scheduled or running. */
  private async settle(run: Run): Promise<void> {
    // A rollback ends the order itself once nothing is left to undo.
    if (!isMoving(run.order.state) || run.order.compensating) return;
    const ended = run.tasks.some((task) => task.type === 'END' && task.state === 'COMPLETED');
    const active = run.tasks.some((task) => ACTIVE.includes(task.state));
    if (ended && !active) {
      await this.endOrder(run, 'COMPLETED', null);
      return;
    }
    // WAITING_MANUAL while a person holds a step of it, RUNNING otherwise.
    const waiting = run.tasks.some((task) => task.type === 'HUMAN' && task.state === 'RUNNING');
    const to = waiting ? 'WAITING_MANUAL' : 'RUNNING';
    if (run.order.state !== to) {
      const reason = waiting ? 'A person works a step of it' : null;
      await setOrderState(run.trx, run.order, { to, reason, actor: run.actor, at: run.at });
    }
  }

  /** Ends the order (by a TERMINATE step, when `step` is given): what still runs is cancelled. */
  private async endOrder(
    run: Run,
    to: 'COMPLETED' | 'FAILED' | 'ROLLED_BACK',
    reason: string | null,
    step?: WorkflowStep,
  ): Promise<void> {
    await cancelUnderway(run.trx, run.order.id, run.at, run.actor, this.childEnded);
    const data = { ...(reason ? { reason } : {}), ...(step ? { stepName: step.name } : {}) };
    const cause = { type: `ORDER_${to}`, data };
    await setOrderState(run.trx, run.order, { to, reason, actor: run.actor, at: run.at, cause });
    await this.orderEnded(run.trx, run.order, to, run.actor);
    await notifyParent(run.trx, run.order.id, this.sendTaskJob);
  }

  /** A sub-order cancelled with its parent: what its steps held goes back. */
  readonly childEnded: ChildEnded = (trx, child, actor) => this.orderEnded(trx, child, 'CANCELLED', actor);

  /** Sends a task's job in the transaction: it runs once the transaction commits. */
  readonly sendTaskJob: SendTaskJob = (trx, job: TaskJob) => this.deps.jobs.send(TASK_QUEUE, job, { trx });
}
