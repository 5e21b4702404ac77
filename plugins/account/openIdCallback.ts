/** Query parameters an OpenID provider puts on its redirect back to the console. */
const CALLBACK_PARAMS = ['code', 'state', 'error'];

function hasCallbackParams(query: string): boolean {
  const params = new URLSearchParams(query);
  return CALLBACK_PARAMS.some((name) => params.has(name));
}

/**
 * The callback URL to hand to the server: the page's URL when the provider's answer is in its query,
 * or the page's URL carrying the query of an SSO hash (`#/openid?code=…&state=…`); null when neither
 * holds an answer.
 */
export function openIdCallbackUrl(location: Pick<Location, 'origin' | 'pathname' | 'search' | 'hash'>): string | null {
  const base = `${location.origin}${location.pathname}`;
  if (hasCallbackParams(location.search)) return `${base}${location.search}`;
  const queryStart = location.hash.indexOf('?');
  if (queryStart >= 0) {
    const hashQuery = location.hash.slice(queryStart);
    if (hasCallbackParams(hashQuery)) return `${base}${hashQuery}`;
  }
  return null;
}
