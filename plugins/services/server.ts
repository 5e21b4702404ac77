import { serviceReferences } from './server/serviceReferences.ts';
import { defineServerPlugin } from '../../core/server/serverPlugin.ts';
import { servicesResource } from './server/servicesResource.ts';

/** The server half of services: the tenant's services and their operations, each mapped to a workflow. */
export default defineServerPlugin({
  id: 'services',
  dependsOn: ['engine', 'resourceKit'],
  references: (services) => [serviceReferences(services)],
  routes: (services) => servicesResource(services),
});
