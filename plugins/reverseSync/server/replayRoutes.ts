import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import { accountCondition, accountScope } from '../../../core/server/auth/accountScope.ts';
import { isUuid } from '../../../core/server/db/ids.ts';
import type { CoreDatabase } from '../../../core/server/db/schema.ts';
import { conflict, notFound } from '../../../core/server/http/errors.ts';
import { defineRoute, ok, type AnyRoute } from '../../../core/server/http/route.ts';
import type { ServerServices } from '../../../core/server/serverPlugin.ts';
import {
  EVENT_PERMISSIONS,
  REVERSE_PATHS,
  deliverySchema,
  replayFailedSchema,
  replayJobSchema,
  replaySchema,
  type ReplayJob,
} from '../contract.ts';
import { selectDeliveries, toDeliveries } from './deliveriesResource.ts';
import { reverseDb } from './reverseTables.ts';
import { scopedSubscriber } from './scopedSubscriber.ts';

export const REPLAY_QUEUE = 'reverse-sync-replay';
const REPLAYED_STATES = ['FAILED', 'SKIPPED'] as const;

/**
 * Sends a delivery again as a new one with the same webhook-id and body (the receiver drops it if it had
 * it after all); answers the new delivery's id, or null when its subscriber is gone.
 */
export async function replayDelivery(db: Kysely<CoreDatabase>, deliveryId: string, at: Date): Promise<string | null> {
  const { rows } = await sql<{ id: string }>`insert into reverse_deliveries (tenant_id, subscriber_id, subscriber_name,
      account_id, webhook_id, event_type, engine_event, event_id, order_id, order_number, step_id, payload, state,
      next_attempt_at, created_at, replay_of)
    select tenant_id, subscriber_id, subscriber_name, account_id, webhook_id, event_type, engine_event, event_id,
      order_id, order_number, step_id, payload, 'PENDING', ${at}, ${at}, id
    from reverse_deliveries where id = ${deliveryId} and subscriber_id is not null
    returning id`.execute(db);
  return rows[0]?.id ?? null;
}

const failedSince = (db: Kysely<CoreDatabase>, tenantId: string, subscriberId: string, since: string) =>
  reverseDb(db)
    .selectFrom('reverse_deliveries')
    .where('tenant_id', '=', tenantId)
    .where('subscriber_id', '=', subscriberId)
    .where('state', 'in', REPLAYED_STATES)
    .where('created_at', '>=', new Date(since));

const toJob = (row: {
  id: string;
  total: number;
  done: number;
  state: string;
  results: ReplayJob['results'];
}): ReplayJob => ({
  jobId: row.id,
  count: row.total,
  dryRun: false,
  state: row.state as ReplayJob['state'],
  done: row.done,
  results: row.results,
});

/** Works a replay-all job: each failed delivery replayed, progress and each result written as it goes. */
export async function runReplayJob(services: ServerServices, jobId: string): Promise<void> {
  const job = await reverseDb(services.db)
    .selectFrom('reverse_replay_jobs')
    .selectAll()
    .where('id', '=', jobId)
    .executeTakeFirst();
  if (!job || job.state === 'DONE') return;
  const done = new Set(job.results.map((result) => result.deliveryId));
  const candidates = await failedSince(services.db, job.tenant_id, job.subscriber_id, new Date(job.since).toISOString())
    .where('created_at', '<=', job.created_at)
    .select('id')
    .orderBy('created_at')
    .execute();
  for (const { id } of candidates) {
    if (done.has(id)) continue;
    await services.db.transaction().execute(async (trx) => {
      const replayId = await replayDelivery(trx, id, new Date(services.clock()));
      const result = { deliveryId: id, replayId, message: replayId ? 'Queued again' : 'Its subscriber is gone' };
      await sql`update reverse_replay_jobs set done = done + 1, results = results || ${JSON.stringify([result])}::jsonb
        where id = ${jobId}`.execute(trx);
    });
  }
  await sql`update reverse_replay_jobs set state = 'DONE' where id = ${jobId}`.execute(services.db);
}

const orderParams = z.strictObject({ orderId: z.string().max(80) });
const jobParams = z.strictObject({ jobId: z.string().max(80) });

