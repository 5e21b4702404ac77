import { defineServerPlugin } from '../../core/server/serverPlugin.ts';
import { auditRoutes } from './server/auditRoutes.ts';

/** Configuration Logs: the server core's audit log, read-only. The table is the core's, so no migrations. */
export default defineServerPlugin({
  id: 'configurationLogs',
  routes: (services) => auditRoutes(services),
});
