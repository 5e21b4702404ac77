import type { ColumnType, Generated } from 'kysely';
import type { PasswordPolicy, TenantStyle } from '../../contract/auth.ts';
import type { PermissionTree } from '../../contract/permissions.ts';

/**
 * Table types of the core migrations. Plugins declare their own beside their migrations and see them with
 * `pluginDb<Tables>(db)` (`pluginTables.ts`); `tests/server/tableTypes.test.ts` compares all with the database.
 * The account and views plugins type the tables of their own that core migrations made before they existed
 * (`AccountTables`, `ViewsTables`).
 */
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type Json<T> = ColumnType<T, string, string>;
/** `jsonb not null default …`. */
type DefaultJson<T> = ColumnType<T, string | undefined, string>;
/** A nullable column an insert may leave out. */
type Optional<T> = ColumnType<T | null, T | null | undefined, T | null>;

export interface TenantSettings {
  [name: string]: unknown;
}

export interface TenantsTable {
  id: string;
  business_name: string;
  style: Json<TenantStyle>;
  logo: string | null;
  settings: DefaultJson<TenantSettings>;
  password_policy: Json<PasswordPolicy>;
  session_idle_minutes: number | null;
  session_absolute_minutes: number | null;
  default_landing_page: Generated<string>;
  partner_management: Generated<boolean>;
  version: Generated<number>;
  created_at: CreatedAt;
  updated_at: Generated<Date>;
}

export interface PartnerAccountsTable {
  tenant_id: string;
  account_id: string;
  account_number: string;
  account_name: string;
  parent_account_id: string | null;
}

export interface UsersTable {
  id: Generated<string>;
  tenant_id: string;
  username: string;
  email: string;
  firstname: string;
  lastname: Generated<string>;
  password_hash: string | null;
  password_changed_at: Generated<Date>;
  landing_page: Generated<string>;
  developer_access: Generated<boolean>;
  copy_configuration: Generated<boolean>;
  account_id: string | null;
  status: Generated<'ACTIVE' | 'DISABLED'>;
  last_login_at: Date | null;
  version: Generated<number>;
  created_at: CreatedAt;
  updated_at: Generated<Date>;
  /** Username of the last writer; null for seeded rows. */
  updated_by: Optional<string>;
}

export interface PasswordHistoryTable {
  id: Generated<string>;
  tenant_id: string;
  user_id: string;
  password_hash: string;
  created_at: CreatedAt;
}

export interface RolesTable {
  id: Generated<string>;
  tenant_id: string;
  name: string;
  description: Generated<string>;
  permissions: Json<PermissionTree>;
  version: Generated<number>;
  created_at: CreatedAt;
  updated_at: Generated<Date>;
  /** Username of the last writer; null for seeded rows. */
  updated_by: Optional<string>;
}

export interface UserRolesTable {
  tenant_id: string;
  user_id: string;
  role_id: string;
}

export interface SessionsTable {
  id: Generated<string>;
  tenant_id: string;
  user_id: string;
  token_hash: string;
  application_mode: string;
  created_at: CreatedAt;
  last_seen_at: Timestamp;
  idle_expires_at: Timestamp;
  absolute_expires_at: Timestamp;
  revoked_at: Date | null;
  revoked_reason: string | null;
  ip: string | null;
  user_agent: string | null;
}

export interface MailOutboxTable {
  id: Generated<string>;
  tenant_id: string;
  recipient: string;
  subject: string;
  body: string;
  created_at: CreatedAt;
  sent_at: Date | null;
  error: string | null;
}

export interface AuditLogTable {
  id: Generated<string>;
  tenant_id: string;
  actor_user_id: string | null;
  actor_username: string;
  entity: string;
  entity_id: string;
  action: string;
  before: Json<unknown> | null;
  after: Json<unknown> | null;
  request_id: string | null;
  at: CreatedAt;
  /** The partner account of the record the entry is about; null for tenant-level records. */
  account_id: Optional<string>;
}

export interface CoreDatabase {
  tenants: TenantsTable;
  partner_accounts: PartnerAccountsTable;
  users: UsersTable;
  password_history: PasswordHistoryTable;
  roles: RolesTable;
  user_roles: UserRolesTable;
  sessions: SessionsTable;
  mail_outbox: MailOutboxTable;
  audit_log: AuditLogTable;
}
