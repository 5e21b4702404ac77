import { REPORTS_PATH, type ReportId } from './paths.ts';

/** The report with the saved filters, `&saved=<id>` naming the saved report it was opened from. */
export function savedReportHref(saved: {
  savedReportId: string;
  report: ReportId;
  filters: Readonly<Record<string, string>>;
}): string {
  const params = new URLSearchParams({ report: saved.report, ...saved.filters, saved: saved.savedReportId });
  return `${REPORTS_PATH}?${params.toString()}`;
}
