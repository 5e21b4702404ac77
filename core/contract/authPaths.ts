/**
 * The REST paths of signing in, sessions, passwords and single sign-on (spec section 7), as templates
 * both halves use: the server registers them as its routes, the console fills them with `fillPath`.
 * Free of zod: the console's first page imports it.
 */
export const AUTH_PATHS = {
  uiLogin: '/authentication/uilogin',
  /** The mode is optional: `/getUserAndRole`, `/getUserAndRole/` and `/getUserAndRole/inventory`. */
  getUserAndRole: '/authentication/getUserAndRole/:mode?',
  logout: '/authentication/logout',
  appInfo: '/authentication/appInfo',
  forgotPassword: '/authentication/forgotPassword',
  /** Checks a password-reset token; the token never reaches the logs (see the server's redaction). */
  resetToken: '/authentication/tokenId/:token',
  resetPassword: '/authentication/resetPassword',
  verifyPassword: '/authentication/verifyPassword',
  changePassword: '/authentication/changePassword',
  passwordConfig: '/user/getPasswordConfig/:tenantId',
  openIdLogin: '/openid-login',
  openIdConfig: '/openid-login/config',
  openIdAuthorize: '/openid-login/authorize',
} as const;

/** The tenant's branding and partner structure, read by the shell on every start. */
export const TENANT_PATHS = {
  setting: '/user/getSetting/:tenantId/:name',
  style: '/user/getStyle/:tenantId/:accountId',
  logo: '/user/getLogo/:tenantId/:accountId',
  tenantInfo: '/user/tenantInfo/:tenantId/:accountId',
  partnerAndTenantInfo: '/service/partnerandtenantinfo/:tenantId',
} as const;
