import { defineServerPlugin } from '../../core/server/serverPlugin.ts';
import { ENGINE_MIGRATIONS } from './server/engineMigrations.ts';
import { seedCatalogue } from './server/seed/catalogueSeed.ts';
import { servicesResource } from './server/servicesResource.ts';
import { taskTemplatesResource } from './server/taskTemplatesResource.ts';
import { workflowDraftRoutes } from './server/workflowRoutes.ts';
import { workflowsResource } from './server/workflowsResource.ts';
import { workflowVersionRoutes } from './server/workflowVersions.ts';

/**
 * The provisioning engine's server half: task templates, workflows with their draft and published
 * versions, and services. The screens that edit and watch them are plugins of their own; what they share
 * with this half is in `core/contract/engine/`.
 */
export default defineServerPlugin({
  id: 'engine',
  migrations: ENGINE_MIGRATIONS,
  routes: (services) => [
    ...taskTemplatesResource(services),
    ...workflowsResource(services),
    ...workflowDraftRoutes(services),
    ...workflowVersionRoutes(services),
    ...servicesResource(services),
  ],
  seed: seedCatalogue,
});
