import { defineServerPlugin } from '../../core/server/serverPlugin.ts';
import { roleRoutes } from './server/roleRoutes.ts';
import { userActionRoutes } from './server/userActionRoutes.ts';
import { userRoutes } from './server/userRoutes.ts';
import { createUsersDeps } from './server/usersDeps.ts';

/** Users and roles of the tenant. Their tables are the core's (sign-in reads them), so no migrations. */
export default defineServerPlugin({
  id: 'users',
  routes(services) {
    const deps = createUsersDeps(services);
    return [...userRoutes(deps), ...userActionRoutes(deps), ...roleRoutes(deps)];
  },
});
