import { z } from 'zod';
import { permissionTreeSchema } from '../../core/contract/auth.ts';
import { landingPageSchema } from '../../core/contract/landingPage.ts';
import type { SortDirection } from '../../core/contract/pagination.ts';
import {
  resourceDeleteQuerySchema,
  resourceListQuerySchema,
  resourcePageSchema,
  resourceUpdateSchema,
} from '../resourceKit/public/contract/resourceSchemas.ts';
import {
  ROLES_RESOURCE,
  USER_STATUSES,
  USERS_RESOURCE,
  type RoleSort,
  type UserSort,
  type UserStatus,
} from './paths.ts';
import { rolePermissionsSchema } from './rolePermissions.ts';

/**
 * The users-and-roles API: two resources of the resource kit (`USERS_RESOURCE`, `ROLES_RESOURCE` in
 * paths.ts) and the user actions beside them. Request and response schemas and the permission keys;
 * imported by the console and the server, it imports nothing of either.
 *
 * Edits carry the version the client read: without it the server answers 428, with a stale one 412
 * (the failure names the current version, and carries it as `StaleVersionData`).
 */

export {
  ROLE_SORTS,
  ROLES_RESOURCE,
  TENANT_USERS_FILTER,
  USER_SORTS,
  USER_STATUSES,
  USERS_PATHS,
  USERS_PERMISSIONS,
  USERS_RESOURCE,
  type RoleSort,
  type UserSort,
  type UserStatus,
} from './paths.ts';

const ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const rowId = z.string().regex(ID_PATTERN, 'must be an id');
/** An id naming a row of the body; an unknown or foreign one is answered 404 by the server. */
const targetId = z.string().min(1).max(64);

/** The values each filter of the users listing takes (comma-separated lists, matching any value). */
export const USER_FILTER_VALUES = {
  /** ACTIVE, DISABLED. */
  status: z.enum(USER_STATUSES),
  /** Role ids. */
  roleId: rowId,
  /** Partner account ids; `tenant` names the tenant's own users. */
  accountId: z.string().min(1).max(64),
};

/**
 * The query of the users listing and export: `cursor, limit (≤ 500), sort (default name), order, q`
 * (part of the name, username or email) and the filters `status`, `roleId`, `accountId`.
 */
export const userListQuerySchema = resourceListQuerySchema(USERS_RESOURCE, { listValues: USER_FILTER_VALUES });

/** The query as the server reads it: lists split. */
export interface UserListFilters {
  cursor?: string | undefined;
  limit?: number | undefined;
  sort?: UserSort | undefined;
  order?: SortDirection | undefined;
  q?: string | undefined;
  status?: UserStatus[] | undefined;
  roleId?: string[] | undefined;
  accountId?: string[] | undefined;
}
/** The query as the console sends it: lists comma-separated. */
export type UserListQuery = Omit<UserListFilters, 'status' | 'roleId' | 'accountId'> & {
  status?: string;
  roleId?: string;
  accountId?: string;
};

export const roleRefSchema = z.object({ roleId: z.string(), name: z.string() });
export type RoleRef = z.infer<typeof roleRefSchema>;

