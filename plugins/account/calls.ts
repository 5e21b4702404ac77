import type { PasswordPolicy } from '../../core/contract/auth.ts';
import type {
  AppInfo,
  ChangePasswordRequest,
  ForgotPasswordRequest,
  ResetPasswordRequest,
  ResetTokenInfo,
} from './contract.ts';
import { AUTH_PATHS } from '../../core/contract/authPaths.ts';
import { fillPath } from '../../core/contract/pathTemplate.ts';
import { defineCall } from '../../core/http/callDefinition.ts';

/**
 * The calls of the public account screens (spec section 7); all of them are public on the server. They
 * carry no zod response schema: the server parses its answers through the contract, and the login
 * route's bundle stays free of zod.
 */

export interface OpenIdConfig {
  enabled: boolean;
  authorizationUrl: string | null;
}

/** The server answers the same whether or not the user exists; the page reports every outcome itself. */
export const forgotPasswordCall = defineCall<ForgotPasswordRequest, null>({
  method: 'POST',
  path: AUTH_PATHS.forgotPassword,
  notifyErrors: false,
});

/** An invalid link is the page's whole message, not a toast. */
export const resetTokenCall = defineCall<{ token: string }, ResetTokenInfo>({
  method: 'GET',
  path: ({ token }) => fillPath(AUTH_PATHS.resetToken, { token }),
  notifyErrors: false,
});

export const resetPasswordCall = defineCall<ResetPasswordRequest, null>({
  method: 'PUT',
  path: AUTH_PATHS.resetPassword,
});

/** Sends the bearer token when there is one: the server then keeps that session of the same user. */
export const changePasswordCall = defineCall<ChangePasswordRequest, null>({
  method: 'PUT',
  path: AUTH_PATHS.changePassword,
});

/** Without the rules the form still works (the server checks them), so a failure is not toasted. */
export const passwordConfigCall = defineCall<{ tenantId: string }, PasswordPolicy>({
  method: 'GET',
  path: ({ tenantId }) => fillPath(AUTH_PATHS.passwordConfig, { tenantId }),
  notifyErrors: false,
});

export const appInfoCall = defineCall<void, AppInfo>({
  method: 'GET',
  path: AUTH_PATHS.appInfo,
});

/** Only decides whether the login page offers single sign-on: a failure just hides the button. */
export const openIdConfigCall = defineCall<void, OpenIdConfig>({
  method: 'GET',
  path: AUTH_PATHS.openIdConfig,
  auth: false,
  notifyErrors: false,
});

export const openIdAuthorizeCall = defineCall<void, OpenIdConfig>({
  method: 'GET',
  path: AUTH_PATHS.openIdAuthorize,
  auth: false,
});

/** CallTracker kinds of the account calls. */
export const ACCOUNT_CALLS = {
  forgotPassword: 'account.forgotPassword',
  resetToken: 'account.resetToken',
  resetPassword: 'account.resetPassword',
  changePassword: 'account.changePassword',
  passwordConfig: 'account.passwordConfig',
  appInfo: 'account.appInfo',
  openIdAuthorize: 'account.openIdAuthorize',
} as const;

/** What the server answers a successful password change with; used when the envelope carries no message. */
export const CHANGE_PASSWORD_SUCCESS_MESSAGE = 'Change Password Request Successfull';
