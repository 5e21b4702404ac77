import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const KEY_BYTES = 32;
const IV_BYTES = 12;
const FORMAT = 'v1';
export const SECRET_KEY_FILE = 'sdp-secret.key';

/** A sealed secret that this server's key cannot open: another key sealed it. */
export class SecretKeyMismatch extends Error {}

/**
 * Secrets stored by the server (a network element's password or token) are sealed with AES-256-GCM under
 * the server's key. A sealed value names the key it was sealed with (the first bytes of the key's
 * SHA-256), so a server started with another key says so instead of failing to decrypt.
 */
export class SecretBox {
  readonly keyId: string;

  constructor(private readonly key: Buffer) {
    if (key.length !== KEY_BYTES) throw new Error(`A secret key has ${KEY_BYTES} bytes, not ${key.length}`);
    this.keyId = createHash('sha256').update(key).digest('hex').slice(0, 8);
  }

  seal(plain: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [
      FORMAT,
      this.keyId,
      iv.toString('base64url'),
      cipher.getAuthTag().toString('base64url'),
      sealed.toString('base64url'),
    ].join('.');
  }

  open(sealed: string): string {
    const [format, keyId, iv, tag, body] = sealed.split('.');
    if (format !== FORMAT || !keyId || iv === undefined || tag === undefined || body === undefined) {
      throw new Error('Not a sealed secret');
    }
    if (keyId !== this.keyId) {
      throw new SecretKeyMismatch(
        `The secret was sealed with key ${keyId}, and this server runs with key ${this.keyId}: start it with the same SDP_SECRET_KEY, or enter the secret again.`,
      );
    }
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  }
}

export function parseSecretKey(encoded: string): Buffer {
  const key = Buffer.from(encoded, 'base64');
  if (key.length !== KEY_BYTES) {
    throw new Error(`SDP_SECRET_KEY must be ${KEY_BYTES} random bytes in base64 (openssl rand -base64 32)`);
  }
  return key;
}

/**
 * The server's key: SDP_SECRET_KEY when given (every process of one database needs the same); otherwise
 * a key kept in the data directory, made on the first start; an in-memory database gets a key of its own.
 */
export async function openSecretBox(options: { secretKey?: string; dataDir: string }): Promise<SecretBox> {
  if (options.secretKey) return new SecretBox(parseSecretKey(options.secretKey));
  if (options.dataDir.startsWith('memory://')) return new SecretBox(randomBytes(KEY_BYTES));
  const file = join(options.dataDir, SECRET_KEY_FILE);
  const existing = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
  if (existing !== null) return new SecretBox(parseSecretKey(existing.trim()));
  await mkdir(options.dataDir, { recursive: true });
  const key = randomBytes(KEY_BYTES);
  try {
    await writeFile(file, `${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Another process of the same data directory made it first: use that one.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return openSecretBox(options);
    throw error;
  }
  await chmod(file, 0o600);
  return new SecretBox(key);
}
