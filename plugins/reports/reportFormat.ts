import type { ReportCell, ReportColumn } from './contract.ts';

const count = new Intl.NumberFormat(undefined, { maximumFractionDigits: 0 });
const percent = new Intl.NumberFormat(undefined, { style: 'percent', maximumFractionDigits: 1 });

/** A duration in ms as people read it: 850 ms, 12.4 s, 3.2 min, 5.1 h, 2.3 d. */
export function formatDuration(ms: number): string {
  if (ms < 1_000) return `${Math.round(ms)} ms`;
  if (ms < 60_000) return `${(ms / 1_000).toFixed(1)} s`;
  if (ms < 3_600_000) return `${(ms / 60_000).toFixed(1)} min`;
  if (ms < 86_400_000) return `${(ms / 3_600_000).toFixed(1)} h`;
  return `${(ms / 86_400_000).toFixed(1)} d`;
}

/** A cell as the table shows it; an empty text is the tenant (no partner account) or no group or assignee. */
export function formatCell(column: ReportColumn, value: ReportCell | undefined): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return value === '' ? '(none)' : value;
  if (column.type === 'ms') return formatDuration(value);
  if (column.type === 'ratio') return percent.format(value);
  return count.format(value);
}
