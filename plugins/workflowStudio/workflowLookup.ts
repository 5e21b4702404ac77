import { resourceLookup } from '../../core/resource/resourceLookup.ts';
import { workflowCalls } from './calls.ts';
import { studioHref } from './paths.ts';

/** "Open workflow…": the workflows the server finds for what was typed, each opening in the studio. */
export const workflowLookupItems = resourceLookup(workflowCalls, (workflow) => ({
  id: workflow.workflowId,
  title: workflow.name,
  subtitle: `${workflow.latestVersion ? `Version ${workflow.latestVersion}` : 'Never published'}${
    workflow.draftChanged ? ' · draft changed' : ''
  } · ${workflow.stepCount} steps`,
  href: studioHref(workflow.name),
}));
