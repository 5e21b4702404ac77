import { sql, type Kysely } from 'kysely';
import type { CoreDatabase } from '../../../core/server/db/schema.ts';
import type { AnyRoute } from '../../../core/server/http/route.ts';
import { defineResource } from '../../resourceKit/public/server/defineResource.ts';
import type { ServerServices } from '../../../core/server/serverPlugin.ts';
import { changedFields } from './changedFields.ts';
import { AUDIT_FILTER_VALUES, AUDIT_RESOURCE, auditEntrySchema, type AuditEntry } from '../contract.ts';

export const AUDIT_TAGS = ['Configuration Logs'];

interface AuditRow {
  id: string;
  at: Date;
  actorUsername: string;
  entity: string;
  entityId: string;
  action: string;
  before: unknown;
  after: unknown;
  accountId: string | null;
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
      'a.account_id as accountId',
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
    accountId: row.accountId,
  };
}

/**
 * The audit log as a read-only resource of the kit: list (newest first; entries of one transaction share
 * their time and fall back to the id), one entry, export. A partner user reads the entries about records
 * of their account subtree.
 */
export function auditResourceRoutes(services: ServerServices): AnyRoute[] {
  return defineResource(services, {
    descriptor: AUDIT_RESOURCE,
    tags: AUDIT_TAGS,
    table: 'audit_log',
    alias: 'a',
    record: auditEntrySchema,
    columns: { accountId: 'account_id' },
    sorts: { at: { key: sql`a.at`, type: 'timestamptz' } },
    filters: {
      user: { column: sql`a.actor_username` },
      entity: { column: sql`a.entity`, values: AUDIT_FILTER_VALUES.entity },
      action: { column: sql`a.action`, values: AUDIT_FILTER_VALUES.action },
      at: { column: sql`a.at`, range: 'time' },
    },
    search: [sql`a.actor_username`, sql`a.entity`, sql`a.entity_id`, sql`a.action`],
    select: selectEntries,
    toRecords: async (_db, rows: AuditRow[]) => rows.map(toEntry),
    summaries: {
      list: "A page of the tenant's audit log, newest first: who changed which entity how, with the state before and after and the changed fields. Keyset pagination (cursor, limit ≤ 500); filters user, entity, action, atFrom, atTo and q.",
      get: 'One entry of the audit log, with the state before and after and the changed fields.',
      export: 'Every entry the listing’s filters and q select, newest first, at most 10000.',
    },
  });
}
