import type { Kysely } from 'kysely';
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

/** The users' columns as a `UserRecord` (the account plugin finds a user by name with it). */
export function selectUsers(db: Kysely<CoreDatabase>) {
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
