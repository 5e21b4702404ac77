import { resourcePermissions } from '../resourceKit/public/contract/resource.ts';

/**
 * What both halves of reports share, free of zod so the manifest may import it: the permission area
 * whose keys guard them, the reports there are, their REST paths (spec section 7: `/service/report/…`) and
 * the saved reports' resource.
 */
export const REPORTS_AREA = 'reports';

/**
 * `reports:r` reads every report, exports it and saves it for oneself or the tenant; the write keys mail it
 * (see SCHEDULE_PERMISSIONS).
 */
export const REPORTS_PERMISSIONS = resourcePermissions(REPORTS_AREA);

/**
 * Mailing a report is writing: `reports:c` schedules, changes, sends now and stops the caller's own saved
 * reports; `reports:u` changes (and sends now) anyone's schedule and edits the tenant's allowed external
 * recipients; `reports:d` stops anyone's schedule. A partner user acts on its own schedules only.
 */
export const SCHEDULE_PERMISSIONS = {
  own: REPORTS_PERMISSIONS.create,
  changeAny: REPORTS_PERMISSIONS.update,
  stopAny: REPORTS_PERMISSIONS.delete,
} as const;
/** Any one of them: who may look for recipients and read the allowed external ones. */
export const SCHEDULING_KEYS = [SCHEDULE_PERMISSIONS.own, SCHEDULE_PERMISSIONS.changeAny] as const;

/** The reports, in the order the screen lists them. */
export const REPORT_IDS = [
  'orderVolume',
  'successRate',
  'failures',
  'durations',
  'sla',
  'worklist',
  'networkElements',
  'inventoryMovements',
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
  inventoryMovements: 'Inventory movements',
};

export const REPORT_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ReportExportFormat = (typeof REPORT_EXPORT_FORMATS)[number];

/** One report's figures and its export (`?format=csv|xlsx`). */
export const reportPath = (report: ReportId) => `/service/report/${report}`;
export const reportExportPath = (report: ReportId) => `/service/report/${report}/export`;

/** Reports saved with their filters, private to their owner or shared with the tenant, and their schedules. */
export const SAVED_REPORT_PATHS = {
  /** GET: the caller's saved reports and those shared in the tenant; POST: saves one. */
  list: '/service/report/saved',
  /** DELETE: the caller's own saved report (and its schedule). */
  one: '/service/report/saved/:savedReportId',
  /** PUT: schedules a saved report or changes its schedule; DELETE (`?version=`): stops the schedule. */
  schedule: '/service/report/saved/:savedReportId/schedule',
  /** GET: the schedule's runs, newest first. */
  runs: '/service/report/saved/:savedReportId/runs',
  /** GET `?q=`: the users of the tenant the caller may mail a report to. */
  recipients: '/service/report/recipients',
  /** GET, PUT: the tenant's reports configuration (the external addresses and domains a report may be mailed to). */
  configuration: '/service/report/configuration',
} as const;

export const SCHEDULE_FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;
export type ScheduleFrequency = (typeof SCHEDULE_FREQUENCIES)[number];

/**
 * The days a custom range may start and end on (UTC): a report covers no time before the first or after the
 * last, and a range outside them is a mistake (the database's calendar has no year 0).
 */
export const FIRST_REPORT_DAY = '1970-01-01';
export const LAST_REPORT_DAY = '2100-01-01';

/** The screen's path under /sdp; `?report=<id>` opens a report, `&saved=<id>` a saved one. */
export const REPORTS_PATH = '/reports';
