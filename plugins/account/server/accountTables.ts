import type { Generated, Kysely } from 'kysely';
import {
  pluginDb,
  type DefaultTimestamp,
  type NullableTimestamp,
  type PluginDb,
  type TableSpecs,
  type Timestamp,
} from '../../../core/server/db/pluginTables.ts';
import type { CoreDatabase } from '../../../core/server/db/schema.ts';

/**
 * The account plugin's tables: failed sign-ins, password-reset tokens and pending OpenID Connect requests.
 * Their migration is the core's `core/001_tenants_users_sessions` (they were made before this plugin
 * existed, and a migration that ran keeps its id), so only their types and typed view are here.
 */

export interface AuthFailuresTable {
  id: Generated<string>;
  key: string;
  failed_at: DefaultTimestamp;
}

export interface PasswordResetTokensTable {
  token_hash: string;
  tenant_id: string;
  user_id: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: DefaultTimestamp;
}

export interface OidcRequestsTable {
  state: string;
  tenant_id: string;
  code_verifier: string;
  nonce: string;
  created_at: DefaultTimestamp;
  expires_at: Timestamp;
}

export interface AccountTables {
  auth_failures: AuthFailuresTable;
  password_reset_tokens: PasswordResetTokensTable;
  oidc_requests: OidcRequestsTable;
}

export type AccountDb = PluginDb<AccountTables>;
export const accountDb = (db: Kysely<CoreDatabase>): AccountDb => pluginDb<AccountTables>(db);

export const ACCOUNT_TABLE_SPECS: TableSpecs<AccountTables> = {
  auth_failures: { id: 'uuid default', key: 'text', failed_at: 'timestamptz default' },
  password_reset_tokens: {
    token_hash: 'text',
    tenant_id: 'text',
    user_id: 'uuid',
    expires_at: 'timestamptz',
    used_at: 'timestamptz null',
    created_at: 'timestamptz default',
  },
  oidc_requests: {
    state: 'text',
    tenant_id: 'text',
    code_verifier: 'text',
    nonce: 'text',
    created_at: 'timestamptz default',
    expires_at: 'timestamptz',
  },
};
