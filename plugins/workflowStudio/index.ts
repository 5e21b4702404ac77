import { ORDER_PERMISSIONS, WORKFLOW_PERMISSIONS } from '../engine/public/contract/enginePaths.ts';
import { definePlugin } from '../../core/plugin/manifest.ts';
import { redirectKeepingQuery } from '../../core/workspace/redirectKeepingQuery.tsx';
import { WorkflowStudioIcon } from './icons.tsx';
import { workflowStudioModule } from './module.ts';
import { OpenDraft } from './OpenDraft.ts';
import { LEGACY_STUDIO_PATH, WORKFLOW_STUDIO_PATH } from './paths.ts';
import { preloadWorkflowStudio } from './studioPreload.ts';

/** Studio › Workflow: the graph editor of a workflow's draft, its checks and its publishing. */
export default definePlugin({
  id: 'workflowStudio',
  helpPages: [{ slug: 'studio', order: 30, load: () => import('./help/studio.md?raw') }],
  dependsOn: ['engine', 'forms', 'resourceKit'],
  module: workflowStudioModule,
  routes: [
    {
      id: 'workflow-studio',
      path: WORKFLOW_STUDIO_PATH,
      title: 'Workflow studio',
      permission: WORKFLOW_PERMISSIONS.read,
      layout: 'none',
      load: () => import('./pages/WorkflowStudioPage.tsx'),
      preload: preloadWorkflowStudio,
    },
    {
      id: 'workflow-studio-legacy',
      path: LEGACY_STUDIO_PATH,
      title: 'Workflow studio',
      permission: WORKFLOW_PERMISSIONS.read,
      layout: 'none',
      landing: false,
      load: redirectKeepingQuery(WORKFLOW_STUDIO_PATH),
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
  entitySearches: [
    {
      id: 'workflows',
      title: 'Workflows',
      permission: WORKFLOW_PERMISSIONS.read,
      search: async (query, ctx, signal) => (await import('./workflowLookup.ts')).searchWorkflows(query, ctx, signal),
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
    {
      id: 'workflowStudio.publish',
      title: 'Publish the open draft',
      category: 'Workflow studio',
      keywords: ['release', 'new version', 'studio'],
      keybinding: 'mod+shift+p',
      permission: WORKFLOW_PERMISSIONS.update,
      when: (ctx) => ctx.pathname === WORKFLOW_STUDIO_PATH && ctx.get<OpenDraft>(OpenDraft).editable,
      run: (ctx) => ctx.get<OpenDraft>(OpenDraft).request('publish'),
    },
    {
      id: 'workflowStudio.testRun',
      title: 'Run a test order on the open workflow',
      category: 'Workflow studio',
      keywords: ['test', 'try', 'simulate', 'studio'],
      keybinding: 't',
      permission: ORDER_PERMISSIONS.create,
      when: (ctx) => ctx.pathname === WORKFLOW_STUDIO_PATH && ctx.get<OpenDraft>(OpenDraft).workflowName !== null,
      run: (ctx) => ctx.get<OpenDraft>(OpenDraft).request('testRun'),
    },
  ],
});
