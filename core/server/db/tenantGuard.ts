/**
 * The database's own guard of tenant isolation. A write bound to a tenant (`tenantBinding.ts`: every API
 * request's, to its caller's) runs with the session setting `sdp.tenant`; a trigger on every table that
 * holds a `tenant_id` then refuses, before the row is written, any insert, update or delete whose row (old
 * or new) belongs to another tenant. The tenants table is guarded on its `id`. Unbound work (the setting
 * empty) is the server's own and passes.
 *
 * The triggers are put on at every start, after the migrations, on each table that lacks one: a plugin's
 * new table is guarded without saying so. Tables without a tenant are few and named here, and
 * `tests/server/tenantGuard.test.ts` walks every table to hold both to it.
 */

/** The SQLSTATE of a refused write: the class of no PostgreSQL error, so it cannot be mistaken for one. */
export const TENANT_GUARD_ERRCODE = 'SDP01';

/** The setting a bound write carries (`tenantBoundDialect.ts` sets it on the connection). */
export const TENANT_SETTING = 'sdp.tenant';

export const TENANT_GUARD_TRIGGER = 'sdp_tenant_guard';

/** Tables that hold no tenant's rows, and why; every other table but `tenants` has `tenant_id`. */
export const TENANTLESS_TABLES: Readonly<Record<string, string>> = {
  sdp_migrations: 'the migrations applied to the database',
  auth_failures: 'failed sign-ins counted by account name or address, before any tenant is known',
  process_leases: 'the server processes at work and their heartbeats: every tenant’s work runs in them',
  held_jobs: 'which process holds which job under way: a job is the server’s own, whatever tenant it serves',
};

const refuse = (column: string, row: string) => `
    raise exception using
      errcode = '${TENANT_GUARD_ERRCODE}',
      message = format('A write bound to the tenant %s would change a row of the tenant %s in %s.', bound, ${row}.${column}, tg_table_name);`;

const guardFunction = (name: string, column: string) => `
create or replace function ${name}() returns trigger language plpgsql as $$
declare
  bound text := current_setting('${TENANT_SETTING}', true);
begin
  if bound is not null and bound <> '' then
    if tg_op <> 'INSERT' and old.${column} is distinct from bound then${refuse(column, 'old')}
    end if;
    if tg_op <> 'DELETE' and new.${column} is distinct from bound then${refuse(column, 'new')}
    end if;
  end if;
  if tg_op = 'DELETE' then
    return old;
  end if;
  return new;
end
$$;`;

/**
 * The guard's functions, and its trigger on every table of the public schema with a `tenant_id` (and on
 * `tenants`) that has none yet. Run in the migrations' transaction at every start.
 */
export const TENANT_GUARD_SCRIPT = `
${guardFunction('sdp_tenant_guard', 'tenant_id')}
${guardFunction('sdp_tenant_guard_tenants', 'id')}
do $$
declare
  guarded record;
begin
  for guarded in
    select c.table_name as name,
           case when c.table_name = 'tenants' then 'sdp_tenant_guard_tenants' else 'sdp_tenant_guard' end as guard
      from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
     where c.table_schema = 'public'
       and t.table_type = 'BASE TABLE'
       and ((c.column_name = 'tenant_id' and c.table_name <> 'tenants') or (c.table_name = 'tenants' and c.column_name = 'id'))
       and not exists (
         select 1 from pg_trigger g
          where g.tgrelid = format('public.%I', c.table_name)::regclass and g.tgname = '${TENANT_GUARD_TRIGGER}')
  loop
    execute format(
      'create trigger ${TENANT_GUARD_TRIGGER} before insert or update or delete on public.%I for each row execute function %I()',
      guarded.name, guarded.guard);
  end loop;
end
$$;
`;

/** True for a write the guard refused. */
export function isTenantGuardRefusal(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === TENANT_GUARD_ERRCODE;
}
