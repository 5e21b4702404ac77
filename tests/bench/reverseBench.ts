import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { loadConfig } from '../../core/server/config.ts';
import { createRuntime } from '../../core/server/runtime.ts';
import { SIMULATED_ELEMENTS } from '../../plugins/engine/public/contract/simulator.ts';
import { REVERSE_EVENT_TYPES } from '../../plugins/reverseSync/contract.ts';
import { SUBSCRIBER_RESOURCE, receiverPath } from '../../plugins/reverseSync/paths.ts';
import { plugins } from '../../plugins/server.ts';
import { UNCOUNTED } from '../../core/server/db/statementCounter.ts';
import { startPostgres, type RunningPostgres } from '../support/postgres.ts';
import { benchCall } from './benchApi.ts';
import { summarise, type LatencyFigures } from './stats.ts';

export type ReverseBenchSetup = 'embedded' | 'postgresql';

export interface ReverseFigures {
  setup: ReverseBenchSetup;
  orders: number;
  deliveries: number;
  notDelivered: number;
  deliveriesPerSecond: number;
  /** From the order event (the transition) to its delivery's 2xx. */
  delay: LatencyFigures;
  /** Statements per delivery on reverse sync's tables, and the process's begin and commit (the engine's too), the commonest kinds first. */
  statementsPerDelivery: [string, number][];
}

const PASSWORD = 'Bench#Admin-Password-2026';
const SUBSCRIBERS = 10;
const WAIT_MS = 10 * 60_000;

async function prepare(base: string, tenantId: string): Promise<string> {
  const login = { username: 'admin', password: PASSWORD };
  const { token } = await benchCall<{ token: string }>(base, null, 'POST', '/authentication/uilogin', login);
  for (const element of SIMULATED_ELEMENTS) {
    await benchCall(base, token, 'PUT', '/network/simulator', { element, latencyMs: 0, failureRate: 0 });
  }
  for (let index = 1; index <= SUBSCRIBERS; index += 1) {
    await benchCall(base, token, 'POST', SUBSCRIBER_RESOURCE.paths.create ?? '', {
      name: `Bench ${index}`,
      url: receiverPath(tenantId, `bench-${index}`),
      eventTypes: [...REVERSE_EVENT_TYPES],
      concurrency: 10,
    });
  }
  return token;
}

/**
 * Deliveries per second to the built-in receiver with ten subscribers of every event type, while mobile
 * orders run against the simulator at 0 ms, and the delay from each transition to its delivery.
 */
export async function runReverseBench(setup: ReverseBenchSetup, orders = 100): Promise<ReverseFigures> {
  let postgres: RunningPostgres | null = null;
  let dataDir: string | null = null;
  const env: Record<string, string> = {
    LOG_LEVEL: process.env.SDP_BENCH_LOG_LEVEL ?? 'silent',
    SDP_ADMIN_PASSWORD: PASSWORD,
    SDP_WEB_DIR: '/nonexistent',
    SDP_DEMO_ORDERS: '0',
    SDP_SECRET_KEY: Buffer.alloc(32, 5).toString('base64'),
    SDP_COUNT_STATEMENTS: '1',
  };
  if (setup === 'embedded') {
    dataDir = await mkdtemp(join(tmpdir(), 'sdp-reverse-bench-'));
    env.SDP_DATA_DIR = dataDir;
  } else {
    postgres = await startPostgres();
    env.DATABASE_URL = postgres.url;
  }
  const runtime = await createRuntime({ config: loadConfig(env), plugins });
  const { db } = runtime.services;
  try {
    await runtime.app.listen({ port: 0, host: '127.0.0.1' });
    runtime.startWorkers();
    const base = `http://127.0.0.1:${(runtime.app.server.address() as AddressInfo).port}`;
    const admin = await sql<{ tenantId: string }>`select tenant_id as "tenantId" from users
      where username = 'admin' limit 1`.execute(db);
    const tenantId = admin.rows[0]?.tenantId ?? '';
    const token = await prepare(base, tenantId);
    runtime.database.statements?.reset();
    for (let sent = 0; sent < orders; sent += 10) {
      await Promise.all(
        Array.from({ length: Math.min(10, orders - sent) }, (_, index) => {
          const msisdn = `4918${String(sent + index).padStart(8, '0')}`;
          return benchCall(base, token, 'POST', '/order/createOrder', {
            service: 'mobile-postpaid',
            operation: 'ADD',
            subscriberKey: msisdn,
            payload: { msisdn, iccid: `8949${msisdn}`, plan: 'M' },
          });
        }),
      );
    }
    const end = Date.now() + WAIT_MS;
    for (;;) {
      // Open: an order running, an event the dispatcher has not read yet, or a delivery not sent yet.
      const { rows } = await sql<{ open: number }>`${sql.raw(UNCOUNTED)} select
          (select count(*)::int from orders where state = 'RUNNING') +
          (select count(*)::int from order_events e join reverse_cursors c on c.tenant_id = e.tenant_id
            where (e.tx, e.id) > (split_part(c.position, ':', 1)::xid8, split_part(c.position, ':', 2)::bigint)) +
          (select count(*)::int from reverse_deliveries where subscriber_name like 'Bench %'
            and state in ('PENDING', 'RETRYING')) as open`.execute(db);
      if ((rows[0]?.open ?? 0) === 0 || Date.now() > end) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const counts = runtime.database.statements?.snapshot() ?? {};
    const { rows } = await sql<{ delayMs: number | null; createdAt: Date; deliveredAt: Date | null }>`
      select extract(epoch from (d.delivered_at - e.at)) * 1000 as "delayMs", d.created_at as "createdAt",
        d.delivered_at as "deliveredAt"
      from reverse_deliveries d join order_events e on e.id = d.event_id
      where d.subscriber_name like 'Bench %'`.execute(db);
    const delivered = rows.filter((row) => row.deliveredAt !== null);
    const first = Math.min(...rows.map((row) => new Date(row.createdAt).getTime()));
    const last = Math.max(...delivered.map((row) => new Date(row.deliveredAt as Date).getTime()));
    return {
      setup,
      orders,
      deliveries: rows.length,
      notDelivered: rows.length - delivered.length,
      deliveriesPerSecond: delivered.length / Math.max(0.001, (last - first) / 1000),
      delay: summarise(delivered.map((row) => Number(row.delayMs))),
      statementsPerDelivery: Object.entries(counts)
        .filter(([kind]) => /reverse_|^begin$|^commit$/.test(kind))
        .map(([kind, count]): [string, number] => [kind, count / Math.max(1, delivered.length)])
        .sort((a, b) => b[1] - a[1]),
    };
  } finally {
    await runtime.close();
    await postgres?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }
}
