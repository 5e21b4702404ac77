import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import type { RunningPostgres } from '../support/postgres.ts';

const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

interface ProcessTimes {
  ppid: number;
  /** utime + stime of the process itself, in ms. */
  ownMs: number;
  /** cutime + cstime: its children that have exited and been waited for, in ms. */
  childrenMs: number;
}

/** A process's CPU times from /proc/<pid>/stat, or null when it is gone. */
function processTimes(pid: number): ProcessTimes | null {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  // Fields after the command name (which may hold spaces) start at the state, field 3.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const at = (field: number) => Number(fields[field - 3]);
  const ms = (ticks: number) => (ticks * 1000) / TICKS_PER_SECOND;
  return { ppid: at(4), ownMs: ms(at(14) + at(15)), childrenMs: ms(at(16) + at(17)) };
}

/** CPU ms a process has used so far (the server's own, or a second server process). */
export function processCpuMs(pid: number): number {
  return processTimes(pid)?.ownMs ?? 0;
}

/**
 * CPU ms the PostgreSQL server has used so far: the postmaster, its live backends and workers, and those
 * that have exited (the postmaster's waited-for children).
 */
export function postgresCpuMs(postgres: RunningPostgres): number {
  const postmaster = Number(readFileSync(join(postgres.dir, 'data', 'postmaster.pid'), 'utf8').split('\n')[0]);
  const main = processTimes(postmaster);
  if (!main) return 0;
  let total = main.ownMs + main.childrenMs;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const times = processTimes(Number(entry));
    if (times?.ppid === postmaster) total += times.ownMs;
  }
  return total;
}

export interface LockWaits {
  /** Samples (every 50 ms) in which some backend waited for a lock. */
  samplesWaiting: number;
  samples: number;
  /** The most backends seen waiting at once. */
  mostWaiting: number;
  deadlocks: number;
}

/** Samples pg_locks for ungranted locks until stopped; counts deadlocks from pg_stat_database. */
export async function sampleLockWaits(postgres: RunningPostgres): Promise<{ stop(): Promise<LockWaits> }> {
  const client = new pg.Client({ connectionString: postgres.url });
  await client.connect();
  const deadlocks = async () =>
    (
      await client.query<{ deadlocks: number }>(
        'select deadlocks::int from pg_stat_database where datname = current_database()',
      )
    ).rows[0]?.deadlocks ?? 0;
  const deadlocksBefore = await deadlocks();
  const figures: LockWaits = { samplesWaiting: 0, samples: 0, mostWaiting: 0, deadlocks: 0 };
  let running = true;
  const loop = (async () => {
    while (running) {
      const rows = await client.query<{ waiting: number }>(
        'select count(distinct pid)::int as waiting from pg_locks where not granted',
      );
      const waiting = rows.rows[0]?.waiting ?? 0;
      figures.samples += 1;
      if (waiting > 0) figures.samplesWaiting += 1;
      figures.mostWaiting = Math.max(figures.mostWaiting, waiting);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      figures.deadlocks = (await deadlocks()) - deadlocksBefore;
      await client.end();
      return figures;
    },
  };
}
