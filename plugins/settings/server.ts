import { defineServerPlugin } from '../../core/server/serverPlugin.ts';
import { settingsRoutes } from './server/settingsRoutes.ts';
import { seedTenantLogos } from './server/tenantLogoSeed.ts';
import { tenantReadRoutes } from './server/tenantReadRoutes.ts';

/**
 * The tenant's settings: the settings screen's reads and changes, and the setting, style and logo every
 * signed-in user reads. The settings live on the core's tenants table, so no migrations; the seed draws
 * each tenant's first logo.
 */
export default defineServerPlugin({
  id: 'settings',
  routes: (services) => [...tenantReadRoutes(services), ...settingsRoutes(services)],
  seed: seedTenantLogos,
});
