import { TASK_TEMPLATE_PERMISSIONS } from '../engine/public/contract/enginePaths.ts';
import { definePlugin } from '../../core/plugin/manifest.ts';
import { TasksIcon } from './icons.tsx';
import { TASKS_PATH } from './paths.ts';

/** Configure › Tasks: the task templates workflow steps run. */
export default definePlugin({
  id: 'tasks',
  dependsOn: ['engine', 'resourceKit'],
  routes: [
    {
      id: 'tasks',
      path: TASKS_PATH,
      title: 'Tasks',
      permission: TASK_TEMPLATE_PERMISSIONS.read,
      layout: 'main',
      load: () => import('./pages/TaskTemplatesPage.tsx'),
    },
  ],
  nav: [{ id: 'tasks', section: 'configure', title: 'Tasks', icon: TasksIcon, routeId: 'tasks', order: 30 }],
  referenceLinks: [
    { kind: 'taskTemplate', href: ({ id }) => (id ? `${TASKS_PATH}?edit=${encodeURIComponent(id)}` : null) },
  ],
  commands: [
    {
      id: 'tasks.create',
      title: 'Create task template',
      category: 'Tasks',
      keywords: ['task', 'step', 'retry policy', 'http call', 'human'],
      permission: TASK_TEMPLATE_PERMISSIONS.create,
      run: ({ navigate }) => navigate(`${TASKS_PATH}?new=1`),
    },
  ],
});
