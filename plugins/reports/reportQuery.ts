import type { REPORT_BUCKETS, REPORT_RANGES } from './contract.ts';
import { REPORT_IDS, type ReportId } from './contract.ts';

/** The URL's fields a report reads: its filters (the API's query) and which report. */
export const FILTER_PARAMS = [
  'range',
  'from',
  'to',
  'bucket',
  'service',
  'operation',
  'accountId',
  'networkElement',
] as const;
export type FilterParam = (typeof FILTER_PARAMS)[number];

export const RANGE_LABELS: Record<(typeof REPORT_RANGES)[number], string> = {
  '24h': 'Last 24 hours',
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  '90d': 'Last 90 days',
  thisMonth: 'This month',
  lastMonth: 'Last month',
  custom: 'Custom range',
};

export const BUCKET_LABELS: Record<(typeof REPORT_BUCKETS)[number], string> = {
  day: 'Day',
  week: 'Week',
  month: 'Month',
};

/** The report the URL names (`?report=`), the first one otherwise. */
export function reportOf(params: URLSearchParams): ReportId {
  const named = params.get('report');
  return REPORT_IDS.find((id) => id === named) ?? REPORT_IDS[0];
}

/** The URL's filters as the report's query: the fields that are set, nothing else. */
export function filtersOf(params: URLSearchParams): Record<string, string> {
  const query: Record<string, string> = {};
  for (const name of FILTER_PARAMS) {
    const value = params.get(name);
    if (value) query[name] = value;
  }
  return query;
}

/** A custom range's day as `<input type="date">` shows it, and back as the API's ISO time (UTC midnight). */
export const dayOf = (iso: string | null) => (iso ? iso.slice(0, 10) : '');
export const isoOfDay = (day: string) => (day ? `${day}T00:00:00.000Z` : '');
