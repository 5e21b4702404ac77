import { leaseMigration } from '../jobs/leaseTables.ts';
import { authChangeMigration } from './authChangeMigration.ts';
import type { Migration } from './migrator.ts';

/** The core's own migrations. Applied before the plugins' migrations, in this order. */
export const coreMigrations: Migration[] = [
  {
    id: 'core/001_tenants_users_sessions',
    sql: `
create table tenants (
  id text primary key,
  business_name text not null,
  style jsonb not null,
  logo text,
  settings jsonb not null default '{}'::jsonb,
  password_policy jsonb not null,
  session_idle_minutes integer,
  session_absolute_minutes integer,
  default_landing_page text not null default '',
  partner_management boolean not null default false,
  version integer not null default 1,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table partner_accounts (
  tenant_id text not null references tenants(id) on delete cascade,
  account_id text not null,
  account_number text not null,
  account_name text not null,
  parent_account_id text,
  primary key (tenant_id, account_id),
  unique (tenant_id, account_number),
  foreign key (tenant_id, parent_account_id) references partner_accounts(tenant_id, account_id)
);

create table users (
  id uuid primary key default gen_random_uuid(),
  tenant_id text not null references tenants(id) on delete cascade,
  username text not null,
  email text not null,
  firstname text not null,
  lastname text not null default '',
  password_hash text,
  password_changed_at timestamptz not null default now(),
  landing_page text not null default '',
  developer_access boolean not null default false,
  copy_configuration boolean not null default false,
  account_id text,
  status text not null default 'ACTIVE' check (status in ('ACTIVE', 'DISABLED')),
  last_login_at timestamptz,
  version integer not null default 1,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  foreign key (tenant_id, account_id) references partner_accounts(tenant_id, account_id)
);
create unique index users_username_key on users (lower(username));
create index users_tenant_email_idx on users (tenant_id, lower(email));

create table password_history (
  id uuid primary key default gen_random_uuid(),
  tenant_id text not null references tenants(id) on delete cascade,
  user_id uuid not null references users(id) on delete cascade,
  password_hash text not null,
  created_at timestamptz not null default now()
);
create index password_history_user_idx on password_history (tenant_id, user_id, created_at desc);

create table roles (
  id uuid primary key default gen_random_uuid(),
  tenant_id text not null references tenants(id) on delete cascade,
  name text not null,
  description text not null default '',
  permissions jsonb not null,
  version integer not null default 1,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (tenant_id, name)
);

create table user_roles (
  tenant_id text not null references tenants(id) on delete cascade,
  user_id uuid not null references users(id) on delete cascade,
  role_id uuid not null references roles(id) on delete restrict,
  primary key (user_id, role_id)
);
create index user_roles_role_idx on user_roles (tenant_id, role_id);

create table sessions (
  id uuid primary key default gen_random_uuid(),
  tenant_id text not null references tenants(id) on delete cascade,
  user_id uuid not null references users(id) on delete cascade,
  token_hash text not null unique,
  application_mode text not null,
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null,
  idle_expires_at timestamptz not null,
  absolute_expires_at timestamptz not null,
  revoked_at timestamptz,
  revoked_reason text,
  ip text,
  user_agent text
);
create index sessions_user_idx on sessions (tenant_id, user_id) where revoked_at is null;

create table auth_failures (
  id uuid primary key default gen_random_uuid(),
  key text not null,
  failed_at timestamptz not null default now()
);
create index auth_failures_key_idx on auth_failures (key, failed_at desc);

create table password_reset_tokens (
  token_hash text primary key,
  tenant_id text not null references tenants(id) on delete cascade,
  user_id uuid not null references users(id) on delete cascade,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);

create table mail_outbox (
  id uuid primary key default gen_random_uuid(),
  tenant_id text not null references tenants(id) on delete cascade,
  recipient text not null,
  subject text not null,
  body text not null,
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  error text
);
create index mail_outbox_tenant_idx on mail_outbox (tenant_id, created_at desc);

create table audit_log (
  id uuid primary key default gen_random_uuid(),
  tenant_id text not null references tenants(id) on delete cascade,
  actor_user_id uuid,
  actor_username text not null,
  entity text not null,
  entity_id text not null,
  action text not null,
  before jsonb,
  after jsonb,
  request_id text,
  at timestamptz not null default now()
);
create index audit_log_tenant_at_idx on audit_log (tenant_id, at desc, id desc);
create index audit_log_entity_idx on audit_log (tenant_id, entity, entity_id);

create table oidc_requests (
  state text primary key,
  tenant_id text not null references tenants(id) on delete cascade,
  code_verifier text not null,
  nonce text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
`,
  },
  // Saved views and each user's grid columns: the views plugin's tables (typed in
  // plugins/views/server/viewsTables.ts), made here before that plugin existed; a migration keeps its id.
  {
    id: 'core/002_saved_views',
    sql: `
create table saved_views (
  id uuid primary key default gen_random_uuid(),
  tenant_id text not null references tenants(id) on delete cascade,
  owner_user_id uuid not null references users(id) on delete cascade,
  grid_id text not null,
  name text not null,
  state jsonb not null,
  shared boolean not null default false,
  version integer not null default 1,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (tenant_id, owner_user_id, grid_id, name)
);
create index saved_views_shared_idx on saved_views (tenant_id, grid_id) where shared;
`,
  },
  {
    id: 'core/003_grid_columns',
    sql: `
create table grid_columns (
  tenant_id text not null references tenants(id) on delete cascade,
  user_id uuid not null references users(id) on delete cascade,
  grid_id text not null,
  columns jsonb not null,
  updated_at timestamptz not null default now(),
  primary key (tenant_id, user_id, grid_id)
);
`,
  },
  {
    // The resource kit: audit entries carry the partner account of their record (partner users read only
    // their subtree's), and edited rows name their last writer.
    id: 'core/004_resource_kit',
    sql: `
alter table audit_log add column account_id text;
create index audit_log_account_idx on audit_log (tenant_id, account_id, at desc, id desc) where account_id is not null;
update audit_log a set account_id = u.account_id
  from users u
  where a.entity = 'user' and a.entity_id = u.id::text and a.tenant_id = u.tenant_id and u.account_id is not null;

alter table users add column updated_by text;
alter table roles add column updated_by text;
`,
  },
  authChangeMigration,
  leaseMigration,
];
