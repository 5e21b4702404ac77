import { defineCall } from '../../core/http/callDefinition.ts';
import {
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
