import { z } from 'zod';
import type { AuthContext } from '../../../core/server/auth/authContext.ts';
import { forbidden, notFound } from '../../../core/server/http/errors.ts';
import { assertVersion, staleVersion } from '../../../core/server/http/versioning.ts';
import { defineRoute, ok, type AnyRoute } from '../../../core/server/http/route.ts';
import type { ServerServices } from '../../../core/server/serverPlugin.ts';
import {
  REPORTS_PERMISSIONS,
  SAVED_REPORT_PATHS,
  SCHEDULE_PERMISSIONS,
  savedReportParamsSchema,
  savedReportSchema,
  scheduleReportSchema,
  scheduleRunSchema,
  stopScheduleQuerySchema,
  type SavedReport,
} from '../contract.ts';
import { OWNER_GONE, ownerStandings } from './ownerStanding.ts';
import { checkedRecipients } from './recipientChecks.ts';
import { reportsDb } from './reportsTables.ts';
import { savedReportAccess } from './savedReportAccess.ts';
import type { SavedReportRow } from './savedReportStore.ts';
import { exampleSavedReport } from './savedReportStore.ts';
import { SEND_QUEUE } from './scheduledReports.ts';
import { rightsOf } from './scheduleViews.ts';
import { nextRunAfter } from './scheduleTimes.ts';

const TAGS = ['Reports'];
const MAX_RUNS_LISTED = 50;
const SCHEDULE = 'The schedule';

const refusedChange = (own: boolean) =>
  forbidden(
    own
      ? `Scheduling a report needs ${SCHEDULE_PERMISSIONS.own}.`
      : `Changing another user's schedule needs ${SCHEDULE_PERMISSIONS.changeAny}, and a user of a partner account changes only its own.`,
  );
const refusedStop = (own: boolean) =>
  forbidden(
    own
      ? `Stopping a schedule needs ${SCHEDULE_PERMISSIONS.own}.`
      : `Stopping another user's schedule needs ${SCHEDULE_PERMISSIONS.stopAny}, and a user of a partner account stops only its own.`,
  );

/**
 * A saved report's schedule: its owner (reports:c) schedules it to users of the tenant and allowed addresses,
 * mailed daily, weekly or monthly with its XLSX; another user changes (reports:u) or stops (reports:d) it.
 * Every change carries the schedule's version.
 */
