import { resourceLookup, resourceSearch, type LookupItem } from '../resourceKit/public/web/resourceLookup.ts';
import type { Workflow } from '../engine/public/contract/workflow.ts';
import { workflowCalls } from './calls.ts';
import { studioHref } from './paths.ts';

function workflowItem(workflow: Workflow): LookupItem {
  return {
    id: workflow.workflowId,
    title: workflow.name,
    subtitle: `${workflow.latestVersion ? `Version ${workflow.latestVersion}` : 'Never published'}${
      workflow.draftChanged ? ' · draft changed' : ''
    } · ${workflow.stepCount} steps`,
    href: studioHref(workflow.name),
  };
}

/** "Open workflow…": the workflows the server finds for what was typed, each opening in the studio. */
export const workflowLookupItems = resourceLookup(workflowCalls, workflowItem);

/** The palette's top level: workflows by name or description, each opening in the studio. */
export const searchWorkflows = resourceSearch(workflowCalls, workflowItem);
