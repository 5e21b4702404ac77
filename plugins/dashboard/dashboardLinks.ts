import type { DashboardOrders } from './contract.ts';
import type { GridFilters } from '../../core/grid/gridTypes.ts';
import { orderListingHref } from '../engine/public/web/orderLinks.ts';

/** The local day of an ISO time, as the listing's date filter takes it: `yyyy-mm-dd`. */
export function localDay(iso: string): string {
  const date = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The listing filters of the dashboard's window (created in it) and service, plus `more`. */
function windowFilters(figures: Pick<DashboardOrders, 'from' | 'to'>, service: string | null, more: GridFilters = {}) {
  const filters: Record<string, GridFilters[string]> = {
    createdAt: { from: localDay(figures.from), to: localDay(figures.to) },
    ...more,
  };
  if (service) filters.service = [service];
  return filters;
}

/** What a tile opens: the orders it counts, in the listing. */
export type TileLink =
  | 'running'
  | 'waitingManual'
  | 'paused'
  | 'parked'
  | 'pending'
  | 'stalled'
  | 'created'
  | 'completed'
  | 'failed'
  | 'cancelled';

const STATE_OF: Partial<Record<TileLink, string[]>> = {
  running: ['RUNNING'],
  waitingManual: ['WAITING_MANUAL'],
  paused: ['PAUSED'],
  parked: ['FAILED_TEMP'],
  pending: ['PENDING'],
  completed: ['COMPLETED'],
  failed: ['FAILED', 'ROLLED_BACK'],
  cancelled: ['CANCELLED'],
};

/**
 * The listing a tile opens. Orders standing now (running, parked, stalled…) whenever created; orders
 * created in the window by what became of them (created, completed, failed, cancelled) within it.
 */
export function tileHref(
  tile: TileLink,
  figures: Pick<DashboardOrders, 'from' | 'to'>,
  service: string | null,
): string {
  const byService: GridFilters = service ? { service: [service] } : {};
  if (tile === 'stalled') return orderListingHref({ stalled: ['true'], ...byService });
  if (tile === 'created') return orderListingHref(windowFilters(figures, service));
  const states = STATE_OF[tile] ?? [];
  const now = ['running', 'waitingManual', 'paused', 'parked', 'pending'].includes(tile);
  return orderListingHref(now ? { state: states, ...byService } : windowFilters(figures, service, { state: states }));
}

/** What a point of the time chart opens: the orders created on its day (of the service shown). */
export function bucketHref(at: string, service: string | null, states: readonly string[] = []): string {
  const day = localDay(at);
  const filters: Record<string, GridFilters[string]> = { createdAt: { from: day, to: day } };
  if (service) filters.service = [service];
  if (states.length > 0) filters.state = [...states];
  return orderListingHref(filters);
}

/** The orders of one service created in the window. */
export function serviceHref(service: string, figures: Pick<DashboardOrders, 'from' | 'to'>): string {
  return orderListingHref(windowFilters(figures, service));
}
