/** What the HTTP client needs from the session; the session store implements it. */
export const SessionTokenSource = Symbol.for('sdp.SessionTokenSource');
export interface SessionTokenSource {
  /** The bearer token of the current session, or null when signed out. */
  getToken(): string | null;
  /**
   * Stores a refreshed session value (`token:expiryMillis`) the server sent in the refresh header of the
   * answer to a request sent with `sentToken` (null: sent without one).
   */
  saveRefreshedSession(headerValue: string, sentToken: string | null): void;
  /** Called on HTTP 401: clear local data, cookies and session, then go to login (spec section 4). */
  handleUnauthorized(): void;
}
