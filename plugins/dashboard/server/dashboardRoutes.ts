import {
  DASHBOARD_PATHS,
  DASHBOARD_PERMISSIONS,
  dashboardOrdersQuerySchema,
  dashboardOrdersSchema,
  dashboardWorklistSchema,
} from '../contract.ts';
import { accountScope } from '../../../core/server/auth/accountScope.ts';
import { defineRoute, ok, type AnyRoute } from '../../../core/server/http/route.ts';
import type { ServerServices } from '../../../core/server/serverPlugin.ts';
import { dashboardOrders, dashboardWorklist } from './dashboardQueries.ts';

const TAGS = ['Dashboard'];

/** The dashboard's figures, counted within the caller's tenant and partner accounts. */
export function dashboardRoutes(services: ServerServices): AnyRoute[] {
  const { db, clock } = services;
  return [
    defineRoute({
      method: 'GET',
      url: DASHBOARD_PATHS.orders,
      summary:
        'Order figures over a window ending now (`range` 24h, 7d, 30d or 90d; `service`): orders now running, waiting, paused, parked and stalled; orders created in the window by what became of them, failure rate, throughput and duration percentiles; one point per hour (up to 7d) or day; the busiest services.',
      tags: TAGS,
      permission: DASHBOARD_PERMISSIONS.read,
      query: dashboardOrdersQuerySchema,
      response: dashboardOrdersSchema,
      handler: async ({ query, auth, request }) => {
        const scope = await accountScope(db, request, auth);
        const where = { tenantId: auth.tenantId, scope, service: query.service };
        return ok(await dashboardOrders(db, where, query.range, clock()));
      },
    }),
    defineRoute({
      method: 'GET',
      url: DASHBOARD_PATHS.worklist,
      summary:
        'The waiting worklist: open, claimed, unassigned and overdue items, the oldest, how long items have waited by band, and per group.',
      tags: TAGS,
      permission: DASHBOARD_PERMISSIONS.read,
      response: dashboardWorklistSchema,
      handler: async ({ auth, request }) => {
        const scope = await accountScope(db, request, auth);
        return ok(await dashboardWorklist(db, { tenantId: auth.tenantId, scope }, clock()));
      },
    }),
  ];
}