/** Replay one, replay all failed since a time (a job with a dry run), and one order's deliveries. */
export function replayRoutes(services: ServerServices): AnyRoute[] {
  const { db } = services;
  return [
    defineRoute({
      method: 'POST',
      url: REVERSE_PATHS.replay,
      summary: 'Sends a delivery again now, with the same webhook-id and body, as a new delivery.',
      tags: ['Reverse sync'],
      permission: EVENT_PERMISSIONS.update,
      body: replaySchema,
      response: deliverySchema,
      handler: async ({ body, auth, request }) => {
        const scope = await accountScope(db, request, auth);
        const condition = accountCondition(scope, sql.ref('d.account_id'));
        let query = selectDeliveries(db).where('d.tenant_id', '=', auth.tenantId).where('d.id', '=', body.deliveryId);
        if (condition) query = query.where(condition);
        const original = await query.executeTakeFirst();
        if (!original) throw notFound('The delivery');
        if (original.state === 'PENDING' || original.state === 'RETRYING')
          throw conflict(`The delivery is ${original.state}: it is still being sent.`);
        const replayId = await replayDelivery(db, original.deliveryId, new Date(services.clock()));
        if (!replayId) throw conflict('Its subscriber was deleted: there is nowhere to send it.');
        const row = await selectDeliveries(db).where('d.id', '=', replayId).executeTakeFirstOrThrow();
        const [delivery] = toDeliveries([row]);
        return ok(delivery, 'Queued to be sent again');
      },
    }),
    defineRoute({
      method: 'POST',
      url: REVERSE_PATHS.replayFailed,
      summary:
        'Replays every FAILED or SKIPPED delivery of a subscriber since a time: with `dryRun` only counts them; otherwise starts a job whose progress and per-delivery results the job path answers.',
      tags: ['Reverse sync'],
      permission: EVENT_PERMISSIONS.update,
      body: replayFailedSchema,
      response: replayJobSchema,
      handler: async ({ body, auth, request }) => {
        const subscriber = await scopedSubscriber(db, request, auth, body.subscriberId);
        const { count } = await failedSince(db, auth.tenantId, subscriber.id, body.since)
          .select(sql<number>`count(*)::int`.as('count'))
          .executeTakeFirstOrThrow();
        if (body.dryRun) {
          return ok({ jobId: null, count, dryRun: true, state: 'DONE' as const, done: 0, results: [] });
        }
        const job = await db.transaction().execute(async (trx) => {
          const created = await reverseDb(trx)
            .insertInto('reverse_replay_jobs')
            .values({
              tenant_id: auth.tenantId,
              subscriber_id: subscriber.id,
              since: new Date(body.since),
              total: count,
              state: 'RUNNING',
              created_by: auth.username,
              created_at: new Date(services.clock()),
            })
            .returning(['id', 'total', 'done', 'state', 'results'])
            .executeTakeFirstOrThrow();
          await services.jobs.send(REPLAY_QUEUE, { jobId: created.id }, { trx });
          return created;
        });
        return ok(toJob(job), `Replaying ${count} deliveries`);
      },
    }),
    defineRoute({
      method: 'GET',
      url: REVERSE_PATHS.replayJob,
      summary: "A replay job's progress and each delivery's result.",
      tags: ['Reverse sync'],
      permission: EVENT_PERMISSIONS.read,
      params: jobParams,
      response: replayJobSchema,
      handler: async ({ params, auth, request }) => {
        const job = isUuid(params.jobId)
          ? await reverseDb(db)
              .selectFrom('reverse_replay_jobs')
              .select(['id', 'total', 'done', 'state', 'results', 'subscriber_id'])
              .where('tenant_id', '=', auth.tenantId)
              .where('id', '=', params.jobId)
              .executeTakeFirst()
          : undefined;
        if (!job) throw notFound('The replay job');
        await scopedSubscriber(db, request, auth, job.subscriber_id).catch(() => {
          throw notFound('The replay job');
        });
        return ok(toJob(job));
      },
    }),
    defineRoute({
      method: 'GET',
      url: REVERSE_PATHS.orderDeliveries,
      summary: "The deliveries of an order's events, oldest first, each with the step that raised it.",
      tags: ['Reverse sync'],
      permission: EVENT_PERMISSIONS.read,
      params: orderParams,
      exampleParams: async ({ db: lookup, tenantId }) => {
        const row = await reverseDb(lookup)
          .selectFrom('reverse_deliveries')
          .select('order_id')
          .where('tenant_id', '=', tenantId)
          .where('order_id', 'is not', null)
          .executeTakeFirst();
        return row?.order_id ? { orderId: row.order_id } : null;
      },
      response: z.array(deliverySchema),
      handler: async ({ params, auth, request }) => {
        if (!isUuid(params.orderId)) throw notFound('The order');
        const scope = await accountScope(db, request, auth);
        const orderInScope = accountCondition(scope, sql.ref('account_id')) ?? sql<boolean>`true`;
        const order = await sql`select 1 from orders where id = ${params.orderId} and tenant_id = ${auth.tenantId}
          and ${orderInScope}`.execute(db);
        if (order.rows.length === 0) throw notFound('The order');
        const condition = accountCondition(scope, sql.ref('d.account_id'));
        let query = selectDeliveries(db)
          .where('d.tenant_id', '=', auth.tenantId)
          .where('d.order_id', '=', params.orderId)
          .orderBy('d.event_id')
          .orderBy('d.created_at')
          .limit(1_000);
        if (condition) query = query.where(condition);
        return ok(toDeliveries(await query.execute()));
      },
    }),
  ];
}
