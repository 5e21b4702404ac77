import { WORKFLOW_PATHS, WORKFLOW_RESOURCE } from '../../core/contract/engine/enginePaths.ts';
import type {
  Workflow,
  WorkflowDraft,
  WorkflowVersionSummary,
  WorkflowXml,
} from '../../core/contract/engine/workflow.ts';
import type { KeysetPage } from '../../core/contract/pagination.ts';
import { fillPath } from '../../core/contract/pathTemplate.ts';
import { defineCall } from '../../core/http/callDefinition.ts';

/** The workflows to choose from, by name. */
export const workflowChoicesCall = defineCall<void, KeysetPage<Workflow>>({
  method: 'GET',
  path: WORKFLOW_RESOURCE.paths.list,
  query: () => ({ limit: 200, sort: 'name', order: 'asc' }),
  notifyErrors: false,
});

export const workflowVersionsCall = defineCall<string, WorkflowVersionSummary[]>({
  method: 'GET',
  path: (workflowId) => fillPath(WORKFLOW_PATHS.versions, { workflowId }),
  notifyErrors: false,
});

export const workflowDraftCall = defineCall<string, WorkflowDraft>({
  method: 'GET',
  path: (workflowId) => fillPath(WORKFLOW_PATHS.draft, { workflowId }),
  notifyErrors: false,
});

/** The draft (no number) or a published version as XML. */
export const workflowXmlCall = defineCall<{ workflowId: string; number: number | null }, WorkflowXml>({
  method: 'GET',
  path: ({ workflowId }) => fillPath(WORKFLOW_PATHS.xml, { workflowId }),
  query: ({ number }) => ({ number: number ?? undefined }),
  notifyErrors: false,
});

/** XML read in as the draft, at the draft version last read (412 when it moved on). */
export const importWorkflowXmlCall = defineCall<{ workflowId: string; version?: number; xml: string }, WorkflowDraft>({
  method: 'PUT',
  path: ({ workflowId }) => fillPath(WORKFLOW_PATHS.xml, { workflowId }),
  body: ({ version, xml }) => ({ ...(version === undefined ? {} : { version }), xml }),
  notifyErrors: false,
});
