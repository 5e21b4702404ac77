import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ORDER_PATHS, type Order, type OrderEvent } from '../../plugins/engine/public/contract/order.ts';
import { fillPath } from '../../core/contract/pathTemplate.ts';
import { dataProblems, type ChaosData } from './chaosChecks.ts';
import { offerChaosService, submitChaosOrder } from './chaosCatalogue.ts';
import { api, DURABLE_SERVER_ENV, ordersOf, signIn, simulateLatency } from './engineProcessApi.ts';
import { inLanes } from './inLanes.ts';
import { createDatabase, startPostgres, type RunningPostgres } from './postgres.ts';
import { DurableSubscriber } from './reverseDurability.ts';
import { FIRST_START_READY_MS, startServerProcess, type ServerProcess } from './serverProcess.ts';

export type ChaosDatabase = 'embedded' | 'postgresql';

/** One kill and the restart after it. */
export interface Recovery {
  /** Orders running when the process was killed. */
  inFlight: number;
  /** From the restart's launch until it answered ready. */
  bootMs: number;
  /** From the launch until the first of those orders moved again (its next event). */
  firstMovedMs: number | null;
  /** From the launch until every one of them had moved again. */
  allMovedMs: number | null;
  /** The restarted process's log of what it took over, if it found anything held. */
  tookOver: string | null;
}

export interface ChaosOutcome {
  database: ChaosDatabase;
  recoveries: Recovery[];
  orders: number;
  /** Every promise broken, in words: none is the run's success. */
  problems: string[];
}

export interface ChaosOptions {
  kills: number;
  /** Told of each recovery as it is measured (the bench prints them). */
  onRecovery?(recovery: Recovery, index: number): void;
}

/**
 * The real default: a job under way counts as lost only after six minutes, so work that resumes sooner
 * was taken over by its lease.
 */
