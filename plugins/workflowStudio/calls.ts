import {
  SERVICE_RESOURCE,
  TASK_TEMPLATE_RESOURCE,
  WORKFLOW_PATHS,
  WORKFLOW_RESOURCE,
} from '../engine/public/contract/enginePaths.ts';
import type { Service } from '../engine/public/contract/service.ts';
import type { TaskTemplate } from '../engine/public/contract/taskTemplate.ts';
import type { Workflow, WorkflowDraft, WorkflowVersionSummary } from '../engine/public/contract/workflow.ts';
import type { WorkflowDiff } from '../engine/public/contract/workflowDiff.ts';
import type { WorkflowDefinition } from '../engine/public/contract/workflowDefinition.ts';
import { fillPath } from '../../core/contract/pathTemplate.ts';
import { defineCall } from '../../core/http/callDefinition.ts';
import { resourceCalls } from '../resourceKit/public/web/resourceCalls.ts';

/** The kit's calls of workflows and task templates: the studio lists them to open one and to add steps. */
export const workflowCalls = resourceCalls<Workflow>(WORKFLOW_RESOURCE);
export const taskTemplateCalls = resourceCalls<TaskTemplate>(TASK_TEMPLATE_RESOURCE);

export const draftCall = defineCall<string, WorkflowDraft>({
  method: 'GET',
  path: (workflowId) => fillPath(WORKFLOW_PATHS.draft, { workflowId }),
  notifyErrors: false,
});

/** Saves the draft at the version last read; without one it overwrites whatever is stored. */
export const saveDraftCall = defineCall<
  { workflowId: string; version?: number; definition: WorkflowDefinition },
  WorkflowDraft
>({
  method: 'PUT',
  path: ({ workflowId }) => fillPath(WORKFLOW_PATHS.draft, { workflowId }),
  body: ({ version, definition }) => ({ ...(version === undefined ? {} : { version }), definition }),
  notifyErrors: false,
});

export const publishCall = defineCall<{ workflowId: string; version: number; comment: string }, Workflow>({
  method: 'POST',
  path: ({ workflowId }) => fillPath(WORKFLOW_PATHS.publish, { workflowId }),
  body: ({ version, comment }) => ({ version, comment }),
  notifyErrors: false,
});

/** One audited change of a workflow, as its history lists it. */
export interface WorkflowHistoryEntry {
  action: string;
  actor: string;
  at: string;
  before: unknown;
  after: unknown;
}

/** The workflow's changes, newest first (workflow:r). */
export const historyCall = defineCall<string, WorkflowHistoryEntry[]>({
  method: 'GET',
  path: (workflowId) => fillPath(WORKFLOW_PATHS.history, { workflowId }),
  notifyErrors: false,
});

export const versionsCall = defineCall<string, WorkflowVersionSummary[]>({
  method: 'GET',
  path: (workflowId) => fillPath(WORKFLOW_PATHS.versions, { workflowId }),
  notifyErrors: false,
});

/** What changed from one published version to another, or to the draft. */
export const diffCall = defineCall<{ workflowId: string; from: number; to: number | 'draft' }, WorkflowDiff>({
  method: 'GET',
  path: ({ workflowId }) => fillPath(WORKFLOW_PATHS.diff, { workflowId }),
  query: ({ from, to }) => ({ from, to }),
  notifyErrors: false,
});

/** A published version's graph made the draft, at the draft version last read. */
export const restoreCall = defineCall<{ workflowId: string; version: number; number: number }, WorkflowDraft>({
  method: 'POST',
  path: ({ workflowId }) => fillPath(WORKFLOW_PATHS.restore, { workflowId }),
  body: ({ version, number }) => ({ version, number }),
  notifyErrors: false,
});

/** The services, for the operations a test order can be entered for. */
export const serviceCalls = resourceCalls<Service>(SERVICE_RESOURCE);
