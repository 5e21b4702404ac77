import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import { ALWAYS_ALLOWED } from '../../../core/contract/permissions.ts';
import { recordAudit } from '../../../core/server/audit.ts';
import type { AuthContext } from '../../../core/server/auth/authContext.ts';
import { isUniqueViolation } from '../../../core/server/db/ids.ts';
import type { CoreDatabase } from '../../../core/server/db/schema.ts';
import { conflict, forbidden, notFound, preconditionFailed } from '../../../core/server/http/errors.ts';
import { exampleOwnedRowId } from '../../../core/server/http/exampleRows.ts';
import { defineRoute, ok, type AnyRoute, type ExampleLookup } from '../../../core/server/http/route.ts';
import { assertVersion } from '../../../core/server/http/versioning.ts';
import type { ServerServices } from '../../../core/server/serverPlugin.ts';
import {
  MAX_VIEWS_PER_GRID,
  createViewRequestSchema,
  gridIdSchema,
  savedViewListSchema,
  savedViewSchema,
  updateViewRequestSchema,
} from '../contract.ts';
import { VIEWS_PATHS } from '../paths.ts';
import { auditedView, findVisibleView, selectViews, toSavedView } from './viewStore.ts';
import { viewsDb, type ViewsDb } from './viewsTables.ts';

const TAGS = ['Saved views'];
const viewIdParamsSchema = z.strictObject({ viewId: z.string().min(1).max(64) });
const ENTITY = 'savedView';

const duplicateName = (name: string) => conflict(`You already have a view named "${name}" on this grid.`);

function actor(auth: AuthContext) {
  return { userId: auth.userId, username: auth.username };
}

/**
 * The permission matrix calls the view routes with a view of the tenant: a tenant without one gets a
 * private view of its first user, so there is always a row to ask for.
 */
