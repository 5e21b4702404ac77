import { sql, type Kysely } from 'kysely';
import type { PermissionTree } from '../../../core/contract/permissions.ts';
import type { CoreDatabase } from '../../../core/server/db/schema.ts';
import { fieldConflict, invalidField } from '../../../core/server/http/errors.ts';
import type { RoleRef, UserDetails } from '../contract.ts';

/** Checks and writes shared by creating and editing users; each runs inside the caller's transaction. */

export interface GrantedRole extends RoleRef {
  permissions: PermissionTree;
}

/** The roles, by name, when every id names a role of the tenant; otherwise a 400 naming the first unknown one. */
export async function rolesOfTenant(
  trx: Kysely<CoreDatabase>,
  tenantId: string,
  roleIds: readonly string[],
): Promise<GrantedRole[]> {
  const unique = [...new Set(roleIds)];
  if (unique.length === 0) return [];
  const rows = await trx
    .selectFrom('roles')
    .select(['id as roleId', 'name', 'permissions'])
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', unique)
    .orderBy(sql`lower(name)`)
    .execute();
  const unknown = unique.find((id) => !rows.some((row) => row.roleId === id));
  if (unknown) throw invalidField('body', 'roleIds', `${unknown} is not a role of the tenant`);
  return rows;
}

/** The roles the user holds now, by name, with their trees. */
export async function heldRoles(trx: Kysely<CoreDatabase>, tenantId: string, userId: string): Promise<GrantedRole[]> {
  return trx
    .selectFrom('user_roles as ur')
    .innerJoin('roles as r', (join) => join.onRef('r.id', '=', 'ur.role_id').onRef('r.tenant_id', '=', 'ur.tenant_id'))
    .select(['r.id as roleId', 'r.name', 'r.permissions'])
    .where('ur.tenant_id', '=', tenantId)
    .where('ur.user_id', '=', userId)
    .orderBy(sql`lower(r.name)`)
    .execute();
}

/** Single sign-on finds users by email, so an email belongs to one user of a tenant. */
export async function assertEmailFree(
  trx: Kysely<CoreDatabase>,
  tenantId: string,
  email: string,
  exceptUserId?: string,
): Promise<void> {
  let query = trx
    .selectFrom('users')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where(sql<string>`lower(email)`, '=', email.toLowerCase());
  if (exceptUserId) query = query.where('id', '!=', exceptUserId);
  if (await query.executeTakeFirst()) {
    throw fieldConflict('email', `Another user of the tenant already has the email ${email}.`);
  }
}

export const usernameTaken = (username: string) =>
  fieldConflict('username', `The username "${username}" is already taken.`);

/** Usernames sign in without a tenant, so they are unique across all tenants. */
export async function assertUsernameFree(trx: Kysely<CoreDatabase>, username: string): Promise<void> {
  const taken = await trx
    .selectFrom('users')
    .select('id')
    .where(sql<string>`lower(username)`, '=', username.toLowerCase())
    .executeTakeFirst();
  if (taken) throw usernameTaken(username);
}

export async function replaceRoles(
  trx: Kysely<CoreDatabase>,
  tenantId: string,
  userId: string,
  roles: readonly RoleRef[],
): Promise<void> {
  await trx.deleteFrom('user_roles').where('tenant_id', '=', tenantId).where('user_id', '=', userId).execute();
  if (roles.length === 0) return;
  await trx
    .insertInto('user_roles')
    .values(roles.map((role) => ({ tenant_id: tenantId, user_id: userId, role_id: role.roleId })))
    .execute();
}

/** What the audit log keeps of a user: its fields and role names, never anything about its password. */
export function auditedUser(user: UserDetails) {
  return {
    username: user.username,
    email: user.email,
    firstname: user.firstname,
    lastname: user.lastname,
    landingPage: user.landingPage,
    developerAccess: user.developerAccess,
    copyConfiguration: user.copyConfiguration,
    accountId: user.accountId,
    status: user.status,
    roles: user.roles.map((role) => role.name),
    version: user.version,
  };
}
