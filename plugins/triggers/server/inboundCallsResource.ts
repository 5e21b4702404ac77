import type { InferResult, Kysely } from 'kysely';
import { z } from 'zod';
import type { CoreDatabase } from '../../../core/server/db/schema.ts';
import { conflict, notFound } from '../../../core/server/http/errors.ts';
import { defineRoute, ok, type AnyRoute } from '../../../core/server/http/route.ts';
import { defineResource } from '../../resourceKit/public/server/defineResource.ts';
import type { ServerServices } from '../../../core/server/serverPlugin.ts';
import {
  INBOUND_CALL_PERMISSIONS,
  INBOUND_CALL_RESOURCE,
  INBOUND_OUTCOMES,
  INBOUND_PATHS,
  inboundCallSchema,
  replayCallSchema,
  type InboundCall,
} from '../contract.ts';
import { runInbound, TRIGGER_COLUMNS } from './inboundRunner.ts';
import { triggersDb } from './triggersTables.ts';

const selectCalls = (db: Kysely<CoreDatabase>) =>
  triggersDb(db)
    .selectFrom('trigger_calls as c')
    .select([
      'c.id as callId',
      'c.trigger_id as triggerId',
      'c.trigger_name as trigger',
      'c.received_at as receivedAt',
      'c.headers',
      'c.body',
      'c.payload',
      'c.outcome',
      'c.http_status as httpStatus',
      'c.message',
      'c.order_id as orderId',
      'c.order_number as orderNumber',
      'c.duration_ms as durationMs',
      'c.replay_of as replayOf',
    ]);

const toCall = (row: InferResult<ReturnType<typeof selectCalls>>[number]): InboundCall => ({
  ...row,
  receivedAt: row.receivedAt.toISOString(),
});

/**
 * Every call the outside world made to the tenant's triggers, newest first (read-only on the kit), and
 * the replay of one: its body run through its trigger again — its idempotency key makes no second order.
 */
export function inboundCallsResource(services: ServerServices): AnyRoute[] {
  return [
    ...defineResource(services, {
      descriptor: INBOUND_CALL_RESOURCE,
      tags: ['Inbound triggers'],
      database: triggersDb,
      table: 'trigger_calls',
      alias: 'c',
      record: inboundCallSchema,
      select: (db) => selectCalls(db),
      toRecords: async (_db, rows) => rows.map(toCall),
      sorts: { receivedAt: { key: 'received_at', type: 'timestamptz' } },
      filters: {
        outcome: { column: 'outcome', values: z.enum(INBOUND_OUTCOMES) },
        trigger: { column: 'trigger_name' },
      },
      search: ['trigger_name', 'order_number', 'message'],
    }),
    defineRoute({
      method: 'POST',
      url: INBOUND_PATHS.replay,
      summary:
        'Runs a logged call’s body through its trigger again, without asking the caller’s credentials again (it gave them then): a new call in the log, and with the same idempotency field, the order made before rather than a second one. A call refused for its credentials is not replayed.',
      tags: ['Inbound triggers'],
      permission: INBOUND_CALL_PERMISSIONS.update,
      body: replayCallSchema,
      response: inboundCallSchema,
      handler: async ({ body, auth }) => {
        const found = await triggersDb(services.db)
          .selectFrom('trigger_calls as c')
          .innerJoin('triggers as t', 't.id', 'c.trigger_id')
          .select(['c.headers', 'c.body', 'c.outcome', ...TRIGGER_COLUMNS])
          .where('c.id', '=', body.callId)
          .where('c.tenant_id', '=', auth.tenantId)
          .executeTakeFirst();
        if (!found) throw notFound('The call (or its trigger)');
        if (found.outcome === 'UNAUTHORIZED') throw conflict('A call refused for its credentials is not replayed.');
        const answer = await runInbound(services, found, {
          headers: found.headers,
          body: found.body,
          replayOf: body.callId,
        });
        const call = await selectCalls(services.db).where('c.id', '=', answer.body.callId).executeTakeFirstOrThrow();
        return ok(toCall(call), `Replayed: ${answer.body.message}`);
      },
    }),
  ];
}
