import type { Kysely } from 'kysely';
import { recordAudit } from '../../../core/server/audit.ts';
import type { AuthContext } from '../../../core/server/auth/authContext.ts';
import type { CoreDatabase } from '../../../core/server/db/schema.ts';
import { notFound } from '../../../core/server/http/errors.ts';
import type { SavedReport } from '../contract.ts';
import { reportsDb } from './reportsTables.ts';
import { selectSavedReports, toSavedReport, visibleTo, type SavedReportRow } from './savedReportStore.ts';
import { scheduleViews } from './scheduleViews.ts';

/** How the saved-report and schedule routes find, answer and audit a saved report. */
export function savedReportAccess(database: Kysely<CoreDatabase>) {
  const db = reportsDb(database);
  return {
    /** The saved report if the caller may open it (their own or a shared one), else a 404. */
    visible: async (auth: AuthContext, savedReportId: string): Promise<SavedReportRow> => {
      const row = await visibleTo(selectSavedReports(db, auth.tenantId), auth)
        .where('s.id', '=', savedReportId)
        .executeTakeFirst();
      if (!row) throw notFound('The saved report');
      return row;
    },
    /** The rows as the API answers them, each schedule as the caller may see it. */
    present: async (auth: AuthContext, rows: readonly SavedReportRow[]): Promise<SavedReport[]> => {
      const schedules = await scheduleViews(database, auth, rows);
      return rows.map((row) => toSavedReport(row, auth.userId, schedules.get(row.id) ?? null));
    },
    audit: (
      trx: Kysely<CoreDatabase>,
      auth: AuthContext,
      entityId: string,
      action: string,
      before: unknown,
      after: unknown,
    ) =>
      recordAudit(trx, {
        tenantId: auth.tenantId,
        actor: { userId: auth.userId, username: auth.username },
        entity: 'saved report',
        entityId,
        action,
        before,
        after,
      }),
    /** Another tenant's id is answered 404 before the body is read; visibility within the tenant is the handler's. */
    checkTarget: async ({ params, auth }: { params: { savedReportId: string }; auth: AuthContext | null }) => {
      if (!auth) return;
      const row = await db
        .selectFrom('saved_reports')
        .select('id')
        .where('id', '=', params.savedReportId)
        .where('tenant_id', '=', auth.tenantId)
        .executeTakeFirst();
      if (!row) throw notFound('The saved report');
    },
  };
}

export type SavedReportAccess = ReturnType<typeof savedReportAccess>;
