import { z } from 'zod';
import { logoSchema, tenantStyleSchema } from '../../../core/contract/auth.ts';
import { TENANT_PATHS } from '../../../core/contract/authPaths.ts';
import { ALWAYS_ALLOWED } from '../../../core/contract/permissions.ts';
import { tenantAccountParamsSchema, tenantForAccount } from '../../../core/server/auth/tenantRoutes.ts';
import { findTenant, type TenantRecord } from '../../../core/server/auth/userDirectory.ts';
import type { ServerConfig } from '../../../core/server/config.ts';
import { notFound } from '../../../core/server/http/errors.ts';
import { defineRoute, ok, type AnyRoute } from '../../../core/server/http/route.ts';
import type { ServerServices } from '../../../core/server/serverPlugin.ts';
import { settingSchema } from '../contract.ts';

/**
 * The tenant's settings as every signed-in user reads them (spec section 7): one setting, the style and
 * the logo, which the shell's branding reads on every start (`TENANT_PATHS`). Changing them is the
 * settings screen's (`settingsRoutes.ts`).
 */

const TAGS = ['Tenant'];

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

export function tenantReadRoutes(services: ServerServices): AnyRoute[] {
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
      const tenant = await findTenant(db, params.tenantId);
      if (!tenant) throw notFound('The tenant');
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

  return [getSetting, getStyle, getLogo] as AnyRoute[];
}
