import { sql, type Kysely } from 'kysely';
import { recordAudit } from '../../../core/server/audit.ts';
import type { AuthContext } from '../../../core/server/auth/authContext.ts';
import { isUniqueViolation } from '../../../core/server/db/ids.ts';
import type { CoreDatabase } from '../../../core/server/db/schema.ts';
import { bindTenant } from '../../../core/server/db/tenantBinding.ts';
import { fieldConflict, invalidField, notFound } from '../../../core/server/http/errors.ts';
import { defineRoute, ok, type AnyRoute } from '../../../core/server/http/route.ts';
import { assertVersion, staleVersion } from '../../../core/server/http/versioning.ts';
import type { ServerServices } from '../../../core/server/serverPlugin.ts';
import { resourceDeleteQuerySchema } from '../../resourceKit/public/contract/resourceSchemas.ts';
import {
  COPY_GRANT_KEYS,
  TRANSFER_PATHS,
  copyGrantSchema,
  copyGrantsSchema,
  createCopyGrantSchema,
  grantParamsSchema,
  updateCopyGrantSchema,
  type CopyGrant,
} from '../contract.ts';
import { transferDb } from './copyEventsTable.ts';
import { grantedUsers, grantsGiven, grantsReceived } from './copyGrants.ts';

const ENTITY = 'copy grant';
const THE_GRANT = 'The copy grant';

/** What the audit log keeps of a grant: whom it lets copy in, never more. */
const audited = (grant: CopyGrant) => ({
  sourceTenantId: grant.sourceTenantId,
  allUsers: grant.allUsers,
  users: grant.users.map((user) => user.username),
  note: grant.note,
});

async function grantOf(db: Kysely<CoreDatabase>, tenantId: string, grantId: string): Promise<CopyGrant> {
  const [grant] = await grantsGiven(db, tenantId, grantId);
  if (!grant) throw notFound(THE_GRANT);
  return grant;
}

/**
 * A grant's change in both tenants' Configuration Logs: the granting tenant's as its administrator made
 * it, the source tenant's as news of what it may now do (the one write of a request into another tenant
 * besides a copy itself, bound to that tenant for it).
 */
async function auditBoth(
  trx: Kysely<CoreDatabase>,
  auth: AuthContext,
  requestId: string,
  change: { action: 'create' | 'update' | 'delete'; before: CopyGrant | null; after: CopyGrant | null },
): Promise<void> {
  const grant = (change.after ?? change.before) as CopyGrant;
  await recordAudit(trx, {
    tenantId: auth.tenantId,
    actor: { userId: auth.userId, username: auth.username },
    entity: ENTITY,
    entityId: grant.grantId,
    action: change.action,
    before: change.before && audited(change.before),
    after: change.after && audited(change.after),
    requestId,
  });
  const received = { create: 'granted to this tenant', update: 'changed', delete: 'revoked' }[change.action];
  await bindTenant(grant.sourceTenantId, () =>
    recordAudit(trx, {
      tenantId: grant.sourceTenantId,
      actor: { userId: null, username: `${auth.username} (${auth.tenantId})` },
      entity: ENTITY,
      entityId: grant.grantId,
      action: received,
      before: change.before && { ...audited(change.before), targetTenantId: auth.tenantId },
      after: change.after && { ...audited(change.after), targetTenantId: auth.tenantId },
      requestId,
    }),
  );
}

/** The 412 of a change another overtook between its read and its write (no row of that version was left). */
async function assertWritten(trx: Kysely<CoreDatabase>, tenantId: string, read: CopyGrant, rows: bigint) {
  if (Number(rows) > 0) return;
  const [now] = await grantsGiven(trx, tenantId, read.grantId);
  if (!now) throw notFound(THE_GRANT);
  throw staleVersion(THE_GRANT, read.version, now.version);
}

const alreadyGranted = (sourceTenantId: string) =>
  fieldConflict(
    'sourceTenantId',
    `This tenant already accepts copies from ${sourceTenantId}: change that grant instead of adding another.`,
  );

/**
 * Copy grants, kept in the settings of the tenant that gives them: a tenant lets a named other tenant (its
 * named users, or every user of it who may copy configuration) copy configuration into it, until it
 * changes or revokes the grant. Both tenants see the grant in their settings and in their logs.
 */
