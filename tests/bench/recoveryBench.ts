import { existsSync } from 'node:fs';
import { runChaos, type ChaosDatabase, type ChaosOutcome, type Recovery } from '../support/chaosRun.ts';
import { SERVER_ENTRY } from '../support/serverProcess.ts';

/** The goal: work resumes within ten seconds of a restart's launch. */
const GOAL_MS = 10_000;

const seconds = (ms: number | null) => (ms === null ? '     —' : `${(ms / 1000).toFixed(1).padStart(5)} s`);

function printRecovery(recovery: Recovery, index: number): void {
  const over = recovery.allMovedMs === null || recovery.allMovedMs > GOAL_MS ? '   OVER THE GOAL' : '';
  console.log(
    `    kill ${String(index + 1).padStart(2)}  ${String(recovery.inFlight).padStart(3)} orders running   boot ${seconds(recovery.bootMs)}   first moved ${seconds(recovery.firstMovedMs)}   all moved ${seconds(recovery.allMovedMs)}${over}`,
  );
  console.log(`             ${recovery.tookOver ?? 'nothing held was found to take over'}`);
}

function printSummary(outcome: ChaosOutcome): void {
  const all = outcome.recoveries.map((recovery) => recovery.allMovedMs ?? Number.POSITIVE_INFINITY);
  const worst = Math.max(...all);
  console.log(
    `    ${outcome.orders} orders; the slowest recovery ${seconds(Number.isFinite(worst) ? worst : null)} (goal ≤ ${GOAL_MS / 1000} s from the restart's launch)`,
  );
  if (outcome.problems.length === 0) console.log('    every promise kept');
  for (const problem of outcome.problems) console.log(`    BROKEN: ${problem}`);
}

/**
 * Kills the built server with SIGKILL at random moments under a steady stream of orders and a slow
 * subscriber, `kills` times on each database, and prints how long each restart took to move the orders the
 * kill caught again (`tests/support/chaosRun.ts`). Null when there is no build to run.
 */
export async function runRecoveryBench(kills: number): Promise<readonly ChaosOutcome[] | null> {
  if (!existsSync(SERVER_ENTRY)) return null;
  const outcomes: ChaosOutcome[] = [];
  for (const database of ['embedded', 'postgresql'] as const satisfies readonly ChaosDatabase[]) {
    console.log(`  ${database}`);
    const outcome = await runChaos(database, { kills, onRecovery: printRecovery });
    printSummary(outcome);
    outcomes.push(outcome);
  }
  return outcomes;
}
