// Per-file durations of a vitest run, from its JSON report: `npm test` prints the slowest files of each
// test step in its summary, so that where a step's time goes can be read off any run.
import { readFileSync, rmSync } from 'node:fs';
import { relative } from 'node:path';

/** The arguments that make vitest write its JSON report to `file` beside its usual output. */
export function fileReportArguments(file) {
  return ['--reporter=default', '--reporter=json', `--outputFile.json=${file}`];
}

/**
 * The `count` slowest test files of a vitest JSON report, slowest first, as paths relative to `root` with
 * their time in milliseconds (a file's time: from its first test's start to its last one's end).
 */
export function slowestFiles(report, root, count) {
  return (report.testResults ?? [])
    .filter((result) => Number.isFinite(result.startTime) && Number.isFinite(result.endTime))
    .map((result) => ({ file: relative(root, result.name), ms: result.endTime - result.startTime }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, count);
}

/** Reads and removes the report a step wrote; null when it wrote none (e.g. it failed before running files). */
export function takeFileReport(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  } finally {
    rmSync(file, { force: true });
  }
}