export function copyGrantRoutes(services: ServerServices): AnyRoute[] {
  const { db } = services;
  const checkTarget = async ({ params, auth }: { params: { grantId: string }; auth: AuthContext | null }) => {
    if (auth) await grantOf(db, auth.tenantId, params.grantId);
  };
  const exampleParams = async ({ db: lookup, tenantId }: { db: Kysely<CoreDatabase>; tenantId: string }) => {
    const row = await transferDb(lookup)
      .selectFrom('copy_grants')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .executeTakeFirst();
    return row ? { grantId: row.id } : null;
  };
  return [
    defineRoute({
      method: 'GET',
      url: TRANSFER_PATHS.grants,
      summary:
        'The tenants this tenant accepts configuration copies from (and which of their users), and the tenants that accept copies from this one.',
      tags: ['Transfer'],
      permission: COPY_GRANT_KEYS.read,
      response: copyGrantsSchema,
      handler: async ({ auth }) =>
        ok({ given: await grantsGiven(db, auth.tenantId), received: await grantsReceived(db, auth.tenantId) }),
    }) as AnyRoute,
    defineRoute({
      method: 'POST',
      url: TRANSFER_PATHS.grants,
      summary:
        'Lets another tenant copy configuration into this one: its users named (active users outside partner accounts), or every user of it who may copy configuration.',
      tags: ['Transfer'],
      permission: COPY_GRANT_KEYS.change,
      body: createCopyGrantSchema,
      response: copyGrantSchema,
      handler: async ({ body, auth, request }) => {
        if (body.sourceTenantId === auth.tenantId) {
          throw invalidField('body', 'sourceTenantId', 'is this tenant: a grant lets another tenant copy into it');
        }
        const users = await grantedUsers(db, body.sourceTenantId, body.allUsers ? [] : body.usernames);
        try {
          const grant = await db.transaction().execute(async (trx) => {
            const { id } = await transferDb(trx)
              .insertInto('copy_grants')
              .values({
                tenant_id: auth.tenantId,
                source_tenant_id: body.sourceTenantId,
                all_users: body.allUsers,
                users: JSON.stringify(users),
                note: body.note,
                created_by: auth.username,
                updated_by: auth.username,
              })
              .returning('id')
              .executeTakeFirstOrThrow();
            const created = await grantOf(trx, auth.tenantId, id);
            await auditBoth(trx, auth, request.id, { action: 'create', before: null, after: created });
            return created;
          });
          return { data: grant, message: `Copies from ${body.sourceTenantId} allowed`, statusCode: 201 };
        } catch (error) {
          if (isUniqueViolation(error)) throw alreadyGranted(body.sourceTenantId);
          throw error;
        }
      },
    }) as AnyRoute,
    defineRoute({
      method: 'PUT',
      url: TRANSFER_PATHS.grant,
      summary: 'Changes whom a grant lets copy into this tenant; carries the version read (412 stale, 428 missing).',
      tags: ['Transfer'],
      permission: COPY_GRANT_KEYS.change,
      params: grantParamsSchema,
      body: updateCopyGrantSchema,
      response: copyGrantSchema,
      checkTarget,
      exampleParams,
      handler: async ({ params, body, auth, request }) => {
        const grant = await db.transaction().execute(async (trx) => {
          const before = await grantOf(trx, auth.tenantId, params.grantId);
          assertVersion(THE_GRANT, body.version, before.version);
          const users = await grantedUsers(trx, before.sourceTenantId, body.allUsers ? [] : body.usernames);
          const result = await transferDb(trx)
            .updateTable('copy_grants')
            .set({
              all_users: body.allUsers,
              users: JSON.stringify(users),
              note: body.note,
              version: sql`version + 1`,
              updated_at: new Date(services.clock()),
              updated_by: auth.username,
            })
            .where('tenant_id', '=', auth.tenantId)
            .where('id', '=', params.grantId)
            .where('version', '=', before.version)
            .executeTakeFirst();
          await assertWritten(trx, auth.tenantId, before, result.numUpdatedRows);
          const after = await grantOf(trx, auth.tenantId, params.grantId);
          await auditBoth(trx, auth, request.id, { action: 'update', before, after });
          return after;
        });
        return ok(grant, 'Copy grant saved');
      },
    }) as AnyRoute,
    defineRoute({
      method: 'DELETE',
      url: TRANSFER_PATHS.grant,
      summary: 'Revokes a grant: the other tenant copies into this one no more. Carries the version read.',
      tags: ['Transfer'],
      permission: COPY_GRANT_KEYS.change,
      params: grantParamsSchema,
      query: resourceDeleteQuerySchema,
      response: copyGrantSchema,
      checkTarget,
      exampleParams,
      handler: async ({ params, query, auth, request }) => {
        const revoked = await db.transaction().execute(async (trx) => {
          const before = await grantOf(trx, auth.tenantId, params.grantId);
          assertVersion(THE_GRANT, query.version, before.version);
          const result = await transferDb(trx)
            .deleteFrom('copy_grants')
            .where('tenant_id', '=', auth.tenantId)
            .where('id', '=', params.grantId)
            .where('version', '=', before.version)
            .executeTakeFirst();
          await assertWritten(trx, auth.tenantId, before, result.numDeletedRows);
          await auditBoth(trx, auth, request.id, { action: 'delete', before, after: null });
          return before;
        });
        return ok(revoked, `Copies from ${revoked.sourceTenantId} revoked`);
      },
    }) as AnyRoute,
  ];
}
