import { z } from 'zod';
import { recordAudit } from '../../../core/server/audit.ts';
import type { AuthContext } from '../../../core/server/auth/authContext.ts';
import { forbidden, notFound } from '../../../core/server/http/errors.ts';
import { defineRoute, ok, type AnyRoute } from '../../../core/server/http/route.ts';
import type { ServerServices } from '../../../core/server/serverPlugin.ts';
import {
  REPORTS_PERMISSIONS,
  SAVED_REPORT_PATHS,
  createSavedReportSchema,
  savedReportParamsSchema,
  savedReportSchema,
  scheduleReportSchema,
  scheduleRunSchema,
} from '../contract.ts';
import { exampleSavedReport, selectSavedReports, toSavedReport, visibleTo } from './savedReportStore.ts';
import { SEND_QUEUE } from './scheduledReports.ts';
import { reportsDb } from './reportsTables.ts';
import { nextRunAfter } from './scheduleTimes.ts';

const TAGS = ['Reports'];
const MAX_RUNS_LISTED = 50;

/**
 * Saved reports: each user saves a report with its filters for themselves or shares it with the tenant;
 * only the owner deletes or schedules one. A schedule mails the report's XLSX daily, weekly or monthly.
 */
export function savedReportRoutes(services: ServerServices): AnyRoute[] {
  const db = reportsDb(services.db);
  const { clock, jobs } = services;
  const permission = REPORTS_PERMISSIONS.read;

  const visible = async (auth: AuthContext, savedReportId: string) => {
    const row = await visibleTo(selectSavedReports(db, auth.tenantId), auth)
      .where('s.id', '=', savedReportId)
      .executeTakeFirst();
    if (!row) throw notFound('The saved report');
    return row;
  };
  const owned = async (auth: AuthContext, savedReportId: string, doing: string) => {
    const row = await visible(auth, savedReportId);
    if (row.ownerUserId !== auth.userId) throw forbidden(`Only the owner of a saved report can ${doing} it.`);
    return row;
  };
  const audit = (auth: AuthContext, entityId: string, action: string, before: unknown, after: unknown) =>
    recordAudit(services.db, {
      tenantId: auth.tenantId,
      actor: { userId: auth.userId, username: auth.username },
      entity: 'saved report',
      entityId,
      action,
      before,
      after,
    });
  // Another tenant's id is answered 404 before the body is read; visibility within the tenant is the handler's.
  const checkTarget = async ({ params, auth }: { params: { savedReportId: string }; auth: AuthContext | null }) => {
    if (!auth) return;
    const row = await db
      .selectFrom('saved_reports')
      .select('id')
      .where('id', '=', params.savedReportId)
      .where('tenant_id', '=', auth.tenantId)
      .executeTakeFirst();
    if (!row) throw notFound('The saved report');
  };

  return [
    defineRoute({
      method: 'GET',
      url: SAVED_REPORT_PATHS.list,
      summary: "The caller's saved reports and those shared in the tenant, by name, with their schedules.",
      tags: TAGS,
      permission,
      response: z.array(savedReportSchema),
      handler: async ({ auth }) => {
        const rows = await visibleTo(selectSavedReports(db, auth.tenantId), auth).orderBy('s.name').execute();
        return ok(rows.map((row) => toSavedReport(row, auth.userId)));
      },
    }),
    defineRoute({
      method: 'POST',
      url: SAVED_REPORT_PATHS.list,
      summary: 'Saves a report with its filters, private to the caller or shared with the tenant.',
      tags: TAGS,
      permission,
      body: createSavedReportSchema,
      response: savedReportSchema,
      handler: async ({ body, auth }) => {
        const created = await db
          .insertInto('saved_reports')
          .values({
            tenant_id: auth.tenantId,
            owner_user_id: auth.userId,
            name: body.name,
            report: body.report,
            filters: JSON.stringify(body.filters),
            shared: body.shared,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await audit(auth, created.id, 'create', null, body);
        return ok(toSavedReport(await visible(auth, created.id), auth.userId), 'Report saved');
      },
    }),
    defineRoute({
      method: 'DELETE',
      url: SAVED_REPORT_PATHS.one,
      summary: "Deletes the caller's saved report and its schedule.",
      tags: TAGS,
      permission,
      params: savedReportParamsSchema,
      exampleParams: exampleSavedReport,
      response: z.null(),
      handler: async ({ params, auth }) => {
        const row = await owned(auth, params.savedReportId, 'delete');
        await db.deleteFrom('saved_reports').where('id', '=', row.id).execute();
        await audit(auth, row.id, 'delete', toSavedReport(row, auth.userId), null);
        return ok(null, 'Saved report deleted');
      },
    }),
    defineRoute({
      method: 'PUT',
      url: SAVED_REPORT_PATHS.schedule,
      summary:
        "Schedules the caller's saved report: mailed with its XLSX attached daily (06:00 UTC), weekly (Mondays) or monthly (the 1st) to the recipients. `?sendNow=true` also sends it at once.",
      tags: TAGS,
      permission,
      params: savedReportParamsSchema,
      query: z.strictObject({ sendNow: z.enum(['true', 'false']).default('false') }),
      body: scheduleReportSchema,
      exampleParams: exampleSavedReport,
      checkTarget,
      response: savedReportSchema,
      handler: async ({ params, query, body, auth }) => {
        const row = await owned(auth, params.savedReportId, 'schedule');
        const values = {
          frequency: body.frequency,
          recipients: JSON.stringify(body.recipients),
          next_run_at: nextRunAfter(body.frequency, clock()),
          updated_at: new Date(clock()),
        };
        await db
          .insertInto('report_schedules')
          .values({ saved_report_id: row.id, tenant_id: auth.tenantId, ...values })
          .onConflict((conflict) => conflict.column('saved_report_id').doUpdateSet(values))
          .execute();
        await audit(auth, row.id, 'schedule', null, body);
        if (query.sendNow === 'true') await jobs.send(SEND_QUEUE, { savedReportId: row.id });
        return ok(toSavedReport(await visible(auth, row.id), auth.userId), 'Report scheduled');
      },
    }),
    defineRoute({
      method: 'DELETE',
      url: SAVED_REPORT_PATHS.schedule,
      summary: "Stops the schedule of the caller's saved report.",
      tags: TAGS,
      permission,
      params: savedReportParamsSchema,
      exampleParams: exampleSavedReport,
      response: z.null(),
      handler: async ({ params, auth }) => {
        const row = await owned(auth, params.savedReportId, 'unschedule');
        await db.deleteFrom('report_schedules').where('saved_report_id', '=', row.id).execute();
        await audit(auth, row.id, 'unschedule', null, null);
        return ok(null, 'Schedule stopped');
      },
    }),
    defineRoute({
      method: 'GET',
      url: SAVED_REPORT_PATHS.runs,
      summary: "A saved report's scheduled runs, newest first: when, sent or failed and why, and the rows mailed.",
      tags: TAGS,
      permission,
      params: savedReportParamsSchema,
      exampleParams: exampleSavedReport,
      response: z.array(scheduleRunSchema),
      handler: async ({ params, auth }) => {
        const row = await visible(auth, params.savedReportId);
        const runs = await db
          .selectFrom('report_schedule_runs')
          .select(['id', 'at', 'result', 'message', 'rows'])
          .where('saved_report_id', '=', row.id)
          .orderBy('at', 'desc')
          .limit(MAX_RUNS_LISTED)
          .execute();
        return ok(
          runs.map((run) => ({
            runId: run.id,
            at: run.at.toISOString(),
            result: run.result,
            message: run.message,
            rows: run.rows,
          })),
        );
      },
    }),
  ] as AnyRoute[];
}
