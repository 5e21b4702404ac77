import { sql } from 'kysely';
import { z } from 'zod';
import { WORKLIST_PERMISSIONS } from '../../engine/public/contract/enginePaths.ts';
import {
  WORKLIST_PATHS,
  addCommentSchema,
  updateWorklistSchema,
  uploadWorklistSchema,
  worklistCommentSchema,
  worklistItemSchema,
  worklistUploadResultSchema,
} from '../../engine/public/contract/worklist.ts';
import { resourceIdSchema } from '../../resourceKit/public/contract/resourceSchemas.ts';
import { accountScope } from '../../../core/server/auth/accountScope.ts';
import type { AuthContext } from '../../../core/server/auth/authContext.ts';
import { isUuid } from '../../../core/server/db/ids.ts';
import { notFound } from '../../../core/server/http/errors.ts';
import { defineRoute, ok, type AnyRoute, type ExampleLookup } from '../../../core/server/http/route.ts';
import type { ServerServices } from '../../../core/server/serverPlugin.ts';
import type { FastifyRequest } from 'fastify';
import { engineDb } from '../../engine/public/server/engineTables.ts';
import { WorklistActions } from '../../engine/public/server/WorklistActions.ts';
import { selectItems, toItem } from './worklistResource.ts';
import { uploadWorklist } from './worklistUpload.ts';

const TAGS = ['Worklist'];

/** Changing worklist items, and their comments. */
export function worklistRoutes(services: ServerServices): AnyRoute[] {
  const { db } = services;
  const actions = services.get(WorklistActions);
  const reachable = async (auth: AuthContext | null, request: FastifyRequest, itemId: string) => {
    if (!auth || !isUuid(itemId)) throw notFound('The worklist item');
    const scope = await accountScope(db, request, auth);
    const row = await selectItems(db)
      .where('w.tenant_id', '=', auth.tenantId)
      .where('w.id', '=', itemId)
      .executeTakeFirst();
    if (!row || !scope.includes(row.accountId)) throw notFound('The worklist item');
    return row;
  };
  return [
    defineRoute({
      method: 'POST',
      url: WORKLIST_PATHS.update,
      summary:
        'Changes a worklist item, given its version: `claim`, `release`, `assign` (`assignee`) or `complete` (`data`: the form’s values, which complete the HUMAN step and move its order on).',
      tags: TAGS,
      permission: WORKLIST_PERMISSIONS.update,
      body: updateWorklistSchema,
      response: worklistItemSchema,
      handler: async ({ body, auth, request }) => {
        await actions.update({ auth, scope: await accountScope(db, request, auth) }, body);
        const messages = {
          claim: 'Item claimed',
          release: 'Item released',
          assign: 'Item assigned',
          complete: 'Item completed',
        };
        return ok(toItem(await reachable(auth, request, body.itemId)), messages[body.action]);
      },
    }),
    defineRoute({
      method: 'POST',
      url: WORKLIST_PATHS.comment,
      summary: 'Adds a comment to a worklist item (`{ itemId, text }`).',
      tags: TAGS,
      permission: WORKLIST_PERMISSIONS.update,
      body: addCommentSchema,
      response: worklistCommentSchema,
      handler: async ({ body, auth, request }) => {
        await reachable(auth, request, body.itemId);
        const row = await engineDb(db)
          .insertInto('worklist_comments')
          .values({
            tenant_id: auth.tenantId,
            item_id: body.itemId,
            author: auth.username,
            text: body.text,
            at: new Date(services.clock()),
          })
          .returning([sql<string>`id::text`.as('commentId'), 'item_id as itemId', 'author', 'text', 'at'])
          .executeTakeFirstOrThrow();
        return ok({ ...row, at: row.at.toISOString() }, 'Comment added');
      },
    }),
    defineRoute({
      method: 'POST',
      url: WORKLIST_PATHS.upload,
      summary:
        'Changes many items from CSV (`{ csv, dryRun? }`): a header naming `itemId`, `version`, `action`, and `assignee` or `data.<field>` columns as the actions need; at most 1,000 rows. Each row is applied on its own and answered with its outcome (DONE, or VALID in a dry run, which applies nothing) or the reason it failed.',
      tags: TAGS,
      permission: WORKLIST_PERMISSIONS.update,
      body: uploadWorklistSchema,
      response: worklistUploadResultSchema,
      handler: async ({ body, auth, request }) => {
        const ctx = { auth, scope: await accountScope(db, request, auth) };
        const result = await uploadWorklist(actions, ctx, body.csv, body.dryRun);
        const verb = body.dryRun ? 'can be applied' : 'applied';
        return ok(result, `${result.done} of ${result.rows} rows ${verb}`);
      },
    }),
    defineRoute({
      method: 'GET',
      url: WORKLIST_PATHS.comments,
      summary: 'The comments of a worklist item, oldest first.',
      tags: TAGS,
      permission: WORKLIST_PERMISSIONS.read,
      params: z.strictObject({ itemId: resourceIdSchema }),
      exampleParams: async ({ db: lookup, tenantId }: ExampleLookup) => {
        const row = await engineDb(lookup)
          .selectFrom('worklist_items')
          .select('id')
          .where('tenant_id', '=', tenantId)
          .limit(1)
          .executeTakeFirst();
        return row ? { itemId: row.id } : null;
      },
      response: z.array(worklistCommentSchema),
      handler: async ({ params, auth, request }) => {
        await reachable(auth, request, params.itemId);
        const rows = await engineDb(db)
          .selectFrom('worklist_comments')
          .select([sql<string>`id::text`.as('commentId'), 'item_id as itemId', 'author', 'text', 'at'])
          .where('item_id', '=', params.itemId)
          .orderBy('id')
          .execute();
        return ok(rows.map((row) => ({ ...row, at: row.at.toISOString() })));
      },
    }),
  ];
}
