import { sql } from 'kysely';
import {
  ORDER_PATHS,
  WORKFLOW_MONITOR_PERMISSIONS,
  orderExecutionSchema,
  orderIdParamsSchema,
  workflowExecutionsQuerySchema,
  workflowExecutionsSchema,
  type WorkflowExecutions,
} from '../../engine/public/contract/order.ts';
import { ORDER_WINDOW_HOURS } from '../../engine/public/contract/orderWindows.ts';
import { accountCondition, accountScope } from '../../../core/server/auth/accountScope.ts';
import { defineRoute, ok, type AnyRoute } from '../../../core/server/http/route.ts';
import type { ServerServices } from '../../../core/server/serverPlugin.ts';
import { engineDb } from '../../engine/public/server/engineTables.ts';
import { exampleOrder, executionOf, reachableOrder } from './orderReads.ts';
import type { WorkflowLayouts } from '../../engine/public/server/workflowLayouts.ts';

const TAGS = ['Workflow monitor'];

/** Monitor › Workflows: the executions of each workflow version in a window, and one execution whole. */
export function executionRoutes(services: ServerServices, layouts: WorkflowLayouts): AnyRoute[] {
  const { db, clock } = services;
  return [
    defineRoute({
      method: 'GET',
      url: ORDER_PATHS.executions,
      summary:
        'The orders created in the window (`24h`, `7d` by default, `30d`, `90d`; `service` narrows to one service), per workflow version they ran on, counted by their state now; scoped to the caller’s partner accounts.',
      tags: TAGS,
      permission: WORKFLOW_MONITOR_PERMISSIONS.read,
      query: workflowExecutionsQuerySchema,
      response: workflowExecutionsSchema,
      handler: async ({ query, auth, request }) => {
        const to = new Date(clock());
        const from = new Date(to.getTime() - ORDER_WINDOW_HOURS[query.window] * 3_600_000);
        let rows = engineDb(db)
          .selectFrom('orders as o')
          .select([
            'o.workflow_id as workflowId',
            sql<string>`max(o.workflow_name)`.as('workflow'),
            'o.workflow_version as workflowVersion',
            'o.state',
            sql<number>`count(*)::int`.as('count'),
            sql<Date>`max(o.created_at)`.as('lastCreatedAt'),
          ])
          .where('o.tenant_id', '=', auth.tenantId)
          .where('o.created_at', '>=', from)
          .groupBy(['o.workflow_id', 'o.workflow_version', 'o.state']);
        if (query.service) rows = rows.where('o.service_name', '=', query.service);
        const condition = accountCondition(await accountScope(db, request, auth), sql.ref('o.account_id'));
        if (condition) rows = rows.where(condition);
        const counts = await rows.execute();

        const byVersion = new Map<string, WorkflowExecutions['items'][number]>();
        for (const row of counts) {
          const key = `${row.workflowId}:${row.workflowVersion}`;
          const last = row.lastCreatedAt.toISOString();
          const item = byVersion.get(key) ?? {
            workflowId: row.workflowId,
            workflow: row.workflow,
            workflowVersion: row.workflowVersion,
            total: 0,
            byState: {},
            lastCreatedAt: last,
          };
          item.total += row.count;
          item.byState[row.state] = row.count;
          if (last > item.lastCreatedAt) item.lastCreatedAt = last;
          byVersion.set(key, item);
        }
        const items = [...byVersion.values()].sort(
          (a, b) => a.workflow.localeCompare(b.workflow) || b.workflowVersion - a.workflowVersion,
        );
        return ok({ from: from.toISOString(), to: to.toISOString(), items });
      },
    }),
    defineRoute({
      method: 'GET',
      url: ORDER_PATHS.execution,
      summary:
        'One execution, read with the workflow monitor’s key: the order, every task it ran with its attempts, the graph of the workflow version it runs on, and where each step of that graph is drawn (laid out once per version).',
      tags: TAGS,
      permission: WORKFLOW_MONITOR_PERMISSIONS.read,
      params: orderIdParamsSchema,
      exampleParams: exampleOrder,
      response: orderExecutionSchema,
      handler: async ({ params, auth, request }) =>
        ok(await executionOf(db, layouts, auth.tenantId, await reachableOrder(db, request, auth, params.orderId))),
    }),
  ];
}
