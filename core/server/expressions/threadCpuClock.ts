import { readFileSync } from 'node:fs';

/** Linux counts a thread's CPU time in clock ticks of 1/100 s (USER_HZ, the same on every architecture it runs on). */
const MS_PER_TICK = 10;

/**
 * The path a thread reads to name itself to the process (`/proc/thread-self` resolves to `<pid>/task/<tid>`),
 * or null where there is none (not Linux).
 */
export const THREAD_SELF = '/proc/thread-self';

/**
 * The CPU time one thread of this process has used, in milliseconds (10 ms steps), read from Linux's
 * `/proc/self/task/<tid>/stat`: a worker's time limit counts what it ran, not how long a busy machine kept
 * it waiting. Null where the thread cannot be read (not Linux, or the thread is gone).
 */
export function threadCpuMs(tid: string): number | null {
  try {
    const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    // The fields after the command name, which is in parentheses and may hold spaces: state is the first,
    // user and system time the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? ticks * MS_PER_TICK : null;
  } catch {
    return null;
  }
}
