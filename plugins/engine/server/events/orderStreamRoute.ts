import { sql, type Kysely } from 'kysely';
import {
  ORDER_PATHS,
  ORDER_PERMISSIONS,
  ORDER_STREAM_EVENT,
  orderStreamEventSchema,
  orderStreamQuerySchema,
} from '../../public/contract/order.ts';
import { accountCondition, accountScope, type AccountScope } from '../../../../core/server/auth/accountScope.ts';
import {
  afterEventPosition,
  formatEventPosition,
  isEventPosition,
  newReaderPosition,
  parseEventPosition,
  settledEvent,
  type EventPosition,
} from '../../../../core/server/db/eventPositions.ts';
import type { CoreDatabase } from '../../../../core/server/db/schema.ts';
import { lastEventId, openEventStream, type EventStream } from '../../../../core/server/http/eventStream.ts';
import { invalidField, notFound } from '../../../../core/server/http/errors.ts';
import { defineRoute, ok, type AnyRoute } from '../../../../core/server/http/route.ts';
import type { ServerServices } from '../../../../core/server/serverPlugin.ts';
import { engineDb } from '../../public/server/engineTables.ts';
import type { OrderEventHub } from './OrderEventHub.ts';

const BATCH = 500;
const UNSETTLED_RETRY_MS = 200;

interface StreamFilter {
  tenantId: string;
  scope: AccountScope;
  orderId: string | undefined;
}

/**
 * The events after `after` in the order they became final; a transaction still running keeps back the
 * events of every later transaction (`unsettled` says when some wait behind it), so none is passed over.
 */
async function events(db: Kysely<CoreDatabase>, filter: StreamFilter, after: EventPosition) {
  let query = engineDb(db)
    .selectFrom('order_events as e')
    .innerJoin('orders as o', 'o.id', 'e.order_id')
    .select([
      sql<string>`e.id::text`.as('eventId'),
      sql<string>`e.tx::text`.as('tx'),
      settledEvent('e.tx').as('settled'),
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
    .where(afterEventPosition('e.tx', 'e.id', after))
    .orderBy('e.tx')
    .orderBy('e.id')
    .limit(BATCH);
  if (filter.orderId) query = query.where('e.order_id', '=', filter.orderId);
  const condition = accountCondition(filter.scope, sql.ref('e.account_id'));
  if (condition) query = query.where(condition);
  const rows = await query.execute();
  const firstUnsettled = rows.findIndex((row) => !row.settled);
  return firstUnsettled < 0 ? { rows, unsettled: false } : { rows: rows.slice(0, firstUnsettled), unsettled: true };
}

/** Sends what is new whenever woken; one read at a time, again at once when woken meanwhile. */
function follower(
  db: Kysely<CoreDatabase>,
  stream: EventStream,
  filter: StreamFilter,
  from: EventPosition,
  onError: (error: unknown) => void,
) {
  let last = from;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let reading = false;
  let again = false;
  const read = async () => {
    if (stream.isClosed) return;
    if (reading) {
      again = true;
      return;
    }
    reading = true;
    try {
      do {
        again = false;
        const { rows, unsettled } = await events(db, filter, last);
        for (const { tx, settled: _settled, ...row } of rows) {
          last = { tx, id: row.eventId };
          stream.send({
            id: formatEventPosition(last),
            type: ORDER_STREAM_EVENT,
            data: { ...row, at: row.at.toISOString() },
          });
        }
        if (rows.length === BATCH) again = true;
        // Events wait behind a transaction that may write none: look again shortly rather than at the next event.
        if (unsettled && !again && !stream.isClosed && retry === undefined) {
          retry = setTimeout(() => {
            retry = undefined;
            void read();
          }, UNSETTLED_RETRY_MS);
        }
      } while (again && !stream.isClosed);
    } catch (error) {
      onError(error);
    } finally {
      reading = false;
    }
  };
  return () => void read();
}

const RESUMABLE = /^(?:\d{1,19}:)?\d{1,18}$/;

/**
 * Where a stream starts: after the event it resumes from (`<tx>:<id>` as it sent it, or an event's bare
 * id), or after everything final when it opens (what is being written now still comes).
 */
async function startPosition(
  db: Kysely<CoreDatabase>,
  tenantId: string,
  resumeFrom: string | null,
): Promise<EventPosition> {
  if (resumeFrom === null) return parseEventPosition(await newReaderPosition(db));
  if (isEventPosition(resumeFrom)) return parseEventPosition(resumeFrom);
  const { rows } = await sql<{ tx: string }>`select tx::text as tx from order_events
    where tenant_id = ${tenantId} and id = ${resumeFrom}::bigint`.execute(db);
  return { tx: rows[0]?.tx ?? '0', id: resumeFrom };
}

/**
 * The live feed of the tenant's orders as server-sent events (`order-event`, its id where the stream got to), for the
 * listing and the order screen: every event the caller's partner accounts reach, from the moment it
 * opens — or, with `Last-Event-ID` (or `lastEventId`), from after that event, so a reconnect loses nothing.
 */
export function orderStreamRoute(services: ServerServices, hub: OrderEventHub): AnyRoute {
  const { db } = services;
  return defineRoute({
    method: 'GET',
    url: ORDER_PATHS.stream,
    summary:
      'Server-sent events of the tenant’s orders (`event: order-event`, `id` where the stream got to, `<transaction>:<event id>`; data: the event with the order’s number and state), or of one order (`orderId`); resumed after the `Last-Event-ID` header or `lastEventId`.',
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
      if (resumeFrom !== null && !RESUMABLE.test(resumeFrom)) {
        throw invalidField('header', 'last-event-id', 'An event id is the id of an event this stream sent');
      }
      const from = await startPosition(db, auth.tenantId, resumeFrom);
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
