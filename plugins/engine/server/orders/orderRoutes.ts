import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import {
  IDEMPOTENCY_HEADER,
  ORDER_PATHS,
  ORDER_PERMISSIONS,
  createOrderSchema,
  orderEventSchema,
  orderChoicesSchema,
  orderIdParamsSchema,
  orderSchema,
  orderTaskSchema,
  type OrderSource,
} from '../../../../core/contract/engine/order.ts';
import { workflowVersionSchema } from '../../../../core/contract/engine/workflow.ts';
import { DEV_ACCESS } from '../../../../core/contract/permissions.ts';
import { accountScope } from '../../../../core/server/auth/accountScope.ts';
import type { AuthContext } from '../../../../core/server/auth/authContext.ts';
import { invalidField, notFound } from '../../../../core/server/http/errors.ts';
import { defineRoute, ok, type AnyRoute } from '../../../../core/server/http/route.ts';
import type { ServerServices } from '../../../../core/server/serverPlugin.ts';
import { engineDb } from '../workflowQueries.ts';
import { findVersion } from '../workflowVersions.ts';
import type { EngineDeps } from './execution/OrderAdvancer.ts';
import { takeOrder } from './orderIntake.ts';
import { exampleOrder, reachableOrder, tasksOf } from './orderReads.ts';
import { selectOrders, toOrder } from './ordersResource.ts';

const TAGS = ['Orders'];
const iso = (value: unknown) =>
  value === null || value === undefined ? null : new Date(value as string).toISOString();

function idempotencyKey(request: FastifyRequest): string | null {
  const header = request.headers[IDEMPOTENCY_HEADER];
  if (header === undefined || header === '') return null;
  if (typeof header !== 'string' || header.length > 200) {
    throw invalidField('header', IDEMPOTENCY_HEADER, 'send one key of at most 200 characters');
  }
  return header;
}

/** Order intake (the console's and Dev's) and one order's tasks and events. */
export function orderRoutes(services: ServerServices, deps: EngineDeps): AnyRoute[] {
  const { db } = services;
  const intake =
    (source: OrderSource) =>
    async ({
      body,
      auth,
      request,
    }: {
      body: z.output<typeof createOrderSchema>;
      auth: AuthContext;
      request: FastifyRequest;
    }) => {
      const scope = await accountScope(db, request, auth);
      const result = await takeOrder(db, deps, {
        auth,
        scope,
        submission: body,
        source,
        idempotencyKey: idempotencyKey(request),
      });
      const row = (await selectOrders(db).where('o.id', '=', result.orderId).executeTakeFirstOrThrow()) as Record<
        string,
        unknown
      >;
      return ok(toOrder(row), result.created ? 'Order created' : 'Order already received');
    };
  const intakeSummary =
    'Takes an order of a service’s operation (`{ service, operation, payload, subscriberKey?, externalId?, accountId?, priority?, slaDueAt? }`) pinned to the newest published workflow version, and starts it. An `Idempotency-Key` header (or the external id) answers a replay with the same order; the same key with another request is a 422.';
  const aboutOne = {
    tags: TAGS,
    params: orderIdParamsSchema,
    exampleParams: exampleOrder,
    permission: ORDER_PERMISSIONS.read,
  };
  return [
    defineRoute({
      method: 'POST',
      url: ORDER_PATHS.create,
      summary: intakeSummary,
      tags: TAGS,
      permission: ORDER_PERMISSIONS.create,
      body: createOrderSchema,
      response: orderSchema,
      handler: intake('UI'),
    }),
    defineRoute({
      method: 'POST',
      url: ORDER_PATHS.devCreate,
      summary: `Dev > Create Order: ${intakeSummary}`,
      tags: TAGS,
      permission: DEV_ACCESS,
      body: createOrderSchema,
      response: orderSchema,
      handler: intake('DEV'),
    }),
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
        const rows = (await engineDb(db)
          .selectFrom('services')
          .select(['name', 'display_name as displayName', 'status', 'operations'])
          .where('tenant_id', '=', auth.tenantId)
          .orderBy('name')
          .execute()) as {
          name: string;
          displayName: string;
          status: string;
          operations: { name: string; form: string | null }[];
        }[];
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
        const version = await findVersion(
          db,
          auth.tenantId,
          order.workflowId as string,
          order.workflowVersion as number,
        );
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
        const rows = (await engineDb(db)
          .selectFrom('order_events')
          .select([
            sql<string>`id::text`.as('eventId'),
            'order_id as orderId',
            'type',
            'step_id as stepId',
            'task_id as taskId',
            'data',
            'actor',
            'at',
          ])
          .where('order_id', '=', params.orderId)
          .orderBy('id')
          .execute()) as Record<string, unknown>[];
        return ok(rows.map((row) => ({ ...row, at: iso(row.at) })) as never);
      },
    }),
  ];
}
