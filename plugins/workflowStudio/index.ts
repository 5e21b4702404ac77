import { WORKFLOW_PERMISSIONS } from '../../core/contract/engine/enginePaths.ts';
import { definePlugin } from '../../core/plugin/manifest.ts';
import { WorkflowStudioIcon } from './icons.tsx';
import { LEGACY_STUDIO_PATH, WORKFLOW_STUDIO_PATH } from './paths.ts';

/** Studio › Workflow: the graph editor of a workflow's draft, its checks and its publishing. */
export default definePlugin({
  id: 'workflowStudio',
  routes: [
    {
      id: 'workflow-studio',
      path: WORKFLOW_STUDIO_PATH,
      title: 'Workflow studio',
      permission: WORKFLOW_PERMISSIONS.read,
      layout: 'none',
      load: () => import('./pages/WorkflowStudioPage.tsx'),
    },
    {
      id: 'workflow-studio-legacy',
      path: LEGACY_STUDIO_PATH,
      title: 'Workflow studio',
      permission: WORKFLOW_PERMISSIONS.read,
      layout: 'none',
      landing: false,
      load: () => import('./pages/LegacyStudioRedirect.tsx'),
    },
  ],
  nav: [
    {
      id: 'workflow-studio',
      section: 'studio',
      title: 'Workflow',
      icon: WorkflowStudioIcon,
      routeId: 'workflow-studio',
      order: 10,
    },
  ],
  commands: [
    {
      id: 'workflowStudio.open',
      title: 'Open workflow…',
      category: 'Workflow studio',
      keywords: ['studio', 'edit workflow', 'draft', 'design'],
      permission: WORKFLOW_PERMISSIONS.read,
      page: {
        placeholder: 'Workflow name',
        items: async (query, ctx) => (await import('./workflowLookup.ts')).workflowLookupItems(query, ctx),
      },
    },
  ],
});
