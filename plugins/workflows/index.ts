import { WORKFLOW_PERMISSIONS } from '../engine/public/contract/enginePaths.ts';
import { workflowStudioHref } from '../engine/public/web/studioLinks.ts';
import { definePlugin } from '../../core/plugin/manifest.ts';
import { WorkflowsIcon } from './icons.tsx';
import { NEW_WORKFLOW_PARAM, WORKFLOWS_PATH } from './paths.ts';

/** Configure › Workflows: the tenant's workflows, their published versions and drafts. */
export default definePlugin({
  id: 'workflows',
  helpPages: [{ slug: 'configure', order: 40, load: () => import('./help/configure.md?raw') }],
  dependsOn: ['engine', 'resourceKit'],
  routes: [
    {
      id: 'workflows',
      path: WORKFLOWS_PATH,
      title: 'Workflows',
      permission: WORKFLOW_PERMISSIONS.read,
      layout: 'main',
      legacyLanding: ['/workflow'],
      load: () => import('./pages/WorkflowsPage.tsx'),
    },
  ],
  nav: [
    { id: 'workflows', section: 'configure', title: 'Workflows', icon: WorkflowsIcon, routeId: 'workflows', order: 10 },
  ],
  referenceLinks: [{ kind: 'workflow', href: ({ name }) => workflowStudioHref(name) }],
  commands: [
    {
      id: 'workflows.create',
      title: 'Create workflow',
      category: 'Workflows',
      keywords: ['process', 'flow', 'draft'],
      permission: WORKFLOW_PERMISSIONS.create,
      run: ({ navigate }) => navigate(`${WORKFLOWS_PATH}?${NEW_WORKFLOW_PARAM.name}=${NEW_WORKFLOW_PARAM.value}`),
    },
  ],
});
