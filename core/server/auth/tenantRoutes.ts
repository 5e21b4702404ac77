import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  logoSchema,
  partnerAndTenantInfoSchema,
  settingSchema,
  tenantInfoSchema,
  tenantStyleSchema,
} from '../../contract/auth.ts';
import { ALWAYS_ALLOWED } from '../../contract/permissions.ts';
import type { ServerConfig } from '../config.ts';
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
const tenantAccountParamsSchema = z.strictObject({
  tenantId: z.string().min(1).max(64),
  /** `tenant`, or a partner account id of the tenant. */
  accountId: z.string().min(1).max(64),
});
const settingParamsSchema = z.strictObject({ tenantId: z.string().min(1).max(64), name: z.string().min(1).max(128) });

/** Settings computed from the tenant's columns and the server configuration rather than its settings document. */
function computedSetting(
  tenant: TenantRecord,
  config: ServerConfig,
  name: string,
): { found: boolean; value?: unknown } {
  switch (name) {
    case 'partnerManagement':
      return { found: true, value: tenant.partnerManagement };
    case 'defaultLandingPage':
      return { found: true, value: tenant.defaultLandingPage };
    case 'sessionIdleMinutes':
      return { found: true, value: tenant.sessionIdleMinutes ?? config.SESSION_IDLE_MINUTES };
    case 'sessionAbsoluteMinutes':
      return { found: true, value: tenant.sessionAbsoluteMinutes ?? config.SESSION_ABSOLUTE_HOURS * 60 };
    default:
      return { found: false };
  }
}

async function tenantOf(db: Kysely<CoreDatabase>, tenantId: string): Promise<TenantRecord> {
  const tenant = await findTenant(db, tenantId);
  if (!tenant) throw notFound('The tenant');
  return tenant;
}

/** The tenant, when the account id is `tenant` or one of its partner accounts. */
async function tenantForAccount(db: Kysely<CoreDatabase>, tenantId: string, accountId: string): Promise<TenantRecord> {
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
  const { db, config } = services;

  const getSetting = defineRoute({
    method: 'GET',
    url: TENANT_PATHS.setting,
    summary:
      "One setting of the caller's tenant: an entry of its settings, or partnerManagement, defaultLandingPage, sessionIdleMinutes, sessionAbsoluteMinutes.",
    tags: TAGS,
    permission: ALWAYS_ALLOWED,
    tenantParam: 'tenantId',
    params: settingParamsSchema,
    response: settingSchema,
    handler: async ({ params }) => {
      const tenant = await tenantOf(db, params.tenantId);
      const computed = computedSetting(tenant, config, params.name);
      if (computed.found) return ok({ name: params.name, value: computed.value });
      if (!Object.hasOwn(tenant.settings, params.name)) throw notFound('The setting');
      return ok({ name: params.name, value: tenant.settings[params.name] });
    },
  });

  const getStyle = defineRoute({
    method: 'GET',
    url: TENANT_PATHS.style,
    summary: "The tenant's style colours and logo size; accountId is `tenant` or one of its partner accounts.",
    tags: TAGS,
    permission: ALWAYS_ALLOWED,
    tenantParam: 'tenantId',
    params: tenantAccountParamsSchema,
    response: tenantStyleSchema,
    handler: async ({ params }) => ok((await tenantForAccount(db, params.tenantId, params.accountId)).style),
  });

  const getLogo = defineRoute({
    method: 'GET',
    url: TENANT_PATHS.logo,
    summary: "The tenant's logo as a data URL; accountId is `tenant` or one of its partner accounts.",
    tags: TAGS,
    permission: ALWAYS_ALLOWED,
    tenantParam: 'tenantId',
    params: tenantAccountParamsSchema,
    response: logoSchema,
    handler: async ({ params }) => ok({ logo: (await tenantForAccount(db, params.tenantId, params.accountId)).logo }),
  });

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

  return [getSetting, getStyle, getLogo, tenantInfo, partnerAndTenantInfo] as AnyRoute[];
}
