import Papa from 'papaparse';
import { exportText, localDay } from './cellValue.ts';
import type { GridColumn } from './gridTypes.ts';
import { downloadFile } from '../shell/downloadFile.ts';

/**
 * The CSV value of a cell: the column's own export, else its value as text. Numbers stay numbers,
 * so a negative amount is not mistaken for a formula and escaped.
 */
export function exportCell<Row>(column: GridColumn<Row>, row: Row): string | number {
  if (column.exportValue) return column.exportValue(row);
  if (!column.accessor) return '';
  const value = column.accessor(row);
  return typeof value === 'number' && Number.isFinite(value) ? value : exportText(value);
}

/**
 * CSV of exactly these rows and columns, headers as shown. Cells that a spreadsheet would run as a
 * formula (`=`, `+`, `-`, `@`, tab, carriage return) are escaped with a leading quote.
 */
export function toCsv<Row>(columns: readonly GridColumn<Row>[], rows: readonly Row[]): string {
  return Papa.unparse(
    {
      fields: columns.map((column) => column.header),
      data: rows.map((row) => columns.map((column) => exportCell(column, row))),
    },
    { escapeFormulae: true, newline: '\r\n' },
  );
}

/** `<gridId>-<yyyy-mm-dd>.csv`, the day in local time. */
export function csvFileName(gridId: string, now: Date = new Date()): string {
  return `${gridId}-${localDay(now)}.csv`;
}

/** Hands the text to the browser as a download. The BOM makes spreadsheet programs read it as UTF-8. */
export function downloadCsv(fileName: string, csv: string): void {
  downloadFile(fileName, new Blob(['\ufeff', csv], { type: 'text/csv;charset=utf-8' }));
}
