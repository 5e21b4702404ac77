import Papa from 'papaparse';
import {
  WORKLIST_UPLOAD_ROWS,
  updateWorklistSchema,
  type UpdateWorklist,
  type WorklistUploadResult,
} from '../../engine/public/contract/worklist.ts';
import { ApiError, invalidField } from '../../../core/server/http/errors.ts';
import type { WorklistActions, WorklistContext } from '../../engine/public/server/WorklistActions.ts';

const REQUIRED_COLUMNS = ['itemId', 'version', 'action'];
const DATA_PREFIX = 'data.';
const JSON_VALUE = /^(true|false|null|-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?|\{[\s\S]*\}|\[[\s\S]*\])$/;

/** A form value from a cell: JSON when it reads as JSON (`true`, `12`, `{…}`), else the text as it is. */
function cellValue(text: string): unknown {
  if (!JSON_VALUE.test(text.trim())) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

type Result = WorklistUploadResult['results'][number];

/** The change a CSV row asks for, or the reason it cannot be read, naming the column. */
function changeOf(row: Record<string, string>): { change: UpdateWorklist } | { problem: string } {
  const action = row['action']?.trim() ?? '';
  const version = row['version']?.trim() ?? '';
  const change: Record<string, unknown> = {
    action,
    itemId: row['itemId']?.trim() ?? '',
    version: /^\d+$/.test(version) ? Number(version) : version,
  };
  if (action === 'assign') change['assignee'] = row['assignee'] ?? '';
  if (action === 'complete') {
    const data: Record<string, unknown> = {};
    for (const [column, value] of Object.entries(row)) {
      if (column.startsWith(DATA_PREFIX) && value !== '') data[column.slice(DATA_PREFIX.length)] = cellValue(value);
    }
    change['data'] = data;
  }
  const parsed = updateWorklistSchema.safeParse(change);
  if (parsed.success) return { change: parsed.data };
  const issue = parsed.error.issues[0];
  const column = issue?.path[0] === undefined ? 'action' : String(issue.path[0]);
  return { problem: `${column}: ${issue?.message ?? 'not a change of an item'}` };
}

/** The rows of the CSV, or a 400 naming `body.csv` when its header or size is not usable. */
function rowsOf(csv: string): Record<string, string>[] {
  const parsed = Papa.parse<Record<string, string>>(csv, {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim(),
  });
  const columns = parsed.meta.fields ?? [];
  const missing = REQUIRED_COLUMNS.filter((column) => !columns.includes(column));
  if (missing.length > 0) {
    throw invalidField('body', 'csv', `the header row needs the columns ${missing.join(', ')}`);
  }
  if (parsed.data.length > WORKLIST_UPLOAD_ROWS) {
    throw invalidField('body', 'csv', `at most ${WORKLIST_UPLOAD_ROWS} rows per upload, not ${parsed.data.length}`);
  }
  return parsed.data;
}

/**
 * Applies (or, in a dry run, checks) the changes a CSV asks for, row by row and each on its own: a row
 * that fails is reported with the reason and the others go on.
 */
export async function uploadWorklist(
  actions: WorklistActions,
  ctx: WorklistContext,
  csv: string,
  dryRun: boolean,
): Promise<WorklistUploadResult> {
  const results: Result[] = [];
  for (const [index, row] of rowsOf(csv).entries()) {
    const base = { row: index + 1, itemId: row['itemId']?.trim() || null, action: row['action']?.trim() || null };
    // An exported row nobody filled in asks for nothing: the file can go back as it came.
    if (!base.action) {
      results.push({ ...base, outcome: 'SKIPPED', message: 'No action' });
      continue;
    }
    const read = changeOf(row);
    if ('problem' in read) {
      results.push({ ...base, outcome: 'FAILED', message: read.problem });
      continue;
    }
    try {
      await actions.update(ctx, read.change, { dryRun });
      results.push({ ...base, outcome: dryRun ? 'VALID' : 'DONE', message: null });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      results.push({ ...base, outcome: 'FAILED', message: error.description });
    }
  }
  return {
    rows: results.length,
    done: results.filter((result) => result.outcome === 'DONE' || result.outcome === 'VALID').length,
    failed: results.filter((result) => result.outcome === 'FAILED').length,
    results,
  };
}
