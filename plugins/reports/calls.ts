import { z } from 'zod';
import { fillPath } from '../../core/contract/pathTemplate.ts';
import { defineCall } from '../../core/http/callDefinition.ts';
import {
  SAVED_REPORT_PATHS,
  recipientUserSchema,
  reportsConfigurationSchema,
  savedReportSchema,
  scheduleRunSchema,
  type CreateSavedReport,
  type RecipientUser,
  type ReportsConfiguration,
  type UpdateReportsConfiguration,
  type SavedReport,
  type ScheduleReport,
  type ScheduleRun,
  type UpdateSavedReport,
  reportExportPath,
  reportPath,
  reportResultSchema,
  type ReportExportFormat,
  type ReportId,
  type ReportResult,
} from './contract.ts';

/** A report's filters as its query string's fields (see `reportFiltersSchema`). */
export type ReportQuery = Readonly<Record<string, string>>;

export const reportCall = defineCall<{ report: ReportId; query: ReportQuery }, ReportResult>({
  method: 'GET',
  path: ({ report }) => reportPath(report),
  query: ({ query }) => ({ ...query }),
  responseSchema: reportResultSchema,
  notifyErrors: false,
});

export const reportExportCall = defineCall<{ report: ReportId; query: ReportQuery; format: ReportExportFormat }, Blob>({
  method: 'GET',
  path: ({ report }) => reportExportPath(report),
  query: ({ query, format }) => ({ ...query, format }),
  response: 'blob',
});

export const savedReportsCall = defineCall<void, SavedReport[]>({
  method: 'GET',
  path: SAVED_REPORT_PATHS.list,
  responseSchema: z.array(savedReportSchema),
});

export const saveReportCall = defineCall<CreateSavedReport, SavedReport>({
  method: 'POST',
  path: SAVED_REPORT_PATHS.list,
  responseSchema: savedReportSchema,
});

export const updateSavedReportCall = defineCall<{ savedReportId: string; change: UpdateSavedReport }, SavedReport>({
  method: 'PUT',
  path: ({ savedReportId }) => fillPath(SAVED_REPORT_PATHS.one, { savedReportId }),
  body: ({ change }) => change,
  responseSchema: savedReportSchema,
});

export const deleteSavedReportCall = defineCall<string, null>({
  method: 'DELETE',
  path: (savedReportId) => fillPath(SAVED_REPORT_PATHS.one, { savedReportId }),
});

export const scheduleReportCall = defineCall<
  { savedReportId: string; schedule: ScheduleReport; sendNow: boolean },
  SavedReport
>({
  method: 'PUT',
  path: ({ savedReportId }) => fillPath(SAVED_REPORT_PATHS.schedule, { savedReportId }),
  query: ({ sendNow }) => (sendNow ? { sendNow: 'true' } : {}),
  body: ({ schedule }) => schedule,
  responseSchema: savedReportSchema,
  notifyErrors: false,
});

export const unscheduleReportCall = defineCall<{ savedReportId: string; version: number }, null>({
  method: 'DELETE',
  path: ({ savedReportId }) => fillPath(SAVED_REPORT_PATHS.schedule, { savedReportId }),
  query: ({ version }) => ({ version: String(version) }),
});

export const scheduleRunsCall = defineCall<string, ScheduleRun[]>({
  method: 'GET',
  path: (savedReportId) => fillPath(SAVED_REPORT_PATHS.runs, { savedReportId }),
  responseSchema: z.array(scheduleRunSchema),
});

export const recipientUsersCall = defineCall<{ q: string }, RecipientUser[]>({
  method: 'GET',
  path: SAVED_REPORT_PATHS.recipients,
  query: ({ q }) => ({ q }),
  responseSchema: z.array(recipientUserSchema),
  notifyErrors: false,
});

export const reportsConfigurationCall = defineCall<void, ReportsConfiguration>({
  method: 'GET',
  path: SAVED_REPORT_PATHS.configuration,
  responseSchema: reportsConfigurationSchema,
});

export const saveReportsConfigurationCall = defineCall<UpdateReportsConfiguration, ReportsConfiguration>({
  method: 'PUT',
  path: SAVED_REPORT_PATHS.configuration,
  responseSchema: reportsConfigurationSchema,
  notifyErrors: false,
});
