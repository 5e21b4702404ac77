import { defineServerPlugin } from '../../core/server/serverPlugin.ts';
import { deviceModelsResource, movementReasonsResource } from './server/configurationResources.ts';
import { INVENTORY_MIGRATIONS } from './server/inventoryTables.ts';
import { locationsResource } from './server/locationsResource.ts';

/**
 * The server half of inventory: device models and movement reasons, the location tree, items by serial
 * with the append-only movement ledger every quantity is derived from, CSV receipts, transfers,
 * requisitions and the dashboard's figures; it fills the engine's ASSIGN_STOCK step.
 */
export default defineServerPlugin({
  id: 'inventory',
  dependsOn: ['engine'],
  migrations: INVENTORY_MIGRATIONS,
  routes: (services) => [
    ...deviceModelsResource(services),
    ...movementReasonsResource(services),
    ...locationsResource(services),
  ],
});
