import type { ServerPlugin } from '../serverPlugin.ts';
import { gridColumnsRoutes } from './gridColumnsRoutes.ts';
import { viewRoutes } from './viewRoutes.ts';

/**
 * Saved views of the data grid and each user's columns per grid. Every grid uses them, so they are
 * core; their tables are core migrations.
 */
export const viewsPlugin: ServerPlugin = {
  id: 'views',
  routes: (services) => [...viewRoutes(services), ...gridColumnsRoutes(services)],
};
