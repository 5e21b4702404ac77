import { fillPath } from '../../core/contract/pathTemplate.ts';
import { RESOURCE_MAX_PAGE_SIZE } from '../resourceKit/public/contract/resource.ts';
import { defineCall } from '../../core/http/callDefinition.ts';
import { resourceCalls } from '../resourceKit/public/web/resourceCalls.ts';
import { USERS_PATHS, USERS_RESOURCE } from './paths.ts';
import type {
  AddUserRequest,
  CreateRoleRequest,
  Role,
  RoleList,
  UpdateRoleRequest,
  UpdateUserRequest,
  UserDetails,
  UserListQuery,
  UserPage,
} from './contract.ts';

/**
 * The users-and-roles calls of the console; failures are reported by the screens, not as toasts. The
 * stores that make them load with the console's first page, so they carry no zod response schemas (the
 * server parses its answers through the contract).
 */
export const listUsersCall = defineCall<UserListQuery, UserPage>({
  method: 'GET',
  path: USERS_PATHS.listUsers,
  query: (input) => ({ ...input }),
  notifyErrors: false,
});

export const userDetailsCall = defineCall<string, UserDetails>({
  method: 'GET',
  path: (userId) => fillPath(USERS_PATHS.userDetails, { userId }),
  notifyErrors: false,
});

export const addUserCall = defineCall<AddUserRequest, UserDetails>({
  method: 'POST',
  path: USERS_PATHS.addUser,
  notifyErrors: false,
});

export const updateUserCall = defineCall<UpdateUserRequest, UserDetails>({
  method: 'PUT',
  path: USERS_PATHS.updateUser,
  notifyErrors: false,
});

/** The kit's calls of users: the bulk enable and disable. */
export const usersResourceCalls = resourceCalls<UserDetails>(USERS_RESOURCE);

export const forcePasswordResetCall = defineCall<string, unknown>({
  method: 'POST',
  path: (userId) => fillPath(USERS_PATHS.forcePasswordReset, { userId }),
  body: () => ({}),
  notifyErrors: false,
});

export const unlockUserCall = defineCall<string, unknown>({
  method: 'POST',
  path: (userId) => fillPath(USERS_PATHS.unlockUser, { userId }),
  body: () => ({}),
  notifyErrors: false,
});

/** One page of roles by name; `cursor` is the previous page's `nextCursor`. */
export const listRolesCall = defineCall<{ cursor?: string }, RoleList>({
  method: 'GET',
  path: USERS_PATHS.listRoles,
  query: ({ cursor }) => ({ cursor, limit: RESOURCE_MAX_PAGE_SIZE, sort: 'name', order: 'asc' }),
  notifyErrors: false,
});

export const createRoleCall = defineCall<CreateRoleRequest, Role>({
  method: 'POST',
  path: USERS_PATHS.role,
  notifyErrors: false,
});

export const updateRoleCall = defineCall<UpdateRoleRequest, Role>({
  method: 'PUT',
  path: USERS_PATHS.role,
  notifyErrors: false,
});

export const deleteRoleCall = defineCall<{ roleId: string; version: number }, unknown>({
  method: 'DELETE',
  path: ({ roleId }) => fillPath(USERS_PATHS.deleteRole, { roleId }),
  query: ({ version }) => ({ version }),
  notifyErrors: false,
});
