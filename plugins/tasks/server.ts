import { taskTemplateReferences } from './server/taskTemplateReferences.ts';
import { defineServerPlugin } from '../../core/server/serverPlugin.ts';
import { taskTemplatesResource } from './server/taskTemplatesResource.ts';

/** The server half of tasks: the task templates workflow steps run. */
export default defineServerPlugin({
  id: 'tasks',
  dependsOn: ['engine', 'resourceKit'],
  references: (services) => [taskTemplateReferences(services)],
  routes: (services) => taskTemplatesResource(services),
});
