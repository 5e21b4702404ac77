import { hash } from '@node-rs/argon2';
import type { PermissionTree } from '../../../core/contract/permissions.ts';
import { DEMO_USERS } from '../../../plugins/users/server/usersSeed.ts';
import type { TestServer } from './testServer.ts';

export const AURORA = 'aurora';
export const BOREALIS = 'borealis';

export function demoPassword(username: string): string {
  const user = DEMO_USERS.find((candidate) => candidate.username === username);
  if (!user) throw new Error(`No demo user ${username}`);
  return user.password;
}

/** Creates a user in a tenant holding one role with the given tree, and returns its credentials. */
export async function createUserWithPermissions(
  server: TestServer,
  options: {
    tenantId: string;
    username: string;
    permissions: PermissionTree;
    developerAccess?: boolean;
    copyConfiguration?: boolean;
    /** A partner account of the tenant makes a partner user. */
    accountId?: string | null;
  },
): Promise<{ username: string; password: string }> {
  const password = 'Fixture#Password-2026';
  const db = server.runtime.services.db;
  const passwordHash = await hash(password, { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 });
  await db.transaction().execute(async (trx) => {
    const role = await trx
      .insertInto('roles')
      .values({
        tenant_id: options.tenantId,
        name: `fixture-${options.username}`,
        permissions: JSON.stringify(options.permissions),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const user = await trx
      .insertInto('users')
      .values({
        tenant_id: options.tenantId,
        username: options.username,
        email: `${options.username}@fixture.example`,
        firstname: options.username,
        password_hash: passwordHash,
        account_id: options.accountId ?? null,
        last_login_at: null,
        developer_access: options.developerAccess ?? false,
        copy_configuration: options.copyConfiguration ?? false,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('user_roles')
      .values({ tenant_id: options.tenantId, user_id: user.id, role_id: role.id })
      .execute();
  });
  return { username: options.username, password };
}
