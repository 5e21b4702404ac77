/** Constants of the HTTP contract between the console and the /proactive/rest server. */
export const BASE_PATH = '/sdp';
export const API_BASE = '/proactive/rest';
export const REQUEST_TIMEOUT_MS = 300_000;

/** Every API call names the requesting provider (spec section 7) in this header. */
export const PROVIDER_HEADER = 'x-sdp-provider';
/** The provider name the console sends. */
export const CONSOLE_PROVIDER = 'sdp-console';
/** Allowed shape of a provider name. */
export const PROVIDER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

/**
 * When a call extends the session, the server returns the refreshed session value
 * (`token:expiryMillis`, the format of the sdpauth cookie) in this response header.
 */
export const SESSION_REFRESH_HEADER = 'x-sdp-session';

export const SESSION_COOKIE = 'sdpauth';

/**
 * Every authenticated response carries the tenant's settings version in this header. The console
 * re-fetches the tenant's style and logo when it changes, so a saved theme reaches every open console.
 */
export const STYLE_VERSION_HEADER = 'x-sdp-style-version';

/**
 * The partner bar's chosen account (a partner account id): listings of records that carry an account are
 * narrowed to that account and its descendants. The caller must be allowed to see the account (a partner
 * user: their own account or one beneath it), else the server answers 400 naming this header.
 */
export const ACCOUNT_SCOPE_HEADER = 'x-sdp-account-scope';
