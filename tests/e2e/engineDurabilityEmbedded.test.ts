import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { OrderTask } from '../../plugins/engine/public/contract/order.ts';
import type { SimulatorRequest } from '../../plugins/engine/public/contract/simulator.ts';
import { api, DURABLE_SERVER_ENV, orderStates, signIn, simulateLatency, submit } from '../support/engineProcessApi.ts';
import { startServerProcess, type ServerProcess } from '../support/serverProcess.ts';

/**
 * The engine's promise on the embedded database: a server killed mid-run and started again on the same
 * data directory finishes every order, and no call reaches the network twice.
 */
const running: ServerProcess[] = [];
const dataDirs: string[] = [];

afterAll(async () => {
  for (const server of running) await server.stop().catch(() => undefined);
  for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
});

async function start(dataDir: string): Promise<ServerProcess> {
  const server = await startServerProcess({ dataDir, env: DURABLE_SERVER_ENV });
  running.push(server);
  return server;
}

const states = orderStates;

async function finished(server: ServerProcess, token: string, ids: string[], seconds: number): Promise<string[]> {
  const end = Date.now() + seconds * 1000;
  for (;;) {
    const now = await states(server, token, ids);
    if (!now.includes('RUNNING') || Date.now() > end) return now;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Every request the simulator received, newest first. */
async function simulatorRequests(server: ServerProcess, token: string): Promise<SimulatorRequest[]> {
  const all: SimulatorRequest[] = [];
  let before: string | null = null;
  do {
    const query: string = before ? `&before=${before}` : '';
    const page: { items: SimulatorRequest[]; next: string | null } = await api(
      server,
      token,
      'GET',
      `/network/simulator/requests?limit=500${query}`,
    );
    all.push(...page.items);
    before = page.next;
  } while (before !== null);
  return all;
}

describe('engine durability on the embedded database', () => {
  it('finishes every order after the process is killed mid-run, applying no call twice', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'sdp-durable-'));
    dataDirs.push(dataDir);
    const first = await start(dataDir);
    const firstToken = await signIn(first);
    await simulateLatency(first, firstToken, 250);
    const ids = await submit(first, firstToken, 8, '49173');
    await new Promise((resolve) => setTimeout(resolve, 700));
    const atKill = await states(first, firstToken, ids);
    await first.kill();
    // The kill must catch orders mid-run, or the test proves nothing.
    expect(atKill.filter((state) => state === 'RUNNING').length).toBeGreaterThan(0);

    const second = await start(dataDir);
    const token = await signIn(second);
    expect(await finished(second, token, ids, 75), second.logs()).toEqual(ids.map(() => 'COMPLETED'));

    const succeeded: string[] = [];
    for (const id of ids) {
      const tasks = await api<OrderTask[]>(second, token, 'GET', `/order/tasks/${id}`);
      for (const task of tasks.filter((candidate) => candidate.type === 'HTTP_CALL')) {
        const successes = task.attempts.filter((attempt) => attempt.state === 'SUCCEEDED');
        expect(successes).toHaveLength(1);
        succeeded.push(...successes.map((attempt) => attempt.attemptId));
      }
    }
    // Each successful attempt reached the network exactly once; a call sent again was answered as a replay.
    const applied = new Map<string, number>();
    for (const request of await simulatorRequests(second, token)) {
      if (request.replayed || request.status >= 300 || !request.idempotencyKey) continue;
      applied.set(request.idempotencyKey, (applied.get(request.idempotencyKey) ?? 0) + 1);
    }
    expect(succeeded.filter((attempt) => applied.get(attempt) !== 1)).toEqual([]);
  });
});
