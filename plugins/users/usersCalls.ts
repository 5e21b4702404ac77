import { defineCall } from '../../core/http/callDefinition.ts';
import {
  USERS_PATHS,
  roleListSchema,
  roleSchema,
  userDetailsSchema,
  userPageSchema,
  type AddUserRequest,
  type CreateRoleRequest,
  type Role,
  type RoleList,
  type UpdateRoleRequest,
  type UpdateUserRequest,
  type UserDetails,
  type UserListQuery,
  type UserPage,
} from './contract.ts';

/** The users-and-roles calls of the console; failures are reported by the screens, not as toasts. */
export const listUsersCall = defineCall<UserListQuery, UserPage>({
  method: 'GET',
  path: USERS_PATHS.listUsers,
  query: (input) => ({ ...input }),
  responseSchema: userPageSchema,
  notifyErrors: false,
});

export const userDetailsCall = defineCall<string, UserDetails>({
  method: 'GET',
  path: (userId) => USERS_PATHS.userDetails(userId),
  responseSchema: userDetailsSchema,
  notifyErrors: false,
});

export const addUserCall = defineCall<AddUserRequest, UserDetails>({
  method: 'POST',
  path: USERS_PATHS.addUser,
  responseSchema: userDetailsSchema,
  notifyErrors: false,
});

export const updateUserCall = defineCall<UpdateUserRequest, UserDetails>({
  method: 'PUT',
  path: USERS_PATHS.updateUser,
  responseSchema: userDetailsSchema,
  notifyErrors: false,
});

interface VersionedUser {
  userId: string;
  version: number;
}

export const enableUserCall = defineCall<VersionedUser, UserDetails>({
  method: 'PUT',
  path: ({ userId }) => USERS_PATHS.enableUser(userId),
  body: ({ version }) => ({ version }),
  responseSchema: userDetailsSchema,
  notifyErrors: false,
});

export const disableUserCall = defineCall<VersionedUser, UserDetails>({
  method: 'PUT',
  path: ({ userId }) => USERS_PATHS.disableUser(userId),
  body: ({ version }) => ({ version }),
  responseSchema: userDetailsSchema,
  notifyErrors: false,
});

export const forcePasswordResetCall = defineCall<string, unknown>({
  method: 'POST',
  path: (userId) => USERS_PATHS.forcePasswordReset(userId),
  body: () => ({}),
  notifyErrors: false,
});

export const unlockUserCall = defineCall<string, unknown>({
  method: 'POST',
  path: (userId) => USERS_PATHS.unlockUser(userId),
  body: () => ({}),
  notifyErrors: false,
});

export const listRolesCall = defineCall<void, RoleList>({
  method: 'GET',
  path: USERS_PATHS.listRoles,
  responseSchema: roleListSchema,
  notifyErrors: false,
});

export const createRoleCall = defineCall<CreateRoleRequest, Role>({
  method: 'POST',
  path: USERS_PATHS.role,
  responseSchema: roleSchema,
  notifyErrors: false,
});

export const updateRoleCall = defineCall<UpdateRoleRequest, Role>({
  method: 'PUT',
  path: USERS_PATHS.role,
  responseSchema: roleSchema,
  notifyErrors: false,
});

export const deleteRoleCall = defineCall<{ roleId: string; version: number }, unknown>({
  method: 'DELETE',
  path: ({ roleId }) => USERS_PATHS.deleteRole(roleId),
  query: ({ version }) => ({ version }),
  notifyErrors: false,
});
