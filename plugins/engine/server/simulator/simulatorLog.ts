import type { Insertable, Kysely } from 'kysely';
import type { CoreDatabase } from '../../../../core/server/db/schema.ts';
import type { SimulatorRequestsTable } from '../../public/server/networkTables.ts';
import { engineDb } from '../../public/server/networkQueries.ts';

export type LoggedRequest = Insertable<SimulatorRequestsTable> & { replayed: boolean };

/** An applied request's answer, as a replay of its key gives it again. */
export interface AppliedRow {
  status: number;
  response: string;
}

interface Waiting {
  row: LoggedRequest;
  /** Resolves once the row is written: true, or false when its key was applied already (not written). */
  written: (applied: boolean) => void;
  failed: (error: unknown) => void;
}

const appliedKey = (tenant: string, element: string, key: string | null | undefined) =>
  `${tenant}\n${element}\n${key ?? ''}`;
const isApplied = (row: LoggedRequest) => row.idempotency_key != null && !row.replayed && row.status < 300;

/**
 * The simulator's request log, written in batches: the requests that arrive while one batch is being
 * written are written together by the next, in one statement (group commit). A request is answered once
 * its row is written, so an answer the caller got is never missing from the log; a key another request
 * applied first (the database's unique index on applied keys says so) is left for the caller to replay.
 */
export class SimulatorLog {
  private waiting: Waiting[] = [];
  private writing = false;

  constructor(private readonly db: Kysely<CoreDatabase>) {}

  /** Writes the row with the others of the moment; answers whether it was written (false: its key was applied). */
  record(row: LoggedRequest): Promise<boolean> {
    return new Promise((written, failed) => {
      this.waiting.push({ row, written, failed });
      if (!this.writing) void this.writeWaiting();
    });
  }

  private async writeWaiting(): Promise<void> {
    this.writing = true;
    while (this.waiting.length > 0) {
      const batch = this.waiting;
      this.waiting = [];
      try {
        const kept = await this.write(batch.map((entry) => entry.row));
        for (const entry of batch) {
          const { row } = entry;
          const key = appliedKey(row.tenant_id, row.element, row.idempotency_key);
          // Of one key twice in a batch, the first row is the one written.
          entry.written(!isApplied(row) || kept.delete(key));
        }
      } catch (error) {
        for (const entry of batch) entry.failed(error);
      }
    }
    this.writing = false;
  }

  /** Writes the rows; answers the applied keys written (a key applied before is skipped). */
  private async write(rows: LoggedRequest[]): Promise<Set<string>> {
    const written = await engineDb(this.db)
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
    return new Set(written.map((row) => appliedKey(row.tenant_id, row.element, row.idempotency_key)));
  }
}

const logs = new WeakMap<Kysely<CoreDatabase>, SimulatorLog>();

/** The process's simulator log of a database. */
export function simulatorLog(db: Kysely<CoreDatabase>): SimulatorLog {
  let log = logs.get(db);
  if (!log) {
    log = new SimulatorLog(db);
    logs.set(db, log);
  }
  return log;
}
