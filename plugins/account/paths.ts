import { LOGIN_PATH, OPENID_LOGIN_PATH } from '../../core/session/sessionGuard.ts';

/** The public screens' paths, relative to the /sdp base. */
export const accountPaths = {
  login: LOGIN_PATH,
  openIdLogin: OPENID_LOGIN_PATH,
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password/:resetToken',
  changePassword: '/change-password',
  version: '/version',
} as const;

/** What one account screen hands the next through the router's location state. */
export interface AccountLocationState {
  /** Pre-fills the username on the login screen. */
  username?: string;
  /** The change-password screen explains that the password has expired. */
  passwordExpired?: boolean;
}

/** Reads the location state defensively: it survives reloads and can hold anything. */
export function readAccountState(state: unknown): AccountLocationState {
  if (typeof state !== 'object' || state === null) return {};
  const { username, passwordExpired } = state as Record<string, unknown>;
  return {
    username: typeof username === 'string' ? username : undefined,
    passwordExpired: passwordExpired === true,
  };
}
