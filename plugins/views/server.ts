import { defineServerPlugin } from '../../core/server/serverPlugin.ts';
import { gridColumnsRoutes } from './server/gridColumnsRoutes.ts';
import { viewRoutes } from './server/viewRoutes.ts';

/**
 * Saved views of the data grid and each user's columns per grid (`/views/*`): any signed-in user keeps
 * their own. The tables were made by core migrations before this plugin existed, so their migrations stay
 * the core's and the plugin brings none; their types are its own (`server/viewsTables.ts`).
 */
export default defineServerPlugin({
  id: 'views',
  routes: (services) => [...viewRoutes(services), ...gridColumnsRoutes(services)],
});
