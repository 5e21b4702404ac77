import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { isMoving, type TaskState } from '../../public/contract/order.ts';
import type { CoreDatabase } from '../../../../core/server/db/schema.ts';
import type { Job } from '../../../../core/server/jobs/JobWorker.ts';
import { callNetwork, type NetworkCallDeps } from '../network/networkCall.ts';
import { findCallTarget, type CallTargetJson } from '../../public/server/networkQueries.ts';
import { engineDb } from '../../public/server/engineTables.ts';
import {
  appendEvent,
  eventRow,
  lockOrder,
  workflowGraph,
  notifyColumn,
  TASK_COLUMNS,
  type OrderRow,
  type TaskRow,
  type TemplateRow,
} from './orderStore.ts';
import { OrderAdvancer, TASK_QUEUE, type EngineDeps, type TaskJob } from './OrderAdvancer.ts';
import { retryDelayMs } from './retryDelay.ts';
import { evaluateMapping } from './stepContext.ts';
import { tenantExpressions } from './tenantExpressions.ts';
import { subOrderOutcome } from './subOrders.ts';
import { endTask, type TaskEnd } from './endTask.ts';
import { nextTemplateNames, nextTemplates, nextTemplatesColumn, type NextTemplates } from './nextTemplates.ts';
import { CHAIN_SHARE_OF_RECOVERY, MAX_CHAINED_CALLS, taskOfJob } from './chainedCalls.ts';
import type { ChainSlot } from './orderRun.ts';
import { runHandledStep } from './handledStep.ts';
import { endChainedCall } from './chainedCallEnd.ts';
import { recordedAttempt, type Outcome } from './callOutcome.ts';
import type { StepTypeHandler } from '../../public/server/StepTypes.ts';
import { leaseHeld } from '../../../../core/server/jobs/leaseSql.ts';

const ENGINE = 'engine';

/** The task a job runs, as its row reads. */
interface JobTask {
  id: string;
  stepId: string;
  stepName: string;
  type: string;
  state: TaskState;
  input: Record<string, unknown> | null;
  taskTemplate: string | null;
}

interface Attempt {
  id: string;
  number: number;
}

/** A task whose attempt is recorded, to be made. */
interface Started {
  order: OrderRow;
  task: JobTask;
  template: TemplateRow;
  attempt: Attempt;
  /** The call's element and provisioning template, when read ahead. */
  target?: CallTargetJson;
  /** The order's tasks as the transition that started the call left them (a chained call; see ChainedCall). */
  tasks?: TaskRow[];
  /** The templates of the steps after the call's, read ahead by the transaction that started it. */
  templates?: NextTemplates;
}

/**
 * An unfinished attempt whose process's lease lives, younger than this share of the recovery time, is
 * another run's, still under way (a resume or a duplicate job): left alone. Its lease gone (taken over, or
 * handed back by a drain), or older than this (its run hung), the job's next run takes it up with the same id.
 */
const TAKE_UP_SHARE = 0.8;

type Db = Kysely<CoreDatabase>;

/**
 * Runs one task job in three steps, so a process may die at any instant: (1) in a transaction, the
 * attempt is recorded (or, after a crash, the unfinished one is taken up again with the same id);
 * (2) the side effect runs outside any transaction, sending the attempt's id as its idempotency key;
 * (3) in a transaction, the outcome is recorded and the order moves on, retries or parks.
 */
export class TaskRunner {
  private readonly advancer: OrderAdvancer;

  constructor(
    private readonly db: Db,
    private readonly deps: EngineDeps,
    private readonly network: NetworkCallDeps,
  ) {
    this.advancer = new OrderAdvancer(deps);
  }

