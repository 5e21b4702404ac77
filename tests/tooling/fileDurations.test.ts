import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileReportArguments, slowestFiles, takeFileReport } from '../../scripts/fileDurations.mjs';

const file = (name: string, startTime: number, endTime: number) => ({ name: `/repo/${name}`, startTime, endTime });

describe("npm test's slowest files", () => {
  it('lists the slowest files first, relative to the project, as many as asked', () => {
    const report = {
      testResults: [
        file('tests/server/seed.test.ts', 1_000, 16_000),
        file('tests/e2e/operatorTrips.test.ts', 2_000, 99_000),
        file('core/grid/rankSort.test.ts', 5_000, 5_004),
        file('tests/e2e/docs.test.ts', 0, 16_000),
      ],
    };
    expect(slowestFiles(report, '/repo', 3)).toEqual([
      { file: 'tests/e2e/operatorTrips.test.ts', ms: 97_000 },
      { file: 'tests/e2e/docs.test.ts', ms: 16_000 },
      { file: 'tests/server/seed.test.ts', ms: 15_000 },
    ]);
  });

  it('leaves out a file that never ran, and answers nothing for a report without files', () => {
    expect(slowestFiles({ testResults: [{ name: '/repo/a.test.ts' }] }, '/repo', 5)).toEqual([]);
    expect(slowestFiles({}, '/repo', 5)).toEqual([]);
  });

  it("asks vitest for its JSON report beside its usual output, and reads and removes the step's report", () => {
    const folder = mkdtempSync(join(tmpdir(), 'sdp-file-report-'));
    try {
      const path = join(folder, 'report.json');
      expect(fileReportArguments(path)).toEqual(['--reporter=default', '--reporter=json', `--outputFile.json=${path}`]);
      writeFileSync(path, JSON.stringify({ testResults: [file('a.test.ts', 0, 1)] }));
      expect(takeFileReport(path)).toEqual({ testResults: [file('a.test.ts', 0, 1)] });
      expect(existsSync(path)).toBe(false);
      expect(takeFileReport(path)).toBeNull();
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
