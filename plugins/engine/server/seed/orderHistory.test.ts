import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_RESOURCE, type Order } from '../../public/contract/order.ts';
import type { KeysetPage } from '../../../../core/contract/pagination.ts';
import { caller, expectStatus } from '../../../../tests/server/support/adminCalls.ts';
import { createUserWithPermissions } from '../../../../tests/server/support/fixtures.ts';
import { AURORA, BOREALIS } from '../../../../tests/server/support/fixtures.ts';
import { startTestServer, type TestServer } from '../../../../tests/server/support/testServer.ts';
import { HISTORY_STATES } from './historyPlan.ts';

/** The demo order history a first start seeds. */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ SDP_DEMO_ORDERS: '400' });
});

afterAll(async () => {
  await server?.close();
});

describe('order history', () => {
  it('has orders in every state the demo workflows rest in, in each tenant, over the last 90 days, numbered as they came in', async () => {
    const { db } = server.runtime.services;
    const states = await sql<{ tenant: string; state: string; count: number }>`
      select tenant_id as tenant, state, count(*)::int as count from orders group by tenant_id, state`.execute(db);
    for (const tenant of [AURORA, BOREALIS]) {
      const mine = states.rows.filter((row) => row.tenant === tenant);
      expect(mine.map((row) => row.state).sort()).toEqual(HISTORY_STATES.map(([state]) => state).sort());
      expect(mine.reduce((sum, row) => sum + row.count, 0)).toBe(400);
    }
    const span = await sql<{ oldest: Date; newest: Date; disorder: number }>`
      select min(created_at) as oldest, max(created_at) as newest,
        (select count(*)::int from (select created_at < lag(created_at)
            over (partition by tenant_id order by order_number) as back from orders) o
          where back) as disorder
      from orders`.execute(db);
    const [row] = span.rows;
    expect(Date.now() - new Date(row?.oldest ?? 0).getTime()).toBeLessThanOrEqual(90 * 86_400_000);
    expect(Date.now() - new Date(row?.oldest ?? 0).getTime()).toBeGreaterThan(30 * 86_400_000);
    expect(row?.disorder).toBe(0);
  });

  it('gives each order the tasks, attempts and events its state implies', async () => {
    const { db } = server.runtime.services;
    const check = await sql<{
      state: string;
      tasks: number;
      failed: number;
      running: number;
      lastEvent: string | null;
    }>`
      select o.state,
        (select count(*)::int from order_tasks t where t.order_id = o.id) as tasks,
        (select count(*)::int from order_tasks t where t.order_id = o.id and t.state = 'FAILED') as failed,
        (select count(*)::int from order_tasks t where t.order_id = o.id and t.state in ('SCHEDULED', 'RUNNING')) as running,
        (select e.type from order_events e where e.order_id = o.id and e.type <> 'ORDER_SLA_BREACHED'
          order by e.id desc limit 1) as "lastEvent"
      from orders o`.execute(db);
    for (const order of check.rows) {
      if (order.state === 'COMPLETED')
        expect(order).toMatchObject({ failed: 0, running: 0, lastEvent: 'ORDER_COMPLETED' });
      if (order.state === 'FAILED_TEMP') expect(order).toMatchObject({ failed: 1, lastEvent: 'ORDER_PARKED' });
      if (order.state === 'WAITING_MANUAL') expect(order).toMatchObject({ running: 1 });
      if (order.state === 'PENDING') expect(order).toMatchObject({ tasks: 0, lastEvent: 'ORDER_HELD' });
    }
    // A step that failed in one branch of a fork ran beside the other branch, which finished: a retry reaches the join.
    const forks = await sql<{ siblings: number }>`
      select (select count(*)::int from order_tasks s where s.order_id = t.order_id and s.step_id in ('policy', 'billing')
              and s.step_id <> t.step_id and s.state = 'COMPLETED') as siblings
      from order_tasks t where t.state = 'FAILED' and t.step_id in ('policy', 'billing')
        and exists (select 1 from order_tasks f where f.order_id = t.order_id and f.step_id = 'fork')`.execute(db);
    expect(forks.rows.length).toBeGreaterThan(0);
    expect(forks.rows.map((row) => row.siblings)).toEqual(forks.rows.map(() => 1));
    const attempts = await sql<{ orphans: number }>`
      select count(*)::int as orphans from task_attempts a
      where not exists (select 1 from order_tasks t where t.id = a.task_id and t.order_id = a.order_id)`.execute(db);
    expect(attempts.rows[0]?.orphans).toBe(0);
  });

  it('leaves no order running, so none stalls: nothing of the history has a job behind its step', async () => {
    const user = await createUserWithPermissions(server, {
      tenantId: AURORA,
      username: 'history-watcher',
      permissions: { monitor: { orders: '0100' } },
    });
    const watcher = caller(server, await server.login(user.username, user.password));
    const list = async (query: string) =>
      expectStatus(await watcher.get<KeysetPage<Order>>(`${ORDER_RESOURCE.paths.list}?limit=500&${query}`), 200).body
        .data.items;
    expect(await list('state=RUNNING')).toEqual([]);
    expect(await list('stalled=true')).toEqual([]);
    const calm = await list('stalled=false&state=COMPLETED');
    expect(calm.length).toBeGreaterThan(0);
  });
});