const CHAOS_ENV = { ...DURABLE_SERVER_ENV, SDP_JOB_RECOVERY_SECONDS: '360' };
/** Five orders a second, each of three calls of `LATENCY_MS`: several run at any moment. */
const SUBMIT_EVERY_MS = 200;
/** At most this many orders submitted and not yet seen ended: more than an idle machine runs at once. */
const MAX_OPEN = 20;
const LATENCY_MS = 500;
/** The subscriber answers each delivery after `RECEIVER_DELAY_MS`, eight at a time: some are always in flight. */
const RECEIVER_DELAY_MS = 400;
const RECEIVER_CONCURRENCY = 8;
/** How long a restart's orders may take to move again before the run calls it a problem. */
const MOVE_WITHIN_MS = 120_000;
const SETTLE_WITHIN_MS = 240_000;
const TAKE_OVER = /took over the work of [^\n"]*/;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The server process as it is now (restarted after each kill), and how to start it again. */
class Restartable {
  current!: ServerProcess;

  constructor(private readonly data: ChaosData) {}

  async start(readyWithinMs?: number): Promise<ServerProcess> {
    this.current =
      'dataDir' in this.data
        ? await startServerProcess({ dataDir: this.data.dataDir, env: CHAOS_ENV, readyWithinMs })
        : await startServerProcess({ env: { ...CHAOS_ENV, DATABASE_URL: this.data.databaseUrl }, readyWithinMs });
    return this.current;
  }
}

/**
 * A steady stream of orders, one every `SUBMIT_EVERY_MS` while fewer than `MAX_OPEN` are open, each sent
 * again until answered (a kill may lose its answer: its external id makes the second sending the same
 * order). While the server is down no new order is sent. The bound keeps work in flight at every kill on any
 * machine, and lets no backlog grow on a busy one that runs orders slower than they come.
 */
class OrderStream {
  readonly ids: string[] = [];
  private readonly endedIds = new Set<string>();
  private stopped = false;
  private down = false;
  private running: Promise<void> | null = null;
  private readonly sending = new Set<Promise<void>>();

  constructor(
    private readonly server: Restartable,
    private readonly token: string,
  ) {}

  start(): void {
    this.running = this.run();
  }

  /** The orders not yet seen ended. */
  open(): string[] {
    return this.ids.filter((id) => !this.endedIds.has(id));
  }

  ended(ids: readonly string[]): void {
    for (const id of ids) this.endedIds.add(id);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.running;
    await Promise.all(this.sending);
  }

  private async run(): Promise<void> {
    for (let index = 1; !this.stopped; index += 1) {
      while (this.down && !this.stopped) await pause(100);
      while (!this.stopped && this.open().length >= MAX_OPEN) await this.seeWhichEnded();
      const sending = this.send(index);
      this.sending.add(sending);
      void sending.finally(() => this.sending.delete(sending));
      await pause(SUBMIT_EVERY_MS);
    }
  }

  /** Reads the open orders' states, noting those ended; a server down or starting is asked again later. */
  private async seeWhichEnded(): Promise<void> {
    try {
      const states = await statesOf(this.server.current, this.token, this.open());
      this.ended([...states].filter(([, state]) => state !== 'RUNNING').map(([id]) => id));
    } catch {
      // Down or starting: the next look finds it up.
    }
    await pause(250);
  }

  private async send(index: number): Promise<void> {
    for (;;) {
      try {
        this.ids.push(await submitChaosOrder(this.server.current, this.token, index));
        this.down = false;
        return;
      } catch {
        // The server is down or starting: the same submission again shortly.
        this.down = true;
        await pause(200);
      }
    }
  }
}

async function statesOf(server: ServerProcess, token: string, ids: readonly string[]): Promise<Map<string, string>> {
  const orders = await ordersOf(server, token, ids);
  return new Map(orders.map((order) => [order.orderId, order.state]));
}

/** What became of an order caught running by a kill, read after the restart. */
type AfterKill = { moved: number } | 'not yet' | 'ended before the kill';

/**
 * When each order first moved at or after `since` (its first event then); or that it has not yet; or that it
 * had ended before (between the read that found it running and the kill).
 */
async function afterKill(
  server: ServerProcess,
  token: string,
  ids: readonly string[],
  since: number,
): Promise<AfterKill[]> {
  return inLanes(ids, async (orderId): Promise<AfterKill> => {
    const events = await api<OrderEvent[]>(server, token, 'GET', fillPath(ORDER_PATHS.events, { orderId }));
    const after = events.map((event) => Date.parse(event.at)).filter((at) => at >= since);
    if (after.length > 0) return { moved: Math.min(...after) };
    const order = await api<Order>(server, token, 'GET', `/order/orderinfo/${orderId}`);
    return order.state === 'RUNNING' ? 'not yet' : 'ended before the kill';
  });
}

/** Kills the server (SIGKILL) with orders running, starts it again on the same data, and measures the recovery. */
async function killAndRestart(server: Restartable, token: string, stream: OrderStream): Promise<Recovery> {
  let running: string[] = [];
  while (running.length === 0) {
    const states = await statesOf(server.current, token, stream.open());
    stream.ended([...states].filter(([, state]) => state !== 'RUNNING').map(([id]) => id));
    running = [...states].filter(([, state]) => state === 'RUNNING').map(([id]) => id);
    if (running.length === 0) await pause(100);
  }
  const killedAt = Date.now();
  await server.current.kill();
  const launchedAt = Date.now();
  const restarted = await server.start();
  const bootMs = Date.now() - launchedAt;
  const end = Date.now() + MOVE_WITHIN_MS;
  let found: AfterKill[] = [];
  do {
    if (found.length > 0) await pause(250);
    found = await afterKill(restarted, token, running, killedAt);
  } while (found.includes('not yet') && Date.now() < end);
  const caught = found.filter((what) => what !== 'ended before the kill');
  const moved = caught.flatMap((what) => (typeof what === 'object' ? [what.moved] : []));
  return {
    inFlight: caught.length,
    bootMs,
    firstMovedMs: moved.length > 0 ? Math.min(...moved) - launchedAt : null,
    allMovedMs: moved.length === caught.length && moved.length > 0 ? Math.max(...moved) - launchedAt : null,
    tookOver: TAKE_OVER.exec(restarted.logs())?.[0] ?? null,
  };
}

/** Waits until none of the orders runs any more; answers their states. */
async function settled(server: ServerProcess, token: string, ids: readonly string[]): Promise<Map<string, string>> {
  const end = Date.now() + SETTLE_WITHIN_MS;
  for (;;) {
    const states = await statesOf(server, token, ids);
    if (![...states.values()].some((state) => state === 'RUNNING') || Date.now() > end) return states;
    await pause(500);
  }
}

/**
 * The chaos run: a steady stream of orders (a call, an ONT from stock, a call) against the simulated
 * network, their events to a slow subscriber, and the server killed with SIGKILL at random moments and
 * started again on the same data, `kills` times; then, the stream stopped, every order must finish or park
 * with a reason, every event reach the subscriber under one webhook-id, no serial be reserved twice and no
 * call be applied twice. Answers the recoveries and whatever was broken.
 */
export async function runChaos(database: ChaosDatabase, options: ChaosOptions): Promise<ChaosOutcome> {
  let postgres: RunningPostgres | null = null;
  let dataDir: string | null = null;
  const subscriber = new DurableSubscriber();
  let server: Restartable | null = null;
  try {
    let data: ChaosData;
    if (database === 'embedded') {
      dataDir = await mkdtemp(join(tmpdir(), 'sdp-chaos-'));
      data = { dataDir };
    } else {
      postgres = await startPostgres();
      data = { databaseUrl: await createDatabase(postgres.url, 'sdp_chaos') };
    }
    server = new Restartable(data);
    const first = await server.start(FIRST_START_READY_MS);
    const token = await signIn(first);
    await subscriber.subscribe(first, token, RECEIVER_DELAY_MS, RECEIVER_CONCURRENCY);
    await simulateLatency(first, token, LATENCY_MS);
    await offerChaosService(first, token);

    const stream = new OrderStream(server, token);
    stream.start();
    const recoveries: Recovery[] = [];
    for (let kill = 0; kill < options.kills; kill += 1) {
      await pause(1_000 + Math.random() * 3_000);
      if (kill === 0) await subscriber.untilOneArrived(30);
      const recovery = await killAndRestart(server, token, stream);
      recoveries.push(recovery);
      options.onRecovery?.(recovery, kill);
    }
    await stream.stop();

    const problems = recoveries.flatMap((recovery, index) =>
      recovery.inFlight > 0 && recovery.allMovedMs === null
        ? [`after kill ${index + 1}, ${recovery.inFlight} orders running at the kill did not all move again`]
        : [],
    );
    const states = await settled(server.current, token, stream.ids);
    problems.push(...(await subscriber.deliveryProblems(server.current, token, states)));
    await server.current.stop();
    problems.push(...(await dataProblems(data)));
    return { database, recoveries, orders: stream.ids.length, problems };
  } finally {
    await server?.current?.stop().catch(() => undefined);
    await subscriber.stop();
    await postgres?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }
}
