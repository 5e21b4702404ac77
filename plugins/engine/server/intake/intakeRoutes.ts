import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  IDEMPOTENCY_HEADER,
  ORDER_PATHS,
  ORDER_PERMISSIONS,
  createOrderSchema,
  orderSchema,
  type OrderSource,
} from '../../public/contract/order.ts';
import { DEV_ACCESS } from '../../../../core/contract/permissions.ts';
import { accountScope } from '../../../../core/server/auth/accountScope.ts';
import type { AuthContext } from '../../../../core/server/auth/authContext.ts';
import { invalidField } from '../../../../core/server/http/errors.ts';
import { defineRoute, ok, type AnyRoute } from '../../../../core/server/http/route.ts';
import type { ServerServices } from '../../../../core/server/serverPlugin.ts';
import { selectOrders, toOrder } from '../../public/server/orderRecords.ts';
import type { EngineDeps } from '../execution/engineDeps.ts';
import { takeOrder } from './orderIntake.ts';

const TAGS = ['Orders'];

function idempotencyKey(request: FastifyRequest): string | null {
  const header = request.headers[IDEMPOTENCY_HEADER];
  if (header === undefined || header === '') return null;
  if (typeof header !== 'string' || header.length > 200) {
    throw invalidField('header', IDEMPOTENCY_HEADER, 'send one key of at most 200 characters');
  }
  return header;
}

/** Order intake over HTTP: the console's (`/order/createOrder`) and Dev's (`/api/admin/order`). */
export function intakeRoutes(services: ServerServices, deps: EngineDeps): AnyRoute[] {
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
      const row = await selectOrders(db).where('o.id', '=', result.orderId).executeTakeFirstOrThrow();
      return ok(toOrder(row), result.created ? 'Order created' : 'Order already received');
    };
  const intakeSummary =
    'Takes an order of a service’s operation (`{ service, operation, payload, subscriberKey?, externalId?, accountId?, priority?, slaDueAt? }`) pinned to the newest published workflow version, and starts it. An `Idempotency-Key` header (or the external id) answers a replay with the same order; the same key with another request is a 422.';
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
  ];
}
