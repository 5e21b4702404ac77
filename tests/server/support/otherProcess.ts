import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { CoreDatabase } from '../../../core/server/db/schema.ts';
import { HeldJobs, type HeldJob } from '../../../core/server/jobs/heldJobs.ts';
import { transactionExecutor } from '../../../core/server/jobs/transactionExecutor.ts';

/** A pid no process can have (Linux's largest is 2^22). */
export const NO_SUCH_PID = 9_999_999;

/**
 * Another server process as the database knows it — its lease row and the work it holds — for the tests of
 * leases: alive while its heartbeat is recent, dead once the test makes it old.
 */
export class OtherProcess {
  readonly id: string;
  private readonly host: string;
  private readonly pid: number;

  constructor(
    private readonly db: Kysely<CoreDatabase>,
    { id = randomUUID(), host = 'elsewhere', pid = NO_SUCH_PID }: { id?: string; host?: string; pid?: number } = {},
  ) {
    this.id = id;
    this.host = host;
    this.pid = pid;
  }

  /** The same process seen through another server's database connection. */
  seenFrom(db: Kysely<CoreDatabase>): OtherProcess {
    return new OtherProcess(db, { id: this.id, host: this.host, pid: this.pid });
  }

  /** Its lease, renewed just now. */
  async holdLease(): Promise<this> {
    await sql`insert into process_leases (id, host, pid, role) values (${this.id}::uuid, ${this.host}, ${this.pid}, 'all')`.execute(
      this.db,
    );
    return this;
  }

  /** Its process died: its lease was last renewed an hour ago. */
  async die(): Promise<void> {
    await sql`update process_leases set heartbeat_at = now() - interval '1 hour' where id = ${this.id}::uuid`.execute(
      this.db,
    );
  }

  async leaseExists(): Promise<boolean> {
    const { rows } = await sql<{ found: boolean }>`select exists (
      select 1 from process_leases where id = ${this.id}::uuid) as found`.execute(this.db);
    return rows[0]?.found === true;
  }

  private jobs(): HeldJobs {
    return new HeldJobs(transactionExecutor(this.db));
  }

  /** Takes the queue's next job under its lease, as its worker would. */
  async fetch<Data>(queue: string): Promise<HeldJob<Data>> {
    const [job] = await this.jobs().fetch<Data>(queue, 1, this.id);
    if (!job) throw new Error(`No job of ${queue} was due`);
    return job;
  }

  /** Completes a job it took, as its worker would once the job's work ended. */
  complete(queue: string, job: HeldJob<unknown>): Promise<void> {
    return this.jobs().complete(queue, job, this.id);
  }
}

/** A job's row as the queue has it. */
export async function jobRow(
  db: Kysely<CoreDatabase>,
  jobId: string,
): Promise<{ state: string; retryCount: number; holder: string | null }> {
  const { rows } = await sql<{ state: string; retryCount: number; holder: string | null }>`
    select j.state, j.retry_count as "retryCount", h.lease_id as holder
    from pgboss.job j left join held_jobs h on h.job_id = j.id where j.id = ${jobId}::uuid`.execute(db);
  const row = rows[0];
  if (!row) throw new Error(`No job ${jobId}`);
  return row;
}
