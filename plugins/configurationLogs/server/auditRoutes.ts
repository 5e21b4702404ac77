import { sql, type Kysely } from 'kysely';
import { isUuid } from '../../../core/server/db/ids.ts';
import { fetchKeysetPage, type KeysetOrder } from '../../../core/server/db/keyset.ts';
import type { CoreDatabase } from '../../../core/server/db/schema.ts';
import { containsPattern } from '../../../core/server/db/textSearch.ts';
import { badRequest, notFound } from '../../../core/server/http/errors.ts';
import { defineRoute, ok, type AnyRoute } from '../../../core/server/http/route.ts';
import type { ServerServices } from '../../../core/server/serverPlugin.ts';
import { changedFields } from '../changedFields.ts';
import {
  CONFIGURATION_LOGS_PATHS,
  CONFIGURATION_LOGS_PERMISSIONS,
  auditEntrySchema,
  auditFiltersSchema,
  auditIdParamsSchema,
  auditListQuerySchema,
  auditPageSchema,
  type AuditEntry,
} from '../contract.ts';

const TAGS = ['Configuration Logs'];

/** Newest first; entries of one transaction share their time and fall back to the id. */
const NEWEST_FIRST: KeysetOrder = {
  name: 'audit:at:desc',
  key: sql`a.at`,
  keyType: 'timestamptz',
  id: sql`a.id`,
  idType: 'uuid',
  direction: 'desc',
};

interface AuditRow {
  id: string;
  at: Date;
  actorUsername: string;
  entity: string;
  entityId: string;
  action: string;
  before: unknown;
  after: unknown;
}

function selectEntries(db: Kysely<CoreDatabase>, tenantId: string) {
  return db
    .selectFrom('audit_log as a')
    .select([
      'a.id',
      'a.at',
      'a.actor_username as actorUsername',
      'a.entity',
      'a.entity_id as entityId',
      'a.action',
      'a.before',
      'a.after',
    ])
    .where('a.tenant_id', '=', tenantId);
}

function toEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actorUsername: row.actorUsername,
    entity: row.entity,
    entityId: row.entityId,
    action: row.action,
    before: row.before ?? null,
    after: row.after ?? null,
    changedFields: changedFields(row.before, row.after),
  };
}

export function auditRoutes(services: ServerServices): AnyRoute[] {
  const { db } = services;

  const list = defineRoute({
    method: 'GET',
    url: CONFIGURATION_LOGS_PATHS.list,
    summary:
      "A page of the tenant's audit log, newest first: who changed which entity how, with the state before and after and the changed fields. Keyset pagination (cursor, limit ≤ 200); filters user, entity, action, from, to.",
    tags: TAGS,
    permission: CONFIGURATION_LOGS_PERMISSIONS.read,
    query: auditListQuerySchema,
    response: auditPageSchema,
    handler: async ({ query, auth }) => {
      if (query.from && query.to && Date.parse(query.from) >= Date.parse(query.to)) {
        throw badRequest('Invalid request: query.to: must be later than query.from');
      }
      let entries = selectEntries(db, auth.tenantId);
      if (query.user) entries = entries.where('a.actor_username', 'ilike', containsPattern(query.user));
      if (query.entity) entries = entries.where('a.entity', 'in', query.entity);
      if (query.action) entries = entries.where('a.action', 'in', query.action);
      if (query.from) entries = entries.where('a.at', '>=', new Date(query.from));
      if (query.to) entries = entries.where('a.at', '<', new Date(query.to));
      const page = await fetchKeysetPage(entries, NEWEST_FIRST, query);
      return ok({ items: page.items.map(toEntry), nextCursor: page.nextCursor });
    },
  });

  const one = defineRoute({
    method: 'GET',
    url: '/audit/getAuditDetails/:auditId',
    summary: 'One entry of the audit log, with the state before and after and the changed fields.',
    tags: TAGS,
    permission: CONFIGURATION_LOGS_PERMISSIONS.read,
    params: auditIdParamsSchema,
    response: auditEntrySchema,
    exampleParams: async ({ db: lookup, tenantId }) => {
      const entry = await lookup
        .selectFrom('audit_log')
        .select('id')
        .where('tenant_id', '=', tenantId)
        .limit(1)
        .executeTakeFirst();
      return entry ? { auditId: entry.id } : null;
    },
    handler: async ({ params, auth }) => {
      const row = isUuid(params.auditId)
        ? await selectEntries(db, auth.tenantId).where('a.id', '=', params.auditId).executeTakeFirst()
        : undefined;
      if (!row) throw notFound('The audit entry');
      return ok(toEntry(row));
    },
  });

  const filters = defineRoute({
    method: 'GET',
    url: CONFIGURATION_LOGS_PATHS.filters,
    summary: "The entities and actions found in the tenant's audit log, for the filter choices.",
    tags: TAGS,
    permission: CONFIGURATION_LOGS_PERMISSIONS.read,
    response: auditFiltersSchema,
    handler: async ({ auth }) => {
      const distinct = async (column: 'entity' | 'action') =>
        (
          await db
            .selectFrom('audit_log')
            .select(column)
            .distinct()
            .where('tenant_id', '=', auth.tenantId)
            .orderBy(column)
            .execute()
        ).map((row) => row[column]);
      return ok({ entities: await distinct('entity'), actions: await distinct('action') });
    },
  });

  return [list, one, filters] as AnyRoute[];
}
