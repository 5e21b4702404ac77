// `npm test`: every check in order, stopping at the first failure.
// `node scripts/test.mjs --only unit,server` runs only the named groups (see STEPS).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fileReportArguments, slowestFiles, takeFileReport } from './fileDurations.mjs';
import { findPostgresBinaries } from './postgresBinaries.mjs';
import { runSideBySide } from './sideBySide.mjs';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * group: the name --only selects; skipReason(): a reason to skip, or null to run. sideBySide: a single-threaded
 * tool; consecutive sideBySide steps run together, one per core, their output held and printed whole as each
 * ends (listed longest first, so the short ones fill in around the long one); after: the label of a step that
 * must have ended first when both run. together: consecutive steps with the same value run at once, their output held
 * likewise. fileReport: a vitest run whose slowest files the summary lists.
 */
const STEPS = [
  {
    group: 'tooling',
    label: 'plugin generator and lint rules on a copy of the project',
    command: ['vitest', 'run', '--project', 'tooling'],
    fileReport: true,
    // Runs one tool after another on its copy (tsc, ESLint, vitest): mostly one core's work.
    sideBySide: true,
  },
  {
    group: 'typecheck',
    label: 'type-check (web, tests, scripts)',
    command: ['tsc', '-p', 'tsconfig.json', '--noEmit'],
    sideBySide: true,
  },
  // Bundling is partly parallel, the server's compile is tsc: beside the others it fills the cores they leave.
  { group: 'build', label: 'production build', command: ['npm', 'run', 'build'], sideBySide: true },
  {
    group: 'e2e',
    label: 'seeded database for the end-to-end tests',
    command: ['node', '--import', 'tsx', 'tests/e2e/seedTemplate.ts'],
    sideBySide: true,
    after: 'production build',
    // Without a build (e.g. --only e2e) the e2e step builds first, then seeds in its own global setup.
    skipReason: () =>
      existsSync(join(repoRoot, 'dist/server/core/server/main.js')) ? null : 'no build yet: the e2e step seeds it',
  },
  {
    group: 'lint',
    label: 'formatting (Prettier)',
    command: ['prettier', '--check', '--log-level=warn', '.'],
    sideBySide: true,
  },
  { group: 'lint', label: 'lint', command: ['eslint', '.', '--max-warnings=0'], sideBySide: true },
  {
    group: 'typecheck',
    label: 'type-check (server)',
    command: ['tsc', '-p', 'tsconfig.server.json', '--noEmit'],
    sideBySide: true,
    // The build's server half is this very check with its output written (`tsc -p tsconfig.server.json`).
    skipReason: () =>
      selected.some((step) => step.label === 'production build')
        ? 'checked by the production build, which compiles tsconfig.server.json'
        : null,
  },
  {
    group: 'unit',
    label: 'unit tests',
    command: ['vitest', 'run', '--project', 'unit', '--project', 'server-unit'],
    fileReport: true,
  },
  // The PostgreSQL pass waits mostly on its database server: beside the PGlite pass it fills the cores that one leaves.
  {
    group: 'server',
    label: 'server tests on PGlite',
    command: ['vitest', 'run', '--project', 'server'],
    fileReport: true,
    together: 'server passes',
  },
  {
    group: 'postgres',
    label: 'server tests on PostgreSQL',
    command: ['vitest', 'run', '--project', 'server'],
    env: { SDP_TEST_DB: 'postgres' },
    fileReport: true,
    together: 'server passes',
    skipReason: () => {
      const found = findPostgresBinaries();
      return 'missing' in found ? `PostgreSQL pass skipped: ${found.missing}` : null;
    },
  },
  {
    group: 'build',
    label: 'first page without zod, plugin screens or the main layout',
    command: ['node', 'scripts/check-first-page.mjs'],
  },
  // scripts/e2e.mjs passes its arguments on to vitest.
  { group: 'e2e', label: 'end-to-end tests (Chromium)', command: ['node', 'scripts/e2e.mjs'], fileReport: true },
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

/** How many of a step's slowest files the summary lists. */
const SLOWEST_FILES = 5;

/** How many sideBySide steps run at once: one per core. */
const SIDE_BY_SIDE = Math.max(2, availableParallelism());

function commandLine(step) {
  const env = step.env
    ? ` (${Object.entries(step.env)
        .map(([k, v]) => `${k}=${v}`)
        .join(' ')})`
    : '';
  return `${step.command.join(' ')}${env}`;
}

/** Runs a step's command; with holdOutput its stdout and stderr are collected, in order, instead of shown. */
function runStep(step, holdOutput, extraArgs = []) {
  const env = {
    ...process.env,
    ...step.env,
    PATH: [join(repoRoot, 'node_modules', '.bin'), process.env.PATH].filter(Boolean).join(delimiter),
  };
  // Held output is piped: tools would drop their colours unless told the terminal it ends up on has them.
  if (holdOutput && process.stdout.isTTY && env.FORCE_COLOR === undefined) env.FORCE_COLOR = '1';
  const [command, ...args] = [...step.command, ...extraArgs];
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: repoRoot,
      env,
      stdio: holdOutput ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    const chunks = [];
    child.stdout?.on('data', (chunk) => chunks.push(chunk));
    child.stderr?.on('data', (chunk) => chunks.push(chunk));
    const output = () => Buffer.concat(chunks).toString('utf8');
    child.once('error', (error) => {
      chunks.push(Buffer.from(`could not run ${command}: ${error.message}\n`));
      if (!holdOutput) console.error(output());
      resolve({ code: 1, output: holdOutput ? output() : '' });
    });
    child.once('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output: output() }));
  });
}

