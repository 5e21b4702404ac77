import type { FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import { auditedSecret } from '../../../core/contract/auditedSecret.ts';
import type { CoreDatabase } from '../../../core/server/db/schema.ts';
import { fieldConflict } from '../../../core/server/http/errors.ts';
import type { AnyRoute } from '../../../core/server/http/route.ts';
import { defineResource } from '../../resourceKit/public/server/defineResource.ts';
import type { ServerServices } from '../../../core/server/serverPlugin.ts';
import {
  REVERSE_EVENT_TYPES,
  SUBSCRIBER_RESOURCE,
  createSubscriberSchema,
  subscriberSchema,
  type Subscriber,
  type SubscriberHealth,
} from '../contract.ts';
import { startCursor } from './fanOut.ts';
import { reverseDb } from './reverseTables.ts';
import { newSecret } from './signing.ts';
import { headerTimes, maskedHeaders, sealHeaders } from './subscriberHeaders.ts';
import { checkingUrlFirst } from './subscriberUrlCheck.ts';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export const selectSubscribers = (db: Kysely<CoreDatabase>) =>
  reverseDb(db)
    .selectFrom('reverse_subscribers as t')
    .select([
      't.id as subscriberId',
      't.name',
      't.description',
      't.url',
      't.event_types as eventTypes',
      't.service',
      't.operation',
      't.account_id as accountId',
      't.payload_format as payloadFormat',
      't.translation',
      't.headers',
      't.unsealed_headers as unsealedHeaders',
      't.enabled',
      't.retry_schedule as retrySchedule',
      't.concurrency',
      't.rate_per_second as ratePerSecond',
      't.in_order as inOrder',
      't.previous_secret_until as previousSecretUntil',
      't.secret_at as secretAt',
      't.header_set_at as headerSetAt',
      't.failing_since as failingSince',
      't.disabled_at as disabledAt',
      't.disabled_reason as disabledReason',
      't.version',
      't.created_at as createdAt',
      't.updated_at as updatedAt',
      't.updated_by as updatedBy',
    ]);
type SubscriberRow = Awaited<ReturnType<ReturnType<typeof selectSubscribers>['execute']>>[number];

/** Each subscriber's attempts of the last day and its newest failure. */
async function healthOf(db: Kysely<CoreDatabase>, ids: readonly string[], now: Date) {
  if (ids.length === 0)
    return new Map<string, { attempts: number; ok: number; lastAt: Date | null; last: string | null }>();
  const { rows } = await sql<{ id: string; attempts: number; ok: number; lastAt: Date | null; last: string | null }>`
    select s.id,
      (select count(*)::int from reverse_attempts a where a.subscriber_id = s.id and a.at > ${now}::timestamptz - interval '1 day') as attempts,
      (select count(*)::int from reverse_attempts a where a.subscriber_id = s.id and a.ok and a.at > ${now}::timestamptz - interval '1 day') as ok,
      f.at as "lastAt", f.text as last
    from reverse_subscribers s
    left join lateral (select a.at, coalesce(a.status_code::text || ' ', '') || a.response as text from reverse_attempts a
      where a.subscriber_id = s.id and not a.ok order by a.at desc limit 1) f on true
    where s.id in (${sql.join(ids)})`.execute(db);
  return new Map(rows.map((row) => [row.id, row]));
}

/** The plain secret of a subscriber created in this request: answered once, in the create's response. */
const createdSecrets = new WeakMap<FastifyRequest, string>();

/**
 * The tenant's subscribers on the kit: the signing secret made by the server and answered once, header
 * values sealed and answered masked, an address that may not be called refused.
 */
export function subscribersResource(services: ServerServices): AnyRoute[] {
  return checkingUrlFirst(
    services,
    defineResource(services, {
      descriptor: SUBSCRIBER_RESOURCE,
      tags: ['Reverse sync'],
      database: reverseDb,
      table: 'reverse_subscribers',
      alias: 't',
      record: subscriberSchema,
      create: createSubscriberSchema,
      immutable: ['name'],
      columns: {
        name: 'name',
        description: 'description',
        url: 'url',
        eventTypes: 'event_types',
        service: 'service',
        operation: 'operation',
        accountId: 'account_id',
        payloadFormat: 'payload_format',
        translation: 'translation',
        headers: 'headers',
        unsealedHeaders: 'unsealed_headers',
        enabled: 'enabled',
        retrySchedule: 'retry_schedule',
        concurrency: 'concurrency',
        ratePerSecond: 'rate_per_second',
        inOrder: 'in_order',
        secret: 'secret',
        secretUpdatedAt: 'secret_at',
        headersUpdatedAt: 'header_set_at',
      },
      select: (db) => selectSubscribers(db),
      toRecords: async (db, rows: SubscriberRow[], ctx): Promise<Subscriber[]> => {
        const health = await healthOf(
          db,
          rows.map((row) => row.subscriberId),
          new Date(services.clock()),
        );
        const secret = createdSecrets.get(ctx.request);
        return rows.map((row) => {
          const seen = health.get(row.subscriberId);
          const subscriberHealth: SubscriberHealth = {
            successRate: seen && seen.attempts > 0 ? seen.ok / seen.attempts : null,
            attempts: seen?.attempts ?? 0,
            lastFailureAt: iso(seen?.lastAt ?? null),
            lastFailure: seen?.last ?? null,
            failingSince: iso(row.failingSince),
            disabledAt: iso(row.disabledAt),
            disabledReason: row.disabledReason,
          };
          return {
            subscriberId: row.subscriberId,
            name: row.name,
            description: row.description,
            url: row.url,
            eventTypes: row.eventTypes,
            service: row.service,
            operation: row.operation,
            accountId: row.accountId,
            payloadFormat: row.payloadFormat as Subscriber['payloadFormat'],
            translation: row.translation,
            headers: maskedHeaders(row),
            headersUpdatedAt: Object.fromEntries(
              Object.keys(maskedHeaders(row)).map((name) => [name, row.headerSetAt[name] ?? null]),
            ),
            enabled: row.enabled,
            retrySchedule: row.retrySchedule,
            concurrency: row.concurrency,
            ratePerSecond: row.ratePerSecond,
            inOrder: row.inOrder,
            previousSecretUntil: iso(row.previousSecretUntil),
            secretUpdatedAt: iso(row.secretAt),
            health: subscriberHealth,
            ...(secret !== undefined && rows.length === 1 ? { secret } : {}),
            version: row.version,
            createdAt: iso(row.createdAt) as string,
            updatedAt: iso(row.updatedAt) as string,
            updatedBy: row.updatedBy,
          };
        });
      },
      sorts: {
        name: { key: sql`lower(t.name)`, type: 'text' },
        updatedAt: { key: 'updated_at', type: 'timestamptz' },
      },
      filters: {
        enabled: { column: sql`t.enabled::text`, values: z.enum(['true', 'false']) },
        eventType: {
          values: z.enum(REVERSE_EVENT_TYPES),
          where: (values) =>
            sql<boolean>`exists (select 1 from jsonb_array_elements_text(t.event_types) e where e.value in (${sql.join(values)}))`,
        },
        account: { column: 'account_id' },
      },
      search: ['name', 'description', 'url'],
      summaries: {
        create:
          "Creates a subscriber: the `url` its events are posted to (or `/reverse-receiver/<tenant>/<name>`, the built-in receiver on this server), signed the Standard Webhooks way, the `eventTypes` it gets, filters (`service`, `operation`, partner `accountId`), extra `headers` (their values are secrets: sealed, never answered, `••••` in their place), its `retrySchedule` (seconds after each failure; null for the configuration's), `concurrency` (deliveries in flight at once), `ratePerSecond` (attempts started per second, null for no limit) and whether each order's events go `inOrder`. The answer holds the signing `secret` (`whsec_…`), this once.",
        update:
          'Changes a subscriber, given its version; the name stays, the secret changes only by rotation. In `headers` a value of null (or the `••••` a read answers) keeps the stored value of that header; a header left out is removed, and `headers` left out keeps them all.',
      },
      hooks: {
        async beforeCreate(_trx, ctx, input) {
          const now = new Date(services.clock());
          const headers = sealHeaders(input.headers, null, services.secrets);
          const secret = newSecret();
          createdSecrets.set(ctx.request, secret);
          return {
            ...input,
            headers,
            headersUpdatedAt: headerTimes(input.headers, {}, now),
            secret: services.secrets.seal(secret),
            secretUpdatedAt: now,
          };
        },
        async beforeUpdate(trx, ctx, { id, changes }) {
          if (changes.headers === undefined) return;
          const stored = await reverseDb(trx)
            .selectFrom('reverse_subscribers')
            .select(['headers', 'unsealed_headers as unsealedHeaders', 'header_set_at as setAt'])
            .where('tenant_id', '=', ctx.auth.tenantId)
            .where('id', '=', id)
            .executeTakeFirstOrThrow();
          const sent = changes.headers;
          changes.headers = sealHeaders(sent, stored, services.secrets);
          changes.headersUpdatedAt = headerTimes(sent, stored.setAt, new Date(services.clock()));
          changes.unsealedHeaders = {};
        },
        async afterCreate(trx, ctx) {
          await startCursor(trx, services, ctx.auth.tenantId);
        },
        async afterUpdate(trx, _ctx, change) {
          // Enabled again by hand: it starts afresh rather than being disabled again at its next failure.
          if (change.changes.enabled === true && !change.current.enabled) {
            await reverseDb(trx)
              .updateTable('reverse_subscribers')
              .set({ failing_since: null, disabled_at: null, disabled_reason: null })
              .where('id', '=', change.id)
              .execute();
          }
        },
        uniqueViolation: (values) =>
          fieldConflict('name', `A subscriber named "${String(values.name)}" already exists.`),
        audited: auditedSubscriber,
      },
    }),
  );
}

/**
 * What the audit log keeps of a subscriber: its fields, and of its secrets (the signing secret, each
 * header's value) whether one is set and when it was entered, never a value.
 */
function auditedSubscriber(record: Subscriber) {
  const {
    createdAt: _created,
    updatedAt: _updated,
    updatedBy: _by,
    secret: _answeredOnce,
    secretUpdatedAt,
    headers,
    headersUpdatedAt,
    ...kept
  } = record;
  const headerSecrets = Object.keys(headers).map((name) => [name, auditedSecret(headersUpdatedAt[name] ?? null, true)]);
  return { ...kept, secret: auditedSecret(secretUpdatedAt, true), headers: Object.fromEntries(headerSecrets) };
}
