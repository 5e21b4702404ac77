import { networkElementReferences, provisioningTemplateReferences } from './server/networkReferences.ts';
import { defineServerPlugin } from '../../core/server/serverPlugin.ts';
import { networkElementsResource } from './server/networkElementsResource.ts';
import { networkRoutes } from './server/networkRoutes.ts';
import { provisioningTemplatesResource } from './server/provisioningTemplatesResource.ts';

/**
 * The server half of networks: network elements with their credentials, their provisioning templates,
 * a health check of an element and a test call of a template (through the engine's calls).
 */
export default defineServerPlugin({
  id: 'networks',
  dependsOn: ['engine', 'resourceKit'],
  references: (services) => [networkElementReferences(services), provisioningTemplateReferences(services)],
  routes: (services) => [
    ...networkElementsResource(services),
    ...provisioningTemplatesResource(services),
    ...networkRoutes(services),
  ],
});
