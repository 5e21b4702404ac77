// `npm test`: every check in order, stopping at the first failure.
// `node scripts/test.mjs --only unit,server` runs only the named groups (see STEPS).
import { spawn } from 'node:child_process';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findPostgresBinaries } from './postgresBinaries.mjs';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

/** group: the name --only selects; skipReason(): a reason to skip, or null to run. */
const STEPS = [
  {
    group: 'typecheck',
    label: 'type-check (web, tests, scripts)',
    command: ['tsc', '-p', 'tsconfig.json', '--noEmit'],
  },
  { group: 'typecheck', label: 'type-check (server)', command: ['tsc', '-p', 'tsconfig.server.json', '--noEmit'] },
  { group: 'lint', label: 'lint', command: ['eslint', '.', '--max-warnings=0'] },
  { group: 'lint', label: 'formatting (Prettier)', command: ['prettier', '--check', '--log-level=warn', '.'] },
  { group: 'unit', label: 'unit tests', command: ['vitest', 'run', '--project', 'unit', '--project', 'server-unit'] },
  { group: 'server', label: 'server tests on PGlite', command: ['vitest', 'run', '--project', 'server'] },
  {
    group: 'postgres',
    label: 'server tests on PostgreSQL',
    command: ['vitest', 'run', '--project', 'server'],
    env: { SDP_TEST_DB: 'postgres' },
    skipReason: () => {
      const found = findPostgresBinaries();
      return 'missing' in found ? `PostgreSQL pass skipped: ${found.missing}` : null;
    },
  },
  {
    group: 'tooling',
    label: 'plugin generator and lint rules on a copy of the project',
    command: ['vitest', 'run', '--project', 'tooling'],
  },
  { group: 'build', label: 'production build', command: ['npm', 'run', 'build'] },
  {
    group: 'build',
    label: 'first page without zod, plugin screens or the main layout',
    command: ['node', 'scripts/check-first-page.mjs'],
  },
  { group: 'e2e', label: 'end-to-end tests (Chromium)', command: ['node', 'scripts/e2e.mjs'] },
];
const GROUPS = [...new Set(STEPS.map((step) => step.group))];

function parseOnly(argv) {
  const index = argv.findIndex((arg) => arg === '--only' || arg.startsWith('--only='));
  if (index === -1) return null;
  const value = argv[index].startsWith('--only=') ? argv[index].slice('--only='.length) : argv[index + 1];
  const groups = (value ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = groups.filter((name) => !GROUPS.includes(name));
  if (groups.length === 0 || unknown.length > 0) {
    console.error(
      `--only takes a comma-separated list of: ${GROUPS.join(', ')}` +
        (unknown.length ? ` (unknown: ${unknown.join(', ')})` : ''),
    );
    process.exit(2);
  }
  return new Set(groups);
}

function formatDuration(ms) {
  return ms < 60_000
    ? `${(ms / 1000).toFixed(1)} s`
    : `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`;
}

let interrupted = false;
// Ctrl-C reaches the running child through the terminal's process group; wait for it, then stop.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    interrupted = true;
  });
}

function runStep(step) {
  const env = {
    ...process.env,
    ...step.env,
    PATH: [join(repoRoot, 'node_modules', '.bin'), process.env.PATH].filter(Boolean).join(delimiter),
  };
  const [command, ...args] = step.command;
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: repoRoot, env, stdio: 'inherit' });
    child.once('error', (error) => {
      console.error(`could not run ${command}: ${error.message}`);
      resolve(1);
    });
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const only = parseOnly(process.argv.slice(2));
const selected = STEPS.filter((step) => only === null || only.has(step.group));
const results = [];
const startedAt = performance.now();
let failed = null;

for (const [index, step] of selected.entries()) {
  const title = `[${index + 1}/${selected.length}] ${step.label}`;
  const skipReason = step.skipReason?.() ?? null;
  if (skipReason !== null) {
    console.log(`\n=== ${title}\n${skipReason}`);
    results.push({ step, status: 'skipped', ms: 0 });
    continue;
  }
  console.log(
    `\n=== ${title}: ${step.command.join(' ')}${
      step.env
        ? ` (${Object.entries(step.env)
            .map(([k, v]) => `${k}=${v}`)
            .join(' ')})`
        : ''
    }`,
  );
  const stepStartedAt = performance.now();
  const code = await runStep(step);
  const ms = performance.now() - stepStartedAt;
  const passed = code === 0 && !interrupted;
  results.push({ step, status: passed ? 'passed' : 'FAILED', ms });
  console.log(`--- ${step.label}: ${passed ? 'passed' : 'FAILED'} in ${formatDuration(ms)}`);
  if (!passed) {
    failed = { title, code, interrupted };
    break;
  }
}

console.log('\n=== summary');
for (const { step, status, ms } of results) {
  console.log(`${status.padEnd(8)} ${formatDuration(ms).padStart(12)}  ${step.label}`);
}
for (const step of selected.slice(results.length))
  console.log(`${'not run'.padEnd(8)} ${''.padStart(12)}  ${step.label}`);
console.log(`total ${formatDuration(performance.now() - startedAt)}`);

if (failed !== null) {
  console.error(
    `\nstep ${failed.title} failed${failed.interrupted ? ' (interrupted)' : ` (exit code ${failed.code})`}`,
  );
  process.exit(1);
}
