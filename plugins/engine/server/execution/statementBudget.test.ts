import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { ORDER_PATHS, type Order } from '../../public/contract/order.ts';
import { SIMULATED_ELEMENTS } from '../../public/contract/simulator.ts';
import type { WorkflowDefinition } from '../../public/contract/workflowDefinition.ts';
import { UNCOUNTED, type StatementCounter } from '../../../../core/server/db/statementCounter.ts';
import { expectStatus, type Caller } from '../../../../tests/server/support/adminCalls.ts';
import { AURORA } from '../../../../tests/server/support/fixtures.ts';
import { startTestServer, type TestServer } from '../../../../tests/server/support/testServer.ts';
import { designerCaller } from '../../testing/engineCallers.ts';
import { OrderDriver } from '../../testing/orderDriver.ts';
import { offerOperation, publishWorkflow } from '../../testing/workflowPublisher.ts';

/**
 * What a step costs the database, counted (a count cannot flake where a time would): the statements of
 * the kinds an order's transitions send — their writes, the template, element and simulator reads — from
 * the orders' submission until they complete, over five HTTP steps against the simulator. The server's
 * other workers poll meanwhile (the order watch, the notifier, the job queue's fetches), as often as the
 * machine's load stretches the run, so reads they share with the engine (its locks, the task list) and
 * transaction control are left to `npm run bench engine`, which counts everything. Taking an order's lock
 * counts its transition (`update orders`): counted here, as a transition's own statement.
 */
const STEPS = ['Reserve MSISDN', 'Activate subscriber', 'Apply data policy', 'Open billing account', 'Provision IPTV'];
const ORDERS = 4;
/** The kinds counted: what only an order's transitions (intake included) and the simulator's calls send. */
const TRANSITION_KINDS =
  /^(with (orders|order_tasks|order_events|task_attempts)|insert (orders|order_events|order_tasks|task_attempts|order_stats_deltas|order_number_counters|simulator_requests|pgboss\.job)|update (orders|order_tasks|task_attempts)|select (task_templates|network_elements|provisioning_templates|tenants|simulator_requests))$/;
/** Statements of those kinds per step the engine needs now (intake's share included); see docs/engine.md. */
const BUDGET_PER_STEP = 8;

const fiveCalls: WorkflowDefinition = {
  failurePolicy: 'PARK',
  steps: [
    { id: 'start', kind: 'START', name: 'Start' },
    ...STEPS.map((name, index) => ({ id: `call${index + 1}`, kind: 'TASK' as const, name, taskTemplate: name })),
    { id: 'end', kind: 'END', name: 'End' },
  ],
  edges: ['start', 'call1', 'call2', 'call3', 'call4', 'call5', 'end']
    .slice(1)
    .map((to, index, ends) => ({ from: index === 0 ? 'start' : (ends[index - 1] as string), to })),
};

let server: TestServer;
let designer: Caller;
let statements: StatementCounter;

beforeAll(async () => {
  server = await startTestServer({ SDP_COUNT_STATEMENTS: '1' });
  designer = await designerCaller(server, AURORA, 'budget-designer');
  const orders = new OrderDriver(designer);
  for (const element of SIMULATED_ELEMENTS) await orders.simulate(element, 0, 0);
  await offerOperation(designer, 'budget', 'ADD', await publishWorkflow(designer, 'Five calls', fiveCalls));
  // The stall check compares the orders' times, written on this server's clock (held still here), with the
  // database's, which runs on: a run a busy machine slows past the steps' timeout (10 s) would be reported
  // stalled, and each report takes the order's lock, which sends its next step the transaction's way. An hour
  // here, so the path counted is the engine's own whatever the machine's speed.
  await sql`${sql.raw(UNCOUNTED)} update task_templates set timeout_ms = 3600000
    where tenant_id = ${AURORA} and name = any(${STEPS})`.execute(server.runtime.services.db);
  statements = server.runtime.database.statements as StatementCounter;
});

afterAll(async () => {
  await server?.close();
});

/** Waits, reading the database uncounted, until none of the orders runs. */
async function settled(ids: string[]): Promise<string[]> {
  for (;;) {
    const rows = await sql<{
      state: string;
    }>`${sql.raw(UNCOUNTED)} select state from orders where id = any(${ids})`.execute(server.runtime.services.db);
    if (rows.rows.every((row) => row.state !== 'RUNNING')) return rows.rows.map((row) => row.state);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the statements of a step', () => {
  it(`stay within ${BUDGET_PER_STEP} per HTTP step`, async () => {
    expect(statements).toBeTruthy();
    statements.reset();
    const ids = await Promise.all(
      Array.from({ length: ORDERS }, async (_, index) => {
        const msisdn = `4917955${String(index).padStart(5, '0')}`;
        const payload = { msisdn, iccid: `8949${msisdn}`, plan: 'M', subscriberKey: msisdn, bundle: 'Sports' };
        const body = { service: 'budget', operation: 'ADD', payload };
        return expectStatus(await designer.post<Order>(ORDER_PATHS.create, body), 200).body.data.orderId;
      }),
    );
    expect(await settled(ids)).toEqual(ids.map(() => 'COMPLETED'));
    const counted = Object.entries(statements.snapshot()).filter(([kind]) => TRANSITION_KINDS.test(kind));
    const perStep = counted.reduce((sum, [, count]) => sum + count, 0) / (ORDERS * STEPS.length);
    expect(perStep, JSON.stringify(counted)).toBeLessThanOrEqual(BUDGET_PER_STEP);
  }, 60_000);
});
