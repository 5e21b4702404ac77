import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { benchCall } from './benchApi.ts';
import { SIMULATED_ELEMENTS } from '../../plugins/engine/public/contract/simulator.ts';
import type { WorkflowDefinition } from '../../plugins/engine/public/contract/workflowDefinition.ts';
import { loadConfig } from '../../core/server/config.ts';
import { createRuntime, type Runtime } from '../../core/server/runtime.ts';
import { plugins } from '../../plugins/server.ts';
import { startPostgres, type RunningPostgres } from '../support/postgres.ts';
import { startServerProcess, type ServerProcess, SERVER_ENTRY } from '../support/serverProcess.ts';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { UNCOUNTED } from '../../core/server/db/statementCounter.ts';
import { postgresCpuMs, processCpuMs, sampleLockWaits, type LockWaits } from './engineCosts.ts';

export type EngineBenchSetup = 'embedded' | 'postgresql' | 'postgresql, 2 processes';

export interface EngineFigures {
  setup: EngineBenchSetup;
  orders: number;
  seconds: number;
  ordersPerSecond: number;
  failed: number;
  /** CPU ms per order of the server processes (the first one also runs this bench's client). */
  serverCpuMsPerOrder: number;
  /** CPU ms per order of the PostgreSQL server's processes (null on the embedded database). */
  databaseCpuMsPerOrder: number | null;
  /** Statements per step (every statement of every server process over the run, divided by orders × 5), by kind. */
  statementsPerStep: number;
  statementsPerStepByKind: [string, number][];
  lockWaits: LockWaits | null;
}

const PASSWORD = 'Bench#Admin-Password-2026';
const SECRET_KEY = Buffer.alloc(32, 3).toString('base64');
const STEPS = ['Reserve MSISDN', 'Activate subscriber', 'Apply data policy', 'Open billing account', 'Provision IPTV'];

/** Five HTTP calls one after the other. */
const FIVE_CALLS: WorkflowDefinition = {
  steps: [
    { id: 'start', kind: 'START', name: 'Start' },
    ...STEPS.map((name, index) => ({ id: `call${index + 1}`, kind: 'TASK' as const, name, taskTemplate: name })),
    { id: 'end', kind: 'END', name: 'End' },
  ],
  edges: ['start', 'call1', 'call2', 'call3', 'call4', 'call5', 'end']
    .slice(1)
    .map((to, index, ends) => ({ from: index === 0 ? 'start' : (ends[index - 1] as string), to })),
  failurePolicy: 'PARK',
};

/** A published five-call workflow behind the service `bench-five-calls`, and a simulator without latency. */
async function prepare(base: string): Promise<string> {
  const token = (
    await benchCall<{ token: string }>(base, null, 'POST', '/authentication/uilogin', {
      username: 'admin',
      password: PASSWORD,
    })
  ).token;
  for (const element of SIMULATED_ELEMENTS) {
    await benchCall(base, token, 'PUT', '/network/simulator', { element, latencyMs: 0, failureRate: 0 });
  }
  const workflow = await benchCall<{ workflowId: string; version: number }>(base, token, 'POST', '/workflow/create', {
    name: 'Bench – five calls',
    draft: FIVE_CALLS,
  });
  await benchCall(base, token, 'POST', `/workflow/publish/${workflow.workflowId}`, {
    version: workflow.version,
    comment: 'Bench',
  });
  await benchCall(base, token, 'POST', '/workflow/service', {
    name: 'bench-five-calls',
    displayName: 'Bench',
    category: 'Bench',
    operations: [{ name: 'ADD', workflowId: workflow.workflowId }],
  });
  return token;
}

