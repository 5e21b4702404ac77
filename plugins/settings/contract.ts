import { z } from 'zod';
import { passwordPolicySchema, tenantStyleSchema } from '../../core/contract/auth.ts';
import { COLOUR_RULE, MAX_COLOUR_LENGTH, isValidColour } from '../../core/contract/colour.ts';
import { landingPageSchema } from '../../core/contract/landingPage.ts';
import { LOGO_SIZE_LIMITS, SESSION_ABSOLUTE_LIMITS, SESSION_IDLE_LIMITS } from './paths.ts';

/**
 * The tenant settings API (issue 4): style, logo, password policy, default landing page, partner
 * management and session timeouts. Every change bumps the tenant's version, which every authenticated
 * response carries in the `x-sdp-style-version` header (STYLE_VERSION_HEADER), so open consoles
 * re-fetch the style. Edits carry the version: without it 428, stale 412.
 */

export {
  LOGO_MEDIA_TYPES,
  LOGO_SIZE_LIMITS,
  MAX_LOGO_BYTES,
  SESSION_ABSOLUTE_LIMITS,
  SESSION_IDLE_LIMITS,
  SETTINGS_PATHS,
  SETTINGS_PERMISSIONS,
  type LogoMediaType,
} from './paths.ts';

/** One setting of the tenant, as `GET /user/getSetting/{tenantId}/{name}` answers it. */
export const settingSchema = z.object({ name: z.string(), value: z.unknown() });

const colour = z.string().max(MAX_COLOUR_LENGTH).refine(isValidColour, COLOUR_RULE);

export const styleInputSchema = z.strictObject({
  background: colour,
  color: colour,
  font: colour,
  logosize: z.number().int().min(LOGO_SIZE_LIMITS.min).max(LOGO_SIZE_LIMITS.max),
});

export const tenantSettingsSchema = z.object({
  tenantId: z.string(),
  businessName: z.string(),
  style: tenantStyleSchema,
  /** A data URL of the logo, or null. */
  logo: z.string().nullable(),
  passwordPolicy: passwordPolicySchema,
  /** Where users without a landing page of their own land; empty for Getting Started. */
  defaultLandingPage: z.string(),
  /** Spec section 6: with it off, partner users lose the restricted areas. */
  partnerManagement: z.boolean(),
  /** In effect: the tenant's own value, or the server's default. */
  sessionIdleMinutes: z.number().int(),
  sessionAbsoluteMinutes: z.number().int(),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type TenantSettings = z.infer<typeof tenantSettingsSchema>;

/** Fields left out stay as they are; `style` and `passwordPolicy` are replaced whole. */
export const updateTenantSettingsRequestSchema = z.strictObject({
  version: z.number().int().min(1).optional(),
  style: styleInputSchema.optional(),
  passwordPolicy: z.strictObject(passwordPolicySchema.shape).optional(),
  defaultLandingPage: landingPageSchema.optional(),
  partnerManagement: z.boolean().optional(),
  sessionIdleMinutes: z.number().int().min(SESSION_IDLE_LIMITS.min).max(SESSION_IDLE_LIMITS.max).optional(),
  sessionAbsoluteMinutes: z.number().int().min(SESSION_ABSOLUTE_LIMITS.min).max(SESSION_ABSOLUTE_LIMITS.max).optional(),
});
export type UpdateTenantSettingsRequest = z.input<typeof updateTenantSettingsRequestSchema>;

export const SESSION_TIMEOUT_RULE = 'must be at least the idle timeout';

/** The version is optional here: a logo is replaced whole. When sent, a stale one is refused with 412. */
export const updateLogoRequestSchema = z.strictObject({
  /** `data:image/png;base64,…`, `data:image/jpeg;base64,…` or `data:image/svg+xml;base64,…` (or URL-encoded SVG). */
  dataUrl: z.string().min(1).max(1_000_000).nullable(),
  version: z.number().int().min(1).optional(),
});
export type UpdateLogoRequest = z.input<typeof updateLogoRequestSchema>;
