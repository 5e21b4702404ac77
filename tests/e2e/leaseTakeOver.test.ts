import { hostname } from 'node:os';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DURABLE_SERVER_ENV, orderStates, signIn, simulateLatency, submit } from '../support/engineProcessApi.ts';
import { createDatabase, startPostgres, type RunningPostgres } from '../support/postgres.ts';
import { DurableSubscriber } from '../support/reverseDurability.ts';
import { startServerProcess, type ServerProcess } from '../support/serverProcess.ts';

/**
 * A process's work is taken over by its lease, not by the hour-long fallback these servers are given (a
 * job under way counts as lost only after SDP_JOB_RECOVERY_SECONDS): an embedded server killed and started
 * again on its data takes over at start everything the dead one held, and on PostgreSQL a second process
 * takes over a killed one's orders and deliveries once its lease has expired, the first staying down. What
 * proves it is what happened — the survivor's log names what it took over and from whom, and the work
 * finishes long before any fallback — never how long it took (`npm run bench recovery` prints that).
 */
const LEASED_ENV = { ...DURABLE_SERVER_ENV, SDP_JOB_RECOVERY_SECONDS: '3600' };
const TAKE_OVER = /took over the work of ([^\n"]*)/;
const running: ServerProcess[] = [];
const subscriber = new DurableSubscriber();

afterAll(async () => {
  for (const server of running) await server.stop().catch(() => undefined);
  await subscriber.stop();
});

async function start(env: Record<string, string>, dataDir?: string): Promise<ServerProcess> {
  const server = await startServerProcess({ env: { ...LEASED_ENV, ...env }, dataDir });
  running.push(server);
  return server;
}

/** The take-over the server's log reports, once it has (at most `seconds`). */
async function tookOver(server: ServerProcess, what: RegExp, seconds: number): Promise<string> {
  const end = Date.now() + seconds * 1000;
  for (;;) {
    const line = server
      .logs()
      .split('\n')
      .find((candidate) => TAKE_OVER.test(candidate) && what.test(candidate));
    if (line) return line;
    if (Date.now() > end) throw new Error(`No take-over matching ${what} in the log:\n${server.logs()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const statesOf = orderStates;

/** Waits until no order runs any more (at most `seconds`, far within the fallback); answers their states. */
async function settled(server: ServerProcess, token: string, ids: string[], seconds: number): Promise<string[]> {
  const end = Date.now() + seconds * 1000;
  for (;;) {
    const states = await statesOf(server, token, ids);
    if (!states.includes('RUNNING') || Date.now() > end) return states;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('an embedded server killed and started again', () => {
  const dataDirs: string[] = [];
  afterAll(async () => {
    for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
  });

  it(
    'takes over at start everything its previous process held: every order finishes, every event arrives',
    { timeout: 240_000 },
    async () => {
      const dataDir = await mkdtemp(join(tmpdir(), 'sdp-lease-embedded-'));
      dataDirs.push(dataDir);
      const first = await start({}, dataDir);
      const firstToken = await signIn(first);
      await subscriber.subscribe(first, firstToken);
      await simulateLatency(first, firstToken, 250);
      const ids = await submit(first, firstToken, 8, '49181');
      await subscriber.untilOneArrived(30);
      const atKill = await statesOf(first, firstToken, ids);
      subscriber.noteKill();
      await first.kill();
      // The kill must catch orders mid-run, or the test proves nothing.
      expect(atKill).toContain('RUNNING');

      const second = await start({}, dataDir);
      const line = await tookOver(second, /the previous process/, 60);
      expect(line).toMatch(/engine-task jobs: [1-9]/);
      const token = await signIn(second);
      const states = await settled(second, token, ids, 150);
      expect(states, second.logs()).toEqual(ids.map(() => 'COMPLETED'));
      await subscriber.expectEveryEventDelivered(second, token, new Map(ids.map((id) => [id, 'COMPLETED'])));
    },
  );
});

describe('two processes on PostgreSQL, one of them killed', () => {
  let postgres: RunningPostgres;
  const receiver = new DurableSubscriber();

  beforeAll(async () => {
    postgres = await startPostgres();
  });

  afterAll(async () => {
    await receiver.stop();
    await postgres?.stop();
  });

  /** Whether the process holds engine work (a job or a call) and a delivery under its lease. */
  async function holdsWork(client: pg.Client, pid: number): Promise<boolean> {
    const { rows } = await client.query<{ jobs: boolean; deliveries: boolean }>(
      `select exists (select 1 from held_jobs h join process_leases l on l.id = h.lease_id
                       where l.pid = $1 and h.queue = 'engine-task') as jobs,
              exists (select 1 from reverse_deliveries d join process_leases l on l.id = d.leased_by
                       where l.pid = $1) as deliveries`,
      [pid],
    );
    return rows[0]?.jobs === true && rows[0].deliveries === true;
  }

  it(
    'has the survivor take over the killed one’s orders and deliveries once its lease expired',
    { timeout: 240_000 },
    async () => {
      const databaseUrl = await createDatabase(postgres.url, 'sdp_lease_takeover');
      const doomed = await start({ DATABASE_URL: databaseUrl });
      const token = await signIn(doomed);
      // Each delivery is held 1.5 s by the subscriber: the kill catches those it sees in flight.
      await receiver.subscribe(doomed, token, 1_500);
      await simulateLatency(doomed, token, 250);
      const survivor = await start({ DATABASE_URL: databaseUrl });
      const ids = await submit(doomed, token, 6, '49182');

      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        const end = Date.now() + 60_000;
        while (!(await holdsWork(client, doomed.pid))) {
          if (Date.now() > end) throw new Error('The first process never held engine work and a delivery at once');
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        receiver.noteKill();
        await doomed.kill();
      } finally {
        await client.end();
      }

      const line = await tookOver(survivor, new RegExp(`pid ${doomed.pid}\\b`), 60);
      expect(line).toContain(`host ${hostname()}`);
      expect(line).toMatch(/whose lease expired/);
      expect(line).toMatch(/deliveries: [1-9]/);
      const survivorToken = await signIn(survivor);
      const states = await settled(survivor, survivorToken, ids, 150);
      expect(states, survivor.logs()).toEqual(ids.map(() => 'COMPLETED'));
      await receiver.expectEveryEventDelivered(survivor, survivorToken, new Map(ids.map((id) => [id, 'COMPLETED'])));
    },
  );
});
