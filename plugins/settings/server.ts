import { defineServerPlugin } from '../../core/server/serverPlugin.ts';
import { settingsRoutes } from './server/settingsRoutes.ts';

/** The tenant's settings screen. The settings live on the core's tenants table, so no migrations. */
export default defineServerPlugin({
  id: 'settings',
  routes: (services) => settingsRoutes(services),
});
