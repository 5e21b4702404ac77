import {
  ORDER_COMMENT_EVENT,
  ORDER_PATHS,
  ORDER_PERMISSIONS,
  orderCommentSchema,
  orderEventSchema,
} from '../../engine/public/contract/order.ts';
import { accountScope } from '../../../core/server/auth/accountScope.ts';
import { defineRoute, ok, type AnyRoute } from '../../../core/server/http/route.ts';
import type { ServerServices } from '../../../core/server/serverPlugin.ts';
import { OrderActions } from '../../engine/public/server/OrderActions.ts';

/**
 * A comment on an order: an `ORDER_COMMENTED` event of its history with the author as actor, so the
 * order's page, its stream and the reports all see it. It changes nothing else — no version, no state.
 */
export function orderCommentRoute(services: ServerServices): AnyRoute {
  const { db } = services;
  const actions = services.get(OrderActions);
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
      const scope = await accountScope(db, request, auth);
      const ctx = { tenantId: auth.tenantId, username: auth.username, scope };
      const { eventId, at } = await actions.comment(ctx, { orderId: body.orderId, text: body.text });
      return ok(
        {
          eventId,
          orderId: body.orderId,
          type: ORDER_COMMENT_EVENT,
          stepId: null,
          taskId: null,
          data: { text: body.text },
          actor: auth.username,
          at: at.toISOString(),
        },
        'Comment added',
      );
    },
  });
}
