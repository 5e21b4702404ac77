import { hostname } from 'node:os';
import { sql, type Kysely } from 'kysely';
import type { DatabaseKind } from '../db/database.ts';
import type { CoreDatabase } from '../db/schema.ts';
import { unbound } from '../db/tenantBinding.ts';
import type { HeldWork } from './heldWork.ts';
import { leaseDb } from './leaseTables.ts';
import { describeLeases, describeTaken, takeOver, tookAnything, type TakenOver } from './takeOver.ts';

/** What the plugins' work sees of the process's lease. */
export interface HoldingLease {
  /** The rows of work this process holds name it (`leaseSql.ts`). */
  readonly id: string;
  /** True once the process drains: it starts nothing new and finishes what it holds. */
  readonly draining: boolean;
}

interface LeaseLog {
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface ProcessLeaseOptions {
  /** Made before the database opens: its connections carry it (`db/database.ts`). */
  id: string;
  db: Kysely<CoreDatabase>;
  kind: DatabaseKind;
  role: string;
  /** How long the lease outlives its last renewal (`SDP_LEASE_SECONDS`). */
  leaseSeconds: number;
  log: LeaseLog;
  /** Told of the queues whose jobs a take-over made due again, so the process's idle workers look at once. */
  handedBack(queues: readonly string[]): void;
  /** The lease was taken over, or could not be renewed for its whole time: the process must stop working. */
  lost(): void;
}

/** Renewals per lease time: a lease survives four missed renewals. */
const RENEWALS_PER_LEASE = 5;

/** The leases the runtimes of this very process hold (tests run several): never a predecessor's. */
const leasesHere = new Set<string>();

function processRuns(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

interface Beat {
  renewed: number;
  /** Another lease is past its time. */
  expired: boolean;
  /** A job is held under a lease that is gone (its holder took it as the lease was taken over). */
  orphans: boolean;
}

/**
 * This process's lease on its share of the work: a row renewed every fifth of `SDP_LEASE_SECONDS` by the
 * database's clock. Each renewal also looks for leases not renewed within their time — their processes
 * died — and takes over what they held (`takeOver.ts`). At start it takes over at once what no live
 * process can hold: on the embedded database every lease's work (only one process can exist), on
 * PostgreSQL that of this host's processes that are gone (a restart). A lease taken over (this process
 * stalled past its time) or not renewed for its whole time is lost, and the process stops working. A
 * drain marks the lease; its end hands back what is left.
 */
export class ProcessLease implements HoldingLease {
  readonly id: string;
  readonly host = hostname();
  readonly pid = process.pid;
  draining = false;
  lost = false;
  private heldWork: readonly HeldWork[] = [];
  private timer: NodeJS.Timeout | undefined;
  private ended = false;
  private beating: Promise<void> | null = null;
  private ending: Promise<void> | null = null;
  private renewedAt = 0;

  constructor(private readonly options: ProcessLeaseOptions) {
    this.id = options.id;
  }

  /** Takes over what no live process can hold, then holds the lease and renews it. */
  async start(heldWork: readonly HeldWork[]): Promise<void> {
    this.heldWork = heldWork;
    const { db, kind } = this.options;
    if (kind === 'embedded') {
      this.report(await takeOver(db, 'all', heldWork), 'the previous process');
    } else {
      const named = await this.deadPredecessors();
      if (named.length > 0)
        this.report(await takeOver(db, { named }, heldWork), 'processes of this host that are gone');
    }
    await unbound(() =>
      leaseDb(db)
        .insertInto('process_leases')
        .values({ id: this.id, host: this.host, pid: this.pid, role: this.options.role })
        .execute(),
    );
    leasesHere.add(this.id);
    this.renewedAt = performance.now();
    this.schedule();
  }

  /** Leases of this host whose process is gone: its pid runs no more, or it is this process's (a restart). */
  private async deadPredecessors(): Promise<string[]> {
    const rows = await unbound(() =>
      leaseDb(this.options.db)
        .selectFrom('process_leases')
        .select(['id', 'pid'])
        .where('host', '=', this.host)
        .execute(),
    );
    return rows
      .filter((row) => !leasesHere.has(row.id) && (row.pid === this.pid || !processRuns(row.pid)))
      .map((row) => row.id);
  }

  private schedule(): void {
    this.timer = setTimeout(
      () => {
        this.beating = this.beat().finally(() => {
          this.beating = null;
          if (!this.ended) this.schedule();
        });
      },
      (this.options.leaseSeconds * 1000) / RENEWALS_PER_LEASE,
    );
    this.timer.unref();
  }

  /** Renews the lease, and takes over the work of leases that expired (or of holds whose lease is gone). */
  private async beat(): Promise<void> {
    const { db, leaseSeconds } = this.options;
    let beat: Beat | undefined;
    try {
      const { rows } = await unbound(() =>
        sql<Beat>`
          with renewed as (update process_leases set heartbeat_at = now() where id = ${this.id}::uuid returning id)
          select (select count(*) from renewed)::int as renewed,
            exists (select 1 from process_leases where id <> ${this.id}::uuid
              and heartbeat_at < now() - make_interval(secs => ${leaseSeconds})) as expired,
            exists (select 1 from held_jobs h
              where not exists (select 1 from process_leases l where l.id = h.lease_id)) as orphans`.execute(db),
      );
      beat = rows[0];
    } catch (error) {
      this.options.log.error({ err: error }, 'the process lease could not be renewed');
      if (performance.now() - this.renewedAt > leaseSeconds * 1000)
        this.lose('could not be renewed for its whole time');
      return;
    }
    if (!beat || beat.renewed === 0) {
      this.lose('was taken over by another process');
      return;
    }
    this.renewedAt = performance.now();
    if (!beat.expired && !beat.orphans) return;
    try {
      const scope = { named: [], expired: { leaseSeconds, except: this.id } };
      this.report(await takeOver(db, scope, this.heldWork), 'processes whose lease expired');
    } catch (error) {
      this.options.log.error({ err: error }, 'the work of an expired lease could not be taken over');
    }
  }

  private report(taken: TakenOver, whose: string): void {
    this.options.handedBack(Object.keys(taken.jobs));
    if (!tookAnything(taken)) return;
    const leases = taken.leases.length > 0 ? ` (${describeLeases(taken.leases)})` : '';
    this.options.log.warn(
      { takenOver: { leases: taken.leases, jobs: taken.jobs, work: taken.work } },
      `took over the work of ${whose}${leases}: ${describeTaken(taken)}`,
    );
  }

  private lose(why: string): void {
    if (this.lost) return;
    this.lost = true;
    this.stopRenewing();
    this.options.log.error({ lease: this.id }, `this process's lease ${why}: it takes no more work`);
    this.options.lost();
  }

  private stopRenewing(): void {
    this.ended = true;
    clearTimeout(this.timer);
  }

  /** Marks the lease draining: this process takes no more work (its fetches read the row too). */
  async drain(): Promise<void> {
    this.draining = true;
    await unbound(() =>
      leaseDb(this.options.db)
        .updateTable('process_leases')
        .set({ draining: true })
        .where('id', '=', this.id)
        .execute(),
    );
  }

  /**
   * Ends the lease: stops renewing it and hands back at once what this process still holds (its writes of
   * that work fail from then on). A lost lease has nothing left to hand back.
   */
  end(): Promise<void> {
    this.ending ??= this.handBack();
    return this.ending;
  }

  private async handBack(): Promise<void> {
    this.stopRenewing();
    await this.beating;
    leasesHere.delete(this.id);
    if (this.lost) return;
    const taken = await takeOver(this.options.db, { named: [this.id] }, this.heldWork);
    this.options.handedBack(Object.keys(taken.jobs));
    const handed = { ...taken, leases: [] };
    if (tookAnything(handed)) this.options.log.warn({ handedBack: handed }, `handed back ${describeTaken(handed)}`);
  }
}
