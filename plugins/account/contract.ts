import type {
  AppInfo,
  ChangePasswordRequest,
  ForgotPasswordRequest,
  PasswordPolicy,
  ResetPasswordRequest,
  ResetTokenInfo,
} from '../../core/contract/auth.ts';
import { defineCall, encodePath } from '../../core/http/callDefinition.ts';

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
  path: '/authentication/forgotPassword',
  notifyErrors: false,
});

/** An invalid link is the page's whole message, not a toast. */
export const resetTokenCall = defineCall<{ token: string }, ResetTokenInfo>({
  method: 'GET',
  path: ({ token }) => encodePath`/authentication/tokenId/${token}`,
  notifyErrors: false,
});

export const resetPasswordCall = defineCall<ResetPasswordRequest, null>({
  method: 'PUT',
  path: '/authentication/resetPassword',
});

/** Sends the bearer token when there is one: the server then keeps that session of the same user. */
export const changePasswordCall = defineCall<ChangePasswordRequest, null>({
  method: 'PUT',
  path: '/authentication/changePassword',
});

/** Without the rules the form still works (the server checks them), so a failure is not toasted. */
export const passwordConfigCall = defineCall<{ tenantId: string }, PasswordPolicy>({
  method: 'GET',
  path: ({ tenantId }) => encodePath`/user/getPasswordConfig/${tenantId}`,
  notifyErrors: false,
});

export const appInfoCall = defineCall<void, AppInfo>({
  method: 'GET',
  path: '/authentication/appInfo',
});

/** Only decides whether the login page offers single sign-on: a failure just hides the button. */
export const openIdConfigCall = defineCall<void, OpenIdConfig>({
  method: 'GET',
  path: '/openid-login/config',
  auth: false,
  notifyErrors: false,
});

export const openIdAuthorizeCall = defineCall<void, OpenIdConfig>({
  method: 'GET',
  path: '/openid-login/authorize',
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
