import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { createDatabase, startPostgres, type RunningPostgres } from '../support/postgres.ts';
import { DURABLE_SERVER_ENV, signIn, simulateLatency, submit } from '../support/engineProcessApi.ts';
import { DurableSubscriber } from '../support/reverseDurability.ts';
import { startServerProcess, type ServerProcess } from '../support/serverProcess.ts';

/**
 * The engine's promise, tested on real processes over one PostgreSQL: an order is never lost and a step
 * is never applied twice — when a process is killed mid-run and another takes over, and when two
 * processes work the same queue. The kill also catches reverse sync's deliveries in flight: every event
 * still reaches its subscriber, a duplicate only with its first webhook-id.
 */
let postgres: RunningPostgres;
const running: ServerProcess[] = [];
const subscriber = new DurableSubscriber();

beforeAll(async () => {
  postgres = await startPostgres();
});

afterAll(async () => {
  for (const server of running) await server.stop().catch(() => undefined);
  await postgres?.stop();
  await subscriber.stop();
});

async function start(databaseUrl: string, role = 'all'): Promise<ServerProcess> {
  const server = await startServerProcess({
    env: { ...DURABLE_SERVER_ENV, DATABASE_URL: databaseUrl, SDP_ROLE: role },
  });
  running.push(server);
  return server;
}

/** Waits until every order has finished; answers their states. */
async function finished(databaseUrl: string, ids: string[], seconds: number): Promise<Map<string, string>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const end = Date.now() + seconds * 1000;
    for (;;) {
      const rows = await client.query<{ id: string; state: string }>(
        'select id, state from orders where id = any($1)',
        [ids],
      );
      const states = new Map(rows.rows.map((row) => [row.id, row.state]));
      const open = [...states.values()].filter((state) => state === 'RUNNING').length;
      if ((open === 0 && states.size === ids.length) || Date.now() > end) return states;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } finally {
    await client.end();
  }
}

/** Calls the simulator applied more than once for one attempt, and HTTP tasks without exactly one success. */
async function doubles(databaseUrl: string, ids: string[]) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const applied = await client.query<{ key: string; count: number }>(
      `select idempotency_key as key, count(*)::int as count from simulator_requests
       where not replayed and status < 300 and idempotency_key in
         (select a.id::text from task_attempts a where a.order_id = any($1))
       group by idempotency_key having count(*) > 1`,
      [ids],
    );
    const successes = await client.query<{ task: string; count: number }>(
      `select t.id as task, count(a.id) filter (where a.state = 'SUCCEEDED')::int as count
       from order_tasks t left join task_attempts a on a.task_id = t.id
       where t.order_id = any($1) and t.type = 'HTTP_CALL'
       group by t.id having count(a.id) filter (where a.state = 'SUCCEEDED') <> 1`,
      [ids],
    );
    const replays = await client.query<{ count: number }>(
      `select count(*)::int as count from simulator_requests where replayed`,
    );
    return { applied: applied.rows, successes: successes.rows, replays: replays.rows[0]?.count ?? 0 };
  } finally {
    await client.end();
  }
}

describe('engine durability on PostgreSQL', () => {
  it('finishes every order after a process is killed mid-run, applying no call twice', async () => {
    const databaseUrl = await createDatabase(postgres.url, 'sdp_durability_kill');
    const first = await start(databaseUrl);
    const token = await signIn(first);
    await subscriber.subscribe(first, token);
    await simulateLatency(first, token, 250);
    const ids = await submit(first, token, 12, '49171');
    await new Promise((resolve) => setTimeout(resolve, 700));
    await subscriber.untilOneArrived();
    subscriber.noteKill();
    await first.kill();
    const atKill = await finished(databaseUrl, ids, 0);
    // The kill must have caught orders mid-run, or the test proves nothing.
    expect([...atKill.values()].filter((state) => state === 'RUNNING').length).toBeGreaterThan(0);

    const second = await start(databaseUrl);
    const states = await finished(databaseUrl, ids, 75);
    expect([...states.values()], second.logs()).toEqual(ids.map(() => 'COMPLETED'));
    const found = await doubles(databaseUrl, ids);
    expect(found.applied).toEqual([]);
    expect(found.successes).toEqual([]);
    await subscriber.expectEveryEventDelivered(second, await signIn(second), states);
  });

  it('shares one queue between two processes without running a step twice', async () => {
    const databaseUrl = await createDatabase(postgres.url, 'sdp_durability_pair');
    const web = await start(databaseUrl, 'all');
    await start(databaseUrl, 'worker');
    const token = await signIn(web);
    await simulateLatency(web, token, 20);
    const ids = await submit(web, token, 30, '49172');
    const states = await finished(databaseUrl, ids, 60);
    expect([...states.values()]).toEqual(ids.map(() => 'COMPLETED'));
    const found = await doubles(databaseUrl, ids);
    expect(found.applied).toEqual([]);
    expect(found.successes).toEqual([]);
    expect(found.replays).toBe(0);
  });
});
