import { defineServerPlugin } from '../../core/server/serverPlugin.ts';
import { roleReferences } from './server/roleReferences.ts';
import { rolesResourceRoutes } from './server/rolesResource.ts';
import { userActionRoutes } from './server/userActionRoutes.ts';
import { usersResourceRoutes } from './server/usersResource.ts';
import { createUsersDeps } from './server/usersDeps.ts';
import { seedUsers } from './server/usersSeed.ts';

/**
 * Users and roles of the tenant: two resources of the resource kit, and the user actions beside them.
 * Their tables are the core's (sign-in reads them), so no migrations. Its seed writes the roles beside the
 * core's Administrator and the demo users.
 */
export default defineServerPlugin({
  id: 'users',
  dependsOn: ['account', 'resourceKit'],
  routes(services) {
    const deps = createUsersDeps(services);
    return [...usersResourceRoutes(deps), ...userActionRoutes(deps), ...rolesResourceRoutes(deps)];
  },
  references: () => [roleReferences],
  seed: seedUsers,
});
