import {
  ORDER_COMMENT_EVENT,
  ORDER_PATHS,
  ORDER_PERMISSIONS,
  orderCommentSchema,
  orderEventSchema,
} from '../../../../core/contract/engine/order.ts';
import { notFound } from '../../../../core/server/http/errors.ts';
import { defineRoute, ok, type AnyRoute } from '../../../../core/server/http/route.ts';
import type { ServerServices } from '../../../../core/server/serverPlugin.ts';
import { reachableOrder } from './orderReads.ts';
import { appendEvent, lockOrder } from './orderStore.ts';

/**
 * A comment on an order: an `ORDER_COMMENTED` event of its history with the author as actor, so the
 * order's page, its stream and the reports all see it. It changes nothing else — no version, no state.
 */
export function orderCommentRoute(services: ServerServices): AnyRoute {
  const { db, clock } = services;
  return defineRoute({
    method: 'POST',
    url: ORDER_PATHS.comment,
    summary:
      'Adds a comment to an order (`{ orderId, text }`), kept in its history as an `ORDER_COMMENTED` event whose actor is the author; answers the event.',
    tags: ['Orders'],
    permission: ORDER_PERMISSIONS.update,
    body: orderCommentSchema,
    response: orderEventSchema,
    handler: async ({ body, auth, request }) => {
      await reachableOrder(db, request, auth, body.orderId);
      const at = new Date(clock());
      const data = { text: body.text };
      const eventId = await db.transaction().execute(async (trx) => {
        const order = await lockOrder(trx, body.orderId);
        if (!order) throw notFound('The order');
        return appendEvent(trx, order, { type: ORDER_COMMENT_EVENT, data, actor: auth.username }, at);
      });
      return ok(
        {
          eventId,
          orderId: body.orderId,
          type: ORDER_COMMENT_EVENT,
          stepId: null,
          taskId: null,
          data,
          actor: auth.username,
          at: at.toISOString(),
        },
        'Comment added',
      );
    },
  });
}
