import { sql } from 'kysely';
import { z } from 'zod';
import {
  AUTH_SECRET_FIELD,
  NETWORK_ELEMENT_RESOURCE,
  NETWORK_PROTOCOLS,
  createNetworkElementSchema,
  networkAuthInputSchema,
  networkElementSchema,
  type NetworkAuthValues,
} from '../../engine/public/contract/networkElement.ts';
import { auditedSecret } from '../../../core/contract/auditedSecret.ts';
import { fieldConflict, invalidField } from '../../../core/server/http/errors.ts';
import type { AnyRoute } from '../../../core/server/http/route.ts';
import { declareResource, defineResource } from '../../resourceKit/public/server/defineResource.ts';
import type { ServerServices } from '../../../core/server/serverPlugin.ts';
import { publicAuth, sealAuth, type StoredAuth } from '../../engine/public/server/networkAuth.ts';
import { engineDb } from '../../engine/public/server/networkQueries.ts';
import { assertOwnSimulator } from './simulatorBaseUrl.ts';

const taken = (name: unknown) => fieldConflict('name', `A network element named "${String(name)}" already exists.`);

/**
 * An element copied from another tenant signs in without its secret: enabling it asks for the secret (it
 * stays disabled until the secret is entered).
 */
function assertSecretSet(auth: StoredAuth): void {
  if (auth.type === 'NONE' || auth.secret !== undefined) return;
  const field = AUTH_SECRET_FIELD[auth.type];
  throw invalidField(
    'body',
    `auth.${field}`,
    `Enter the ${field === 'key' ? 'API key' : field}: the element was copied without it and stays disabled until it is entered.`,
  );
}

/** Authentication as a copy stores it: its public parts, the secret left behind. */
function withoutSecret(input: NetworkAuthValues): StoredAuth {
  if (input.type === 'NONE') return { type: 'NONE' };
  if (input.type === 'BASIC') return { type: 'BASIC', username: input.username };
  if (input.type === 'API_KEY') return { type: 'API_KEY', header: input.header };
  return { type: input.type };
}

/**
 * Network elements as a resource of the kit. Secrets are sealed before they are stored and never
 * answered; the name is what task templates call, so it never changes; an element a task template calls
 * cannot be deleted, and its provisioning templates go with it. A base URL on the built-in simulator
 * names the element's own tenant.
 */
export function networkElementsDeclaration(services: ServerServices) {
  return declareResource({
    descriptor: NETWORK_ELEMENT_RESOURCE,
    tags: ['Network elements'],
    database: engineDb,
    table: 'network_elements',
    alias: 'n',
    record: networkElementSchema,
    create: createNetworkElementSchema,
    immutable: ['name'],
    columns: {
      name: 'name',
      description: 'description',
      type: 'type',
      protocol: 'protocol',
      baseUrl: 'base_url',
      auth: 'auth',
      timeoutMs: 'timeout_ms',
      concurrencyLimit: 'concurrency_limit',
      healthCheckPath: 'health_check_path',
      enabled: 'enabled',
    },
    select: (db) =>
      engineDb(db)
        .selectFrom('network_elements as n')
        .select([
          'n.id as networkElementId',
          'n.name',
          'n.description',
          'n.type',
          'n.protocol',
          'n.base_url as baseUrl',
          'n.auth',
          'n.timeout_ms as timeoutMs',
          'n.concurrency_limit as concurrencyLimit',
          'n.health_check_path as healthCheckPath',
          'n.enabled',
          sql<number>`(select count(*)::int from provisioning_templates p where p.network_element_id = n.id)`.as(
            'templateCount',
          ),
          'n.version',
          'n.created_at as createdAt',
          'n.updated_at as updatedAt',
          'n.updated_by as updatedBy',
        ]),
    toRecords: async (_db, rows) =>
      rows.map((row) => ({
        ...row,
        auth: publicAuth(row.auth),
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      })),
    sorts: {
      name: { key: sql`lower(n.name)`, type: 'text' },
      type: { key: 'type', type: 'text' },
      updatedAt: { key: 'updated_at', type: 'timestamptz' },
    },
    filters: {
      type: { column: 'type' },
      protocol: { column: 'protocol', values: z.enum(NETWORK_PROTOCOLS) },
      enabled: { column: sql`n.enabled::text`, values: z.enum(['true', 'false']) },
    },
    search: ['name', 'description', 'type', 'base_url'],
    summaries: {
      create:
        'Creates a network element: protocol, base URL (or a path of this server, such as the simulator’s), authentication (the secret is sealed at rest and never answered), timeout, concurrency limit and health check. The name is fixed once created.',
      update:
        'Changes a network element, given its version. `auth` without its secret keeps the stored one when the kind of authentication is unchanged.',
      delete:
        'Deletes a network element and its provisioning templates, given its version. Refused with 409 while a task template calls it.',
    },
    references: { kind: 'networkElement' },
    hooks: {
      async beforeCreate(_trx, ctx, input) {
        assertOwnSimulator(input.baseUrl, ctx.auth.tenantId);
        // A copy never carries the secret: the element is made without it, and off until it is entered.
        if (ctx.copy && input.auth.type !== 'NONE') {
          return { ...input, auth: withoutSecret(input.auth) as never, enabled: false };
        }
        return { ...input, auth: sealAuth(input.auth, null, services.secrets, new Date(services.clock())) as never };
      },
      async beforeUpdate(trx, ctx, { id, changes }) {
        assertOwnSimulator(changes.baseUrl, ctx.auth.tenantId);
        if (changes.auth === undefined && changes.enabled !== true) return;
        const stored = await engineDb(trx)
          .selectFrom('network_elements')
          .select('auth')
          .where('tenant_id', '=', ctx.auth.tenantId)
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        if (changes.auth === undefined) return assertSecretSet(stored.auth);
        const input = networkAuthInputSchema.parse(changes.auth);
        changes.auth = sealAuth(input, stored.auth, services.secrets, new Date(services.clock())) as never;
      },
      uniqueViolation: (values) => taken(values.name),
      audited: (record) => {
        const { createdAt: _created, updatedAt: _updated, updatedBy: _by, templateCount: _count, ...kept } = record;
        const { secretSet, secretUpdatedAt, ...auth } = record.auth;
        return { ...kept, auth: { ...auth, secret: auditedSecret(secretUpdatedAt, secretSet) } };
      },
    },
  });
}

/** The network elements' routes. */
export function networkElementsResource(services: ServerServices): AnyRoute[] {
  return defineResource(services, networkElementsDeclaration(services));
}
