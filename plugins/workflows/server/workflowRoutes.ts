import type { FastifyRequest } from 'fastify';
import {
  WORKFLOW_PATHS,
  WORKFLOW_PERMISSIONS,
  cloneWorkflowSchema,
  publishWorkflowSchema,
  restoreVersionSchema,
  saveDraftSchema,
  workflowDraftSchema,
  workflowProblemsSchema,
  workflowSchema,
} from '../../engine/public/contract/workflow.ts';
import type { AuthContext } from '../../../core/server/auth/authContext.ts';
import { isUniqueViolation } from '../../../core/server/db/ids.ts';
import { notFound } from '../../../core/server/http/errors.ts';
import { defineRoute, ok, type AnyRoute } from '../../../core/server/http/route.ts';
import type { ServerServices } from '../../../core/server/serverPlugin.ts';
import {
  auditWorkflow,
  graphSummary,
  publishDraft,
  replaceDraft,
  requireDraft,
  workflowProblems,
  type WriteActor,
} from './workflowPublishing.ts';
import { aboutOneWorkflow, findDraft, selectWorkflows, toWorkflow } from './workflowQueries.ts';
import { contentHash } from '../../engine/public/server/workflowVersions.ts';
import { engineDb } from '../../engine/public/server/engineTables.ts';
import { findVersion } from '../../engine/public/server/workflowVersions.ts';
import { WorkflowLayouts } from '../../engine/public/server/workflowLayouts.ts';
import { workflowNameTaken } from './workflowsResource.ts';

const PERMISSIONS = WORKFLOW_PERMISSIONS;

