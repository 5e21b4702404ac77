import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import { auditedSecret } from '../../../core/contract/auditedSecret.ts';
import type { CoreDatabase } from '../../../core/server/db/schema.ts';
import { fieldConflict, invalidField } from '../../../core/server/http/errors.ts';
import type { AnyRoute } from '../../../core/server/http/route.ts';
import { declareResource, defineResource } from '../../resourceKit/public/server/defineResource.ts';
import type { ServerServices } from '../../../core/server/serverPlugin.ts';
import { TRIGGER_AUTHS, TRIGGER_FORMATS, TRIGGER_RESOURCE, createTriggerSchema, triggerSchema } from '../contract.ts';
import { INBOUND_PREFIX } from '../paths.ts';
import { assertTriggerTarget } from './triggerTargetChecks.ts';
import { triggersDb } from './triggersTables.ts';

/** A path another trigger of the tenant answers at already is a 409 on `path`. */
async function assertPathFree(db: Kysely<CoreDatabase>, tenantId: string, path: unknown, id: string | null) {
  if (typeof path !== 'string') return;
  let query = triggersDb(db)
    .selectFrom('triggers')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('path', '=', path);
  if (id !== null) query = query.where('id', '<>', id);
  if (await query.executeTakeFirst()) throw fieldConflict('path', `Another trigger answers at ${path} already.`);
}

/** A trigger copied from another tenant has no secret (an empty one): it stays disabled until one is entered. */
async function assertSecretSet(db: Kysely<CoreDatabase>, tenantId: string, id: string): Promise<void> {
  const row = await triggersDb(db)
    .selectFrom('triggers')
    .select('secret')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (row?.secret === '') {
    throw invalidField(
      'body',
      'secret',
      'Enter the API key or the signing secret: the trigger was copied without it and stays disabled until it is entered.',
    );
  }
}

/**
 * The declaration of triggers: their routes' and their copy's. The secret is sealed before it is stored
 * and never answered (an update without one keeps it); the name is fixed; the service, its operation and
 * the translation named must exist.
 */
export function triggersDeclaration(services: ServerServices) {
  return declareResource({
    descriptor: TRIGGER_RESOURCE,
    tags: ['Triggers'],
    database: triggersDb,
    table: 'triggers',
    alias: 't',
    record: triggerSchema,
    create: createTriggerSchema,
    immutable: ['name'],
    columns: {
      name: 'name',
      description: 'description',
      path: 'path',
      auth: 'auth',
      secret: 'secret',
      secretUpdatedAt: 'secret_at',
      format: 'format',
      translation: 'translation',
      service: 'service',
      operation: 'operation',
      idempotencyField: 'idempotency_field',
      subscriberKeyField: 'subscriber_key_field',
      enabled: 'enabled',
    },
    select: (db) =>
      triggersDb(db)
        .selectFrom('triggers as t')
        .select([
          't.id as triggerId',
          't.name',
          't.description',
          't.path',
          sql<string>`${INBOUND_PREFIX} || '/' || t.tenant_id || '/' || t.path`.as('endpoint'),
          't.auth',
          sql<boolean>`t.secret <> ''`.as('secretSet'),
          't.secret_at as secretUpdatedAt',
          't.format',
          't.translation',
          't.service',
          't.operation',
          't.idempotency_field as idempotencyField',
          't.subscriber_key_field as subscriberKeyField',
          't.enabled',
          't.version',
          't.created_at as createdAt',
          't.updated_at as updatedAt',
          't.updated_by as updatedBy',
        ]),
    toRecords: async (_db, rows) =>
      rows.map((row) => ({
        ...row,
        secretUpdatedAt: row.secretUpdatedAt?.toISOString() ?? null,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      })),
    sorts: {
      name: { key: sql`lower(t.name)`, type: 'text' },
      updatedAt: { key: 'updated_at', type: 'timestamptz' },
    },
    filters: {
      enabled: { column: sql`t.enabled::text`, values: z.enum(['true', 'false']) },
      auth: { column: 'auth', values: z.enum(TRIGGER_AUTHS) },
      format: { column: 'format', values: z.enum(TRIGGER_FORMATS) },
    },
    search: ['name', 'description', 'path', 'service'],
    summaries: {
      create:
        'Creates a trigger: the `path` the outside world posts to (`/inbound/<tenant>/<path>`), `auth` (`API_KEY`: the `x-api-key` header; `HMAC`: `x-signature: sha256=<hex HMAC-SHA256 of the body>`) with its `secret` (sealed, never answered), `format` (JSON, or XML made the payload — through the `translation` named first), the order’s `service` and `operation`, and the payload fields its idempotency key and subscriber key are read from.',
      update: 'Changes a trigger, given its version; without `secret` the stored one stays. The name stays.',
    },
    references: { kind: 'trigger' },
    hooks: {
      async beforeCreate(trx, ctx, input) {
        await assertPathFree(trx, ctx.auth.tenantId, input.path, null);
        await assertTriggerTarget(trx, ctx.auth.tenantId, input);
        // The API's body requires the secret: only a copy's write comes without it, left behind with the trigger off.
        const secret = input.secret as string | undefined;
        const now = new Date(services.clock());
        if (secret !== undefined) return { ...input, secret: services.secrets.seal(secret), secretUpdatedAt: now };
        if (!ctx.copy) throw invalidField('body', 'secret', 'Enter the API key or the signing secret.');
        return { ...input, secret: '', enabled: false };
      },
      async beforeUpdate(trx, ctx, { id, current, changes }) {
        await assertPathFree(trx, ctx.auth.tenantId, changes.path, id);
        if (['service', 'operation', 'translation'].some((field) => changes[field] !== undefined)) {
          await assertTriggerTarget(trx, ctx.auth.tenantId, {
            service: changes.service ?? current.service,
            operation: changes.operation ?? current.operation,
            translation: changes.translation !== undefined ? changes.translation : current.translation,
          });
        }
        if (typeof changes.secret === 'string') {
          changes.secret = services.secrets.seal(changes.secret);
          changes.secretUpdatedAt = new Date(services.clock());
        } else if (changes.enabled === true) await assertSecretSet(trx, ctx.auth.tenantId, id);
      },
      uniqueViolation: (values) => fieldConflict('name', `A trigger named "${String(values.name)}" already exists.`),
      audited: (record) => {
        const {
          createdAt: _created,
          updatedAt: _updated,
          updatedBy: _by,
          secretSet,
          secretUpdatedAt,
          ...kept
        } = record;
        return { ...kept, secret: auditedSecret(secretUpdatedAt, secretSet) };
      },
    },
  });
}

/** The tenant's triggers as a resource of the kit (the spec's `/api/triggers/…` paths). */
export function triggersResource(services: ServerServices): AnyRoute[] {
  return defineResource(services, triggersDeclaration(services));
}
