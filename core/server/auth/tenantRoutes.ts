import type { Kysely } from 'kysely';
import { z } from 'zod';
import { partnerAndTenantInfoSchema, tenantInfoSchema } from '../../contract/auth.ts';
import { ALWAYS_ALLOWED } from '../../contract/permissions.ts';
import type { CoreDatabase } from '../db/schema.ts';
import { notFound, unauthorized } from '../http/errors.ts';
import { defineRoute, ok, type AnyRoute } from '../http/route.ts';
import type { ServerServices } from '../serverPlugin.ts';
import { listPartnerAccounts, pathFromRoot, visibleAccounts } from './partnerAccounts.ts';
import { findTenant, findUserById, type TenantRecord } from './userDirectory.ts';
import { TENANT_PATHS } from '../../contract/authPaths.ts';

const TAGS = ['Tenant'];
/** The account id that names the tenant itself rather than one of its partner accounts. */
export const TENANT_ACCOUNT = 'tenant';

/** The tenant named in the path (the account plugin's password configuration route reads it too). */
export const tenantIdParamsSchema = z.strictObject({ tenantId: z.string().min(1).max(64) });
/** A tenant and one of its accounts in the path (the settings plugin's style and logo routes read it too). */
export const tenantAccountParamsSchema = z.strictObject({
  tenantId: z.string().min(1).max(64),
  /** `tenant`, or a partner account id of the tenant. */
  accountId: z.string().min(1).max(64),
});

async function tenantOf(db: Kysely<CoreDatabase>, tenantId: string): Promise<TenantRecord> {
  const tenant = await findTenant(db, tenantId);
  if (!tenant) throw notFound('The tenant');
  return tenant;
}

/** The tenant, when the account id is `tenant` or one of its partner accounts; else a 404. */
export async function tenantForAccount(
  db: Kysely<CoreDatabase>,
  tenantId: string,
  accountId: string,
): Promise<TenantRecord> {
  const tenant = await tenantOf(db, tenantId);
  if (accountId === TENANT_ACCOUNT) return tenant;
  const account = await db
    .selectFrom('partner_accounts')
    .select('account_id')
    .where('tenant_id', '=', tenantId)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  if (!account) throw notFound('The account');
  return tenant;
}

export function tenantRoutes(services: ServerServices): AnyRoute[] {
  const { db } = services;

  const tenantInfo = defineRoute({
    method: 'GET',
    url: TENANT_PATHS.tenantInfo,
    summary: "The tenant's business name and id; accountId is `tenant` or one of its partner accounts.",
    tags: TAGS,
    permission: ALWAYS_ALLOWED,
    tenantParam: 'tenantId',
    params: tenantAccountParamsSchema,
    response: tenantInfoSchema,
    handler: async ({ params }) => {
      const tenant = await tenantForAccount(db, params.tenantId, params.accountId);
      return ok({ businessName: tenant.businessName, tenantId: tenant.id });
    },
  });

  const partnerAndTenantInfo = defineRoute({
    method: 'GET',
    url: TENANT_PATHS.partnerAndTenantInfo,
    summary:
      "The tenant, the partner accounts the caller may see, and for a partner user the path from the hierarchy's root to their account.",
    tags: TAGS,
    permission: ALWAYS_ALLOWED,
    tenantParam: 'tenantId',
    params: tenantIdParamsSchema,
    response: partnerAndTenantInfoSchema,
    handler: async ({ params, auth }) => {
      const [tenant, user, accounts] = await Promise.all([
        tenantOf(db, params.tenantId),
        findUserById(db, auth.tenantId, auth.userId),
        listPartnerAccounts(db, params.tenantId),
      ]);
      if (!user) throw unauthorized();
      return ok({
        tenantInfo: { businessName: tenant.businessName, tenantId: tenant.id },
        partnerInfo: visibleAccounts(accounts, user.accountId),
        partnerTenantInfo: {
          partnerManagement: tenant.partnerManagement,
          accountPath: user.accountId === null ? [] : pathFromRoot(accounts, user.accountId),
        },
      });
    },
  });

  return [tenantInfo, partnerAndTenantInfo] as AnyRoute[];
}
