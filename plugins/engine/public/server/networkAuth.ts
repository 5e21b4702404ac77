import { createHash } from 'node:crypto';
import {
  AUTH_SECRET_FIELD,
  type NetworkAuth,
  type NetworkAuthType,
  type NetworkAuthValues,
} from '../contract/networkElement.ts';
import type { SecretBox } from '../../../../core/server/crypto/SecretBox.ts';
import { invalidField } from '../../../../core/server/http/errors.ts';

/** A network element's authentication as stored: the secret sealed with the server's key. */
export interface StoredAuth {
  type: NetworkAuthType;
  username?: string;
  header?: string;
  secret?: string;
  /** When the secret was last entered (ISO). */
  secretAt?: string;
}

function secretOf(input: NetworkAuthValues): string | undefined {
  switch (input.type) {
    case 'NONE':
      return undefined;
    case 'BASIC':
      return input.password;
    case 'BEARER':
      return input.token;
    case 'API_KEY':
      return input.key;
  }
}

/**
 * The authentication to store for what was sent: a new secret is sealed; a secret left out keeps the
 * stored one when the kind is unchanged, and is asked for otherwise.
 */
export function sealAuth(
  input: NetworkAuthValues,
  stored: StoredAuth | null,
  secrets: SecretBox,
  now: Date,
): StoredAuth {
  if (input.type === 'NONE') return { type: 'NONE' };
  const plain = secretOf(input);
  const kept = stored?.type === input.type ? stored.secret : undefined;
  if (plain === undefined && kept === undefined) {
    const field = AUTH_SECRET_FIELD[input.type];
    throw invalidField('body', `auth.${field}`, `Enter the ${field === 'key' ? 'API key' : field}.`);
  }
  return {
    type: input.type,
    ...(input.type === 'BASIC' ? { username: input.username } : {}),
    ...(input.type === 'API_KEY' ? { header: input.header } : {}),
    ...(plain === undefined
      ? { secret: kept, secretAt: stored?.secretAt }
      : { secret: secrets.seal(plain), secretAt: now.toISOString() }),
  };
}

export function publicAuth(stored: StoredAuth): NetworkAuth {
  return {
    type: stored.type,
    username: stored.username ?? null,
    header: stored.header ?? null,
    secretSet: stored.secret !== undefined,
    secretUpdatedAt: stored.secret !== undefined ? (stored.secretAt ?? null) : null,
  };
}

/** The headers that authenticate a request to the element (opening its secret). */
export function authHeaders(stored: StoredAuth, secrets: SecretBox): Record<string, string> {
  if (stored.type === 'NONE' || stored.secret === undefined) return {};
  const secret = secrets.open(stored.secret);
  switch (stored.type) {
    case 'BASIC':
      return { authorization: `Basic ${Buffer.from(`${stored.username ?? ''}:${secret}`).toString('base64')}` };
    case 'BEARER':
      return { authorization: `Bearer ${secret}` };
    case 'API_KEY':
      return { [(stored.header ?? 'X-API-Key').toLowerCase()]: secret };
  }
}

/** What a log shows of a secret header: its scheme and a fingerprint that proves which secret it was. */
export function secretFingerprint(value: string): string {
  const space = value.indexOf(' ');
  const scheme = space > 0 && /^(Basic|Bearer)$/i.test(value.slice(0, space)) ? `${value.slice(0, space)} ` : '';
  const digest = createHash('sha256').update(value).digest('hex').slice(0, 8);
  return `${scheme}•••• sha256:${digest}`;
}