  /**
   * Runs the job's task; when its end starts the order's next call (due now), makes that one too, and so
   * on — one job for a run of calls, within a share of the recovery time.
   */
  async run(job: Job<TaskJob>): Promise<void> {
    const began = performance.now();
    let started: Started | null = await this.db.transaction().execute((trx) => this.begin(trx, job.data));
    // The templates read ahead go on from one call to the next: a call's end written at once reads none.
    let templates: NextTemplates | undefined = started?.templates;
    for (let calls = 1; started; calls += 1) {
      // A draining process makes no further call: the next one is a job, for any process to take.
      const chainable =
        calls < MAX_CHAINED_CALLS &&
        performance.now() - began < this.deps.recoveryMs * CHAIN_SHARE_OF_RECOVERY &&
        !this.deps.lease.draining;
      const chain: ChainSlot = { chainable, started: null, templates };
      const { order, task, template, attempt, target } = started;
      const handler = this.deps.stepTypes.handler(template.type);
      // A step another plugin handles works on the database alone: it runs in the transaction that records it.
      const outcome = handler
        ? (trx: Db, locked: OrderRow) => this.executeHandled(trx, locked, handler, task, template)
        : await this.execute(order, task, template, attempt, target);
      const taskJob: TaskJob = { orderId: order.id, taskId: task.id };
      const written =
        typeof outcome !== 'function' &&
        (await endChainedCall(this.db, this.advancer, started, outcome, chain, this.now(), this.deps.lease.id));
      if (!written) {
        await this.db
          .transaction()
          .execute((trx) => this.finish(trx, taskJob, task.stepId, attempt, template, outcome, chain));
      }
      this.deps.jobs.wake(TASK_QUEUE);
      started = chain.started;
      templates = chain.templates;
    }
  }

  private now(): Date {
    return new Date(this.deps.clock());
  }

  /** Unfinished attempts started before this are taken up whatever their lease (`abandonedAttempt`). */
  private takeUpBefore(): Date {
    return new Date(this.deps.clock() - this.deps.recoveryMs * TAKE_UP_SHARE);
  }

  private async begin(trx: Db, job: TaskJob): Promise<Started | null> {
    const order = await lockOrder(trx, job.orderId);
    if (!order) return null;
    // Read after the lock (a fresh snapshot): the task, its template as it is now, and an unfinished attempt.
    const found = await taskOfJob(trx, order, job.taskId, this.takeUpBefore());
    if (!found) return null;
    const { attempt: unfinished, template, attemptCount, orderTasks: tasks, ...task } = found;
    if (task.type === 'SUB_WORKFLOW') {
      await this.settleSubOrder(trx, order, task);
      return null;
    }
    if (!isMoving(order.state)) return null;
    if (task.state !== 'SCHEDULED' && task.state !== 'RUNNING') return null;
    // Only steps that name a template are sent as jobs.
    if (!template) return null;
    if (unfinished) {
      if (!unfinished.abandoned) return null;
      // Held by this process from now on: the run that left it can no longer record it.
      await engineDb(trx)
        .updateTable('task_attempts')
        .set({ lease_id: this.deps.lease.id })
        .where('id', '=', unfinished.id)
        .execute();
      return { order, task, template, attempt: unfinished };
    }
    const now = this.now();
    const attempt: Attempt = { id: randomUUID(), number: attemptCount + 1 };
    const started = {
      type: 'TASK_STARTED',
      stepId: task.stepId,
      taskId: task.id,
      data: { attempt: attempt.number },
      actor: ENGINE,
    };
    const graph = await workflowGraph(trx, order);
    const aheadNames = nextTemplateNames(graph, task.stepId);
    // The task running, its attempt and the event, in one statement (the order's lock keeps the count).
    const rows = await engineDb(trx)
      .with('task', (db) =>
        db
          .updateTable('order_tasks')
          .set({ state: 'RUNNING', attempt_count: attempt.number, started_at: now })
          .where('id', '=', task.id),
      )
      .with('attempt', (db) =>
        db.insertInto('task_attempts').values({
          id: attempt.id,
          task_id: task.id,
          order_id: order.id,
          tenant_id: order.tenantId,
          number: attempt.number,
          state: 'RUNNING',
          started_at: now,
        }),
      )
      .with('event', (db) =>
        db
          .insertInto('order_events')
          .values(eventRow(order, started, now))
          .returning('id'),
      )
      .selectFrom('event')
      .select(['event.id', ...notifyColumn(trx, order.tenantId)])
      .select(nextTemplatesColumn(trx, order.tenantId, aheadNames))
      .execute();
    // The order's tasks as this transaction leaves them, and the next steps' templates: the call's end may
    // then be written at once (chainedCallEnd.ts).
    const running = tasks.find((known) => known.id === task.id);
    if (running) Object.assign(running, { state: 'RUNNING', attemptCount: attempt.number });
    const templates = nextTemplates(aheadNames, rows[0]?.nextTemplates ?? []);
    return { order, task, template, attempt, tasks: running ? tasks : undefined, templates };
  }

