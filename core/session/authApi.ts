import { inject, injectable } from 'inversify';
import type { ApplicationMode, LoginRequest, LoginResponse, LogoutRequest, UserInfo } from '../contract/auth.ts';
import { AUTH_PATHS } from '../contract/authPaths.ts';
import { fillPath } from '../contract/pathTemplate.ts';
import { defineCall } from '../http/callDefinition.ts';
import { HttpClient } from '../http/HttpClient.ts';

/**
 * The authentication calls of spec section 7 the session store makes. They carry no zod response
 * schema: the server parses every response through the contract's schema, and these calls sit on the
 * login route's initial bundle, which stays free of zod.
 */
export const AuthApi = Symbol.for('sdp.AuthApi');
export interface AuthApi {
  /** POST /authentication/uilogin */
  login(request: LoginRequest): Promise<LoginResponse>;
  /** POST /authentication/getUserAndRole/{mode}, naming the user id of the session. */
  getUserAndRole(mode: ApplicationMode, userId: string): Promise<UserInfo>;
  /** POST /authentication/logout */
  logout(request: LogoutRequest): Promise<void>;
  /** POST /openid-login with the URL the provider sent the browser back to. */
  openIdLogin(callbackUrl: string): Promise<LoginResponse>;
}

export const loginCall = defineCall<LoginRequest, LoginResponse>({
  method: 'POST',
  path: AUTH_PATHS.uiLogin,
  auth: false,
});

export const userAndRoleCall = defineCall<{ mode: ApplicationMode; userId: string }, UserInfo>({
  method: 'POST',
  path: ({ mode }) => fillPath(AUTH_PATHS.getUserAndRole, { mode }),
  body: ({ userId }) => ({ userId }),
});

/** The session ends locally whether or not this call succeeds, so its failure is not toasted. */
export const logoutCall = defineCall<LogoutRequest, unknown>({
  method: 'POST',
  path: AUTH_PATHS.logout,
  notifyErrors: false,
});

export const openIdLoginCall = defineCall<{ callbackUrl: string }, LoginResponse>({
  method: 'POST',
  path: AUTH_PATHS.openIdLogin,
  auth: false,
});

@injectable()
export class HttpAuthApi implements AuthApi {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  async login(request: LoginRequest): Promise<LoginResponse> {
    return (await this.http.call(loginCall, request)).data;
  }

  async getUserAndRole(mode: ApplicationMode, userId: string): Promise<UserInfo> {
    return (await this.http.call(userAndRoleCall, { mode, userId })).data;
  }

  async logout(request: LogoutRequest): Promise<void> {
    await this.http.call(logoutCall, request);
  }

  async openIdLogin(callbackUrl: string): Promise<LoginResponse> {
    return (await this.http.call(openIdLoginCall, { callbackUrl })).data;
  }
}