export function scheduleRoutes(services: ServerServices): AnyRoute[] {
  const { clock, jobs } = services;
  const db = reportsDb(services.db);
  const access = savedReportAccess(services.db);
  const answer = async (auth: AuthContext, savedReportId: string): Promise<SavedReport> => {
    const [saved] = await access.present(auth, [await access.visible(auth, savedReportId)]);
    return saved as SavedReport;
  };
  const scheduleOf = (row: SavedReportRow) =>
    row.scheduleVersion === null ? null : { frequency: row.frequency, recipients: row.recipients };

  return [
    defineRoute({
      method: 'PUT',
      url: SAVED_REPORT_PATHS.schedule,
      summary:
        "Schedules a saved report or changes its schedule: mailed with its XLSX attached daily (06:00 UTC), weekly (Mondays) or monthly (the 1st) to the recipients, each `{ userId }` (an active user of the tenant; a partner user's: of its accounts) or `{ address }` (one the tenant's configuration allows), else 400 naming `recipients.N`. Its owner needs reports:c; another user reports:u, on an existing schedule. Send the schedule's version to change one (412 stale, 428 missing). `?sendNow=true` also sends it at once.",
      tags: TAGS,
      permission: [SCHEDULE_PERMISSIONS.own, SCHEDULE_PERMISSIONS.changeAny],
      params: savedReportParamsSchema,
      query: z.strictObject({ sendNow: z.enum(['true', 'false']).default('false') }),
      body: scheduleReportSchema,
      exampleParams: exampleSavedReport,
      checkTarget: access.checkTarget,
      response: savedReportSchema,
      handler: async ({ params, query, body, auth }) => {
        const row = await access.visible(auth, params.savedReportId);
        const own = row.ownerUserId === auth.userId;
        if (!rightsOf(auth, row.ownerUserId).change) throw refusedChange(own);
        const current = row.scheduleVersion;
        if (current === null && !own) {
          throw forbidden('Only its owner schedules a saved report; you may change or stop a schedule it has.');
        }
        if (current !== null) assertVersion(SCHEDULE, body.version, current);
        else if (body.version !== undefined) throw staleVersion(SCHEDULE, body.version, 0);
        const standing =
          (await ownerStandings(services.db, auth.tenantId, [row.ownerUserId])).get(row.ownerUserId) ?? OWNER_GONE;
        const recipients = await checkedRecipients(
          services.db,
          auth,
          { userId: row.ownerUserId, standing },
          body.recipients,
        );
        const values = {
          frequency: body.frequency,
          recipients: JSON.stringify(recipients),
          next_run_at: nextRunAfter(body.frequency, clock()),
          updated_at: new Date(clock()),
        };
        await services.db.transaction().execute(async (trx) => {
          const schedules = reportsDb(trx);
          const written =
            current === null
              ? await schedules
                  .insertInto('report_schedules')
                  .values({ saved_report_id: row.id, tenant_id: auth.tenantId, ...values })
                  .onConflict((conflict) => conflict.column('saved_report_id').doNothing())
                  .executeTakeFirst()
                  .then((result) => Number(result.numInsertedOrUpdatedRows ?? 0n))
              : await schedules
                  .updateTable('report_schedules')
                  .set({ ...values, version: current + 1 })
                  .where('saved_report_id', '=', row.id)
                  .where('tenant_id', '=', auth.tenantId)
                  .where('version', '=', current)
                  .executeTakeFirst()
                  .then((result) => Number(result.numUpdatedRows));
          if (written === 0) {
            const now = await access.visible(auth, row.id);
            throw staleVersion(SCHEDULE, current ?? 0, now.scheduleVersion ?? 0);
          }
          await access.audit(trx, auth, row.id, 'schedule', scheduleOf(row), {
            frequency: body.frequency,
            recipients,
          });
          if (query.sendNow === 'true') await jobs.send(SEND_QUEUE, { savedReportId: row.id }, { trx });
        });
        return ok(
          await answer(auth, row.id),
          query.sendNow === 'true' ? 'Report scheduled and sent' : 'Report scheduled',
        );
      },
    }),
    defineRoute({
      method: 'DELETE',
      url: SAVED_REPORT_PATHS.schedule,
      summary:
        "Stops a saved report's schedule, given its version (`?version=`: 412 stale, 428 missing). Its owner needs reports:c; another user reports:d.",
      tags: TAGS,
      permission: [SCHEDULE_PERMISSIONS.own, SCHEDULE_PERMISSIONS.stopAny],
      params: savedReportParamsSchema,
      query: stopScheduleQuerySchema,
      exampleParams: exampleSavedReport,
      checkTarget: access.checkTarget,
      response: z.null(),
      handler: async ({ params, query, auth }) => {
        const row = await access.visible(auth, params.savedReportId);
        if (!rightsOf(auth, row.ownerUserId).stop) throw refusedStop(row.ownerUserId === auth.userId);
        const current = row.scheduleVersion;
        if (current === null) throw notFound(SCHEDULE);
        assertVersion(SCHEDULE, query.version, current);
        await services.db.transaction().execute(async (trx) => {
          const result = await reportsDb(trx)
            .deleteFrom('report_schedules')
            .where('saved_report_id', '=', row.id)
            .where('tenant_id', '=', auth.tenantId)
            .where('version', '=', current)
            .executeTakeFirst();
          if (Number(result.numDeletedRows) === 0) {
            const now = await access.visible(auth, row.id);
            throw staleVersion(SCHEDULE, current, now.scheduleVersion ?? 0);
          }
          await access.audit(trx, auth, row.id, 'unschedule', scheduleOf(row), null);
        });
        return ok(null, 'Schedule stopped');
      },
    }),
    defineRoute({
      method: 'GET',
      url: SAVED_REPORT_PATHS.runs,
      summary:
        "A saved report's scheduled runs, newest first: when, sent, failed or skipped and why, the rows mailed, and how many recipients were mailed and skipped; whom, only to its owner and to those who may change or stop any schedule.",
      tags: TAGS,
      permission: REPORTS_PERMISSIONS.read,
      params: savedReportParamsSchema,
      exampleParams: exampleSavedReport,
      response: z.array(scheduleRunSchema),
      handler: async ({ params, auth }) => {
        const row = await access.visible(auth, params.savedReportId);
        const { seeRecipients } = rightsOf(auth, row.ownerUserId);
        const runs = await db
          .selectFrom('report_schedule_runs')
          .select(['id', 'at', 'result', 'message', 'rows', 'sent_to', 'skipped'])
          .where('saved_report_id', '=', row.id)
          .where('tenant_id', '=', auth.tenantId)
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
            sentCount: run.sent_to.length,
            skippedCount: run.skipped.length,
            sentTo: seeRecipients ? run.sent_to : null,
            skipped: seeRecipients ? run.skipped : null,
          })),
        );
      },
    }),
  ] as AnyRoute[];
}
