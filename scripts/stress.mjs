// `npm run test:stress`: `npm test` on a busy machine, to catch a test whose result depends on the machine's speed
// before it lands. Busy processes (one per core by default: two on a 2-core machine; `--busy N` for more) spin beside the suite for its whole run; the suite runs
// --runs times in a row (default 1), stopping at the first failure. Other arguments go to scripts/test.mjs
// (`npm run test:stress -- --runs 5 --only unit,server`).
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Takes `--name N` (or `--name=N`) out of the arguments: a whole number of at least `min`, or the fallback. */
function takeCount(args, name, fallback, min) {
  const index = args.findIndex((arg) => arg === name || arg.startsWith(`${name}=`));
  if (index === -1) return fallback;
  const inline = args[index].startsWith(`${name}=`);
  const value = inline ? args[index].slice(name.length + 1) : args[index + 1];
  args.splice(index, inline ? 1 : 2);
  const count = Number(value);
  if (!Number.isInteger(count) || count < min) {
    console.error(`${name} takes a whole number of at least ${min} (got ${value ?? 'nothing'})`);
    process.exit(2);
  }
  return count;
}

function formatDuration(ms) {
  return `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`;
}

const args = process.argv.slice(2);
const busyCount = takeCount(args, '--busy', availableParallelism(), 0);
const runs = takeCount(args, '--runs', 1, 1);

// Each a process of its own spinning on one core, as unrelated work on the machine would.
const busy = Array.from({ length: busyCount }, () =>
  spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
);
const stopBusy = () => {
  for (const child of busy) child.kill('SIGKILL');
};
process.on('exit', stopBusy);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopBusy();
    process.exit(130);
  });
}

console.log(`${busyCount} busy processes beside the suite, ${availableParallelism()} cores, ${runs} run(s)`);
const times = [];
let failedRun = null;
for (let run = 1; run <= runs && failedRun === null; run += 1) {
  console.log(`\n##### run ${run} of ${runs}`);
  const startedAt = performance.now();
  const code = await new Promise((resolve) => {
    const child = spawn(process.execPath, [join(repoRoot, 'scripts/test.mjs'), ...args], {
      cwd: repoRoot,
      stdio: 'inherit',
    });
    child.once('close', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
  });
  times.push(performance.now() - startedAt);
  if (code !== 0) failedRun = run;
}
stopBusy();

console.log(`\n##### under load (${busyCount} busy processes)`);
times.forEach((ms, index) =>
  console.log(`run ${index + 1}: ${index + 1 === failedRun ? 'FAILED' : 'passed'} in ${formatDuration(ms)}`),
);
process.exit(failedRun === null ? 0 : 1);
