import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SECRET_KEY_FILE, SecretBox, SecretKeyMismatch, openSecretBox } from './SecretBox.ts';

const dirs: string[] = [];
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

describe('SecretBox', () => {
  it('seals so that only its key opens, never the same text twice', () => {
    const box = new SecretBox(randomBytes(32));
    const first = box.seal('s3cret-password');
    const second = box.seal('s3cret-password');
    expect(first).not.toContain('s3cret');
    expect(first).not.toBe(second);
    expect(box.open(first)).toBe('s3cret-password');
    expect(box.open(second)).toBe('s3cret-password');
  });

  it('names the key a secret was sealed with when another key opens it', () => {
    const sealed = new SecretBox(randomBytes(32)).seal('token');
    expect(() => new SecretBox(randomBytes(32)).open(sealed)).toThrow(SecretKeyMismatch);
  });

  it('refuses a sealed secret that was tampered with', () => {
    const box = new SecretBox(randomBytes(32));
    const parts = box.seal('token').split('.');
    parts[4] = Buffer.from('tampered').toString('base64url');
    expect(() => box.open(parts.join('.'))).toThrow();
  });

  it('keeps a key made on the first start in the data directory, readable by its owner only', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'sdp-key-'));
    dirs.push(dataDir);
    const first = await openSecretBox({ dataDir });
    const again = await openSecretBox({ dataDir });
    expect(again.keyId).toBe(first.keyId);
    expect(again.open(first.seal('x'))).toBe('x');
    expect((await stat(join(dataDir, SECRET_KEY_FILE))).mode & 0o777).toBe(0o600);
    expect((await readFile(join(dataDir, SECRET_KEY_FILE), 'utf8')).trim()).toHaveLength(44);
  });

  it('takes SDP_SECRET_KEY when given and refuses one of the wrong size', async () => {
    const key = randomBytes(32).toString('base64');
    const box = await openSecretBox({ secretKey: key, dataDir: 'memory://' });
    expect((await openSecretBox({ secretKey: key, dataDir: 'memory://' })).open(box.seal('y'))).toBe('y');
    await expect(openSecretBox({ secretKey: 'c2hvcnQ=', dataDir: 'memory://' })).rejects.toThrow(/SDP_SECRET_KEY/);
  });
});
