import { DASHBOARD_PATH, DASHBOARD_PERMISSIONS } from './paths.ts';
import { preloadDashboard } from './dashboardPreload.ts';
import { definePlugin } from '../../core/plugin/manifest.ts';
import { DashboardIcon } from './icons.tsx';

export default definePlugin({
  id: 'dashboard',
  helpPages: [{ slug: 'dashboard', order: 10, load: () => import('./help/dashboard.md?raw') }],
  dependsOn: ['engine', 'resourceKit'],
  routes: [
    {
      id: 'dashboard',
      path: DASHBOARD_PATH,
      title: 'Dashboard',
      permission: DASHBOARD_PERMISSIONS.read,
      layout: 'main',
      load: () => import('./pages/DashboardPage.tsx'),
      preload: preloadDashboard,
    },
  ],
  nav: [
    {
      id: 'dashboard',
      section: 'dashboard',
      title: 'Dashboard',
      icon: DashboardIcon,
      routeId: 'dashboard',
      keybinding: 'g d',
    },
  ],
  commands: [],
});
