import type { ServerPlugin } from '../serverPlugin.ts';
import { viewRoutes } from './viewRoutes.ts';

/** Saved views of the data grid. Every grid uses them, so they are core; the table is a core migration. */
export const viewsPlugin: ServerPlugin = {
  id: 'views',
  routes: (services) => viewRoutes(services),
};
