import type { z } from 'zod';
import {
  ORDER_PATHS,
  ORDER_PERMISSIONS,
  markTaskSuccessSchema,
  orderActionSchema,
  orderSchema,
  retryTaskSchema,
  taskActionSchema,
} from '../../engine/public/contract/order.ts';
import { accountScope } from '../../../core/server/auth/accountScope.ts';
import type { AuthContext } from '../../../core/server/auth/authContext.ts';
import { defineRoute, ok, type AnyRoute } from '../../../core/server/http/route.ts';
import type { ServerServices } from '../../../core/server/serverPlugin.ts';
import type { FastifyRequest } from 'fastify';
import { OrderActions, type ActionContext } from '../../engine/public/server/OrderActions.ts';
import { selectOrders, toOrder } from '../../engine/public/server/orderRecords.ts';

const TAGS = ['Order actions'];

/** The operator's actions on orders, each answering the order as it stands after it. */
export function orderActionRoutes(services: ServerServices): AnyRoute[] {
  const { db } = services;
  const actions = services.get(OrderActions);
  const contextOf = async (auth: AuthContext, request: FastifyRequest): Promise<ActionContext> => ({
    tenantId: auth.tenantId,
    username: auth.username,
    scope: await accountScope(db, request, auth),
  });
  const answer = async (orderId: string, message: string) =>
    ok(toOrder(await selectOrders(db).where('o.id', '=', orderId).executeTakeFirstOrThrow()), message);

  const action = <Schema extends z.ZodType<{ orderId: string }>>(
    url: string,
    summary: string,
    body: Schema,
    run: (ctx: ActionContext, input: z.output<Schema>) => Promise<void>,
    message: string,
  ) =>
    defineRoute({
      method: 'POST',
      url,
      summary,
      tags: TAGS,
      permission: ORDER_PERMISSIONS.update,
      body,
      response: orderSchema,
      handler: async ({ body: input, auth, request }) => {
        await run(await contextOf(auth, request), input as z.output<Schema>);
        return answer((input as { orderId: string }).orderId, message);
      },
    });

  return [
    action(
      ORDER_PATHS.retrigger,
      'Retriggers a parked order from its failed step (`{ orderId, version, reason? }`): the step runs again as a new task, its input mapped anew.',
      orderActionSchema,
      (ctx, input) => actions.retrigger(ctx, input),
      'Order retriggered',
    ),
    action(
      ORDER_PATHS.retryTask,
      'Runs a failed task of a parked order again with edited input (`{ orderId, taskId, version, input, reason? }`); both inputs are recorded.',
      retryTaskSchema,
      (ctx, input) => actions.retryTask(ctx, input),
      'Task retried with the edited input',
    ),
    action(
      ORDER_PATHS.markTaskAsSuccess,
      'Marks a failed task of a parked order done (`{ orderId, taskId, version, reason, output? }`) and goes on from it.',
      markTaskSuccessSchema,
      (ctx, input) => actions.markTaskAsSuccess(ctx, input),
      'Task marked as done',
    ),
    action(
      ORDER_PATHS.submitFailedMessage,
      'Sends a failed call of a parked order again (`{ orderId, taskId, version, reason? }`): one more attempt with the same input.',
      taskActionSchema,
      (ctx, input) => actions.submitFailedMessage(ctx, input),
      'Failed message submitted again',
    ),
    action(
      ORDER_PATHS.pause,
      'Pauses a running order (`{ orderId, version, reason? }`).',
      orderActionSchema,
      (ctx, input) => actions.pause(ctx, input),
      'Order paused',
    ),
    action(
      ORDER_PATHS.resume,
      'Resumes a paused order (`{ orderId, version, reason? }`): steps finished meanwhile are followed, scheduled ones sent again.',
      orderActionSchema,
      (ctx, input) => actions.resume(ctx, input),
      'Order resumed',
    ),
    action(
      ORDER_PATHS.cancel,
      'Cancels an unfinished order (`{ orderId, version, reason? }`) with its scheduled and running tasks.',
      orderActionSchema,
      (ctx, input) => actions.cancel(ctx, input),
      'Order cancelled',
    ),
  ];
}
