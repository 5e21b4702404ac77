import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import { accountCondition, accountScope, type AccountScope } from '../../../core/server/auth/accountScope.ts';
import { isUuid } from '../../../core/server/db/ids.ts';
import type { CoreDatabase } from '../../../core/server/db/schema.ts';
import { openEventStream, type EventStream } from '../../../core/server/http/eventStream.ts';
import { notFound } from '../../../core/server/http/errors.ts';
import { defineRoute, ok, type AnyRoute } from '../../../core/server/http/route.ts';
import type { ServerServices } from '../../../core/server/serverPlugin.ts';
import { workflowVersionSchema } from '../../engine/public/contract/workflow.ts';
import { engineDb } from '../../engine/public/server/engineTables.ts';
import { findVersion } from '../../engine/public/server/workflowVersions.ts';
import { DELIVERY_STREAM_EVENT, EVENT_PERMISSIONS, REVERSE_PATHS, deliveryStreamEventSchema } from '../contract.ts';
import { DeliveryAttemptHub } from './DeliveryAttemptHub.ts';
import { reverseDb } from './reverseTables.ts';

const BATCH = 500;

const orderParams = z.strictObject({ orderId: z.string().max(80) });

function newAttempts(db: Kysely<CoreDatabase>, tenantId: string, scope: AccountScope, after: string) {
  let query = reverseDb(db)
    .selectFrom('reverse_attempts as a')
    .innerJoin('reverse_deliveries as d', 'd.id', 'a.delivery_id')
    .select([
      sql<string>`a.id::text`.as('attemptId'),
      'a.delivery_id as deliveryId',
      sql<string | null>`d.subscriber_id::text`.as('subscriberId'),
      sql<string | null>`d.order_id::text`.as('orderId'),
      'a.ok',
      'a.at',
    ])
    .where('a.tenant_id', '=', tenantId)
    .where(sql`a.id`, '>', sql`${after}::bigint`)
    .orderBy('a.id')
    .limit(BATCH);
  const condition = accountCondition(scope, sql.ref('d.account_id'));
  if (condition) query = query.where(condition);
  return query.execute();
}

/** Sends the attempts made since the last one sent, each time the hub says there are new ones, until the client goes. */
async function follow(
  db: Kysely<CoreDatabase>,
  hub: DeliveryAttemptHub,
  stream: EventStream,
  tenantId: string,
  scope: AccountScope,
  from: string,
) {
  let last = from;
  let wake = () => undefined as void;
  let woken = new Promise<void>((resolve) => (wake = resolve));
  const unsubscribe = await hub.subscribe(tenantId, () => wake());
  try {
    while (!stream.isClosed) {
      const rows = await newAttempts(db, tenantId, scope, last);
      for (const row of rows) {
        stream.send({
          id: row.attemptId,
          type: DELIVERY_STREAM_EVENT,
          data: { ...row, at: new Date(row.at).toISOString() },
        });
        last = row.attemptId;
      }
      if (rows.length < BATCH) {
        await Promise.race([stream.closed, woken]);
        woken = new Promise<void>((resolve) => (wake = resolve));
      }
    }
  } finally {
    unsubscribe();
  }
}

/** What the events screen follows: new delivery attempts live, and the workflow an order's events came from. */
export function deliveryFollowRoutes(services: ServerServices): AnyRoute[] {
  const { db } = services;
  const hub = new DeliveryAttemptHub(services.database);
  return [
    defineRoute({
      method: 'GET',
      url: REVERSE_PATHS.deliveryStream,
      summary:
        'Server-sent events (`event: delivery-attempt`, `id` the attempt id) of every delivery attempt made from the moment it opens, within the caller’s partner accounts.',
      tags: ['Reverse sync'],
      permission: EVENT_PERMISSIONS.read,
      response: deliveryStreamEventSchema,
      eventStream: true,
      handler: async ({ auth, request, reply }) => {
        const scope = await accountScope(db, request, auth);
        const { last } = await reverseDb(db)
          .selectFrom('reverse_attempts')
          .select(sql<string>`coalesce(max(id), 0)::text`.as('last'))
          .where('tenant_id', '=', auth.tenantId)
          .executeTakeFirstOrThrow();
        const stream = openEventStream(request, reply);
        void follow(db, hub, stream, auth.tenantId, scope, last).catch((error: unknown) => {
          request.log.error({ err: error }, 'delivery stream failed');
          stream.close();
        });
        return ok(null);
      },
    }),
    defineRoute({
      method: 'GET',
      url: REVERSE_PATHS.orderWorkflow,
      summary:
        'The published workflow version an order ran on, with its graph, read with reverseSync:events:r: the source-workflow page marks the steps that raised its events.',
      tags: ['Reverse sync'],
      permission: EVENT_PERMISSIONS.read,
      params: orderParams,
      exampleParams: async ({ db: lookup, tenantId }) => {
        const row = await engineDb(lookup)
          .selectFrom('orders')
          .select('id')
          .where('tenant_id', '=', tenantId)
          .limit(1)
          .executeTakeFirst();
        return row ? { orderId: row.id } : null;
      },
      response: workflowVersionSchema,
      handler: async ({ params, auth, request }) => {
        if (!isUuid(params.orderId)) throw notFound('The order');
        const scope = await accountScope(db, request, auth);
        let query = engineDb(db)
          .selectFrom('orders')
          .select(['workflow_id as workflowId', 'workflow_version as workflowVersion'])
          .where('tenant_id', '=', auth.tenantId)
          .where('id', '=', params.orderId);
        const condition = accountCondition(scope, sql.ref('account_id'));
        if (condition) query = query.where(condition);
        const order = await query.executeTakeFirst();
        if (!order) throw notFound('The order');
        const version = await findVersion(db, auth.tenantId, order.workflowId, order.workflowVersion);
        if (!version) throw notFound('The order’s workflow version');
        return ok(version);
      },
    }),
  ];
}
