import { defineServerPlugin } from '../../core/server/serverPlugin.ts';
import { StepTypes } from '../engine/public/server/StepTypes.ts';
import { NotificationSources } from '../notifications/public/server/NotificationSources.ts';
import { dashboardRoute } from './server/dashboardRoute.ts';
import { deviceModelsResource, movementReasonsResource } from './server/configurationResources.ts';
import { deviceModelReferences, locationReferences, movementReasonReferences } from './server/inventoryReferences.ts';
import { seedInventory } from './server/inventorySeed.ts';
import { INVENTORY_MIGRATIONS } from './server/inventoryTables.ts';
import { itemRoutes } from './server/itemRoutes.ts';
import { itemsResource } from './server/itemsResource.ts';
import { locationsResource } from './server/locationsResource.ts';
import { stockAlertSource } from './server/stockAlertSource.ts';
import { stockSteps } from './server/stockSteps.ts';
import { movementsResource } from './server/movementsResource.ts';
import { requisitionRoutes } from './server/requisitionRoutes.ts';
import { requisitionsResource } from './server/requisitionsResource.ts';
import { transferRoutes } from './server/transferRoutes.ts';
import { transfersResource } from './server/transfersResource.ts';

/**
 * The server half of inventory: device models and movement reasons, the location tree, items by serial
 * with the append-only movement ledger every quantity is derived from, CSV receipts, transfers,
 * requisitions and the dashboard's figures; it fills the engine's ASSIGN_STOCK step and tells the
 * notifications when a location's stock falls below its threshold.
 */
export default defineServerPlugin({
  id: 'inventory',
  dependsOn: ['engine', 'notifications', 'resourceKit'],
  migrations: INVENTORY_MIGRATIONS,
  routes: (services) => {
    services.get(StepTypes).register('ASSIGN_STOCK', stockSteps);
    services.get(NotificationSources).register(stockAlertSource);
    return [
      ...deviceModelsResource(services),
      ...movementReasonsResource(services),
      ...locationsResource(services),
      ...itemRoutes(services),
      ...itemsResource(services),
      ...movementsResource(services),
      ...transferRoutes(services),
      ...transfersResource(services),
      ...requisitionRoutes(services),
      ...requisitionsResource(services),
      dashboardRoute(services),
    ];
  },
  references: (services) => [
    deviceModelReferences(services),
    locationReferences(services),
    movementReasonReferences(services),
  ],
  seed: seedInventory,
});
