import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import type { ReportColumn, ReportDefinition, ReportExportFormat, ReportRow } from '../contract.ts';

export const EXPORT_CONTENT_TYPES: Readonly<Record<ReportExportFormat, string>> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** `<report>-<from day>-<to day>.<format>`. */
export function exportFileName(report: string, from: Date, to: Date, format: ReportExportFormat): string {
  return `${report}-${from.toISOString().slice(0, 10)}-${to.toISOString().slice(0, 10)}.${format}`;
}

/**
 * The table as CSV through the project's one CSV writer (papaparse, as the grid's export writes it: cells a
 * spreadsheet would run as a formula escaped, CRLF), with the BOM spreadsheet programs read as UTF-8.
 */
export function reportCsv(definition: ReportDefinition, rows: readonly ReportRow[]): string {
  const csv = Papa.unparse(
    {
      fields: definition.columns.map((column) => column.header),
      data: rows.map((row) => definition.columns.map((column) => row[column.id] ?? '')),
    },
    { escapeFormulae: true, newline: '\r\n' },
  );
  return `\ufeff${csv}\r\n`;
}

const NUMBER_FORMATS: Partial<Record<ReportColumn['type'], string>> = {
  count: '#,##0',
  ms: '#,##0',
  ratio: '0.0%',
};

/**
 * The table as one XLSX sheet written row by row to `stream` (exceljs' streaming writer, so a large
 * table is never held as a workbook): the headers in bold, numbers as numbers, durations in ms.
 */
export async function writeReportXlsx(
  stream: Writable,
  definition: ReportDefinition,
  rows: readonly ReportRow[],
): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(definition.title);
  sheet.columns = definition.columns.map((column) => ({
    key: column.id,
    header: column.type === 'ms' ? `${column.header} (ms)` : column.header,
    width: column.type === 'text' ? 24 : 16,
    style: NUMBER_FORMATS[column.type] ? { numFmt: NUMBER_FORMATS[column.type] } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for (const row of rows) {
    sheet.addRow(definition.columns.map((column) => row[column.id] ?? null)).commit();
  }
  sheet.commit();
  await workbook.commit();
}
