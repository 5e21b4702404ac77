import { defineServerPlugin } from '../../core/server/serverPlugin.ts';
import { dashboardRoutes } from './server/dashboardRoutes.ts';

/** The server half of the dashboard: the figures of a window of orders and of the waiting worklist. */
export default defineServerPlugin({
  id: 'dashboard',
  dependsOn: ['engine', 'resourceKit'],
  routes: (services) => dashboardRoutes(services),
});
