import { sql, type Kysely } from 'kysely';
import type { CoreDatabase } from '../../../core/server/db/schema.ts';
import { invalidField } from '../../../core/server/http/errors.ts';
import type { CopyGrant, ReceivedCopyGrant } from '../contract.ts';
import { transferDb, type GrantedUser } from './copyEventsTable.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

/** The grants the tenant gave: which tenants (and which of their users) may copy into it. */
export async function grantsGiven(db: Kysely<CoreDatabase>, tenantId: string, grantId?: string): Promise<CopyGrant[]> {
  let query = transferDb(db)
    .selectFrom('copy_grants as g')
    .innerJoin('tenants as t', 't.id', 'g.source_tenant_id')
    .selectAll('g')
    .select('t.business_name as sourceName')
    .where('g.tenant_id', '=', tenantId);
  if (grantId !== undefined) query = query.where('g.id', '=', grantId);
  const rows = await query.orderBy('t.business_name').orderBy('g.id').execute();
  return rows.map((row) => ({
    grantId: row.id,
    sourceTenantId: row.source_tenant_id,
    sourceName: row.sourceName,
    allUsers: row.all_users,
    users: row.users,
    note: row.note,
    createdBy: row.created_by,
    createdAt: iso(row.created_at),
    updatedBy: row.updated_by,
    updatedAt: iso(row.updated_at),
    version: row.version,
  }));
}

/** The grants other tenants gave this one: where its users (those named, or all who may copy) may copy to. */
export async function grantsReceived(db: Kysely<CoreDatabase>, tenantId: string): Promise<ReceivedCopyGrant[]> {
  const rows = await transferDb(db)
    .selectFrom('copy_grants as g')
    .innerJoin('tenants as t', 't.id', 'g.tenant_id')
    .select(['g.tenant_id', 't.business_name', 'g.all_users', 'g.users', 'g.updated_at'])
    .where('g.source_tenant_id', '=', tenantId)
    .orderBy('t.business_name')
    .execute();
  return rows.map((row) => ({
    targetTenantId: row.tenant_id,
    targetName: row.business_name,
    allUsers: row.all_users,
    users: row.users,
    grantedAt: iso(row.updated_at),
  }));
}

/** The tenants that accept copies from this user of that tenant, by name. */
export async function tenantsAcceptingCopiesFrom(
  db: Kysely<CoreDatabase>,
  source: { tenantId: string; userId: string },
): Promise<{ tenantId: string; name: string }[]> {
  const rows = await transferDb(db)
    .selectFrom('copy_grants as g')
    .innerJoin('tenants as t', 't.id', 'g.tenant_id')
    .select(['g.tenant_id as tenantId', 't.business_name as name'])
    .where('g.source_tenant_id', '=', source.tenantId)
    .where((where) =>
      where.or([
        where('g.all_users', '=', true),
        sql<boolean>`g.users @> ${JSON.stringify([{ userId: source.userId }])}::jsonb`,
      ]),
    )
    .orderBy('t.business_name')
    .execute();
  return rows;
}

/**
 * The users a grant names, as the source tenant has them now: each username must be an active user of that
 * tenant outside any partner account, or the field is refused naming it. The tenant must exist too.
 */
export async function grantedUsers(
  db: Kysely<CoreDatabase>,
  sourceTenantId: string,
  usernames: readonly string[],
): Promise<GrantedUser[]> {
  const tenant = await db.selectFrom('tenants').select('id').where('id', '=', sourceTenantId).executeTakeFirst();
  if (!tenant) throw invalidField('body', 'sourceTenantId', `there is no tenant "${sourceTenantId}"`);
  if (usernames.length === 0) return [];
  const rows = await db
    .selectFrom('users')
    .select(['id', 'username'])
    .where('tenant_id', '=', sourceTenantId)
    .where('status', '=', 'ACTIVE')
    .where('account_id', 'is', null)
    .where(
      sql<string>`lower(username)`,
      'in',
      usernames.map((name) => name.toLowerCase()),
    )
    .execute();
  const byName = new Map(rows.map((row) => [row.username.toLowerCase(), row]));
  const users: GrantedUser[] = [];
  for (const [index, name] of usernames.entries()) {
    const user = byName.get(name.toLowerCase());
    if (!user) {
      throw invalidField(
        'body',
        `usernames.${index}`,
        `"${name}" is no active user of ${sourceTenantId} outside a partner account`,
      );
    }
    if (!users.some((known) => known.userId === user.id)) users.push({ userId: user.id, username: user.username });
  }
  return users;
}
