import { sql, type Kysely } from 'kysely';
import type { CoreDatabase } from '../../../core/server/db/schema.ts';

const KEPT_CALLS = 20_000;
const PRUNE_EVERY = 1_000;
const MOST_PER_INSERT = 500;

/** A call the built-in receiver received, as it is kept. */
export interface ReceivedCallRow {
  tenantId: string;
  name: string;
  webhookId: string;
  eventType: string;
  headers: Record<string, string>;
  body: string;
  status: number;
  signatureValid: boolean;
}

interface Waiting {
  row: ReceivedCallRow;
  done: (error?: unknown) => void;
}

/**
 * The receiver's log of calls, written together: the calls that arrive while one insert runs go in the
 * next one, each answered once its row is stored. Each tenant keeps its newest calls only.
 */
export class ReceiverCallLog {
  private waiting: Waiting[] = [];
  private draining = false;

  constructor(private readonly db: Kysely<CoreDatabase>) {}

  /** Stores the call; resolves once it is written. */
  record(row: ReceivedCallRow): Promise<void> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ row, done: (error) => (error === undefined ? resolve() : reject(error)) });
      if (!this.draining) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.draining = true;
    try {
      while (this.waiting.length > 0) {
        const batch = this.waiting.splice(0, MOST_PER_INSERT);
        try {
          await this.write(batch.map((waiting) => waiting.row));
          for (const waiting of batch) waiting.done();
        } catch (error) {
          for (const waiting of batch) waiting.done(error ?? new Error('The receiver could not log the call.'));
        }
      }
    } finally {
      this.draining = false;
    }
  }

  private async write(rows: ReceivedCallRow[]): Promise<void> {
    const { rows: written } = await sql<{ id: string; tenantId: string }>`insert into reverse_receiver_calls
        (tenant_id, name, webhook_id, event_type, headers, body, status, signature_valid, received_at)
      values ${sql.join(
        rows.map(
          (
            row,
          ) => sql`(${row.tenantId}, ${row.name}, ${row.webhookId}, ${row.eventType}, ${JSON.stringify(row.headers)},
            ${row.body}, ${row.status}, ${row.signatureValid}, now())`,
        ),
      )}
      returning id::text, tenant_id as "tenantId"`.execute(this.db);
    const crossed = new Set(written.filter((row) => Number(row.id) % PRUNE_EVERY === 0).map((row) => row.tenantId));
    for (const tenantId of crossed) {
      await sql`delete from reverse_receiver_calls where tenant_id = ${tenantId} and id < (select id from reverse_receiver_calls
        where tenant_id = ${tenantId} order by id desc offset ${KEPT_CALLS} limit 1)`.execute(this.db);
    }
  }
}
