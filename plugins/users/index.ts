import { definePlugin } from '../../core/plugin/manifest.ts';
import { USERS_PERMISSIONS } from './paths.ts';
import { RolesStore } from './RolesStore.ts';
import { UsersIcon } from './UsersIcon.tsx';
import { USERS_PATH, usersLinks } from './usersLinks.ts';
import { usersModule } from './usersModule.ts';

/** Users and roles (issue 4): who may sign in, and what each role may do. */
export default definePlugin({
  id: 'users',
  dependsOn: ['resourceKit'],
  helpPages: [{ slug: 'users', order: 100, load: () => import('./help/users.md?raw') }],
  module: usersModule,
  routes: [
    {
      id: 'users',
      path: USERS_PATH,
      title: 'Users',
      permission: USERS_PERMISSIONS.read,
      layout: 'main',
      load: () => import('./pages/UsersPage.tsx'),
    },
  ],
  nav: [{ id: 'users', section: 'users', title: 'Users', icon: UsersIcon, routeId: 'users' }],
  referenceLinks: [{ kind: 'role', href: ({ id }) => (id ? usersLinks.role(id) : null) }],
  commands: [
    {
      id: 'users.createUser',
      title: 'Create user',
      category: 'Users',
      keywords: ['add user', 'new user', 'invite', 'account'],
      permission: USERS_PERMISSIONS.create,
      run: ({ navigate }) => navigate(usersLinks.createUser),
    },
    {
      id: 'users.createRole',
      title: 'Create role',
      category: 'Users',
      keywords: ['add role', 'new role', 'permissions', 'access'],
      permission: USERS_PERMISSIONS.create,
      run: ({ navigate }) => navigate(usersLinks.createRole),
    },
    {
      id: 'users.openRole',
      title: 'Open role …',
      category: 'Users',
      keywords: ['role', 'permissions', 'access', 'matrix'],
      permission: USERS_PERMISSIONS.read,
      page: {
        placeholder: 'Role name',
        async items(query, ctx) {
          const store = ctx.get<RolesStore>(RolesStore);
          const roles = store.roles.length > 0 ? store.roles : await store.load();
          const needle = query.trim().toLowerCase();
          return roles
            .filter((role) => role.name.toLowerCase().includes(needle))
            .map((role) => ({
              id: role.roleId,
              title: role.name,
              subtitle: `${role.userCount} user${role.userCount === 1 ? '' : 's'}`,
              run: ({ navigate }) => navigate(usersLinks.role(role.roleId)),
            }));
        },
      },
    },
  ],
});
