import { workflowReferences } from './server/workflowReferences.ts';
import { defineServerPlugin } from '../../core/server/serverPlugin.ts';
import { workflowIconRoutes } from './server/workflowIconRoutes.ts';
import { workflowDraftRoutes } from './server/workflowRoutes.ts';
import { workflowsResource } from './server/workflowsResource.ts';
import { workflowVersionRoutes } from './server/workflowVersions.ts';
import { workflowXmlRoutes } from './server/workflowXmlRoutes.ts';

/**
 * The server half of workflows: the records, their drafts (saved, validated, published as numbered
 * versions, restored, cloned), the versions with their diffs and history, XML import and export, and
 * the workflow's icon.
 */
export default defineServerPlugin({
  id: 'workflows',
  dependsOn: ['engine', 'resourceKit'],
  references: (services) => [workflowReferences(services)],
  routes: (services) => [
    ...workflowsResource(services),
    ...workflowDraftRoutes(services),
    ...workflowVersionRoutes(services),
    ...workflowXmlRoutes(services),
    ...workflowIconRoutes(services),
  ],
});
