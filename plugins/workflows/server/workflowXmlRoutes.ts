import {
  WORKFLOW_PATHS,
  WORKFLOW_PERMISSIONS,
  importWorkflowXmlSchema,
  workflowDraftSchema,
  workflowXmlQuerySchema,
  workflowXmlSchema,
  type WorkflowXmlProblem,
} from '../../engine/public/contract/workflow.ts';
import { ApiError, notFound } from '../../../core/server/http/errors.ts';
import { defineRoute, ok, type AnyRoute } from '../../../core/server/http/route.ts';
import type { ServerServices } from '../../../core/server/serverPlugin.ts';
import { auditWorkflow, graphSummary, replaceDraft, requireDraft } from './workflowPublishing.ts';
import { aboutOneWorkflow, findDraft } from './workflowQueries.ts';
import { contentHash } from '../../engine/public/server/workflowVersions.ts';
import { findVersion } from '../../engine/public/server/workflowVersions.ts';
import { parseWorkflowXml, workflowToXml } from './workflowXml.ts';

function xmlRefused(problems: WorkflowXmlProblem[]): ApiError {
  const [first] = problems;
  const more = problems.length > 1 ? ` (and ${problems.length - 1} more)` : '';
  const where = first ? `line ${first.line}, column ${first.column}, <${first.element}>: ${first.message}` : '';
  return new ApiError(400, `Invalid request: body.xml: ${where}${more}`, {}, { problems });
}

/** A workflow's graph as XML: the draft or a published version written out, and XML read in as the draft. */
export function workflowXmlRoutes(services: ServerServices): AnyRoute[] {
  const { db, clock } = services;
  const aboutOne = aboutOneWorkflow(db);
  return [
    defineRoute({
      method: 'GET',
      url: WORKFLOW_PATHS.xml,
      summary: "A workflow's draft as XML, or with `?number=` one of its published versions.",
      ...aboutOne,
      permission: WORKFLOW_PERMISSIONS.read,
      query: workflowXmlQuerySchema,
      response: workflowXmlSchema,
      handler: async ({ params, query, auth }) => {
        const draft = await findDraft(db, auth.tenantId, params.workflowId);
        if (!draft) throw notFound('The workflow');
        if (query.number === undefined) {
          return ok({
            workflowId: draft.id,
            name: draft.name,
            number: null,
            xml: workflowToXml(draft.draft, draft.name),
          });
        }
        const version = await findVersion(db, auth.tenantId, draft.id, query.number);
        if (!version) throw notFound(`Version ${query.number} of the workflow`);
        const xml = workflowToXml(version.definition, draft.name);
        return ok({ workflowId: draft.id, name: draft.name, number: version.number, xml });
      },
    }),
    defineRoute({
      method: 'PUT',
      url: WORKFLOW_PATHS.xml,
      summary:
        "Reads XML as the workflow's draft (`{ version, xml }`). 400 with every problem at its line, column and element; the draft is saved only when the XML is a well-formed graph. Stale version → 412.",
      ...aboutOne,
      permission: WORKFLOW_PERMISSIONS.update,
      body: importWorkflowXmlSchema,
      response: workflowDraftSchema,
      handler: async ({ params, body, auth, request }) => {
        const read = parseWorkflowXml(body.xml);
        if (!read.ok) throw xmlRefused(read.problems);
        const actor = { auth, requestId: request.id, now: new Date(clock()) };
        const saved = await db.transaction().execute(async (trx) => {
          const draft = await requireDraft(trx, actor, params.workflowId, body.version);
          const version = await replaceDraft(trx, actor, draft, read.definition);
          await auditWorkflow(trx, actor, draft.id, 'import', graphSummary(draft.draft), {
            from: 'xml',
            ...graphSummary(read.definition),
          });
          return { workflowId: draft.id, version };
        });
        return ok(
          { ...saved, definition: read.definition, contentHash: contentHash(read.definition) },
          'XML imported as the draft',
        );
      },
    }),
  ];
}