  /**
   * A SUB_WORKFLOW task's job, sent when its child order ended: the step completes with the child's
   * outputs or fails with its end, and the order moves on — or, paused, follows it when resumed.
   */
  private async settleSubOrder(trx: Db, order: OrderRow, task: JobTask): Promise<void> {
    if (task.state !== 'RUNNING') return;
    const outcome = await subOrderOutcome(trx, task.id);
    if (!outcome) return;
    const end: TaskEnd = outcome.succeeded
      ? { succeeded: true, output: outcome.output }
      : { succeeded: false, errorCode: 'SUB_ORDER_FAILED', message: outcome.message };
    const data = outcome.succeeded ? {} : { errorCode: 'SUB_ORDER_FAILED', message: outcome.message };
    await endTask(trx, this.advancer, order, task, end, { data, actor: ENGINE, at: this.now() });
  }

  private async execute(
    order: OrderRow,
    task: JobTask,
    template: TemplateRow,
    attempt: Attempt,
    ahead?: CallTargetJson,
  ): Promise<Outcome> {
    const started = performance.now();
    const elapsed = () => Math.round((performance.now() - started) * 10) / 10;
    if (template.type === 'WAIT') {
      return {
        succeeded: true,
        errorCode: null,
        message: 'The wait is over',
        output: {},
        exchange: null,
        durationMs: 0,
      };
    }
    const config = template.config as { networkElement: string; operation: string };
    const { element, template: provisioning } =
      ahead === undefined
        ? await findCallTarget(this.db, order.tenantId, {
            networkElement: config.networkElement,
            operation: config.operation,
          })
        : { element: ahead ?? undefined, template: ahead?.template ?? undefined };
    if (!element || !provisioning) {
      const message = !element
        ? `There is no network element named "${config.networkElement}"`
        : `${element.name} has no provisioning template for ${config.operation}`;
      return {
        succeeded: false,
        errorCode: 'NOT_AVAILABLE',
        message,
        output: null,
        exchange: null,
        durationMs: elapsed(),
      };
    }
    const exchange = await callNetwork(this.network, {
      element,
      template: provisioning,
      input: task.input ?? {},
      idempotencyKey: attempt.id,
    });
    let output = exchange.outcome.output;
    if (exchange.outcome.succeeded && Object.keys(template.outputMapping).length > 0) {
      try {
        output = await evaluateMapping(tenantExpressions(this.deps, this.db, order.tenantId), template.outputMapping, {
          response: output,
          input: task.input,
        });
      } catch (error) {
        return {
          succeeded: false,
          errorCode: 'MAPPING',
          message: `The output mapping failed: ${(error as Error).message}`,
          output: null,
          exchange,
          durationMs: elapsed(),
        };
      }
    }
    const { succeeded, errorCode, message } = exchange.outcome;
    return { succeeded, errorCode, message, output, exchange, durationMs: elapsed() };
  }

  /** A handled step's attempt, in the transaction holding the order's lock: only while its task still runs (not cancelled). */
  private async executeHandled(
    trx: Db,
    order: OrderRow,
    handler: StepTypeHandler,
    task: JobTask,
    template: TemplateRow,
  ): Promise<Outcome> {
    const now = await engineDb(trx)
      .selectFrom('order_tasks')
      .select('state')
      .where('id', '=', task.id)
      .executeTakeFirst();
    const base = { output: null, exchange: null, durationMs: 0 };
    if (now?.state !== 'RUNNING') {
      return { ...base, succeeded: false, errorCode: null, message: 'The order moved on before the step ran' };
    }
    const result = await runHandledStep(this.deps, trx, handler, {
      order,
      stepName: task.stepName,
      template,
      input: task.input ?? {},
      actor: ENGINE,
      at: this.now(),
    });
    if (result.status === 'COMPLETED')
      return { ...base, succeeded: true, errorCode: null, message: 'Done', output: result.output };
    return {
      ...base,
      succeeded: false,
      errorCode: result.code,
      message: result.message,
      retryable: result.status === 'WAITING',
    };
  }

