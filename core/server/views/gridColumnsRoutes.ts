import type { Kysely } from 'kysely';
import { z } from 'zod';
import { ALWAYS_ALLOWED } from '../../contract/permissions.ts';
import { columnLayoutSchema, gridColumnsSchema, gridIdSchema, type ColumnLayoutBody } from '../../contract/views.ts';
import { recordAudit } from '../audit.ts';
import type { AuthContext } from '../auth/authContext.ts';
import type { CoreDatabase } from '../db/schema.ts';
import { defineRoute, ok, type AnyRoute } from '../http/route.ts';
import type { ServerServices } from '../serverPlugin.ts';

const TAGS = ['Saved views'];
const ENTITY = 'gridColumns';
const gridParamsSchema = z.strictObject({ gridId: gridIdSchema });

/** One user's columns of one grid: the audit log names the row by both. */
const entityId = (auth: AuthContext, gridId: string) => `${auth.userId}/${gridId}`;

function ownColumns(db: Kysely<CoreDatabase>, auth: AuthContext, gridId: string) {
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
  const { db } = services;

  const read = defineRoute({
    method: 'GET',
    url: '/views/:gridId/columns',
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
    url: '/views/:gridId/columns',
    summary: "Replaces the caller's column order and hidden columns of a grid.",
    tags: TAGS,
    permission: ALWAYS_ALLOWED,
    params: gridParamsSchema,
    body: columnLayoutSchema,
    response: gridColumnsSchema,
    handler: async ({ params, body, auth, request }) => {
      const columns: ColumnLayoutBody = { order: body.order, hidden: body.hidden };
      const now = new Date(services.clock());
      await db.transaction().execute(async (trx) => {
        const before = await ownColumns(trx, auth, params.gridId).executeTakeFirst();
        await trx
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
        await recordAudit(trx, {
          tenantId: auth.tenantId,
          actor: { userId: auth.userId, username: auth.username },
          entity: ENTITY,
          entityId: entityId(auth, params.gridId),
          action: before ? 'update' : 'create',
          before: before ? { gridId: params.gridId, ...before.columns } : null,
          after: { gridId: params.gridId, ...columns },
          requestId: request.id,
        });
      });
      return ok({ gridId: params.gridId, columns, updatedAt: now.toISOString() }, 'Columns saved');
    },
  });

  return [read, write] as AnyRoute[];
}