async function exampleView(lookup: ExampleLookup): Promise<Record<string, string> | null> {
  const viewId = await exampleOwnedRowId(lookup, 'saved_views', async (ownerUserId) => {
    const created = await viewsDb(lookup.db)
      .insertInto('saved_views')
      .values({
        tenant_id: lookup.tenantId,
        owner_user_id: ownerUserId,
        grid_id: 'example',
        name: 'Example',
        state: JSON.stringify({ filters: {}, sort: [], columns: { order: [], hidden: [] } }),
        shared: false,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return created.id;
  });
  return viewId === null ? null : { viewId };
}

async function countOwnViews(db: ViewsDb, auth: AuthContext, gridId: string): Promise<number> {
  const row = await db
    .selectFrom('saved_views')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('tenant_id', '=', auth.tenantId)
    .where('owner_user_id', '=', auth.userId)
    .where('grid_id', '=', gridId)
    .executeTakeFirstOrThrow();
  return row.count;
}

export function viewRoutes(services: ServerServices): AnyRoute[] {
  const db = viewsDb(services.db);
  // A write and its audit entry in one transaction: the core's, whose tables the audit log is.
  const inTransaction = <T>(work: (trx: Kysely<CoreDatabase>) => Promise<T>) => services.db.transaction().execute(work);

  const list = defineRoute({
    method: 'GET',
    url: VIEWS_PATHS.list,
    summary: "The caller's saved views of a grid, then the views other users of the tenant share, each by name.",
    tags: TAGS,
    permission: ALWAYS_ALLOWED,
    params: z.strictObject({ gridId: gridIdSchema }),
    response: savedViewListSchema,
    handler: async ({ params, auth }) => {
      const rows = await selectViews(db, auth.tenantId)
        .where('v.grid_id', '=', params.gridId)
        .where((eb) => eb.or([eb('v.owner_user_id', '=', auth.userId), eb('v.shared', '=', true)]))
        .orderBy(sql`v.owner_user_id = ${auth.userId}`, 'desc')
        .orderBy(sql`lower(v.name)`)
        .orderBy('v.id')
        .execute();
      return ok({ items: rows.map((row) => toSavedView(row, auth.userId)) });
    },
  });

  const create = defineRoute({
    method: 'POST',
    url: VIEWS_PATHS.create,
    summary:
      'Saves a named view (filters, sort, columns) of a grid for the caller; `shared` offers it to the whole tenant.',
    tags: TAGS,
    permission: ALWAYS_ALLOWED,
    body: createViewRequestSchema,
    response: savedViewSchema,
    handler: async ({ body, auth, request }) => {
      if ((await countOwnViews(db, auth, body.gridId)) >= MAX_VIEWS_PER_GRID) {
        throw conflict(`You already have ${MAX_VIEWS_PER_GRID} views on this grid: delete one first.`);
      }
      try {
        const viewId = await inTransaction(async (trx) => {
          const inserted = await viewsDb(trx)
            .insertInto('saved_views')
            .values({
              tenant_id: auth.tenantId,
              owner_user_id: auth.userId,
              grid_id: body.gridId,
              name: body.name,
              state: JSON.stringify(body.state),
              shared: body.shared,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          await recordAudit(trx, {
            tenantId: auth.tenantId,
            actor: actor(auth),
            entity: ENTITY,
            entityId: inserted.id,
            action: 'create',
            before: null,
            after: auditedView({ ...body, version: 1 }),
            requestId: request.id,
          });
          return inserted.id;
        });
        const created = await findVisibleView(db, auth, viewId);
        if (!created) throw notFound('The view');
        return ok(toSavedView(created, auth.userId), 'View saved');
      } catch (error) {
        if (isUniqueViolation(error)) throw duplicateName(body.name);
        throw error;
      }
    },
  });

  const update = defineRoute({
    method: 'PUT',
    url: VIEWS_PATHS.one,
    summary: "Changes the caller's view: its name, state or sharing. Needs the version (412 when stale, 428 without).",
    tags: TAGS,
    permission: ALWAYS_ALLOWED,
    params: viewIdParamsSchema,
    body: updateViewRequestSchema,
    response: savedViewSchema,
    exampleParams: exampleView,
    handler: async ({ params, body, auth, request }) => {
      const current = await findVisibleView(db, auth, params.viewId);
      if (!current) throw notFound('The view');
      if (current.ownerUserId !== auth.userId) throw forbidden('Only the owner of a view can change it.');
      assertVersion('The view', body.version, current.version);
      const next = {
        gridId: current.gridId,
        name: body.name ?? current.name,
        state: body.state ?? current.state,
        shared: body.shared ?? current.shared,
        version: current.version + 1,
      };
      try {
        const changed = await inTransaction(async (trx) => {
          const result = await viewsDb(trx)
            .updateTable('saved_views')
            .set({
              name: next.name,
              state: JSON.stringify(next.state),
              shared: next.shared,
              version: next.version,
              updated_at: new Date(services.clock()),
            })
            .where('tenant_id', '=', auth.tenantId)
            .where('id', '=', current.id)
            .where('version', '=', current.version)
            .executeTakeFirst();
          if (Number(result.numUpdatedRows) === 0) return false;
          await recordAudit(trx, {
            tenantId: auth.tenantId,
            actor: actor(auth),
            entity: ENTITY,
            entityId: current.id,
            action: 'update',
            before: auditedView(current),
            after: auditedView(next),
            requestId: request.id,
          });
          return true;
        });
        if (!changed)
          throw preconditionFailed('The view was changed by someone else meanwhile. Reload it and try again.');
      } catch (error) {
        if (isUniqueViolation(error)) throw duplicateName(next.name);
        throw error;
      }
      const saved = await findVisibleView(db, auth, current.id);
      if (!saved) throw notFound('The view');
      return ok(toSavedView(saved, auth.userId), 'View saved');
    },
  });

  const remove = defineRoute({
    method: 'DELETE',
    url: VIEWS_PATHS.one,
    summary: "Deletes the caller's view.",
    tags: TAGS,
    permission: ALWAYS_ALLOWED,
    params: viewIdParamsSchema,
    response: z.null(),
    exampleParams: exampleView,
    handler: async ({ params, auth, request }) => {
      const current = await findVisibleView(db, auth, params.viewId);
      if (!current) throw notFound('The view');
      if (current.ownerUserId !== auth.userId) throw forbidden('Only the owner of a view can delete it.');
      await inTransaction(async (trx) => {
        await viewsDb(trx)
          .deleteFrom('saved_views')
          .where('tenant_id', '=', auth.tenantId)
          .where('id', '=', current.id)
          .execute();
        await recordAudit(trx, {
          tenantId: auth.tenantId,
          actor: actor(auth),
          entity: ENTITY,
          entityId: current.id,
          action: 'delete',
          before: auditedView(current),
          after: null,
          requestId: request.id,
        });
      });
      return ok(null, 'View deleted');
    },
  });

  return [list, create, update, remove] as AnyRoute[];
}
