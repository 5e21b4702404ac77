import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CoreDatabase } from '../../core/server/db/schema.ts';
import { bindTenant, unbound } from '../../core/server/db/tenantBinding.ts';
import { isTenantGuardRefusal, TENANT_GUARD_TRIGGER, TENANTLESS_TABLES } from '../../core/server/db/tenantGuard.ts';
import { startTestServer, type TestServer } from './support/testServer.ts';

const A = 'aurora';
const B = 'borealis';

let server: TestServer;
let db: Kysely<CoreDatabase>;
let tables: { name: string; columns: string[]; guarded: boolean }[];

class RolledBack extends Error {}

/** What a write does when run bound (or not) in a transaction that is always rolled back. */
async function attempt(
  tenant: string | null,
  statement: ReturnType<typeof sql>,
): Promise<'refused' | 'written' | string> {
  const run = () =>
    db.transaction().execute(async (trx) => {
      await statement.execute(trx);
      throw new RolledBack();
    });
  try {
    await (tenant === null ? unbound(run) : bindTenant(tenant, run));
    return 'written';
  } catch (error) {
    if (error instanceof RolledBack) return 'written';
    if (isTenantGuardRefusal(error)) return 'refused';
    return String((error as { code?: string }).code ?? error);
  }
}

const rowOf = async (table: string, tenantId: string) =>
  (
    await sql<{
      ctid: string;
    }>`select ctid::text as ctid from ${sql.table(table)} where tenant_id = ${tenantId} limit 1`.execute(db)
  ).rows[0]?.ctid ?? null;

beforeAll(async () => {
  server = await startTestServer();
  db = server.runtime.database.db;
  const rows = await sql<{ name: string; columns: string[]; guarded: boolean }>`
    select t.table_name as name,
           array(select c.column_name::text from information_schema.columns c
                  where c.table_schema = 'public' and c.table_name = t.table_name) as columns,
           exists (select 1 from pg_trigger g
                    where g.tgrelid = format('public.%I', t.table_name)::regclass
                      and g.tgname = ${TENANT_GUARD_TRIGGER}) as guarded
      from information_schema.tables t
     where t.table_schema = 'public' and t.table_type = 'BASE TABLE'
     order by 1`.execute(db);
  tables = rows.rows;
}, 120_000);

afterAll(async () => {
  await server?.close();
});

describe('the tenant guard', () => {
  it('holds every table to a tenant: each has tenant_id and its guard, but the tenants and the few named tenantless', () => {
    const unaccounted = tables
      .filter((table) => !table.columns.includes('tenant_id'))
      .map((table) => table.name)
      .filter((name) => name !== 'tenants' && !(name in TENANTLESS_TABLES));
    expect(unaccounted).toEqual([]);
    const unguarded = tables
      .filter((table) => table.columns.includes('tenant_id') || table.name === 'tenants')
      .filter((table) => !table.guarded)
      .map((table) => table.name);
    expect(unguarded).toEqual([]);
    expect(tables.filter((table) => table.columns.includes('tenant_id')).length).toBeGreaterThan(50);
  });

  it("refuses, on every tenant table, a write bound to one tenant that would create another tenant's row", async () => {
    const outcomes: Record<string, string> = {};
    for (const table of tables.filter((candidate) => candidate.columns.includes('tenant_id'))) {
      outcomes[table.name] = await attempt(A, sql`insert into ${sql.table(table.name)} (tenant_id) values (${B})`);
    }
    const notRefused = Object.entries(outcomes).filter(([, outcome]) => outcome !== 'refused');
    expect(notRefused).toEqual([]);
  });

  it("refuses, on every tenant table holding rows, a bound write that would move its row to another tenant or touch another's", async () => {
    const moves: Record<string, string> = {};
    const touches: Record<string, string> = {};
    const deletes: Record<string, string> = {};
    for (const { name } of tables.filter((candidate) => candidate.columns.includes('tenant_id'))) {
      const own = await rowOf(name, A);
      if (own) {
        moves[name] = await attempt(A, sql`update ${sql.table(name)} set tenant_id = ${B} where ctid = ${own}::tid`);
      }
      const theirs = await rowOf(name, B);
      if (theirs) {
        touches[name] = await attempt(
          A,
          sql`update ${sql.table(name)} set tenant_id = tenant_id where ctid = ${theirs}::tid`,
        );
        deletes[name] = await attempt(A, sql`delete from ${sql.table(name)} where ctid = ${theirs}::tid`);
      }
    }
    // The seed gives both tenants rows in most tables: the walk covers them, not a sample.
    expect(Object.keys(moves).length).toBeGreaterThan(30);
    expect(Object.keys(touches).length).toBeGreaterThan(30);
    for (const outcomes of [moves, touches, deletes]) {
      expect(Object.entries(outcomes).filter(([, outcome]) => outcome !== 'refused')).toEqual([]);
    }
  });

  it('refuses a bound write that would rename a tenant other than its own', async () => {
    expect(await attempt(A, sql`update tenants set business_name = business_name where id = ${B}`)).toBe('refused');
    expect(await attempt(A, sql`update tenants set business_name = business_name where id = ${A}`)).toBe('written');
  });

  it("lets a bound write change its own tenant's rows, and the server's own unbound work any tenant's", async () => {
    const ownRole = await rowOf('roles', A);
    const theirRole = await rowOf('roles', B);
    expect(ownRole && theirRole).toBeTruthy();
    expect(await attempt(A, sql`update roles set name = name where ctid = ${ownRole}::tid`)).toBe('written');
    expect(await attempt(null, sql`update roles set name = name where ctid = ${theirRole}::tid`)).toBe('written');
  });

  it('binds each write to the work that sends it, inside one transaction and after it, whatever came before', async () => {
    const role = (tenantId: string) =>
      sql`update roles set name = name where tenant_id = ${tenantId} and ctid = (select ctid from roles where tenant_id = ${tenantId} limit 1)`;
    const refusedInside = await bindTenant(A, () =>
      db
        .transaction()
        .execute(async (trx) => {
          await role(A).execute(trx);
          // A step across tenants inside the transaction, then back to the transaction's own tenant.
          await bindTenant(B, () => role(B).execute(trx));
          await role(A).execute(trx);
          await role(B).execute(trx);
        })
        .then(
          () => false,
          (error: unknown) => isTenantGuardRefusal(error),
        ),
    );
    expect(refusedInside).toBe(true);
    // The step across tenants ended with its transaction: neither the next bound nor unbound write inherits it.
    expect(await attempt(B, role(A))).toBe('refused');
    expect(await attempt(null, role(B))).toBe('written');
    expect(
      await bindTenant(A, () =>
        role(A)
          .execute(db)
          .then(() => 'written'),
      ),
    ).toBe('written');
    await expect(bindTenant(A, () => role(B).execute(db))).rejects.toSatisfy(isTenantGuardRefusal);
    expect(
      await unbound(() =>
        role(B)
          .execute(db)
          .then(() => 'written'),
      ),
    ).toBe('written');
  });
});
