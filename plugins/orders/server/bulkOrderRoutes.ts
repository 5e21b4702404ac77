import { z } from 'zod';
import { ORDER_PATHS, ORDER_PERMISSIONS, ORDER_RESOURCE } from '../../engine/public/contract/enginePaths.ts';
import { bulkDryRunSchema, bulkOperationSchema, bulkOrdersSchema } from '../../engine/public/contract/order.ts';
import { resourceExportQuerySchema, resourceIdSchema } from '../../resourceKit/public/contract/resourceSchemas.ts';
import { defineRoute, ok, type AnyRoute } from '../../../core/server/http/route.ts';
import type { ListQuery } from '../../resourceKit/public/server/listing.ts';
import { resourceContext, resourceQueryOptions } from '../../resourceKit/public/server/routeParts.ts';
import type { ServerServices } from '../../../core/server/serverPlugin.ts';
import type { BulkOrders } from './bulkOrders.ts';
import { dryRun, selectBulkOrders, type BulkKind } from './bulkOrders.ts';
import { ORDERS_DECLARATION } from './ordersResource.ts';

const TAGS = ['Order actions'];

/** Bulk repush and cancel as server jobs, and one operation's progress with its per-order results. */
export function bulkOrderRoutes(services: ServerServices, bulk: BulkOrders): AnyRoute[] {
  const { db } = services;
  const query = resourceExportQuerySchema(ORDER_RESOURCE, resourceQueryOptions(ORDERS_DECLARATION));

  const start = (url: string, kind: BulkKind, summary: string) =>
    defineRoute({
      method: 'POST',
      url,
      summary,
      tags: TAGS,
      permission: ORDER_PERMISSIONS.update,
      query,
      body: bulkOrdersSchema,
      response: z.union([bulkOperationSchema, bulkDryRunSchema]),
      handler: async ({ query: filters, body, auth, request }) => {
        const ctx = await resourceContext(ORDERS_DECLARATION, db, auth, request);
        const selection = await selectBulkOrders(db, ctx, filters as ListQuery, body.orderIds);
        if (body.dryRun) return ok(dryRun(kind, selection), `${selection.orders.length} orders selected`);
        const bulkId = await bulk.start(auth, kind, selection, body.reason);
        return ok(
          await bulk.read(auth, bulkId),
          `Bulk ${kind.toLowerCase()} of ${selection.orders.length} orders started`,
        );
      },
    });

  return [
    start(
      ORDER_PATHS.bulkRepush,
      'REPUSH',
      'Retriggers many parked orders as a server job: those the listing query selects (`q` and filters, in its order), narrowed to `orderIds` when given, at most 10,000. `dryRun: true` answers the count, how many are eligible (FAILED_TEMP) and a sample; otherwise the operation starts and is answered with its items, each PENDING until done or skipped.',
    ),
    start(
      ORDER_PATHS.bulkCancel,
      'CANCEL',
      'Cancels many unfinished orders as a server job, selected as for the bulk repush; `dryRun: true` counts first.',
    ),
    defineRoute({
      method: 'GET',
      url: ORDER_PATHS.bulk,
      summary:
        'One bulk operation: its state, counts of done, skipped and failed orders, and each order with its outcome and message. A partner user sees only the operations they started.',
      tags: TAGS,
      permission: ORDER_PERMISSIONS.read,
      params: z.strictObject({ bulkId: resourceIdSchema }),
      response: bulkOperationSchema,
      handler: async ({ params, auth }) => ok(await bulk.read(auth, params.bulkId)),
    }),
  ];
}
