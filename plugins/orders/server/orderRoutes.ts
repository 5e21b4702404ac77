import { z } from 'zod';
import {
  ORDER_PATHS,
  ORDER_PERMISSIONS,
  orderEventSchema,
  orderChoicesSchema,
  orderIdParamsSchema,
  orderScreenSchema,
  orderTaskSchema,
} from '../../engine/public/contract/order.ts';
import { workflowVersionSchema } from '../../engine/public/contract/workflow.ts';
import { newReaderPosition } from '../../../core/server/db/eventPositions.ts';
import { notFound } from '../../../core/server/http/errors.ts';
import { defineRoute, ok, type AnyRoute } from '../../../core/server/http/route.ts';
import type { ServerServices } from '../../../core/server/serverPlugin.ts';
import { engineDb } from '../../engine/public/server/engineTables.ts';
import { findVersion } from '../../engine/public/server/workflowVersions.ts';
import { eventsOf, exampleOrder, executionOf, reachableOrder, tasksOf } from './orderReads.ts';
import type { WorkflowLayouts } from '../../engine/public/server/workflowLayouts.ts';

const TAGS = ['Orders'];

/**
 * One order's tasks, events and workflow graph (or all of them at once, for its screen), and the services and
 * operations orders are filtered by.
 */
export function orderRoutes(services: ServerServices, layouts: WorkflowLayouts): AnyRoute[] {
  const { db } = services;
  const aboutOne = {
    tags: TAGS,
    params: orderIdParamsSchema,
    exampleParams: exampleOrder,
    permission: ORDER_PERMISSIONS.read,
  };
  return [
    defineRoute({
      method: 'GET',
      url: ORDER_PATHS.tasks,
      summary:
        'The order’s tasks, one per step run, each with its input, output, error and every attempt (request and response).',
      ...aboutOne,
      response: z.array(orderTaskSchema),
      handler: async ({ params, auth, request }) => {
        await reachableOrder(db, request, auth, params.orderId);
        return ok(await tasksOf(db, params.orderId));
      },
    }),
    defineRoute({
      method: 'GET',
      url: ORDER_PATHS.choices,
      summary:
        'The tenant’s services (name, display name, status) with their operations’ names and the forms they are entered with, by name: what the order listing filters by and order entry offers.',
      tags: TAGS,
      permission: ORDER_PERMISSIONS.read,
      response: orderChoicesSchema,
      handler: async ({ auth }) => {
        const rows = await engineDb(db)
          .selectFrom('services')
          .select(['name', 'display_name as displayName', 'status', 'operations'])
          .where('tenant_id', '=', auth.tenantId)
          .orderBy('name')
          .execute();
        return ok({
          services: rows.map((row) => ({
            ...row,
            operations: row.operations.map((operation) => operation.name),
            forms: Object.fromEntries(
              row.operations.flatMap((operation) => (operation.form ? [[operation.name, operation.form]] : [])),
            ),
          })),
        });
      },
    }),
    defineRoute({
      method: 'GET',
      url: ORDER_PATHS.workflow,
      summary:
        'The published workflow version the order runs on, with its graph: what the monitor draws, read with the order’s permission rather than the workflow’s.',
      ...aboutOne,
      response: workflowVersionSchema,
      handler: async ({ params, auth, request }) => {
        const order = await reachableOrder(db, request, auth, params.orderId);
        const version = await findVersion(db, auth.tenantId, order.workflowId, order.workflowVersion);
        if (!version) throw notFound('The order’s workflow version');
        return ok(version);
      },
    }),
    defineRoute({
      method: 'GET',
      url: ORDER_PATHS.events,
      summary: 'The order’s events, oldest first: every transition with its step, data and actor.',
      ...aboutOne,
      response: z.array(orderEventSchema),
      handler: async ({ params, auth, request }) => {
        await reachableOrder(db, request, auth, params.orderId);
        return ok(await eventsOf(db, params.orderId));
      },
    }),
    defineRoute({
      method: 'GET',
      url: ORDER_PATHS.screen,
      summary:
        'What the order screen opens with, in one call: the order, its tasks with their attempts, its events oldest first, the published workflow version it runs on, where each step of that graph is drawn (laid out once per version), and the order stream’s `position` it was read at (open the stream with `lastEventId` set to it to miss nothing).',
      ...aboutOne,
      response: orderScreenSchema,
      handler: async ({ params, auth, request }) => {
        // Taken before every read (the order's row too): what they miss was written after it, so the stream
        // resumed from it brings that.
        const position = await newReaderPosition(db);
        const row = await reachableOrder(db, request, auth, params.orderId);
        const [execution, events] = await Promise.all([
          executionOf(db, layouts, auth.tenantId, row),
          eventsOf(db, params.orderId),
        ]);
        return ok({ ...execution, events, position });
      },
    }),
  ];
}
