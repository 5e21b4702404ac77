import type { Insertable, Kysely } from 'kysely';
import type { CoreDatabase } from '../../../../core/server/db/schema.ts';
import type { SimulatorRequestsTable } from '../../public/server/networkTables.ts';
import { engineDb } from '../../public/server/networkQueries.ts';

export type LoggedRequest = Insertable<SimulatorRequestsTable> & { replayed: boolean };

/** Requests wait at most this long (or until this many wait) before they are written, in one statement. */
const FLUSH_AFTER_MS = 20;
const FLUSH_AT = 500;

/** An applied request's answer, as a replay of its key gives it again. */
export interface AppliedRow {
  status: number;
  response: string;
}

const appliedKey = (tenant: string, element: string, key: string) => `${tenant}\n${element}\n${key}`;
const isApplied = (row: LoggedRequest) => row.idempotency_key != null && !row.replayed && row.status < 300;

/**
 * The simulator's request log, written off the calls' path: each request is kept in the process and
 * written with the others of the moment in one statement, soon after its answer. The simulated systems'
 * memory, not the orders': an order's own record of its call is its attempt, written with its step. A
 * key applied while its row still waits is answered from here; a key another process applied meanwhile
 * is written as a replay (the database's unique index on applied keys says which).
 */
export class SimulatorLog {
  private waiting: LoggedRequest[] = [];
  private readonly waitingApplied = new Map<string, AppliedRow>();
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Kysely<CoreDatabase>,
    private readonly onError: (error: unknown) => void,
  ) {}

  record(row: LoggedRequest): void {
    this.waiting.push(row);
    if (isApplied(row)) {
      this.waitingApplied.set(appliedKey(row.tenant_id, row.element, row.idempotency_key as string), {
        status: row.status,
        response: row.response,
      });
    }
    if (this.waiting.length >= FLUSH_AT) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), FLUSH_AFTER_MS);
  }

  /** The applied request of a key among those not written yet. */
  appliedWaiting(tenant: string, element: string, key: string): AppliedRow | undefined {
    return this.waitingApplied.get(appliedKey(tenant, element, key));
  }

  /** Writes what waits; answers once every request recorded so far is in the database. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const rows = this.waiting;
    this.waiting = [];
    if (rows.length === 0) return this.writing;
    this.writing = this.writing.then(() => this.write(rows)).catch(this.onError);
    return this.writing;
  }

  private async write(rows: LoggedRequest[]): Promise<void> {
    const db = engineDb(this.db);
    try {
      const written = await db
        .insertInto('simulator_requests')
        .values(rows)
        .onConflict((conflict) =>
          conflict
            .columns(['tenant_id', 'element', 'idempotency_key'])
            .where('idempotency_key', 'is not', null)
            .where('replayed', '=', false)
            .where('status', '<', 300)
            .doNothing(),
        )
        .returning(['tenant_id', 'element', 'idempotency_key'])
        .execute();
      if (written.length < rows.length) {
        // Keys another process applied first: this process's answers to them were replays of nothing it knew.
        const kept = new Set(written.map((row) => appliedKey(row.tenant_id, row.element, row.idempotency_key ?? '')));
        const replays = rows
          .filter(
            (row) => isApplied(row) && !kept.has(appliedKey(row.tenant_id, row.element, row.idempotency_key ?? '')),
          )
          .map((row) => ({ ...row, replayed: true }));
        if (replays.length > 0) await db.insertInto('simulator_requests').values(replays).execute();
      }
    } finally {
      for (const row of rows) {
        if (isApplied(row))
          this.waitingApplied.delete(appliedKey(row.tenant_id, row.element, row.idempotency_key as string));
      }
    }
  }
}

const logs = new WeakMap<Kysely<CoreDatabase>, SimulatorLog>();

/** The process's simulator log of a database. */
export function simulatorLog(db: Kysely<CoreDatabase>, onError: (error: unknown) => void): SimulatorLog {
  let log = logs.get(db);
  if (!log) {
    log = new SimulatorLog(db, onError);
    logs.set(db, log);
  }
  return log;
}
