import { sql, type Kysely } from 'kysely';
import type { PasswordPolicy, TenantStyle } from '../../contract/auth.ts';
import type { CoreDatabase, TenantSettings } from '../db/schema.ts';

/** Reads of users and tenants shared by the authentication routes. */
export interface UserRecord {
  id: string;
  tenantId: string;
  username: string;
  email: string;
  firstname: string;
  lastname: string;
  passwordHash: string | null;
  passwordChangedAt: Date;
  landingPage: string;
  developerAccess: boolean;
  copyConfiguration: boolean;
  accountId: string | null;
  status: 'ACTIVE' | 'DISABLED';
  version: number;
}

export interface TenantRecord {
  id: string;
  businessName: string;
  style: TenantStyle;
  logo: string | null;
  settings: TenantSettings;
  passwordPolicy: PasswordPolicy;
  sessionIdleMinutes: number | null;
  sessionAbsoluteMinutes: number | null;
  defaultLandingPage: string;
  partnerManagement: boolean;
}

/** Passwords kept per user: enough for the largest history count a policy may ask for. */
export const PASSWORD_HISTORY_KEPT = 24;

function selectUsers(db: Kysely<CoreDatabase>) {
  return db
    .selectFrom('users')
    .select([
      'id',
      'tenant_id as tenantId',
      'username',
      'email',
      'firstname',
      'lastname',
      'password_hash as passwordHash',
      'password_changed_at as passwordChangedAt',
      'landing_page as landingPage',
      'developer_access as developerAccess',
      'copy_configuration as copyConfiguration',
      'account_id as accountId',
      'status',
      'version',
    ]);
}

/** Usernames are unique across tenants, compared without case. */
export async function findUserByUsername(db: Kysely<CoreDatabase>, username: string): Promise<UserRecord | undefined> {
  return selectUsers(db)
    .where(sql<string>`lower(username)`, '=', username.trim().toLowerCase())
    .executeTakeFirst();
}

export async function findUserById(
  db: Kysely<CoreDatabase>,
  tenantId: string,
  userId: string,
): Promise<UserRecord | undefined> {
  return selectUsers(db).where('tenant_id', '=', tenantId).where('id', '=', userId).executeTakeFirst();
}

export async function findTenant(db: Kysely<CoreDatabase>, tenantId: string): Promise<TenantRecord | undefined> {
  return db
    .selectFrom('tenants')
    .select([
      'id',
      'business_name as businessName',
      'style',
      'logo',
      'settings',
      'password_policy as passwordPolicy',
      'session_idle_minutes as sessionIdleMinutes',
      'session_absolute_minutes as sessionAbsoluteMinutes',
      'default_landing_page as defaultLandingPage',
      'partner_management as partnerManagement',
    ])
    .where('id', '=', tenantId)
    .executeTakeFirst();
}

/** Hashes of the user's passwords, newest first; the current password is the first. */
export async function passwordHistory(
  db: Kysely<CoreDatabase>,
  tenantId: string,
  userId: string,
  limit: number,
): Promise<string[]> {
  if (limit <= 0) return [];
  const rows = await db
    .selectFrom('password_history')
    .select('password_hash')
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => row.password_hash);
}
