import { WORKFLOW_PATHS, WORKFLOW_RESOURCE } from '../engine/public/contract/enginePaths.ts';
import type {
  Workflow,
  WorkflowDraft,
  WorkflowVersionSummary,
  WorkflowXml,
} from '../engine/public/contract/workflow.ts';
import { fillPath } from '../../core/contract/pathTemplate.ts';
import { defineCall } from '../../core/http/callDefinition.ts';
import { resourceCalls } from '../resourceKit/public/web/resourceCalls.ts';

/** The kit's calls of workflows: the page lists them to choose one. */
export const workflowCalls = resourceCalls<Workflow>(WORKFLOW_RESOURCE);

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
