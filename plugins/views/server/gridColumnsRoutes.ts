import { z } from 'zod';
import { ALWAYS_ALLOWED } from '../../../core/contract/permissions.ts';
import type { AuthContext } from '../../../core/server/auth/authContext.ts';
import { defineRoute, ok, type AnyRoute } from '../../../core/server/http/route.ts';
import type { ServerServices } from '../../../core/server/serverPlugin.ts';
import { columnLayoutSchema, gridColumnsSchema, gridIdSchema, type ColumnLayoutBody } from '../contract.ts';
import { VIEWS_PATHS } from '../paths.ts';
import { viewsDb, type ViewsDb } from './viewsTables.ts';

const TAGS = ['Saved views'];
const gridParamsSchema = z.strictObject({ gridId: gridIdSchema });

function ownColumns(db: ViewsDb, auth: AuthContext, gridId: string) {
  return db
    .selectFrom('grid_columns')
    .select(['columns', 'updated_at'])
    .where('tenant_id', '=', auth.tenantId)
    .where('user_id', '=', auth.userId)
    .where('grid_id', '=', gridId);
}

/**
 * Each user's column order and hidden columns per grid. Every signed-in user reads and writes only
 * their own (the caller's tenant and user id, never a value from the request); a write replaces the
 * whole layout, the last one winning, as only its owner ever writes it.
 */
export function gridColumnsRoutes(services: ServerServices): AnyRoute[] {
  const db = viewsDb(services.db);

  const read = defineRoute({
    method: 'GET',
    url: VIEWS_PATHS.columns,
    summary: "The caller's column order and hidden columns of a grid; `columns` is null while they keep its default.",
    tags: TAGS,
    permission: ALWAYS_ALLOWED,
    params: gridParamsSchema,
    response: gridColumnsSchema,
    handler: async ({ params, auth }) => {
      const row = await ownColumns(db, auth, params.gridId).executeTakeFirst();
      return ok({
        gridId: params.gridId,
        columns: row?.columns ?? null,
        updatedAt: row ? row.updated_at.toISOString() : null,
      });
    },
  });

  const write = defineRoute({
    method: 'PUT',
    url: VIEWS_PATHS.columns,
    summary: "Replaces the caller's column order and hidden columns of a grid.",
    tags: TAGS,
    permission: ALWAYS_ALLOWED,
    params: gridParamsSchema,
    body: columnLayoutSchema,
    response: gridColumnsSchema,
    handler: async ({ params, body, auth }) => {
      const columns: ColumnLayoutBody = { order: body.order, hidden: body.hidden };
      const now = new Date(services.clock());
      // A personal preference, like a theme choice: not a change to the tenant's configuration, so not audited.
      await db
        .insertInto('grid_columns')
        .values({
          tenant_id: auth.tenantId,
          user_id: auth.userId,
          grid_id: params.gridId,
          columns: JSON.stringify(columns),
          updated_at: now,
        })
        .onConflict((conflict) =>
          conflict
            .columns(['tenant_id', 'user_id', 'grid_id'])
            .doUpdateSet({ columns: JSON.stringify(columns), updated_at: now }),
        )
        .execute();
      return ok({ gridId: params.gridId, columns, updatedAt: now.toISOString() }, 'Columns saved');
    },
  });

  return [read, write] as AnyRoute[];
}
