import { inject, injectable } from 'inversify';
import type { PasswordPolicy } from '../../core/contract/auth.ts';
import type { AppInfo, ChangePasswordRequest, ResetTokenInfo } from './contract.ts';
import { isApiError } from '../../core/http/ApiError.ts';
import { CallTracker } from '../../core/http/CallTracker.ts';
import { HttpClient } from '../../core/http/HttpClient.ts';
import {
  FORGOT_PASSWORD_SUCCESS_MESSAGE,
  RESET_PASSWORD_SUCCESS_MESSAGE,
  VALIDATE_RESET_TOKEN_SUCCESS_MESSAGE,
} from '../../core/http/messages.ts';
import {
  ACCOUNT_CALLS,
  appInfoCall,
  CHANGE_PASSWORD_SUCCESS_MESSAGE,
  changePasswordCall,
  forgotPasswordCall,
  openIdAuthorizeCall,
  openIdConfigCall,
  passwordConfigCall,
  resetPasswordCall,
  resetTokenCall,
} from './calls.ts';

/**
 * The account screens' calls, each tracked in the CallTracker under its ACCOUNT_CALLS kind, so a
 * page reads `calls.isLoading(kind)` and the spec's success messages are recorded.
 */
export const AccountApi = Symbol.for('sdp.AccountApi');
export interface AccountApi {
  /** POST /authentication/forgotPassword; resolves however the server answered, rejects only when no answer came. */
  forgotPassword(username: string): Promise<void>;
  validateResetToken(token: string): Promise<ResetTokenInfo>;
  /** Resolves with the success message to show. */
  resetPassword(token: string, newPassword: string): Promise<string>;
  /** Resolves with the success message to show. */
  changePassword(request: ChangePasswordRequest): Promise<string>;
  passwordPolicy(tenantId: string): Promise<PasswordPolicy>;
  appInfo(): Promise<AppInfo>;
  /** False when single sign-on is not configured or the server cannot say. */
  openIdEnabled(): Promise<boolean>;
  /** The provider URL to send the browser to. */
  openIdAuthorizationUrl(): Promise<string>;
}

/** Answers from the server, as opposed to no answer at all (network failure, timeout, cancel). */
function isServerAnswer(error: unknown): boolean {
  return isApiError(error) && (error.kind === 'failed' || error.kind === 'invalid');
}

@injectable()
export class HttpAccountApi implements AccountApi {
  constructor(
    @inject(HttpClient) private readonly http: HttpClient,
    @inject(CallTracker) private readonly calls: CallTracker,
  ) {}

  async forgotPassword(username: string): Promise<void> {
    const request = this.http.call(forgotPasswordCall, { username }).then(
      () => undefined,
      // Whatever the server said stays unsaid: the screen never hints whether the account exists.
      (error: unknown) => {
        if (!isServerAnswer(error)) throw error;
      },
    );
    await this.calls.track(ACCOUNT_CALLS.forgotPassword, request, { successMessage: FORGOT_PASSWORD_SUCCESS_MESSAGE });
  }

  async validateResetToken(token: string): Promise<ResetTokenInfo> {
    const { data } = await this.calls.track(ACCOUNT_CALLS.resetToken, this.http.call(resetTokenCall, { token }), {
      successMessage: VALIDATE_RESET_TOKEN_SUCCESS_MESSAGE,
    });
    return data;
  }

  async resetPassword(token: string, newPassword: string): Promise<string> {
    await this.calls.track(ACCOUNT_CALLS.resetPassword, this.http.call(resetPasswordCall, { token, newPassword }), {
      successMessage: RESET_PASSWORD_SUCCESS_MESSAGE,
    });
    return RESET_PASSWORD_SUCCESS_MESSAGE;
  }

  async changePassword(request: ChangePasswordRequest): Promise<string> {
    const result = await this.calls.track(ACCOUNT_CALLS.changePassword, this.http.call(changePasswordCall, request), {
      successMessage: (answer) => answer.message || CHANGE_PASSWORD_SUCCESS_MESSAGE,
    });
    return result.message || CHANGE_PASSWORD_SUCCESS_MESSAGE;
  }

  async passwordPolicy(tenantId: string): Promise<PasswordPolicy> {
    const call = this.http.call(passwordConfigCall, { tenantId });
    return (await this.calls.track(ACCOUNT_CALLS.passwordConfig, call)).data;
  }

  async appInfo(): Promise<AppInfo> {
    return (await this.calls.track(ACCOUNT_CALLS.appInfo, this.http.call(appInfoCall))).data;
  }

  async openIdEnabled(): Promise<boolean> {
    try {
      return (await this.http.call(openIdConfigCall)).data.enabled;
    } catch {
      return false;
    }
  }

  async openIdAuthorizationUrl(): Promise<string> {
    const { data } = await this.calls.track(ACCOUNT_CALLS.openIdAuthorize, this.http.call(openIdAuthorizeCall));
    if (!data.authorizationUrl) throw new Error('Single sign-on is not configured.');
    return data.authorizationUrl;
  }
}
