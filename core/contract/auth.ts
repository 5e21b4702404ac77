import { z } from 'zod';
import { APPLICATION_MODES } from './applicationMode.ts';
import type { PermissionTree } from './permissions.ts';

/**
 * Payloads of the authentication and tenant calls (spec section 7) that the spec leaves open.
 * Request bodies are strict: an unknown field is a 400.
 */

export { APPLICATION_MODES, DEFAULT_APPLICATION_MODE, type ApplicationMode } from './applicationMode.ts';
export const applicationModeSchema = z.enum(APPLICATION_MODES);

const username = z.string().trim().min(1).max(128);
const password = z.string().min(1).max(256);
const tenantId = z.string().min(1).max(64);

export const loginRequestSchema = z.strictObject({ username, password });
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** The mode is optional: `/getUserAndRole`, `/getUserAndRole/` (an empty mode) and `/getUserAndRole/inventory`. */
export const getUserAndRoleParamsSchema = z.strictObject({ mode: applicationModeSchema.or(z.literal('')).optional() });
/** The body is optional and ignored: the user is resolved from the bearer token alone. */
export const getUserAndRoleBodySchema = z.looseObject({}).optional();

export const partnerAccountSchema = z.object({
  accountId: z.string(),
  accountNumber: z.string(),
  accountName: z.string(),
  parentAccountId: z.string().nullable(),
});
export type PartnerAccount = z.infer<typeof partnerAccountSchema>;

export const tenantInfoSchema = z.object({ businessName: z.string(), tenantId: z.string() });
export type TenantInfo = z.infer<typeof tenantInfoSchema>;

const permissionTreeSchema: z.ZodType<PermissionTree> = z.lazy(() =>
  z.record(z.string(), z.union([z.string().regex(/^[01]{4}$/), permissionTreeSchema])),
);
export { permissionTreeSchema };

/** The user info of spec section 3, as getUserAndRole returns it. */
export const userInfoSchema = z.object({
  userId: z.string(),
  username: z.string(),
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  tenantId: z.string(),
  accountId: z.string().nullable(),
  landingPage: z.string(),
  developerAccess: z.boolean(),
  copyConfiguration: z.boolean(),
  permissions: permissionTreeSchema,
  applicationMode: applicationModeSchema,
  loginPartyId: z.string(),
  partnerName: z.string().nullable(),
  partyRoleType: z.enum(['TENANT_USER', 'PARTNER_USER']),
  agentAccountId: z.string().nullable(),
  isPartner: z.boolean(),
  partnerManagement: z.boolean(),
  partnerInfo: z.array(partnerAccountSchema),
  tenantInfo: tenantInfoSchema,
});
export type UserInfo = z.infer<typeof userInfoSchema>;

export const loginResponseSchema = z.object({
  token: z.string(),
  /** Epoch milliseconds at which the session expires unless it is used again. */
  expiry: z.number().int(),
  /** True when the password has outlived the tenant's maximum age: the console sends the user to /change-password. */
  passwordExpired: z.boolean(),
  /**
   * The session's user info in the default application mode, as getUserAndRole answers it, so signing in
   * needs no second call before the landing page. Absent from sign-ins that do not carry it (OpenID).
   */
  user: userInfoSchema.optional(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const logoutRequestSchema = z.strictObject({
  tenantId,
  userName: username,
  token: z.string().min(1).max(512),
});
export type LogoutRequest = z.infer<typeof logoutRequestSchema>;

export const passwordPolicySchema = z.object({
  minLength: z.number().int().min(8).max(128),
  requireUppercase: z.boolean(),
  requireLowercase: z.boolean(),
  requireDigit: z.boolean(),
  requireSymbol: z.boolean(),
  /** How many earlier passwords may not be reused. */
  historyCount: z.number().int().min(0).max(24),
  /** Days after which a password must be changed; 0 means never. */
  maxAgeDays: z.number().int().min(0).max(3650),
});
export type PasswordPolicy = z.infer<typeof passwordPolicySchema>;

export const tenantStyleSchema = z.object({
  background: z.string(),
  color: z.string(),
  font: z.string(),
  logosize: z.number().int().min(16).max(200),
});
export type TenantStyle = z.infer<typeof tenantStyleSchema>;

export const logoSchema = z.object({
  /** A data URL of the logo image, or null when the tenant has none. */
  logo: z.string().nullable(),
});

export const partnerAndTenantInfoSchema = z.object({
  tenantInfo: tenantInfoSchema,
  partnerInfo: z.array(partnerAccountSchema),
  partnerTenantInfo: z.object({ partnerManagement: z.boolean(), accountPath: z.array(partnerAccountSchema) }),
});
