import { WORKFLOW_PATHS, WORKFLOW_RESOURCE } from '../engine/public/contract/enginePaths.ts';
import type { Workflow } from '../engine/public/contract/workflow.ts';
import { fillPath } from '../../core/contract/pathTemplate.ts';
import { defineCall } from '../../core/http/callDefinition.ts';
import { resourceCalls } from '../../core/resource/resourceCalls.ts';
import type { FormBody } from '../../core/resource/resourceFields.ts';

export const workflowCalls = resourceCalls<Workflow, FormBody, FormBody>(WORKFLOW_RESOURCE);

/** A copy of a workflow (its draft and settings, no versions) under a new name. */
export const cloneWorkflowCall = defineCall<{ workflowId: string; name: string }, Workflow>({
  method: 'POST',
  path: ({ workflowId }) => fillPath(WORKFLOW_PATHS.clone, { workflowId }),
  body: ({ name }) => ({ name }),
  notifyErrors: false,
});

/** Uploads a workflow's icon (a data URL); the server checks it and cleans an SVG. */
export const uploadWorkflowIconCall = defineCall<{ workflowId: string; dataUrl: string }, Workflow>({
  method: 'PUT',
  path: ({ workflowId }) => fillPath(WORKFLOW_PATHS.icon, { workflowId }),
  body: ({ dataUrl }) => ({ dataUrl }),
  notifyErrors: false,
});

export const removeWorkflowIconCall = defineCall<{ workflowId: string }, Workflow>({
  method: 'DELETE',
  path: ({ workflowId }) => fillPath(WORKFLOW_PATHS.icon, { workflowId }),
  notifyErrors: false,
});
