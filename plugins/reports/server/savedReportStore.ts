import { sql } from 'kysely';
import type { AuthContext } from '../../../core/server/auth/authContext.ts';
import type { ExampleLookup } from '../../../core/server/http/route.ts';
import type { SavedReport } from '../contract.ts';
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
      'r.frequency',
      'r.recipients',
      'r.next_run_at as nextRunAt',
    ])
    .where('s.tenant_id', '=', tenantId);
}

export type SavedReportRow = Awaited<ReturnType<ReturnType<typeof selectSavedReports>['executeTakeFirstOrThrow']>>;

/** What the caller may open: their own saved reports and those shared in their tenant. */
export const visibleTo = (query: ReturnType<typeof selectSavedReports>, auth: AuthContext) =>
  query.where((eb) => eb.or([eb('s.owner_user_id', '=', auth.userId), eb('s.shared', '=', true)]));

export function toSavedReport(row: SavedReportRow, callerUserId: string): SavedReport {
  return {
    savedReportId: row.id,
    name: row.name,
    report: row.report,
    filters: row.filters,
    shared: row.shared,
    own: row.ownerUserId === callerUserId,
    ownerName: row.ownerName,
    schedule:
      row.frequency && row.recipients && row.nextRunAt
        ? { frequency: row.frequency, recipients: row.recipients, nextRunAt: row.nextRunAt.toISOString() }
        : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A saved report of the tenant for the permission matrix (one is made for its first user when none exists). */
export async function exampleSavedReport({ db, tenantId }: ExampleLookup): Promise<Record<string, string> | null> {
  const reports = reportsDb(db);
  const existing = await reports
    .selectFrom('saved_reports')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .limit(1)
    .executeTakeFirst();
  if (existing) return { savedReportId: existing.id };
  const owner = await reports
    .selectFrom('users')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .orderBy('created_at')
    .limit(1)
    .executeTakeFirst();
  if (!owner) return null;
  const created = await reports
    .insertInto('saved_reports')
    .values({ tenant_id: tenantId, owner_user_id: owner.id, name: 'Example', report: 'orderVolume', filters: '{}' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { savedReportId: created.id };
}
