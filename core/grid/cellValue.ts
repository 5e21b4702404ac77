import type { CellValue } from './gridTypes.ts';

const numberFormat = new Intl.NumberFormat(undefined, { maximumFractionDigits: 6 });

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** A local calendar day as `yyyy-mm-dd`. */
export function localDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function localMinute(date: Date): string {
  return `${localDay(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A value as the grid shows it: grouped numbers, local `yyyy-mm-dd hh:mm` times, Yes/No, lists joined. */
export function displayText(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? numberFormat.format(value) : '';
  return exportText(value);
}

/** A value as CSV text: like the screen, but numbers without grouping so spreadsheets read them as numbers. */
export function exportText(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : localMinute(value);
  return value.join(', ');
}

const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The local day a value falls on, for date-range filters: a Date, epoch milliseconds, a `yyyy-mm-dd`
 * day or an ISO timestamp; null when the value is not a date.
 */
export function dayOf(value: CellValue): string | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : localDay(value);
  if (typeof value === 'number') return Number.isFinite(value) ? localDay(new Date(value)) : null;
  if (typeof value !== 'string') return null;
  if (DAY_ONLY.test(value)) return value;
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value)) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : localDay(new Date(time));
}
