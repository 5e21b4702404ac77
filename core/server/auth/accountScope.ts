import type { FastifyRequest } from 'fastify';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { ACCOUNT_SCOPE_HEADER } from '../../contract/http.ts';
import type { CoreDatabase } from '../db/schema.ts';
import { invalidField } from '../http/errors.ts';
import type { AuthContext } from './authContext.ts';
import { accountAndDescendants, listPartnerAccounts } from './partnerAccounts.ts';

/**
 * Which partner accounts' records a request may reach. A partner user reaches their account and its
 * descendants; a tenant user every record of the tenant. The partner bar's choice (the
 * `x-sdp-account-scope` header) narrows either to that account's subtree. Records without an account
 * (tenant-level rows) are reached only when nothing narrows the request.
 */
export interface AccountScope {
  /** The account the request is narrowed to, or null when it is not narrowed. */
  readonly root: string | null;
  /** The reachable account ids (the root and its descendants), or null when every record is reachable. */
  readonly accountIds: readonly string[] | null;
  /** True when a record of this account (null: a tenant-level record) is reachable. */
  includes(accountId: string | null): boolean;
}

/** The scope of a request nothing narrows: every record of the tenant. */
export const UNNARROWED: AccountScope = { root: null, accountIds: null, includes: () => true };
const MAX_ECHOED = 64;

function narrowedTo(root: string, accountIds: readonly string[]): AccountScope {
  const ids = new Set(accountIds);
  return { root, accountIds, includes: (accountId) => accountId !== null && ids.has(accountId) };
}

function requestedAccount(request: FastifyRequest): string | null {
  const header = request.headers[ACCOUNT_SCOPE_HEADER];
  if (header === undefined || header === '') return null;
  if (typeof header !== 'string') throw invalidField('header', ACCOUNT_SCOPE_HEADER, 'send one account id');
  return header;
}

async function resolve(db: Kysely<CoreDatabase>, request: FastifyRequest, auth: AuthContext): Promise<AccountScope> {
  const requested = requestedAccount(request);
  if (requested === null && auth.accountId === null) return UNNARROWED;
  const accounts = await listPartnerAccounts(db, auth.tenantId);
  const own = auth.accountId === null ? accounts : accountAndDescendants(accounts, auth.accountId);
  if (requested === null) {
    return narrowedTo(
      auth.accountId as string,
      own.map((account) => account.accountId),
    );
  }
  if (!own.some((account) => account.accountId === requested)) {
    throw invalidField(
      'header',
      ACCOUNT_SCOPE_HEADER,
      `${requested.slice(0, MAX_ECHOED)} is not an account you may see`,
    );
  }
  return narrowedTo(
    requested,
    accountAndDescendants(accounts, requested).map((account) => account.accountId),
  );
}

const resolved = new WeakMap<FastifyRequest, Promise<AccountScope>>();

/**
 * The account scope of a request, worked out once per request (a bulk call asks for every item). A
 * scope header naming an account the caller may not see is a 400 naming the header.
 */
export function accountScope(
  db: Kysely<CoreDatabase>,
  request: FastifyRequest,
  auth: AuthContext,
): Promise<AccountScope> {
  let scope = resolved.get(request);
  if (!scope) {
    scope = resolve(db, request, auth);
    resolved.set(request, scope);
  }
  return scope;
}

/** The SQL condition keeping rows whose account column is in the scope, or null when nothing narrows it. */
export function accountCondition(scope: AccountScope, column: RawBuilder<unknown>): RawBuilder<boolean> | null {
  if (scope.accountIds === null) return null;
  if (scope.accountIds.length === 0) return sql<boolean>`false`;
  return sql<boolean>`${column} in (${sql.join([...scope.accountIds])})`;
}

/**
 * A record may name an account only when the caller reaches it and the tenant has it: a narrowed
 * caller names its root or an account beneath it; a tenant user any partner account of the tenant (or
 * none). Else a 400 naming the body field.
 */
export async function assertAccountUsable(
  db: Kysely<CoreDatabase>,
  tenantId: string,
  scope: AccountScope,
  field: string,
  accountId: string | null,
): Promise<void> {
  if (scope.root !== null) {
    if (!scope.includes(accountId)) throw invalidField('body', field, `must be ${scope.root} or an account beneath it`);
    return;
  }
  if (accountId === null) return;
  const account = await db
    .selectFrom('partner_accounts')
    .select('account_id')
    .where('tenant_id', '=', tenantId)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  if (!account) throw invalidField('body', field, `${accountId} is not a partner account of the tenant`);
}
