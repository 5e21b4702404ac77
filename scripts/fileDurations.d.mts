export interface FileReport {
  testResults?: { name: string; startTime?: number; endTime?: number }[];
}

export function fileReportArguments(file: string): string[];
export function slowestFiles(report: FileReport, root: string, count: number): { file: string; ms: number }[];
export function takeFileReport(file: string): FileReport | null;
