import type { RoutePreloadContext } from '../../core/plugin/manifest.ts';
import { WORKLIST_PERMISSIONS } from '../engine/public/contract/enginePaths.ts';
import { orderWindowOf } from '../engine/public/contract/orderWindows.ts';
import { DASHBOARD_PATHS } from './paths.ts';

/** The dashboard's window and service as its URL says them (the page reads them the same way). */
export function dashboardFilters(search: URLSearchParams) {
  const service = search.get('service');
  return { range: orderWindowOf(search.get('range'), '24h'), ...(service ? { service } : {}) };
}

/** The dashboard's first figures, read while its chunk loads: the orders of its window, the worklist's ageing. */
export function preloadDashboard(context: RoutePreloadContext): void {
  context.get(DASHBOARD_PATHS.orders, dashboardFilters(context.search));
  if (context.permitted(WORKLIST_PERMISSIONS.read)) context.get(DASHBOARD_PATHS.worklist);
}
