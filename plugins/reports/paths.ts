import { resourcePaths, resourcePermissions, type ResourceDescriptor } from '../../core/contract/resource.ts';

/**
 * What both halves of reports share, free of zod so the manifest may import it: the permission area
 * whose keys guard them, the reports there are, their REST paths (spec section 7: `/service/report/…`) and
 * the saved reports' resource.
 */
export const REPORTS_AREA = 'reports';

/** `reports:r` reads every report and exports it; `:c`, `:u`, `:d` write saved reports. */
export const REPORTS_PERMISSIONS = resourcePermissions(REPORTS_AREA);

/** The reports, in the order the screen lists them. */
export const REPORT_IDS = [
  'orderVolume',
  'successRate',
  'failures',
  'durations',
  'sla',
  'worklist',
  'networkElements',
] as const;
export type ReportId = (typeof REPORT_IDS)[number];

export const REPORT_TITLES: Readonly<Record<ReportId, string>> = {
  orderVolume: 'Order volume',
  successRate: 'Success rate',
  failures: 'Failures',
  durations: 'Durations',
  sla: 'SLA',
  worklist: 'Worklist',
  networkElements: 'Network elements',
};

export const REPORT_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ReportExportFormat = (typeof REPORT_EXPORT_FORMATS)[number];

/** One report's figures and its export (`?format=csv|xlsx`). */
export const reportPath = (report: ReportId) => `/service/report/${report}`;
export const reportExportPath = (report: ReportId) => `/service/report/${report}/export`;

/** Reports saved with their filters, private to their owner or shared with the tenant. */
export const SAVED_REPORTS_RESOURCE: ResourceDescriptor<'name' | 'updatedAt', 'report' | 'name'> = {
  entity: 'saved report',
  plural: 'saved reports',
  idField: 'savedReportId',
  paths: resourcePaths('/service/report/saved', 'savedReportId'),
  permissions: REPORTS_PERMISSIONS,
  sorts: ['name', 'updatedAt'],
  filters: { report: 'list', name: 'text' },
};

/** The screen's path under /sdp; `?report=<id>` opens a report, `&saved=<id>` a saved one. */
export const REPORTS_PATH = '/reports';
