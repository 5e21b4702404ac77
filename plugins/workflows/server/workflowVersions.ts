import { z } from 'zod';
import {
  WORKFLOW_PATHS,
  WORKFLOW_PERMISSIONS,
  workflowIdParamsSchema,
  workflowDiffQuerySchema,
  workflowVersionSchema,
  workflowVersionSummarySchema,
} from '../../engine/public/contract/workflow.ts';
import { diffWorkflows, workflowDiffSchema } from '../../engine/public/contract/workflowDiff.ts';
import { notFound } from '../../../core/server/http/errors.ts';
import { defineRoute, ok, type AnyRoute } from '../../../core/server/http/route.ts';
import type { ServerServices } from '../../../core/server/serverPlugin.ts';
import { findVersion, toVersion, VERSION_COLUMNS } from '../../engine/public/server/workflowVersions.ts';
import { aboutOneWorkflow, findDraft } from './workflowQueries.ts';
import { engineDb } from '../../engine/public/server/engineTables.ts';

const READ = WORKFLOW_PERMISSIONS.read;

const versionParams = workflowIdParamsSchema.extend({ number: z.string().max(12) });

/** A version number of the path; anything else names no version (404). */
function versionNumber(text: string): number {
  const number = /^[1-9][0-9]{0,8}$/.test(text) ? Number(text) : null;
  if (number === null) throw notFound(`Version ${text} of the workflow`);
  return number;
}

const historyEntrySchema = z.object({
  action: z.string(),
  actor: z.string(),
  at: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});

/** A workflow's versions, one version, the diff of two graphs, and its history of changes. */
export function workflowVersionRoutes(services: ServerServices): AnyRoute[] {
  const { db } = services;
  const aboutOne = aboutOneWorkflow(db);

  async function requireWorkflow(tenantId: string, workflowId: string) {
    const draft = await findDraft(db, tenantId, workflowId);
    if (!draft) throw notFound('The workflow');
    return draft;
  }

  async function graphOf(tenantId: string, workflowId: string, which: number | 'draft') {
    if (which === 'draft') return (await requireWorkflow(tenantId, workflowId)).draft;
    const version = await findVersion(db, tenantId, workflowId, which);
    if (!version) throw notFound(`Version ${which} of the workflow`);
    return version.definition;
  }

  return [
    defineRoute({
      method: 'GET',
      url: WORKFLOW_PATHS.versions,
      summary: "A workflow's published versions, newest first: number, comment, author, time, content hash, steps.",
      ...aboutOne,
      permission: READ,
      response: z.array(workflowVersionSummarySchema),
      handler: async ({ params, auth }) => {
        await requireWorkflow(auth.tenantId, params.workflowId);
        const rows = await engineDb(db)
          .selectFrom('workflow_versions')
          .select([...VERSION_COLUMNS])
          .where('tenant_id', '=', auth.tenantId)
          .where('workflow_id', '=', params.workflowId)
          .orderBy('number', 'desc')
          .execute();
        return ok(rows.map(toVersion));
      },
    }),
    defineRoute({
      method: 'GET',
      url: WORKFLOW_PATHS.version,
      summary: 'One published version with its graph.',
      ...aboutOne,
      permission: READ,
      params: versionParams,
      response: workflowVersionSchema,
      handler: async ({ params, auth }) => {
        const number = versionNumber(params.number);
        const version = await findVersion(db, auth.tenantId, params.workflowId, number);
        if (!version) throw notFound(`Version ${number} of the workflow`);
        return ok(version);
      },
    }),
    defineRoute({
      method: 'GET',
      url: WORKFLOW_PATHS.diff,
      summary:
        'What changed from one published version to another, or to the draft (`?from=2&to=draft`): steps and edges added, removed and changed, and the failure policy. Drawing positions are not changes.',
      ...aboutOne,
      permission: READ,
      query: workflowDiffQuerySchema,
      response: workflowDiffSchema,
      handler: async ({ params, query, auth }) => {
        const from = await graphOf(auth.tenantId, params.workflowId, query.from);
        const to = await graphOf(auth.tenantId, params.workflowId, query.to);
        return ok(diffWorkflows(from, to));
      },
    }),
    defineRoute({
      method: 'GET',
      url: WORKFLOW_PATHS.history,
      summary:
        "The workflow's changes from the audit log, newest first: creates, draft saves, publishes, restores, toggles.",
      ...aboutOne,
      permission: READ,
      response: z.array(historyEntrySchema),
      handler: async ({ params, auth }) => {
        await requireWorkflow(auth.tenantId, params.workflowId);
        const rows = await db
          .selectFrom('audit_log')
          .select(['action', 'actor_username as actor', 'at', 'before', 'after'])
          .where('tenant_id', '=', auth.tenantId)
          .where('entity', '=', 'workflow')
          .where('entity_id', '=', params.workflowId)
          .orderBy('at', 'desc')
          .orderBy('id', 'desc')
          .limit(500)
          .execute();
        return ok(rows.map((row) => ({ ...row, at: new Date(row.at).toISOString() })));
      },
    }),
  ];
}
