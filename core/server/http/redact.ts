const SECRET_QUERY_KEYS = /pass|token|secret|code|state/i;
/** Paths whose last segment is a secret (reset tokens). */
const SECRET_PATH = /(\/authentication\/tokenId\/)[^/?#]+/;

/** The URL as it may appear in a log line: secrets in the query or path replaced. */
export function redactUrl(url: string): string {
  const [path = '', query] = url.split('?', 2);
  const safePath = path.replace(SECRET_PATH, '$1[redacted]');
  if (query === undefined) return safePath;
  const safeQuery = query
    .split('&')
    .map((pair) => {
      const [key = ''] = pair.split('=', 1);
      return SECRET_QUERY_KEYS.test(decodeURIComponent(key)) ? `${key}=[redacted]` : pair;
    })
    .join('&');
  return `${safePath}?${safeQuery}`;
}
