import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { accountScope, UNNARROWED, type AccountScope } from '../../../core/server/auth/accountScope.ts';
import { accountAndDescendants, listPartnerAccounts } from '../../../core/server/auth/partnerAccounts.ts';
import type { AuthContext } from '../../../core/server/auth/authContext.ts';
import { isUuid } from '../../../core/server/db/ids.ts';
import type { CoreDatabase } from '../../../core/server/db/schema.ts';
import { invalidField, notFound } from '../../../core/server/http/errors.ts';
import type { ReasonUse } from '../contract.ts';
import { inventoryDb } from './inventoryTables.ts';

/** What the inventory's own routes share: the caller's partner scope, and the locations and reasons they name. */

type Db = Kysely<CoreDatabase>;

/** The caller and the accounts it reaches (a partner user: its accounts' locations only). */
export interface StockCaller {
  auth: AuthContext;
  scope: AccountScope;
}

export async function stockCaller(db: Db, request: FastifyRequest, auth: AuthContext): Promise<StockCaller> {
  return { auth, scope: await accountScope(db, request, auth) };
}

export interface LocationRef {
  id: string;
  name: string;
  type: string;
  accountId: string | null;
  active: boolean;
}

/**
 * The caller as a route's target check sees it, before the request's partner-bar header is read: a partner
 * user reaches its account and those beneath it, a tenant user everything. A row outside is a 404 before
 * the body is read, as another tenant's row is.
 */
export async function targetCaller(db: Db, auth: AuthContext | null): Promise<StockCaller | null> {
  if (!auth) return null;
  if (auth.accountId === null) return { auth, scope: UNNARROWED };
  const accounts = accountAndDescendants(await listPartnerAccounts(db, auth.tenantId), auth.accountId);
  const ids = new Set(accounts.map((account) => account.accountId));
  return {
    auth,
    scope: {
      root: auth.accountId,
      accountIds: [...ids],
      includes: (accountId) => accountId !== null && ids.has(accountId),
    },
  };
}

/**
 * A location of the tenant the caller reaches, named by a body field; else a 400 naming the field (a
 * location the caller does not reach reads as one that does not exist).
 */
export async function requireLocation(db: Db, caller: StockCaller, id: string, field: string): Promise<LocationRef> {
  const row = isUuid(id)
    ? await inventoryDb(db)
        .selectFrom('inventory_locations')
        .select(['id', 'name', 'type', 'account_id as accountId', 'active'])
        .where('tenant_id', '=', caller.auth.tenantId)
        .where('id', '=', id)
        .executeTakeFirst()
    : undefined;
  if (!row || !caller.scope.includes(row.accountId)) {
    throw invalidField('body', field, `${id.slice(0, 64)} is not a location you may use`);
  }
  return row;
}

/** A location that takes stock: it must be active. */
export async function requireActiveLocation(db: Db, caller: StockCaller, id: string, field: string) {
  const location = await requireLocation(db, caller, id, field);
  if (!location.active) throw invalidField('body', field, `${location.name} is not active`);
  return location;
}

/** The name of an enabled movement reason for the action, or null when none is named. */
export async function reasonName(
  db: Db,
  tenantId: string,
  reasonId: string | undefined,
  use: ReasonUse | null,
): Promise<string | null> {
  if (reasonId === undefined) return null;
  const row = isUuid(reasonId)
    ? await inventoryDb(db)
        .selectFrom('inventory_reasons')
        .select(['name', 'applies_to as appliesTo', 'enabled'])
        .where('tenant_id', '=', tenantId)
        .where('id', '=', reasonId)
        .executeTakeFirst()
    : undefined;
  if (!row || !row.enabled)
    throw invalidField('body', 'reasonId', `${reasonId.slice(0, 64)} is not an enabled movement reason`);
  if (use !== null && !row.appliesTo.includes(use)) {
    throw invalidField('body', 'reasonId', `${row.name} is not a reason for ${use}`);
  }
  return row.name;
}

/** A 404 for a row the tenant has not, or the caller's scope does not reach. */
export const notReached = (what: string) => notFound(what);
