import { expect } from 'vitest';
import type { UserInfo } from '../../../core/contract/auth.ts';
import type { ResetTokenInfo } from '../../../plugins/account/contract.ts';
import type { ApiResponse, TestServer } from './testServer.ts';

/** Calls of the password screens' APIs, for the change, verify and reset suites. */

export const MINUTE = 60_000;
/** The window of the sign-in and reset-request counters. */
export const WINDOW = 15 * MINUTE;
export const INVALID_LINK = 'The reset link is invalid or has expired.';

export function passwordCalls(server: TestServer) {
  return {
    me: (token: string) =>
      server.request<UserInfo>('POST', '/authentication/getUserAndRole/provisioning', { token, body: {} }),
    changePassword: (username: string, currentPassword: string, newPassword: string, token?: string) =>
      server.request('PUT', '/authentication/changePassword', {
        token: token ?? null,
        body: { username, currentPassword, newPassword },
      }),
    forgotPassword: (username: string) =>
      server.request('POST', '/authentication/forgotPassword', { body: { username } }),
    validateToken: (token: string) =>
      server.request<ResetTokenInfo>('GET', `/authentication/tokenId/${encodeURIComponent(token)}`),
    resetPassword: (token: string, newPassword: string) =>
      server.request('PUT', '/authentication/resetPassword', { body: { token, newPassword } }),
    loginStatus: async (username: string, password: string) =>
      (await server.request('POST', '/authentication/uilogin', { body: { username, password } })).status,
    /** Lets the sign-in and reset-request counters of earlier tests fall out of their window. */
    forgetAttempts: () => server.clock.advance(WINDOW + 1000),
  };
}

export function expectPolicyRefusal(response: ApiResponse, ...rules: string[]): void {
  expect(response.status).toBe(400);
  expect(response.body.status).toBe('Failed');
  expect(response.body.errorDescription).toMatch(/^The new password does not meet the password policy\./);
  for (const rule of rules) expect(response.body.errorDescription).toContain(rule);
}
