import { sql, type Kysely } from 'kysely';
import { isUuid } from '../../../core/server/db/ids.ts';
import type { CoreDatabase } from '../../../core/server/db/schema.ts';
import type { ExampleLookup } from '../../../core/server/http/route.ts';
import type { SortSql } from '../../resourceKit/public/server/declaration.ts';
import type { SignInLocks } from '../../account/public/server/SignInLocks.ts';
import { TENANT_USERS_FILTER, type RoleRef, type UserDetails, type UserSort } from '../contract.ts';

/** Reads of users for the users screen: one row shape for the grid and the details. */

export interface UserRow {
  id: string;
  username: string;
  email: string;
  firstname: string;
  lastname: string;
  accountId: string | null;
  accountName: string | null;
  status: 'ACTIVE' | 'DISABLED';
  lastLoginAt: Date | null;
  landingPage: string;
  developerAccess: boolean;
  copyConfiguration: boolean;
  passwordPending: boolean;
  version: number;
  createdAt: Date;
  updatedAt: Date;
  updatedBy: string | null;
}

export function selectUserRows(db: Kysely<CoreDatabase>, tenantId: string) {
  return db
    .selectFrom('users as u')
    .leftJoin('partner_accounts as pa', (join) =>
      join.onRef('pa.tenant_id', '=', 'u.tenant_id').onRef('pa.account_id', '=', 'u.account_id'),
    )
    .select([
      'u.id',
      'u.username',
      'u.email',
      'u.firstname',
      'u.lastname',
      'u.account_id as accountId',
      'pa.account_name as accountName',
      'u.status',
      'u.last_login_at as lastLoginAt',
      'u.landing_page as landingPage',
      'u.developer_access as developerAccess',
      'u.copy_configuration as copyConfiguration',
      sql<boolean>`u.password_hash is null`.as('passwordPending'),
      'u.version',
      'u.created_at as createdAt',
      'u.updated_at as updatedAt',
      'u.updated_by as updatedBy',
    ])
    .where('u.tenant_id', '=', tenantId);
}

export const USER_SORT_SQL: Record<UserSort, SortSql> = {
  name: { key: sql`lower(u.firstname || ' ' || u.lastname)`, type: 'text' },
  username: { key: sql`lower(u.username)`, type: 'text' },
  email: { key: sql`lower(u.email)`, type: 'text' },
  status: { key: sql`u.status`, type: 'text' },
  // Users who never signed in sort as the oldest sign-in.
  lastLogin: { key: sql`coalesce(u.last_login_at, 'epoch'::timestamptz)`, type: 'timestamptz' },
};

/** Users holding any of the roles. */
export function holdingAnyRole(roleIds: readonly string[]) {
  return sql<boolean>`exists (select 1 from user_roles ur where ur.user_id = u.id and ur.tenant_id = u.tenant_id and ur.role_id in (${sql.join([...roleIds])}))`;
}

/** Users of any of the partner accounts; `tenant` names the tenant's own users. */
export function ofAnyAccount(values: readonly string[]) {
  const accounts = values.filter((account) => account !== TENANT_USERS_FILTER);
  const conditions = [
    ...(accounts.length < values.length ? [sql<boolean>`u.account_id is null`] : []),
    ...(accounts.length > 0 ? [sql<boolean>`u.account_id in (${sql.join(accounts)})`] : []),
  ];
  return sql<boolean>`(${sql.join(conditions, sql` or `)})`;
}

/** A user of the tenant, for the permission matrix's cross-tenant calls. */
export async function exampleUser({ db, tenantId }: ExampleLookup): Promise<Record<string, string> | null> {
  const user = await db.selectFrom('users').select('id').where('tenant_id', '=', tenantId).limit(1).executeTakeFirst();
  return user ? { userId: user.id } : null;
}

export async function findUserRow(
  db: Kysely<CoreDatabase>,
  tenantId: string,
  userId: string,
): Promise<UserRow | undefined> {
  if (!isUuid(userId)) return undefined;
  return selectUserRows(db, tenantId).where('u.id', '=', userId).executeTakeFirst();
}

/** The roles of each of the users, by name. */
export async function rolesOfUsers(
  db: Kysely<CoreDatabase>,
  tenantId: string,
  userIds: readonly string[],
): Promise<Map<string, RoleRef[]>> {
  const byUser = new Map<string, RoleRef[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return byUser;
  const rows = await db
    .selectFrom('user_roles as ur')
    .innerJoin('roles as r', (join) => join.onRef('r.id', '=', 'ur.role_id').onRef('r.tenant_id', '=', 'ur.tenant_id'))
    .select(['ur.user_id as userId', 'r.id as roleId', 'r.name'])
    .where('ur.tenant_id', '=', tenantId)
    .where('ur.user_id', 'in', [...userIds])
    .orderBy(sql`lower(r.name)`)
    .execute();
  for (const row of rows) byUser.get(row.userId)?.push({ roleId: row.roleId, name: row.name });
  return byUser;
}

/** Completes rows with their roles and sign-in delays. Reads outside any transaction (it uses the pool). */
export async function toUserDetails(
  db: Kysely<CoreDatabase>,
  locks: SignInLocks,
  tenantId: string,
  rows: readonly UserRow[],
): Promise<UserDetails[]> {
  const [roles, delays] = await Promise.all([
    rolesOfUsers(
      db,
      tenantId,
      rows.map((row) => row.id),
    ),
    locks.lockedUntil(
      db,
      rows.map((row) => row.username),
    ),
  ]);
  return rows.map((row) => {
    const lockedUntil = delays.get(row.username);
    return {
      userId: row.id,
      username: row.username,
      email: row.email,
      firstname: row.firstname,
      lastname: row.lastname,
      roles: roles.get(row.id) ?? [],
      accountId: row.accountId,
      accountName: row.accountName,
      status: row.status,
      lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
      landingPage: row.landingPage,
      developerAccess: row.developerAccess,
      copyConfiguration: row.copyConfiguration,
      passwordPending: row.passwordPending,
      lockedUntil: lockedUntil === undefined ? null : new Date(lockedUntil).toISOString(),
      version: row.version,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      updatedBy: row.updatedBy,
    };
  });
}
