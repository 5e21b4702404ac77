import { defineServerPlugin } from '../../core/server/serverPlugin.ts';
import { bundleRoutes } from './server/bundleRoutes.ts';
import { copyGrantRoutes } from './server/copyGrantRoutes.ts';
import { seedCopyGrants } from './server/copyGrantsSeed.ts';
import { copyItemsRoute } from './server/copyItemsRoute.ts';
import { copyEventsResource } from './server/copyEventsResource.ts';
import { TRANSFER_MIGRATIONS } from './server/copyEventsTable.ts';
import { transferRoutes } from './server/transferRoutes.ts';

/**
 * The server half of Transfer: configuration copied to another tenant that accepts copies from the user
 * (its copy grants), through the map of references (the closure of a selection, a dry run, an
 * all-or-nothing apply), and the copy events of both tenants. It seeds after the users plugin, whose demo
 * users the demo's grants name.
 */
export default defineServerPlugin({
  id: 'transfer',
  dependsOn: ['resourceKit', 'users'],
  migrations: TRANSFER_MIGRATIONS,
  routes: (services) => [
    ...transferRoutes(services),
    copyItemsRoute(services),
    ...bundleRoutes(services),
    ...copyEventsResource(services),
    ...copyGrantRoutes(services),
  ],
  seed: seedCopyGrants,
});
