import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DURABLE_SERVER_ENV, orderStates, signIn, simulateLatency, submit } from '../support/engineProcessApi.ts';
import { DurableSubscriber } from '../support/reverseDurability.ts';
import { startServerProcess, type ServerProcess } from '../support/serverProcess.ts';

/**
 * Reverse sync's promise on the embedded database: a server killed while deliveries are in flight and
 * started again on the same data directory delivers every event, a duplicate only ever with the
 * webhook-id of its first sending. (On PostgreSQL the engine's kill test checks the same, on its servers.)
 */
const running: ServerProcess[] = [];
const dataDirs: string[] = [];
const subscriber = new DurableSubscriber();

afterAll(async () => {
  for (const server of running) await server.stop().catch(() => undefined);
  for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
  await subscriber.stop();
});

async function start(dataDir: string): Promise<ServerProcess> {
  const server = await startServerProcess({ dataDir, env: DURABLE_SERVER_ENV });
  running.push(server);
  return server;
}

describe('reverse sync durability on the embedded database', () => {
  it(
    'delivers every event after the process is killed with deliveries in flight, duplicates keeping their webhook-id',
    { timeout: 240_000 },
    async () => {
      const dataDir = await mkdtemp(join(tmpdir(), 'sdp-reverse-durable-'));
      dataDirs.push(dataDir);
      const first = await start(dataDir);
      const firstToken = await signIn(first);
      await subscriber.subscribe(first, firstToken);
      await simulateLatency(first, firstToken, 50);
      const ids = await submit(first, firstToken, 6, '49174');
      // Killed as soon as the first delivery arrives: the others are in flight or still owed.
      await subscriber.untilOneArrived(30);
      subscriber.noteKill();
      await first.kill();

      const second = await start(dataDir);
      const token = await signIn(second);
      const end = Date.now() + 120_000;
      let states: string[] = [];
      for (;;) {
        states = await orderStates(second, token, ids);
        // The engine may park an order the kill caught mid-call: it is settled once it runs no more.
        if (states.every((state) => state !== 'RUNNING') || Date.now() > end) break;
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      expect(states, second.logs()).not.toContain('RUNNING');
      expect(states).toContain('COMPLETED');
      await subscriber.expectEveryEventDelivered(
        second,
        token,
        new Map(ids.map((id, index) => [id, states[index] ?? ''])),
      );
    },
  );
});