/** Submits the orders (20 at a time) and waits until none runs; answers the seconds from first to last. */
async function run(
  base: string,
  token: string,
  runtime: Runtime,
  orders: number,
): Promise<{ seconds: number; failed: number }> {
  const started = performance.now();
  for (let sent = 0; sent < orders; sent += 20) {
    await Promise.all(
      Array.from({ length: Math.min(20, orders - sent) }, (_, index) => {
        const msisdn = `4917${String(sent + index).padStart(8, '0')}`;
        return benchCall(base, token, 'POST', '/order/createOrder', {
          service: 'bench-five-calls',
          operation: 'ADD',
          payload: {
            msisdn,
            iccid: `8949${msisdn}`,
            plan: 'M',
            subscriberKey: msisdn,
            subscriber: msisdn,
            bundle: 'Sports',
          },
        });
      }),
    );
  }
  for (;;) {
    const rows = await sql<{ running: number; failed: number }>`
      ${sql.raw(UNCOUNTED)} select count(*) filter (where state = 'RUNNING')::int as running, count(*) filter (where state <> 'COMPLETED' and state <> 'RUNNING')::int as failed
      from orders where service_name = 'bench-five-calls'`.execute(runtime.services.db);
    const row = rows.rows[0];
    if (row && row.running === 0) {
      const seconds = (performance.now() - started) / 1000;
      if (row.failed > 0) {
        const reasons = await sql<{ reason: string | null }>`
          ${sql.raw(UNCOUNTED)} select distinct state_reason as reason from orders
          where service_name = 'bench-five-calls' and state <> 'COMPLETED' limit 3`.execute(runtime.services.db);
        console.log(`    not completed: ${reasons.rows.map((reason) => reason.reason).join('; ')}`);
      }
      return { seconds, failed: row.failed };
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Orders completed per second for a five-step HTTP workflow against the simulator at 0 ms latency, on the
 * embedded database, on PostgreSQL, and on PostgreSQL with a second (worker) process when the server is built.
 */
export async function runEngineBench(setup: EngineBenchSetup, orders = 300): Promise<EngineFigures | null> {
  let postgres: RunningPostgres | null = null;
  let dataDir: string | null = null;
  let worker: ServerProcess | null = null;
  const env: Record<string, string> = {
    LOG_LEVEL: 'silent',
    SDP_ADMIN_PASSWORD: PASSWORD,
    SDP_WEB_DIR: '/nonexistent',
    SDP_DEMO_ORDERS: '0',
    SDP_SECRET_KEY: SECRET_KEY,
    SDP_COUNT_STATEMENTS: '1',
  };
  if (setup === 'postgresql, 2 processes' && !existsSync(SERVER_ENTRY)) return null;
  if (setup === 'embedded') {
    dataDir = await mkdtemp(join(tmpdir(), 'sdp-engine-bench-'));
    env.SDP_DATA_DIR = dataDir;
  } else {
    postgres = await startPostgres();
    env.DATABASE_URL = postgres.url;
  }
  const runtime = await createRuntime({ config: loadConfig(env), plugins });
  try {
    await runtime.app.listen({ port: 0, host: '127.0.0.1' });
    runtime.startWorkers();
    const base = `http://127.0.0.1:${(runtime.app.server.address() as AddressInfo).port}`;
    const token = await prepare(base);
    const workerCounts = join(dataDir ?? (postgres as RunningPostgres).dir, 'worker-statements.json');
    if (setup === 'postgresql, 2 processes') {
      worker = await startServerProcess({
        env: { ...env, SDP_ROLE: 'worker', LOG_LEVEL: 'warn', SDP_STATEMENT_COUNTS_FILE: workerCounts },
      });
    }
    const statements = runtime.database.statements;
    if (!statements) throw new Error('Statement counting is off');
    statements.reset();
    const cpuBefore = process.cpuUsage();
    const workerCpuBefore = worker ? processCpuMs(worker.pid) : 0;
    const databaseCpuBefore = postgres ? postgresCpuMs(postgres) : 0;
    const locks = postgres ? await sampleLockWaits(postgres) : null;
    const { seconds, failed } = await run(base, token, runtime, orders);
    const lockWaits = (await locks?.stop()) ?? null;
    const cpu = process.cpuUsage(cpuBefore);
    const databaseCpuMs = postgres ? postgresCpuMs(postgres) - databaseCpuBefore : null;
    const workerCpuMs = worker ? processCpuMs(worker.pid) - workerCpuBefore : 0;
    const counts = statements.snapshot();
    if (worker) {
      await worker.stop();
      worker = null;
      const theirs = JSON.parse(await readFile(workerCounts, 'utf8')) as Record<string, number>;
      for (const [kind, count] of Object.entries(theirs)) counts[kind] = (counts[kind] ?? 0) + count;
    }
    const steps = orders * STEPS.length;
    const byKind = Object.entries(counts)
      .map(([kind, count]): [string, number] => [kind, count / steps])
      .sort((a, b) => b[1] - a[1]);
    return {
      setup,
      orders,
      seconds,
      ordersPerSecond: orders / seconds,
      failed,
      serverCpuMsPerOrder: ((cpu.user + cpu.system) / 1000 + workerCpuMs) / orders,
      databaseCpuMsPerOrder: databaseCpuMs === null ? null : databaseCpuMs / orders,
      statementsPerStep: byKind.reduce((sum, [, perStep]) => sum + perStep, 0),
      statementsPerStepByKind: byKind,
      lockWaits,
    };
  } finally {
    await worker?.stop();
    await runtime.close();
    await postgres?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }
}
