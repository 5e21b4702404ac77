import { defineServerPlugin } from '../../core/server/serverPlugin.ts';
import { reportRoutes } from './server/reportRoutes.ts';

/** The server half of reports: each report's figures over the engine's orders, tasks and worklist, and their export. */
export default defineServerPlugin({
  id: 'reports',
  dependsOn: ['engine'],
  routes: (services) => reportRoutes(services),
});
