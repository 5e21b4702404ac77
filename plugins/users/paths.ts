/**
 * Permission keys, REST paths and plain constants of users and roles. Free of zod, so the plugin's
 * manifest and calls (loaded with the console's first page) stay light; contract.ts re-exports them
 * beside the schemas.
 */
import { resourcePermissions, type ResourceDescriptor } from '../resourceKit/public/contract/resource.ts';

export const USERS_PERMISSIONS = {
  read: 'users:r',
  create: 'users:c',
  update: 'users:u',
  delete: 'users:d',
} as const;

export const USERS_PATHS = {
  /** GET, users:r: a page of the tenant's users (query: userListQuerySchema). */
  listUsers: '/user/getAllUserDetails',
  /** GET, users:r. */
  userDetails: '/user/getUserDetails/:userId',
  /** POST, users:c: creates a user and mails a link to choose a password. */
  addUser: '/user/addUser',
  /** PUT, users:u: changes a user's fields and roles. */
  updateUser: '/user/updateUser',
  /** POST, users:u: ends the user's sessions, clears the password and mails a reset link. */
  forcePasswordReset: '/user/forcePasswordReset/:userId',
  /** POST, users:u: forgets the failed sign-ins that delay the account. */
  unlockUser: '/user/unlock/:userId',
  /** GET, users:r: a page of the tenant's roles (the kit's list: at most 500 a page). */
  listRoles: '/user/getAllRoleDetails',
  /** POST, users:c: creates or clones a role. PUT, users:u: changes one. */
  role: '/user/role',
  /** DELETE, users:d, query `?version=`: refused with 409 while users hold the role. */
  deleteRole: '/user/deleteRole/:roleId',
} as const;

/**
 * Users and roles as resources of the resource kit (`core/contract/resource.ts`): the server registers
 * their routes from these descriptors, the console's resource pages build their calls from them.
 */
export const USERS_RESOURCE: ResourceDescriptor<UserSort, 'status' | 'roleId' | 'accountId'> = {
  entity: 'user',
  plural: 'users',
  idField: 'userId',
  paths: {
    list: '/user/getAllUserDetails',
    get: USERS_PATHS.userDetails,
    create: '/user/addUser',
    update: '/user/updateUser',
    bulk: '/user/bulkUpdateUsers',
    export: '/user/exportUsers',
  },
  permissions: resourcePermissions('users'),
  sorts: ['name', 'username', 'email', 'status', 'lastLogin'],
  filters: { status: 'list', roleId: 'list', accountId: 'list' },
  toggle: { field: 'status', enabled: 'ACTIVE', disabled: 'DISABLED' },
  accountField: 'accountId',
};

export const ROLE_SORTS = ['name', 'userCount', 'updatedAt'] as const;
export type RoleSort = (typeof ROLE_SORTS)[number];

export const ROLES_RESOURCE: ResourceDescriptor<RoleSort, never> = {
  entity: 'role',
  plural: 'roles',
  idField: 'roleId',
  paths: {
    list: '/user/getAllRoleDetails',
    get: '/user/role/:roleId',
    create: '/user/role',
    update: '/user/role',
    delete: USERS_PATHS.deleteRole,
    bulk: '/user/role/bulk',
    export: '/user/role/export',
  },
  permissions: resourcePermissions('users'),
  sorts: ['name', 'userCount', 'updatedAt'],
  filters: {},
};

export const USER_STATUSES = ['ACTIVE', 'DISABLED'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const USER_SORTS = ['name', 'username', 'email', 'status', 'lastLogin'] as const;
export type UserSort = (typeof USER_SORTS)[number];

/** The account filter value naming the tenant's own (non-partner) users. */
export const TENANT_USERS_FILTER = 'tenant';
