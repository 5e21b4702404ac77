/**
 * The account's requests and answers beyond signing in (the session's are the core's, in
 * `core/contract/auth.ts`): forgotten and reset passwords, changing one, the version and OpenID. The
 * server checks with them; the screens import their types only, so the login route stays free of zod.
 */
import { z } from 'zod';

const username = z.string().trim().min(1).max(128);
const password = z.string().min(1).max(256);

export const forgotPasswordRequestSchema = z.strictObject({ username });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

export const resetTokenParamsSchema = z.strictObject({ token: z.string().min(1).max(512) });
export const resetTokenInfoSchema = z.object({
  username: z.string(),
  tenantId: z.string(),
  expiresAt: z.number().int(),
});
export type ResetTokenInfo = z.infer<typeof resetTokenInfoSchema>;

export const resetPasswordRequestSchema = z.strictObject({
  token: z.string().min(1).max(512),
  newPassword: password,
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

export const changePasswordRequestSchema = z.strictObject({
  username,
  currentPassword: password,
  newPassword: password,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

export const verifyPasswordQuerySchema = z.strictObject({ username, password });
export const verifyPasswordResponseSchema = z.object({ valid: z.boolean() });

export const appInfoSchema = z.object({
  name: z.string(),
  version: z.string(),
  apiVersion: z.string(),
  database: z.enum(['embedded', 'postgresql']),
  startedAt: z.number().int(),
  openIdEnabled: z.boolean(),
});
export type AppInfo = z.infer<typeof appInfoSchema>;

export const openIdConfigSchema = z.object({ enabled: z.boolean(), authorizationUrl: z.string().nullable() });
export const openIdLoginRequestSchema = z.strictObject({
  /** The full redirect URL the provider sent the browser back to, with its code and state. */
  callbackUrl: z.string().min(1).max(4096),
});
