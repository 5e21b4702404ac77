import { z } from 'zod';
import { anyOf } from '../../core/contract/queryLists.ts';
import { permissionTreeSchema } from '../../core/contract/auth.ts';
import { landingPageSchema } from '../../core/contract/landingPage.ts';
import { SORT_DIRECTIONS, keysetPageSchema, pageQueryFields } from '../../core/contract/pagination.ts';
import { USER_SORTS, USER_STATUSES } from './paths.ts';
import { rolePermissionsSchema } from './rolePermissions.ts';

/**
 * The users-and-roles API (issue 4): paths under /proactive/rest, request and response schemas, and
 * the permission keys. Imported by the console and the server; it imports nothing of either.
 *
 * Edits carry the version the client read: without it the server answers 428, with a stale one 412
 * (the failure names the current version; reload and try again).
 */

export {
  TENANT_USERS_FILTER,
  USER_SORTS,
  USER_STATUSES,
  USERS_PATHS,
  USERS_PERMISSIONS,
  type UserSort,
  type UserStatus,
} from './paths.ts';

const ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const rowId = z.string().regex(ID_PATTERN, 'must be an id');
/** An id naming a row of the body; an unknown or foreign one is answered 404 by the server. */
const targetId = z.string().min(1).max(64);
const version = z.number().int().min(1);

export const userListQuerySchema = z.strictObject({
  ...pageQueryFields,
  /** Default `name` (first name, then last name). */
  sort: z.enum(USER_SORTS).optional(),
  /** Default `asc`. */
  order: z.enum(SORT_DIRECTIONS).optional(),
  /** Part of the name, username or email, without case. */
  q: z.string().trim().max(200).optional(),
  /** Users in any of these statuses, comma-separated. */
  status: anyOf(z.enum(USER_STATUSES)).optional(),
  /** Users holding any of these roles, comma-separated. */
  roleId: anyOf(rowId).optional(),
  /** Users of any of these partner accounts, comma-separated; `tenant` names the tenant's own users. */
  accountId: anyOf(z.string().min(1).max(64)).optional(),
});
/** The query as the server reads it: lists split. */
export type UserListFilters = z.output<typeof userListQuerySchema>;
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
});
export type UserDetails = z.infer<typeof userDetailsSchema>;

export const userPageSchema = keysetPageSchema(userDetailsSchema);
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

/** Fields left out stay as they are; `roleIds`, when sent, replaces the user's roles. */
export const updateUserRequestSchema = z.strictObject({
  userId: targetId,
  version: version.optional(),
  email: email.optional(),
  firstname: personName.min(1).optional(),
  lastname: personName.optional(),
  landingPage: landingPageSchema.optional(),
  developerAccess: z.boolean().optional(),
  copyConfiguration: z.boolean().optional(),
  accountId: accountId.optional(),
  roleIds: roleIds.optional(),
});
export type UpdateUserRequest = z.input<typeof updateUserRequestSchema>;

export const userStatusRequestSchema = z.strictObject({ version: version.optional() });
export type UserStatusRequest = z.input<typeof userStatusRequestSchema>;

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
});
export type Role = z.infer<typeof roleSchema>;

export const roleListSchema = z.object({ items: z.array(roleSchema) });
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

export const updateRoleRequestSchema = z.strictObject({
  roleId: targetId,
  version: version.optional(),
  name: roleName.optional(),
  description: roleDescription.optional(),
  permissions: rolePermissionsSchema.optional(),
});
export type UpdateRoleRequest = z.input<typeof updateRoleRequestSchema>;

export const roleIdParamsSchema = z.strictObject({ roleId: targetId });
export const deleteRoleQuerySchema = z.strictObject({ version: z.coerce.number().int().min(1).optional() });
