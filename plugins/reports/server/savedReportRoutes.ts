import { z } from 'zod';
import type { AuthContext } from '../../../core/server/auth/authContext.ts';
import { forbidden } from '../../../core/server/http/errors.ts';
import { assertVersion, staleVersion } from '../../../core/server/http/versioning.ts';
import { defineRoute, ok, type AnyRoute } from '../../../core/server/http/route.ts';
import type { ServerServices } from '../../../core/server/serverPlugin.ts';
import {
  REPORTS_PERMISSIONS,
  SAVED_REPORT_PATHS,
  createSavedReportSchema,
  savedReportParamsSchema,
  savedReportSchema,
  updateSavedReportSchema,
  type SavedReport,
} from '../contract.ts';
import { savedReportAccess } from './savedReportAccess.ts';
import { exampleSavedReport, selectSavedReports, visibleTo } from './savedReportStore.ts';
import { reportsDb } from './reportsTables.ts';

const TAGS = ['Reports'];

/**
 * Saved reports: each user saves a report with its filters for themselves or shares it with the tenant;
 * only the owner renames or deletes one. Their schedules are `scheduleRoutes`.
 */
export function savedReportRoutes(services: ServerServices): AnyRoute[] {
  const db = reportsDb(services.db);
  const access = savedReportAccess(services.db);
  const permission = REPORTS_PERMISSIONS.read;

  const owned = async (auth: AuthContext, savedReportId: string, doing: string) => {
    const row = await access.visible(auth, savedReportId);
    if (row.ownerUserId !== auth.userId) throw forbidden(`Only the owner of a saved report can ${doing} it.`);
    return row;
  };
  const answer = async (auth: AuthContext, savedReportId: string): Promise<SavedReport> => {
    const [saved] = await access.present(auth, [await access.visible(auth, savedReportId)]);
    return saved as SavedReport;
  };

  return [
    defineRoute({
      method: 'GET',
      url: SAVED_REPORT_PATHS.list,
      summary:
        "The caller's saved reports and those shared in the tenant, by name, with their schedules (whom a schedule mails only to its owner and to those who may change or stop any schedule).",
      tags: TAGS,
      permission,
      response: z.array(savedReportSchema),
      handler: async ({ auth }) => {
        const rows = await visibleTo(selectSavedReports(db, auth.tenantId), auth).orderBy('s.name').execute();
        return ok(await access.present(auth, rows));
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
        const id = await services.db.transaction().execute(async (trx) => {
          const created = await reportsDb(trx)
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
          await access.audit(trx, auth, created.id, 'create', null, body);
          return created.id;
        });
        return ok(await answer(auth, id), 'Report saved');
      },
    }),
    defineRoute({
      method: 'PUT',
      url: SAVED_REPORT_PATHS.one,
      summary:
        "Renames the caller's saved report or changes its sharing. Needs the version (412 when stale, 428 without).",
      tags: TAGS,
      permission,
      params: savedReportParamsSchema,
      body: updateSavedReportSchema,
      exampleParams: exampleSavedReport,
      checkTarget: access.checkTarget,
      response: savedReportSchema,
      handler: async ({ params, body, auth }) => {
        const row = await owned(auth, params.savedReportId, 'change');
        assertVersion('The saved report', body.version, row.version);
        const changes = { name: body.name ?? row.name, shared: body.shared ?? row.shared };
        await services.db.transaction().execute(async (trx) => {
          const result = await reportsDb(trx)
            .updateTable('saved_reports')
            .set({ ...changes, version: row.version + 1 })
            .where('id', '=', row.id)
            .where('version', '=', row.version)
            .executeTakeFirst();
          if (Number(result.numUpdatedRows) === 0) {
            const now = await access.visible(auth, row.id);
            throw staleVersion('The saved report', row.version, now.version);
          }
          await access.audit(trx, auth, row.id, 'update', { name: row.name, shared: row.shared }, changes);
        });
        return ok(await answer(auth, row.id), 'Saved report changed');
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
        const [before] = await access.present(auth, [row]);
        await services.db.transaction().execute(async (trx) => {
          await reportsDb(trx).deleteFrom('saved_reports').where('id', '=', row.id).execute();
          await access.audit(trx, auth, row.id, 'delete', before, null);
        });
        return ok(null, 'Saved report deleted');
      },
    }),
  ] as AnyRoute[];
}
