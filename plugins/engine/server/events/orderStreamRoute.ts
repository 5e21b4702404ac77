import { sql, type Kysely } from 'kysely';
import {
  ORDER_PATHS,
  ORDER_PERMISSIONS,
  ORDER_STREAM_EVENT,
  orderStreamEventSchema,
  orderStreamQuerySchema,
} from '../../public/contract/order.ts';
import { accountCondition, accountScope, type AccountScope } from '../../../../core/server/auth/accountScope.ts';
import type { CoreDatabase } from '../../../../core/server/db/schema.ts';
import { lastEventId, openEventStream, type EventStream } from '../../../../core/server/http/eventStream.ts';
import { invalidField, notFound } from '../../../../core/server/http/errors.ts';
import { defineRoute, ok, type AnyRoute } from '../../../../core/server/http/route.ts';
import type { ServerServices } from '../../../../core/server/serverPlugin.ts';
import { engineDb } from '../../public/server/engineTables.ts';
import type { OrderEventHub } from './OrderEventHub.ts';

const BATCH = 500;

interface StreamFilter {
  tenantId: string;
  scope: AccountScope;
  orderId: string | undefined;
}

function events(db: Kysely<CoreDatabase>, filter: StreamFilter, after: number) {
  let query = engineDb(db)
    .selectFrom('order_events as e')
    .innerJoin('orders as o', 'o.id', 'e.order_id')
    .select([
      sql<string>`e.id::text`.as('eventId'),
      'e.order_id as orderId',
      'e.type',
      'e.step_id as stepId',
      'e.task_id as taskId',
      'e.data',
      'e.actor',
      'e.at',
      'o.order_number as orderNumber',
      'o.state as orderState',
    ])
    .where('e.tenant_id', '=', filter.tenantId)
    .where('e.id', '>', after)
    .orderBy('e.id')
    .limit(BATCH);
  if (filter.orderId) query = query.where('e.order_id', '=', filter.orderId);
  const condition = accountCondition(filter.scope, sql.ref('e.account_id'));
  if (condition) query = query.where(condition);
  return query.execute();
}

/** Sends what is new whenever woken; one read at a time, again at once when woken meanwhile. */
function follower(
  db: Kysely<CoreDatabase>,
  stream: EventStream,
  filter: StreamFilter,
  from: number,
  onError: (error: unknown) => void,
) {
  let last = from;
  let reading = false;
  let again = false;
  const read = async () => {
    if (reading) {
      again = true;
      return;
    }
    reading = true;
    try {
      do {
        again = false;
        const rows = await events(db, filter, last);
        for (const row of rows) {
          stream.send({ id: row.eventId, type: ORDER_STREAM_EVENT, data: { ...row, at: row.at.toISOString() } });
          last = Number(row.eventId);
        }
        if (rows.length === BATCH) again = true;
      } while (again && !stream.isClosed);
    } catch (error) {
      onError(error);
    } finally {
      reading = false;
    }
  };
  return () => void read();
}

/**
 * The live feed of the tenant's orders as server-sent events (`order-event`, its id the event's), for the
 * listing and the order screen: every event the caller's partner accounts reach, from the moment it
 * opens — or, with `Last-Event-ID` (or `lastEventId`), from after that event, so a reconnect loses nothing.
 */
export function orderStreamRoute(services: ServerServices, hub: OrderEventHub): AnyRoute {
  const { db } = services;
  return defineRoute({
    method: 'GET',
    url: ORDER_PATHS.stream,
    summary:
      'Server-sent events of the tenant’s orders (`event: order-event`, `id` the event id; data: the event with the order’s number and state), or of one order (`orderId`); resumed after the `Last-Event-ID` header or `lastEventId`.',
    tags: ['Orders'],
    permission: ORDER_PERMISSIONS.read,
    query: orderStreamQuerySchema,
    response: orderStreamEventSchema,
    eventStream: true,
    handler: async ({ query, auth, request, reply }) => {
      const scope = await accountScope(db, request, auth);
      if (query.orderId) {
        const order = await engineDb(db)
          .selectFrom('orders')
          .select('account_id as accountId')
          .where('tenant_id', '=', auth.tenantId)
          .where('id', '=', query.orderId)
          .executeTakeFirst();
        if (!order || !scope.includes(order.accountId)) throw notFound('The order');
      }
      const resumeFrom = lastEventId(request) ?? query.lastEventId ?? null;
      if (resumeFrom !== null && !/^\d{1,18}$/.test(resumeFrom)) {
        throw invalidField('header', 'last-event-id', 'An event id is a number');
      }
      const from =
        resumeFrom !== null
          ? Number(resumeFrom)
          : Number(
              (
                await engineDb(db)
                  .selectFrom('order_events')
                  .select(sql<string>`coalesce(max(id), 0)::text`.as('last'))
                  .where('tenant_id', '=', auth.tenantId)
                  .executeTakeFirstOrThrow()
              ).last,
            );
      const stream = openEventStream(request, reply);
      const filter = { tenantId: auth.tenantId, scope, orderId: query.orderId };
      const wake = follower(db, stream, filter, from, (error) =>
        request.log.error({ err: error }, 'order stream failed'),
      );
      const unsubscribe = await hub.subscribe(auth.tenantId, wake);
      void stream.closed.then(unsubscribe);
      wake();
      return ok(null);
    },
  });
}
