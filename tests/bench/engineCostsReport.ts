import type { EngineFigures } from './engineBench.ts';

/** Kinds below this many statements per step are summed as other kinds. */
const SHOWN_FROM = 0.05;

/** Prints what an engine run cost: CPU per order, statements per step by kind, lock waits. */
export function printEngineCosts(figures: EngineFigures): void {
  const database =
    figures.databaseCpuMsPerOrder === null
      ? 'database in the server process'
      : `PostgreSQL processes ${figures.databaseCpuMsPerOrder.toFixed(1)} ms (from /proc/<pid>/stat of the postmaster and its children)`;
  console.log(
    `    CPU per order: server processes ${figures.serverCpuMsPerOrder.toFixed(1)} ms (process.cpuUsage, bench client included), ${database}`,
  );
  console.log(`    SQL statements per step ${figures.statementsPerStep.toFixed(2)} (target ≤ 4), by kind:`);
  for (const [kind, perStep] of figures.statementsPerStepByKind.filter(([, perStep]) => perStep >= SHOWN_FROM)) {
    console.log(`      ${perStep.toFixed(2).padStart(6)}  ${kind}`);
  }
  const rest = figures.statementsPerStepByKind
    .filter(([, perStep]) => perStep < SHOWN_FROM)
    .reduce((sum, [, perStep]) => sum + perStep, 0);
  if (rest > 0) console.log(`      ${rest.toFixed(2).padStart(6)}  (other kinds)`);
  const locks = figures.lockWaits;
  if (locks) {
    console.log(
      `    lock waits: ${locks.samplesWaiting} of ${locks.samples} pg_locks samples had a waiter (at most ${locks.mostWaiting} at once), ${locks.deadlocks} deadlocks`,
    );
  }
}
