import type { z } from 'zod';
import type { logoSchema, partnerAndTenantInfoSchema, TenantStyle } from '../contract/auth.ts';
import { TENANT_PATHS } from '../contract/authPaths.ts';
import { fillPath } from '../contract/pathTemplate.ts';
import { defineCall } from '../http/callDefinition.ts';

/**
 * The tenant calls the shell makes on start. Like the session's calls they carry no zod response
 * schema (the server already parses its answers through the contract), keeping zod off the initial bundle.
 */

/** The account id that names the tenant itself in the style and logo calls. */
export const TENANT_ACCOUNT = 'tenant';

export interface TenantAccountInput {
  tenantId: string;
  /** A partner account id, or `tenant`. */
  accountId: string;
}

/** Branding is decoration: a failure keeps what is cached instead of interrupting with a toast. */
export const tenantStyleCall = defineCall<TenantAccountInput, TenantStyle>({
  method: 'GET',
  path: ({ tenantId, accountId }) => fillPath(TENANT_PATHS.style, { tenantId, accountId }),
  notifyErrors: false,
});

export const tenantLogoCall = defineCall<TenantAccountInput, z.infer<typeof logoSchema>>({
  method: 'GET',
  path: ({ tenantId, accountId }) => fillPath(TENANT_PATHS.logo, { tenantId, accountId }),
  notifyErrors: false,
});

export const partnerAndTenantInfoCall = defineCall<{ tenantId: string }, z.infer<typeof partnerAndTenantInfoSchema>>({
  method: 'GET',
  path: ({ tenantId }) => fillPath(TENANT_PATHS.partnerAndTenantInfo, { tenantId }),
});
