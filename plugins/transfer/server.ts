import { defineServerPlugin } from '../../core/server/serverPlugin.ts';
import { bundleRoutes } from './server/bundleRoutes.ts';
import { copyItemsRoute } from './server/copyItemsRoute.ts';
import { copyEventsResource } from './server/copyEventsResource.ts';
import { TRANSFER_MIGRATIONS } from './server/copyEventsTable.ts';
import { transferRoutes } from './server/transferRoutes.ts';

/**
 * The server half of Transfer: configuration copied to another tenant the user administers too, through
 * the map of references (the closure of a selection, a dry run, an all-or-nothing apply), and the copy
 * events of both tenants.
 */
export default defineServerPlugin({
  id: 'transfer',
  dependsOn: ['resourceKit'],
  migrations: TRANSFER_MIGRATIONS,
  routes: (services) => [
    ...transferRoutes(services),
    copyItemsRoute(services),
    ...bundleRoutes(services),
    ...copyEventsResource(services),
  ],
});