const only = parseOnly(process.argv.slice(2));
const selected = STEPS.filter((step) => only === null || only.has(step.group));
/** Each run step's status and time, by step. */
const results = new Map();
const startedAt = performance.now();
let failed = null;

const titleOf = (step) => `[${selected.indexOf(step) + 1}/${selected.length}] ${step.label}`;

/** Runs one step (unless it has a reason to skip) and records its result; false once it failed. */
async function runRecorded(step, holdOutput) {
  const title = titleOf(step);
  const skipReason = step.skipReason?.() ?? null;
  if (skipReason !== null) {
    console.log(`\n=== ${title}\n${skipReason}`);
    results.set(step, { status: 'skipped', ms: 0 });
    return true;
  }
  console.log(
    `\n=== ${title}: ${commandLine(step)}${holdOutput ? ' (side by side; its output follows when it ends)' : ''}`,
  );
  const reportFile = step.fileReport ? join(tmpdir(), `sdp-test-${process.pid}-${selected.indexOf(step)}.json`) : null;
  const stepStartedAt = performance.now();
  const { code, output } = await runStep(step, holdOutput, reportFile ? fileReportArguments(reportFile) : []);
  const ms = performance.now() - stepStartedAt;
  const passed = code === 0 && !interrupted;
  const report = reportFile ? takeFileReport(reportFile) : null;
  const slowest = report ? slowestFiles(report, repoRoot, SLOWEST_FILES) : [];
  results.set(step, { status: passed ? 'passed' : 'FAILED', ms, slowest });
  if (holdOutput && output.length > 0) {
    process.stdout.write(`\n--- ${title}: output\n${output}${output.endsWith('\n') ? '' : '\n'}`);
  }
  console.log(`--- ${step.label}: ${passed ? 'passed' : 'FAILED'} in ${formatDuration(ms)}`);
  if (!passed) failed ??= { title, code, interrupted };
  return passed;
}

for (let index = 0; index < selected.length && failed === null;) {
  let end = index + 1;
  const { sideBySide, together } = selected[index];
  if (sideBySide) while (end < selected.length && selected[end].sideBySide) end += 1;
  else if (together) while (end < selected.length && selected[end].together === together) end += 1;
  const steps = selected.slice(index, end);
  if (steps.length > 1) {
    await runSideBySide(
      steps,
      sideBySide ? SIDE_BY_SIDE : steps.length,
      (step) => runRecorded(step, true),
      () => failed !== null || interrupted,
    );
  } else await runRecorded(steps[0], false);
  index = end;
}

console.log('\n=== summary');
for (const step of selected) {
  const result = results.get(step);
  console.log(
    result
      ? `${result.status.padEnd(8)} ${formatDuration(result.ms).padStart(12)}  ${step.label}`
      : `${'not run'.padEnd(8)} ${''.padStart(12)}  ${step.label}`,
  );
  for (const { file, ms } of result?.slowest ?? []) {
    console.log(`${''.padEnd(8)} ${formatDuration(ms).padStart(12)}    ${file}`);
  }
}
console.log(`total ${formatDuration(performance.now() - startedAt)}`);

if (failed !== null) {
  console.error(
    `\nstep ${failed.title} failed${failed.interrupted ? ' (interrupted)' : ` (exit code ${failed.code})`}`,
  );
  process.exit(1);
}
