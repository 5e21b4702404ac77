import { defineServerPlugin } from '../../core/server/serverPlugin.ts';

/**
 * The resource kit's server half has no routes of its own: `public/server/defineResource.ts` makes each
 * declaring plugin's list, read, write, bulk, export and log routes under that plugin's permission keys.
 */
export default defineServerPlugin({
  id: 'resourceKit',
  routes: () => [],
});
