import { sql } from 'kysely';
import type { AuthContext } from '../../../core/server/auth/authContext.ts';
import { exampleOwnedRowId } from '../../../core/server/http/exampleRows.ts';
import type { ExampleLookup } from '../../../core/server/http/route.ts';
import type { ReportSchedule, SavedReport } from '../contract.ts';
import { reportsDb, type ReportsDb } from './reportsTables.ts';

/** The saved reports of the tenant with their owner's name and schedule. */
export function selectSavedReports(db: ReportsDb, tenantId: string) {
  return db
    .selectFrom('saved_reports as s')
    .innerJoin('users as u', (join) =>
      join.onRef('u.id', '=', 's.owner_user_id').onRef('u.tenant_id', '=', 's.tenant_id'),
    )
    .leftJoin('report_schedules as r', 'r.saved_report_id', 's.id')
    .select([
      's.id',
      's.owner_user_id as ownerUserId',
      sql<string>`trim(u.firstname || ' ' || u.lastname)`.as('ownerName'),
      's.name',
      's.report',
      's.filters',
      's.shared',
      's.created_at as createdAt',
      's.version',
      'r.frequency',
      'r.recipients',
      'r.next_run_at as nextRunAt',
      'r.version as scheduleVersion',
    ])
    .where('s.tenant_id', '=', tenantId);
}

export type SavedReportRow = Awaited<ReturnType<ReturnType<typeof selectSavedReports>['executeTakeFirstOrThrow']>>;

/** What the caller may open: their own saved reports and those shared in their tenant. */
export const visibleTo = (query: ReturnType<typeof selectSavedReports>, auth: AuthContext) =>
  query.where((eb) => eb.or([eb('s.owner_user_id', '=', auth.userId), eb('s.shared', '=', true)]));

/** The saved report as the API answers it, with its schedule as the caller may see it (`scheduleViews`). */
export function toSavedReport(row: SavedReportRow, callerUserId: string, schedule: ReportSchedule | null): SavedReport {
  return {
    savedReportId: row.id,
    name: row.name,
    report: row.report,
    filters: row.filters,
    shared: row.shared,
    own: row.ownerUserId === callerUserId,
    ownerName: row.ownerName,
    schedule,
    createdAt: row.createdAt.toISOString(),
    version: row.version,
  };
}

/** A saved report of the tenant for the permission matrix (one is made for its first user when none exists). */
export async function exampleSavedReport(lookup: ExampleLookup): Promise<Record<string, string> | null> {
  const savedReportId = await exampleOwnedRowId(lookup, 'saved_reports', async (ownerUserId) => {
    const created = await reportsDb(lookup.db)
      .insertInto('saved_reports')
      .values({
        tenant_id: lookup.tenantId,
        owner_user_id: ownerUserId,
        name: 'Example',
        report: 'orderVolume',
        filters: '{}',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return created.id;
  });
  return savedReportId === null ? null : { savedReportId };
}
