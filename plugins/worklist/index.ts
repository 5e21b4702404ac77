import { WORKLIST_PERMISSIONS } from '../engine/public/contract/enginePaths.ts';
import { definePlugin } from '../../core/plugin/manifest.ts';
import { WorklistIcon } from './icons.tsx';
import { WORKLIST_PATH, WORKLIST_VIEW_PARAM } from './paths.ts';

export default definePlugin({
  id: 'worklist',
  dependsOn: ['engine', 'forms', 'resourceKit'],
  routes: [
    {
      id: 'worklist',
      path: WORKLIST_PATH,
      title: 'Worklist',
      permission: WORKLIST_PERMISSIONS.read,
      layout: 'main',
      legacyLanding: ['/worklist'],
      load: () => import('./pages/WorklistPage.tsx'),
    },
  ],
  nav: [
    {
      id: 'worklist',
      section: 'monitor',
      title: 'Worklist',
      icon: WorklistIcon,
      routeId: 'worklist',
      order: 20,
      keybinding: 'g w',
    },
  ],
  commands: [
    {
      id: 'worklist.mine',
      title: 'My worklist items',
      category: 'Worklist',
      keywords: ['claimed', 'assigned to me', 'tasks'],
      permission: WORKLIST_PERMISSIONS.read,
      run: (ctx) => ctx.navigate(`${WORKLIST_PATH}?${WORKLIST_VIEW_PARAM}=mine`),
    },
    {
      id: 'worklist.groups',
      title: "My groups' worklist items",
      category: 'Worklist',
      keywords: ['team', 'offered', 'open items'],
      permission: WORKLIST_PERMISSIONS.read,
      run: (ctx) => ctx.navigate(`${WORKLIST_PATH}?${WORKLIST_VIEW_PARAM}=groups`),
    },
  ],
});
