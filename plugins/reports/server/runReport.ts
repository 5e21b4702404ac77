import type { Kysely } from 'kysely';
import type { AccountScope } from '../../../core/server/auth/accountScope.ts';
import type { CoreDatabase } from '../../../core/server/db/schema.ts';
import type { ReportFilters, ReportId, ReportResult } from '../contract.ts';
import { REPORT_QUERIES } from './reportQueries.ts';
import { rangeOf } from './reportScope.ts';

export interface ReportRequest {
  tenantId: string;
  scope: AccountScope;
  filters: ReportFilters;
  /** Now, in ms: where presets end. */
  now: number;
}

/** One report's rows over the range the filters name. */
export async function runReport(
  db: Kysely<CoreDatabase>,
  report: ReportId,
  request: ReportRequest,
): Promise<ReportResult> {
  const { from, to } = rangeOf(request.filters, request.now);
  const rows = await REPORT_QUERIES[report](db, { ...request, from, to, now: new Date(request.now) });
  return { report, from: from.toISOString(), to: to.toISOString(), rows };
}
