import type { Kysely } from 'kysely';
import type { PermissionTree } from '../../contract/permissions.ts';
import { auditedSecret } from '../../contract/auditedSecret.ts';
import { recordAudit } from '../audit.ts';
import type { CoreDatabase } from '../db/schema.ts';

/**
 * The roles and users a first start writes, each with its audit entry by the system: the core's seed
 * writes the Administrator role and the administrator, the users plugin's seed the other roles and the
 * demo users.
 */

export interface SeedRole {
  name: string;
  description: string;
  permissions: PermissionTree;
}

export interface SeedUser {
  username: string;
  /** Fixed and documented: these accounts exist for trying the console out (SDP_DEMO=0 creates none). */
  password: string;
  tenant: string;
  description: string;
  firstname: string;
  lastname: string;
  email: string;
  role: string;
  accountId: string | null;
  landingPage: string;
  developerAccess: boolean;
  copyConfiguration: boolean;
}

export const SYSTEM_ACTOR = { userId: null, username: 'system' };

/** Inserts the role into the tenant and returns its id. */
export async function insertSeedRole(trx: Kysely<CoreDatabase>, tenantId: string, role: SeedRole): Promise<string> {
  const inserted = await trx
    .insertInto('roles')
    .values({
      tenant_id: tenantId,
      name: role.name,
      description: role.description,
      permissions: JSON.stringify(role.permissions),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await recordAudit(trx, {
    tenantId,
    actor: SYSTEM_ACTOR,
    entity: 'role',
    entityId: inserted.id,
    action: 'create',
    before: null,
    after: { name: role.name, permissions: role.permissions },
  });
  return inserted.id;
}

/** Inserts the user with its role and first password (hashed by the caller) into its tenant. */
export async function insertSeedUser(
  trx: Kysely<CoreDatabase>,
  user: SeedUser,
  passwordHash: string,
  roleId: string,
): Promise<void> {
  const inserted = await trx
    .insertInto('users')
    .values({
      tenant_id: user.tenant,
      username: user.username,
      email: user.email,
      firstname: user.firstname,
      lastname: user.lastname,
      password_hash: passwordHash,
      landing_page: user.landingPage,
      developer_access: user.developerAccess,
      copy_configuration: user.copyConfiguration,
      account_id: user.accountId,
      last_login_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('user_roles')
    .values({ tenant_id: user.tenant, user_id: inserted.id, role_id: roleId })
    .execute();
  await trx
    .insertInto('password_history')
    .values({ tenant_id: user.tenant, user_id: inserted.id, password_hash: passwordHash })
    .execute();
  await recordAudit(trx, {
    tenantId: user.tenant,
    actor: SYSTEM_ACTOR,
    entity: 'user',
    entityId: inserted.id,
    action: 'create',
    before: null,
    after: {
      username: user.username,
      email: user.email,
      role: user.role,
      accountId: user.accountId,
      password: auditedSecret(null, true),
    },
  });
}
