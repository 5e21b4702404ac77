import { definePlugin } from '../../core/plugin/manifest.ts';
import { viewsModule } from './module.ts';

/**
 * Saved views of the data grid and each user's column layout per grid, kept on the server: a Views menu in
 * every grid's toolbar, and columns that outlive signing out. No screen of its own: it fills the grid's
 * extension points (`GridViews`, `GridPreferences`), so no other plugin needs to declare it.
 */
export default definePlugin({
  id: 'views',
  module: viewsModule,
  routes: [],
  nav: [],
  commands: [],
});
