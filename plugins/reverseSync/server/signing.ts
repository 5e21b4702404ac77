import { createHmac, randomBytes } from 'node:crypto';

/**
 * Standard Webhooks signing: a secret is `whsec_` and base64 of random bytes; the key is those bytes; the
 * signature of a message is `v1,` and base64 of HMAC-SHA256 over `<webhook-id>.<webhook-timestamp>.<body>`.
 * While a rotated secret overlaps, both sign, separated by a space.
 */
export const SECRET_PREFIX = 'whsec_';

export function newSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(24).toString('base64')}`;
}

export function signatureOf(secret: string, webhookId: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.slice(SECRET_PREFIX.length), 'base64');
  return `v1,${createHmac('sha256', key).update(`${webhookId}.${timestamp}.${body}`, 'utf8').digest('base64')}`;
}

export interface SignedHeaders {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
}

export function signedHeaders(
  secrets: readonly string[],
  webhookId: string,
  timestampSeconds: number,
  body: string,
): SignedHeaders {
  return {
    'webhook-id': webhookId,
    'webhook-timestamp': String(timestampSeconds),
    'webhook-signature': secrets.map((secret) => signatureOf(secret, webhookId, timestampSeconds, body)).join(' '),
  };
}
