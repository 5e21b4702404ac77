import type { GridFilters } from '../../core/grid/gridTypes.ts';
import { orderListingHref } from '../engine/public/web/orderLinks.ts';
import type { ReportBucket, ReportDefinition, ReportResult, ReportRow } from './contract.ts';

const DAY_MS = 86_400_000;
const dayText = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The days an order volume period covers, as the listing's date filter takes them (first and last day). */
export function periodDays(period: string, bucket: ReportBucket): { from: string; to: string } {
  if (bucket === 'month') {
    const [year, month] = period.split('-').map(Number) as [number, number];
    return { from: `${period}-01`, to: dayText(Date.UTC(year, month, 1) - DAY_MS) };
  }
  const start = Date.parse(`${period}T00:00:00Z`);
  return { from: period, to: bucket === 'week' ? dayText(start + 6 * DAY_MS) : period };
}

/**
 * The order listing showing a row's orders: created within the report's range (or the row's period) and
 * filtered by the report's filters and the row's own service, operation, state or partner account.
 */
export function rowListingHref(
  definition: ReportDefinition,
  row: ReportRow,
  result: Pick<ReportResult, 'from' | 'to'>,
  filters: Readonly<Record<string, string>>,
): string {
  const listing: Record<string, GridFilters[string]> = {
    createdAt: { from: dayText(Date.parse(result.from)), to: dayText(Date.parse(result.to) - 1) },
  };
  for (const name of ['service', 'operation', 'accountId'] as const) {
    const value = filters[name];
    if (value) listing[name] = [value];
  }
  for (const [name, column] of Object.entries(definition.listingFilters)) {
    const value = row[column];
    if (typeof value === 'string' && value !== '') listing[name] = [value];
  }
  if (definition.id === 'orderVolume' && typeof row.period === 'string') {
    listing.createdAt = periodDays(row.period, (filters.bucket ?? 'day') as ReportBucket);
  }
  return orderListingHref(listing);
}
