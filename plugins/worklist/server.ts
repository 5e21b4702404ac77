import { defineServerPlugin } from '../../core/server/serverPlugin.ts';
import { worklistResource } from './server/worklistResource.ts';
import { worklistRoutes } from './server/worklistRoutes.ts';

/** The server half of the worklist: its items, their changes (through the engine's), comments and upload. */
export default defineServerPlugin({
  id: 'worklist',
  dependsOn: ['engine', 'resourceKit'],
  routes: (services) => [...worklistResource(services), ...worklistRoutes(services)],
});