  private async finish(
    trx: Db,
    job: TaskJob,
    stepId: string,
    attempt: Attempt,
    template: TemplateRow,
    outcomeOf: Outcome | ((trx: Db, order: OrderRow) => Promise<Outcome>),
    chain?: ChainSlot,
  ): Promise<void> {
    const order = await lockOrder(trx, job.orderId);
    if (!order) return;
    const outcome = typeof outcomeOf === 'function' ? await outcomeOf(trx, order) : outcomeOf;
    const engine = engineDb(trx);
    // What the next steps need, read with the tasks when the step may succeed: their templates and call targets.
    const graph = outcome.succeeded ? await workflowGraph(trx, order) : null;
    // Two steps ahead: the next call's end may then be written at once (chainedCallEnd.ts).
    const aheadNames = graph && chain ? nextTemplateNames(graph, stepId, 2) : [];
    // The attempt's outcome and the order's tasks as they stand after the lock, in one statement.
    const rows = await engine
      .with('recorded', (db) =>
        db
          .updateTable('task_attempts')
          .set(recordedAttempt(outcome, this.now()))
          .where('id', '=', attempt.id)
          .where('state', '=', 'RUNNING')
          .where('lease_id', '=', this.deps.lease.id)
          .where(leaseHeld(this.deps.lease.id))
          .returning('id'),
      )
      .selectFrom('order_tasks')
      .select([...TASK_COLUMNS, 'step_name as stepName'])
      .select(sql<boolean>`exists (select 1 from recorded)`.as('recorded'))
      .select(nextTemplatesColumn(trx, order.tenantId, aheadNames))
      .where('order_id', '=', job.orderId)
      .orderBy('seq')
      .execute();
    // Another run of the same job finished this attempt first (it moved the order on), or took it up once
    // this process's lease was gone.
    if (!rows[0]?.recorded) return;
    if (chain && aheadNames.length > 0) chain.templates = nextTemplates(aheadNames, rows[0].nextTemplates);
    const tasks: TaskRow[] = rows.map(({ recorded: _, stepName: __, nextTemplates: ___, ...task }) => task);
    const task = rows.find((row) => row.id === job.taskId);
    if (!task) throw new Error(`The order ${order.orderNumber} has no task ${job.taskId}`);
    // The order was cancelled (its tasks with it) while the call was under way: the attempt is kept, nothing moves.
    if (task.state !== 'RUNNING') return;
    const now = this.now();
    if (outcome.succeeded) {
      const end = { succeeded: true as const, output: outcome.output };
      await endTask(
        trx,
        this.advancer,
        order,
        task,
        end,
        { data: { attempt: attempt.number }, actor: ENGINE, at: now },
        tasks,
        chain,
      );
      // The call it started goes on knowing the tasks, unless a rollback wrote beside them.
      if (chain?.started && !order.compensating) chain.started.tasks = tasks;
      return;
    }
    const failure = { attempt: attempt.number, errorCode: outcome.errorCode, message: outcome.message };
    const retryable =
      outcome.retryable ?? (outcome.errorCode !== null && template.retryableErrors.includes(outcome.errorCode));
    if (retryable && attempt.number < template.retryPolicy.maxAttempts && isMoving(order.state)) {
      const delayMs = retryDelayMs(template.retryPolicy, attempt.number);
      const runAfter = new Date(now.getTime() + delayMs);
      await engine
        .updateTable('order_tasks')
        .set({ state: 'SCHEDULED', run_after: runAfter, error_code: outcome.errorCode, error_message: outcome.message })
        .where('id', '=', task.id)
        .execute();
      await appendEvent(
        trx,
        order,
        {
          type: 'TASK_RETRY_SCHEDULED',
          stepId: task.stepId,
          taskId: task.id,
          data: { ...failure, runAfter: runAfter.toISOString() },
          actor: ENGINE,
        },
        now,
      );
      await this.deps.jobs.send(TASK_QUEUE, job, { trx, delayMs });
      return;
    }
    const end = { succeeded: false as const, errorCode: outcome.errorCode, message: outcome.message };
    await endTask(trx, this.advancer, order, task, end, { data: failure, actor: ENGINE, at: now });
  }
}
