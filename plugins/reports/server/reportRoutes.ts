import { PassThrough } from 'node:stream';
import { z } from 'zod';
import { accountScope, type AccountScope } from '../../../core/server/auth/accountScope.ts';
import { defineRoute, ok, type AnyRoute } from '../../../core/server/http/route.ts';
import type { ServerServices } from '../../../core/server/serverPlugin.ts';
import {
  REPORT_EXPORT_FORMATS,
  REPORT_IDS,
  REPORTS,
  REPORTS_PERMISSIONS,
  reportExportPath,
  reportExportQuerySchema,
  reportFiltersSchema,
  reportPath,
  reportResultSchema,
  type ReportFilters,
  type ReportId,
} from '../contract.ts';
import { EXPORT_CONTENT_TYPES, exportFileName, reportCsv, writeReportXlsx } from './reportFiles.ts';
import { runReport } from './runReport.ts';

const TAGS = ['Reports'];
const FILTERS_TEXT =
  'Filters: `range` (24h, 7d, 30d, 90d, thisMonth, lastMonth, or custom with `from` and `to`, at most 366 days), `service`, `operation`, `accountId` (a partner account), `networkElement`; `bucket` (day, week, month) for the order volume.';

/** Each report's figures and its CSV or XLSX export, within the caller's tenant and partner accounts. */
export function reportRoutes(services: ServerServices): AnyRoute[] {
  const { db, clock } = services;
  const run = (report: ReportId, filters: ReportFilters, tenantId: string, scope: AccountScope) =>
    runReport(db, report, { tenantId, scope, filters, now: clock() });
  return REPORT_IDS.flatMap((report): AnyRoute[] => {
    const definition = REPORTS[report];
    return [
      defineRoute({
        method: 'GET',
        url: reportPath(report),
        summary: `${definition.title}: ${definition.summary} ${FILTERS_TEXT}`,
        tags: TAGS,
        permission: REPORTS_PERMISSIONS.read,
        query: reportFiltersSchema,
        response: reportResultSchema,
        handler: async ({ query, auth, request }) => {
          const scope = await accountScope(db, request, auth);
          return ok(await run(report, query, auth.tenantId, scope));
        },
      }),
      defineRoute({
        method: 'GET',
        url: reportExportPath(report),
        summary: `${definition.title} as a file of exactly its table (\`format\` csv or xlsx). ${FILTERS_TEXT}`,
        tags: TAGS,
        permission: REPORTS_PERMISSIONS.read,
        query: reportExportQuerySchema,
        response: z.never(),
        download: { contentTypes: REPORT_EXPORT_FORMATS.map((format) => EXPORT_CONTENT_TYPES[format]) },
        handler: async ({ query, auth, request, reply }) => {
          const scope = await accountScope(db, request, auth);
          const { format, ...filters } = query;
          const result = await run(report, filters, auth.tenantId, scope);
          const name = exportFileName(report, new Date(result.from), new Date(result.to), format);
          reply.header('content-type', EXPORT_CONTENT_TYPES[format]);
          reply.header('content-disposition', `attachment; filename="${name}"`);
          if (format === 'csv') {
            reply.send(reportCsv(definition, result.rows));
            return { data: undefined as never };
          }
          const stream = new PassThrough();
          reply.send(stream);
          writeReportXlsx(stream, definition, result.rows).catch((error: unknown) => {
            request.log.error({ err: error, report }, 'the XLSX export failed while it was written');
            stream.destroy(error as Error);
          });
          return { data: undefined as never };
        },
      }),
    ];
  });
}
