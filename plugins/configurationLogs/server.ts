import { defineServerPlugin } from '../../core/server/serverPlugin.ts';
import { auditFiltersRoute } from './server/auditFiltersRoute.ts';
import { auditResourceRoutes } from './server/auditResource.ts';

/**
 * Configuration Logs: the server core's audit log, read-only, as a resource of the resource kit, and the
 * filter choices. The table is the core's, so no migrations.
 */
export default defineServerPlugin({
  id: 'configurationLogs',
  dependsOn: ['resourceKit'],
  routes: (services) => [...auditResourceRoutes(services), auditFiltersRoute(services)],
});
