import { randomInt } from 'node:crypto';
import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';
import type { PasswordPolicy } from '../../contract/auth.ts';

/** argon2id at OWASP's minimum recommendation: 19 MiB of memory, two passes, one lane. */
const ARGON2ID = 2 as Algorithm;
export const PASSWORD_HASH_OPTIONS: Options = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, PASSWORD_HASH_OPTIONS);
}

/** False for a wrong password and for a stored value that is not a valid hash. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password, PASSWORD_HASH_OPTIONS);
  } catch {
    return false;
  }
}

export interface PasswordContext {
  username: string;
  /** Hashes of the user's earlier passwords, newest first (the current one included). */
  historyHashes: readonly string[];
}

/** The rules a password breaks, in plain words; empty when it satisfies the policy. */
export async function checkPasswordPolicy(
  policy: PasswordPolicy,
  password: string,
  context: PasswordContext,
): Promise<string[]> {
  const broken: string[] = [];
  if ([...password].length < policy.minLength) broken.push(`It must have at least ${policy.minLength} characters.`);
  if (policy.requireUppercase && !/\p{Lu}/u.test(password)) broken.push('It must contain an uppercase letter.');
  if (policy.requireLowercase && !/\p{Ll}/u.test(password)) broken.push('It must contain a lowercase letter.');
  if (policy.requireDigit && !/\p{Nd}/u.test(password)) broken.push('It must contain a digit.');
  if (policy.requireSymbol && !/[^\p{L}\p{Nd}\s]/u.test(password)) broken.push('It must contain a symbol.');
  if (password.toLowerCase() === context.username.toLowerCase()) broken.push('It must not be the username.');
  const recent = context.historyHashes.slice(0, policy.historyCount);
  for (const earlier of recent) {
    if (await verifyPassword(earlier, password)) {
      broken.push(`It must not be one of the last ${policy.historyCount} passwords.`);
      break;
    }
  }
  return broken;
}

const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const DIGITS = '23456789';
const SYMBOLS = '#%+-=@_!?';

/** A random password of the given length holding every character class, from the CSPRNG. */
export function generateStrongPassword(length = 20): string {
  const all = UPPER + LOWER + DIGITS + SYMBOLS;
  const pick = (set: string) => set[randomInt(set.length)] ?? '';
  const chars = [pick(UPPER), pick(LOWER), pick(DIGITS), pick(SYMBOLS)];
  while (chars.length < length) chars.push(pick(all));
  for (let i = chars.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j] ?? '', chars[i] ?? ''];
  }
  return chars.join('');
}