/** The draft, publish, restore and clone calls of a workflow (its versions are read in `workflowVersions.ts`). */
export function workflowDraftRoutes(services: ServerServices): AnyRoute[] {
  const { db, clock } = services;
  const layouts = new WorkflowLayouts();
  const aboutOne = aboutOneWorkflow(db);
  const actorOf = (auth: AuthContext, request: FastifyRequest): WriteActor => ({
    auth,
    requestId: request.id,
    now: new Date(clock()),
  });

  async function record(auth: AuthContext, workflowId: string) {
    const row = await selectWorkflows(db, auth.tenantId).where('w.id', '=', workflowId).executeTakeFirst();
    if (!row) throw notFound('The workflow');
    return toWorkflow(row);
  }

  async function draftOf(auth: AuthContext, workflowId: string) {
    const draft = await findDraft(db, auth.tenantId, workflowId);
    if (!draft) throw notFound('The workflow');
    const answer = {
      workflowId: draft.id,
      version: draft.version,
      definition: draft.draft,
      contentHash: draft.draftHash,
    };
    // Steps the draft has not placed (a graph made through the API) are laid out here, once per content.
    if (draft.draft.steps.every((step) => step.position)) return answer;
    return { ...answer, layout: layouts.of(draft.draftHash, draft.draft) };
  }

  return [
    defineRoute({
      method: 'GET',
      url: WORKFLOW_PATHS.draft,
      summary:
        "A workflow's draft graph, its content hash, and the workflow's version that a save sends back; when some steps have no position, `layout` places every step (a layered layout, top to bottom).",
      ...aboutOne,
      permission: PERMISSIONS.read,
      response: workflowDraftSchema,
      handler: async ({ params, auth }) => ok(await draftOf(auth, params.workflowId)),
    }),
    defineRoute({
      method: 'PUT',
      url: WORKFLOW_PATHS.draft,
      summary:
        'Saves the draft graph (`{ version, definition }`). A draft may still have problems (validate lists them); it must be a well-formed graph. Stale version → 412.',
      ...aboutOne,
      permission: PERMISSIONS.update,
      body: saveDraftSchema,
      response: workflowDraftSchema,
      handler: async ({ params, body, auth, request }) => {
        const actor = actorOf(auth, request);
        await db.transaction().execute(async (trx) => {
          const draft = await requireDraft(trx, actor, params.workflowId, body.version);
          await replaceDraft(trx, actor, draft, body.definition);
          if (contentHash(body.definition) !== draft.draftHash) {
            await auditWorkflow(
              trx,
              actor,
              draft.id,
              'update',
              graphSummary(draft.draft),
              graphSummary(body.definition),
            );
          }
        });
        return ok(await draftOf(auth, params.workflowId), 'Draft saved');
      },
    }),
    defineRoute({
      method: 'GET',
      url: WORKFLOW_PATHS.validate,
      summary:
        'The publish checks on the draft: every problem, each naming its step or edge (empty when it can be published).',
      ...aboutOne,
      permission: PERMISSIONS.read,
      response: workflowProblemsSchema,
      handler: async ({ params, auth }) => {
        const draft = await draftOf(auth, params.workflowId);
        return ok({ problems: await workflowProblems(db, auth.tenantId, draft.definition) });
      },
    }),
    defineRoute({
      method: 'POST',
      url: WORKFLOW_PATHS.publish,
      summary:
        'Publishes the draft as the next immutable version (`{ version, comment }`). 422 with every problem when the checks fail; 409 when the draft runs exactly like the newest version.',
      ...aboutOne,
      permission: PERMISSIONS.update,
      body: publishWorkflowSchema,
      response: workflowSchema,
      handler: async ({ params, body, auth, request }) => {
        const actor = actorOf(auth, request);
        const { number } = await db
          .transaction()
          .execute((trx) => publishDraft(trx, actor, { ...body, workflowId: params.workflowId }));
        return ok(await record(auth, params.workflowId), `Version ${number} published`);
      },
    }),
    defineRoute({
      method: 'POST',
      url: WORKFLOW_PATHS.restore,
      summary: "Makes a published version's graph the draft (`{ version, number }`); publish it to run it again.",
      ...aboutOne,
      permission: PERMISSIONS.update,
      body: restoreVersionSchema,
      response: workflowDraftSchema,
      handler: async ({ params, body, auth, request }) => {
        const actor = actorOf(auth, request);
        await db.transaction().execute(async (trx) => {
          const draft = await requireDraft(trx, actor, params.workflowId, body.version);
          const restored = await findVersion(trx, auth.tenantId, draft.id, body.number);
          if (!restored) throw notFound(`Version ${body.number} of the workflow`);
          await replaceDraft(trx, actor, draft, restored.definition);
          await auditWorkflow(trx, actor, draft.id, 'restore', graphSummary(draft.draft), {
            restoredVersion: body.number,
            ...graphSummary(restored.definition),
          });
        });
        return ok(await draftOf(auth, params.workflowId), `Version ${body.number} restored as the draft`);
      },
    }),
    defineRoute({
      method: 'POST',
      url: WORKFLOW_PATHS.clone,
      summary:
        "Creates a workflow whose draft is this workflow's draft (`{ name, description? }`); no version is copied.",
      ...aboutOne,
      permission: PERMISSIONS.create,
      body: cloneWorkflowSchema,
      response: workflowSchema,
      handler: async ({ params, body, auth, request }) => {
        const actor = actorOf(auth, request);
        const id = await db
          .transaction()
          .execute(async (trx) => {
            const source = await findDraft(trx, auth.tenantId, params.workflowId);
            if (!source) throw notFound('The workflow');
            const inserted = await engineDb(trx)
              .insertInto('workflows')
              .values({
                tenant_id: auth.tenantId,
                name: body.name,
                description: body.description ?? `Copy of ${source.name}`,
                draft: JSON.stringify(source.draft),
                draft_hash: source.draftHash,
                step_count: source.draft.steps.length,
                updated_by: auth.username,
              })
              .returning('id')
              .executeTakeFirstOrThrow();
            await auditWorkflow(trx, actor, inserted.id, 'clone', null, {
              name: body.name,
              clonedFrom: source.name,
              ...graphSummary(source.draft),
            });
            return inserted.id;
          })
          .catch((error: unknown) => {
            throw isUniqueViolation(error) ? workflowNameTaken(body.name) : error;
          });
        return ok(await record(auth, id), 'Workflow cloned');
      },
    }),
  ];
}