export const userDetailsSchema = z.object({
  userId: z.string(),
  username: z.string(),
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  roles: z.array(roleRefSchema),
  /** The partner account of a partner user; null for the tenant's own users. */
  accountId: z.string().nullable(),
  accountName: z.string().nullable(),
  status: z.enum(USER_STATUSES),
  /** ISO time of the last sign-in, or null. */
  lastLoginAt: z.string().nullable(),
  landingPage: z.string(),
  developerAccess: z.boolean(),
  copyConfiguration: z.boolean(),
  /** True while the user has no password: a welcome or forced-reset link is waiting to be used. */
  passwordPending: z.boolean(),
  /** ISO time until which failed sign-ins delay the account, or null. */
  lockedUntil: z.string().nullable(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Username of the last writer; null for seeded users. */
  updatedBy: z.string().nullable().optional(),
});
export type UserDetails = z.infer<typeof userDetailsSchema>;

export const userPageSchema = resourcePageSchema(userDetailsSchema);
export type UserPage = z.infer<typeof userPageSchema>;

export const userIdParamsSchema = z.strictObject({ userId: targetId });

const username = z
  .string()
  .trim()
  .min(1)
  .max(128)
  .regex(
    /^[A-Za-z0-9][A-Za-z0-9._@+-]*$/,
    'must start with a letter or digit and hold only letters, digits and . _ @ + -',
  );
const email = z.string().trim().max(254).pipe(z.email());
const personName = z.string().trim().max(100);
const roleIds = z.array(rowId).max(50);
const accountId = z.string().min(1).max(64).nullable();

/** No password: the new user gets a link (valid 72 hours) to choose one. */
export const addUserRequestSchema = z.strictObject({
  username,
  email,
  firstname: personName.min(1),
  lastname: personName.default(''),
  landingPage: landingPageSchema.default(''),
  developerAccess: z.boolean().default(false),
  copyConfiguration: z.boolean().default(false),
  /** A partner account of the tenant makes a partner user; null (the default) a user of the tenant. */
  accountId: accountId.default(null),
  roleIds: roleIds.default([]),
});
export type AddUserRequest = z.input<typeof addUserRequestSchema>;

/**
 * The update body, from the create body: fields left out stay as they are, `roleIds`, when sent,
 * replaces the user's roles; the username never changes.
 */
export const updateUserRequestSchema = resourceUpdateSchema(addUserRequestSchema, {
  idField: 'userId',
  immutable: ['username'],
});
export type UpdateUserRequest = z.input<typeof updateUserRequestSchema>;

export const unlockResponseSchema = z.object({ userId: z.string(), lockedUntil: z.null() });

export const roleSchema = z.object({
  roleId: z.string(),
  name: z.string(),
  description: z.string(),
  permissions: permissionTreeSchema,
  /** How many users hold the role. */
  userCount: z.number().int(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Username of the last writer; null for seeded roles. */
  updatedBy: z.string().nullable().optional(),
});
export type Role = z.infer<typeof roleSchema>;

/** The query of the roles listing and export: `cursor, limit (≤ 500), sort, order, q` (name or description). */
export const roleListQuerySchema = resourceListQuerySchema(ROLES_RESOURCE);
export interface RoleListQuery {
  cursor?: string;
  limit?: number;
  sort?: RoleSort;
  order?: SortDirection;
  q?: string;
}

export const roleListSchema = resourcePageSchema(roleSchema);
export type RoleList = z.infer<typeof roleListSchema>;

const roleName = z.string().trim().min(1).max(80);
const roleDescription = z.string().trim().max(500);

/** Create with `permissions`, or clone with `cloneOf` (the copy takes that role's permissions). */
export const createRoleRequestSchema = z
  .strictObject({
    name: roleName,
    description: roleDescription.optional(),
    permissions: rolePermissionsSchema.optional(),
    cloneOf: targetId.optional(),
  })
  .superRefine((body, ctx) => {
    if ((body.permissions === undefined) === (body.cloneOf === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['permissions'],
        message: 'send either permissions (a new role) or cloneOf (a copy of that role), not both',
      });
    }
  });
export type CreateRoleRequest = z.input<typeof createRoleRequestSchema>;

/** The fields an update of a role may change. */
export const roleChangesSchema = z.strictObject({
  name: roleName,
  description: roleDescription,
  permissions: rolePermissionsSchema,
});

/** The update body: `roleId`, `version` and the fields to change (left out, they stay). */
export const updateRoleRequestSchema = resourceUpdateSchema(roleChangesSchema, { idField: 'roleId' });
export type UpdateRoleRequest = z.input<typeof updateRoleRequestSchema>;

/** The query of a role's delete: `?version=`. */
export const deleteRoleQuerySchema = resourceDeleteQuerySchema;
