import type { Migration } from './migrator.ts';

/** The channel on which the database announces changes to who may do what (`core/server/auth/authCache.ts`). */
export const AUTH_CHANGE_CHANNEL = 'sdp_auth_change';

/** What a notification names: `<kind>:<id>`, e.g. `session:…`, `user:…`, `role:…`, `tenant:…`. */
export type AuthChangeKind = 'session' | 'user' | 'role' | 'tenant';

/**
 * Triggers on every table a request's caller is read from announce each changed row on the channel,
 * whoever writes it (a route, a job, a script, another server process), once the write commits.
 * Sessions: revoked, refreshed or removed. Users: edited, disabled, password changed. Their roles
 * given or taken. Roles: permissions edited or removed. Tenants: partner management, timeouts, version.
 */
export const authChangeMigration: Migration = {
  id: 'core/005_auth_change_notify',
  sql: `
create function sdp_notify_auth_change() returns trigger language plpgsql as $$
begin
  if tg_op <> 'INSERT' then
    perform pg_notify('${AUTH_CHANGE_CHANNEL}', tg_argv[0] || ':' || (to_jsonb(old) ->> tg_argv[1]));
  end if;
  if tg_op <> 'DELETE' then
    perform pg_notify('${AUTH_CHANGE_CHANNEL}', tg_argv[0] || ':' || (to_jsonb(new) ->> tg_argv[1]));
  end if;
  return null;
end
$$;

create trigger sessions_auth_change after update or delete on sessions
  for each row execute function sdp_notify_auth_change('session', 'id');
create trigger users_auth_change after update or delete on users
  for each row execute function sdp_notify_auth_change('user', 'id');
create trigger user_roles_auth_change after insert or update or delete on user_roles
  for each row execute function sdp_notify_auth_change('user', 'user_id');
create trigger roles_auth_change after update or delete on roles
  for each row execute function sdp_notify_auth_change('role', 'id');
create trigger tenants_auth_change after update or delete on tenants
  for each row execute function sdp_notify_auth_change('tenant', 'id');
`,
};
