import { sql } from 'kysely';
import { ORDER_PATHS, type Order } from '../../public/contract/order.ts';
import type { WorkflowDefinition } from '../../public/contract/workflowDefinition.ts';
import type { Job } from '../../../../core/server/jobs/JobWorker.ts';
import { expectStatus, type Caller } from '../../../../tests/server/support/adminCalls.ts';
import { AURORA } from '../../../../tests/server/support/fixtures.ts';
import { startTestServer, type TestServer } from '../../../../tests/server/support/testServer.ts';
import { until } from '../../../../tests/server/support/until.ts';
import { engineProcess } from '../engineProcess.ts';
import type { TaskJob } from '../execution/OrderAdvancer.ts';
import { TaskRunner } from '../execution/TaskRunner.ts';
import { designerCaller } from '../../testing/engineCallers.ts';
import { OrderDriver } from '../../testing/orderDriver.ts';
import { offerOperation, publishWorkflow } from '../../testing/workflowPublisher.ts';

const twoCalls: WorkflowDefinition = {
  failurePolicy: 'PARK',
  steps: [
    { id: 'start', kind: 'START', name: 'Start' },
    { id: 'reserve', kind: 'TASK', name: 'Reserve', taskTemplate: 'Reserve MSISDN' },
    { id: 'policy', kind: 'TASK', name: 'Policy', taskTemplate: 'Apply data policy' },
    { id: 'end', kind: 'END', name: 'End' },
  ],
  edges: [
    { from: 'start', to: 'reserve' },
    { from: 'reserve', to: 'policy' },
    { from: 'policy', to: 'end' },
  ],
};
/** The policy call's latency while an order is caught mid-call (within the element's timeout). */
export const SLOW_MS = 4_000;

export interface TaskState {
  id: string;
  stepId: string;
  state: string;
  attempts: number;
}

/**
 * One test server with a workflow of two calls in a chain (reserve, then policy) offered as the `midcall`
 * service, for the tests of a call its process leaves under way: an order caught in its slow second call,
 * the first step's job run again, and what the simulator and the order's record say after.
 */
export class MidCallBed {
  server!: TestServer;
  designer!: Caller;
  orders!: OrderDriver;

  async start(): Promise<void> {
    this.server = await startTestServer();
    this.designer = await designerCaller(this.server, AURORA, 'midcall-designer');
    this.orders = new OrderDriver(this.designer);
    await offerOperation(this.designer, 'midcall', 'ADD', await publishWorkflow(this.designer, 'Two calls', twoCalls));
  }

  get db() {
    return this.server.runtime.services.db;
  }

  async tasksOf(orderId: string): Promise<TaskState[]> {
    const rows = await sql<TaskState>`select t.id, t.step_id as "stepId", t.state,
        (select count(*)::int from task_attempts a where a.task_id = t.id) as attempts
      from order_tasks t where t.order_id = ${orderId} order by t.seq`.execute(this.db);
    return rows.rows;
  }

  /** An order caught in its slow policy call, which the chain of the reserve step's job started. */
  async caughtMidCall(msisdn: string): Promise<{ orderId: string; reserve: TaskState; policy: TaskState }> {
    await this.orders.simulate('hlr', 0, 0);
    await this.orders.simulate('pcrf', SLOW_MS, 0);
    const payload = { msisdn, iccid: `8949${msisdn}`, plan: 'M', subscriberKey: msisdn, bundle: 'Sports' };
    const created = expectStatus(
      await this.designer.post<Order>(ORDER_PATHS.create, { service: 'midcall', operation: 'ADD', payload }),
      200,
    ).body.data;
    const tasks = await until(
      () => this.tasksOf(created.orderId),
      (read) => read.some((task) => task.stepId === 'policy' && task.state === 'RUNNING'),
      'the policy call to start',
    );
    const step = (id: string) => tasks.find((task) => task.stepId === id) as TaskState;
    return { orderId: created.orderId, reserve: step('reserve'), policy: step('policy') };
  }

  /**
   * The reserve step's job run again in this process, as after its process died; `laterMs` moves the
   * runner's clock on (past the recovery time, a job that expired).
   */
  async runAgain(orderId: string, reserve: TaskState, laterMs = 0): Promise<void> {
    const parts = engineProcess(this.server.runtime.services);
    const engine = { ...parts.engine, clock: () => parts.engine.clock() + laterMs };
    const again = new TaskRunner(this.db, engine, parts.network);
    const job: Job<TaskJob> = { id: 'again', queue: 'engine-task', data: { orderId, taskId: reserve.id } };
    await again.run(job);
  }

  /** The simulator's requests for the policy call's attempts: applied, and answered as replays. */
  async policyRequests(orderId: string): Promise<{ applied: number; replayed: number }> {
    const { rows } = await sql<{ applied: number; replayed: number }>`
      select count(*) filter (where not r.replayed and r.status < 300)::int as applied,
             count(*) filter (where r.replayed)::int as replayed
      from simulator_requests r join task_attempts a on a.id::text = r.idempotency_key
      join order_tasks t on t.id = a.task_id where t.order_id = ${orderId} and t.step_id = 'policy'`.execute(this.db);
    return rows[0] ?? { applied: 0, replayed: 0 };
  }

  async policyCompletions(orderId: string): Promise<number> {
    const events = await this.orders.events(orderId);
    return events.filter((event) => event.type === 'TASK_COMPLETED' && event.stepId === 'policy').length;
  }
}
