import { defineServerPlugin } from '../../core/server/serverPlugin.ts';
import { ENGINE_MIGRATIONS } from './server/engineMigrations.ts';
import { seedCatalogue } from './server/seed/catalogueSeed.ts';
import { servicesResource } from './server/servicesResource.ts';
import { taskTemplatesResource } from './server/taskTemplatesResource.ts';
import { workflowDraftRoutes } from './server/workflowRoutes.ts';
import { workflowsResource } from './server/workflowsResource.ts';
import { workflowVersionRoutes } from './server/workflowVersions.ts';
import { ElementGate } from './server/network/ElementGate.ts';
import { networkElementsResource } from './server/network/networkElementsResource.ts';
import { networkRoutes } from './server/network/networkRoutes.ts';
import { provisioningTemplatesResource } from './server/network/provisioningTemplatesResource.ts';
import { simulatorEndpoints } from './server/simulator/simulatorEndpoints.ts';
import { simulatorRoutes } from './server/simulator/simulatorRoutes.ts';

/**
 * The provisioning engine's server half: task templates, workflows with their draft and published
 * versions, services, network elements with their provisioning templates, and the network simulator.
 * The screens that edit and watch them are plugins of their own; what they share with this half is in
 * `core/contract/engine/`.
 */
export default defineServerPlugin({
  id: 'engine',
  migrations: ENGINE_MIGRATIONS,
  routes: (services) => {
    const network = {
      expressions: services.expressions,
      secrets: services.secrets,
      localOrigin: services.localOrigin,
      gate: new ElementGate(),
    };
    return [
      ...taskTemplatesResource(services),
      ...workflowsResource(services),
      ...workflowDraftRoutes(services),
      ...workflowVersionRoutes(services),
      ...servicesResource(services),
      ...networkElementsResource(services),
      ...provisioningTemplatesResource(services),
      ...networkRoutes(services, network),
      ...simulatorRoutes(services),
    ];
  },
  endpoints: [simulatorEndpoints],
  seed: seedCatalogue,
});
