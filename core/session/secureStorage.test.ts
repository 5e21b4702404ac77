import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IndexedDbKeyProvider, MemoryKeyProvider } from './cryptoKeyProvider.ts';
import { NONCE_BYTES, WebCryptoSecureStorage } from './secureStorage.ts';
import { readSessionCookie, writeSessionCookie } from './sessionCookie.ts';
import { RecordingNavigator, resetBrowserState } from '../../tests/support/sessionDoubles.ts';

function decodeBase64(text: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
}

function setup(keys = new MemoryKeyProvider()) {
  const navigator = new RecordingNavigator();
  return { keys, navigator, storage: new WebCryptoSecureStorage(keys, navigator) };
}

function tamper(storageKey: string, mutate: (bytes: Uint8Array) => void): void {
  const bytes = decodeBase64(localStorage.getItem(storageKey)!);
  mutate(bytes);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  localStorage.setItem(storageKey, btoa(binary));
}

describe('secure storage', () => {
  beforeEach(() => resetBrowserState());
  afterEach(() => vi.restoreAllMocks());

  it('round-trips values through encryption under sdp.-prefixed keys', async () => {
    const { storage } = setup();
    const value = { username: 'alice', roles: ['admin'], nested: { flags: '1111' } };
    await storage.set('userInfo', value);
    const raw = localStorage.getItem('sdp.userInfo');
    expect(raw).not.toBeNull();
    expect(raw).not.toContain('alice');
    expect(atob(raw!)).not.toContain('alice');
    await expect(storage.get('userInfo')).resolves.toEqual(value);
    await storage.set('iconViewMode', false);
    await expect(storage.get('iconViewMode')).resolves.toBe(false);
    await expect(storage.get('missing')).resolves.toBeNull();
  });

  it('stores base64(nonce || ciphertext+tag) of AES-GCM-128 with a 12-byte nonce and a 16-byte tag', async () => {
    const { storage, keys } = setup();
    await storage.set('username', 'alice');
    const sealed = decodeBase64(localStorage.getItem('sdp.username')!);
    const plaintext = new TextEncoder().encode(JSON.stringify('alice'));
    expect(sealed.length).toBe(NONCE_BYTES + plaintext.length + 16);
    const key = await keys.getKey();
    expect(key.algorithm).toMatchObject({ name: 'AES-GCM', length: 128 });
    expect(key.extractable).toBe(false);
    const opened = await crypto.subtle.decrypt(
      {
        name: 'AES-GCM',
        iv: sealed.subarray(0, NONCE_BYTES),
        tagLength: 128,
        additionalData: new TextEncoder().encode('sdp.username'),
      },
      key,
      sealed.subarray(NONCE_BYTES),
    );
    expect(new TextDecoder().decode(opened)).toBe('"alice"');
  });

  it('uses a fresh nonce for every write', async () => {
    const { storage } = setup();
    await storage.set('style', { color: '#F05223' });
    const first = localStorage.getItem('sdp.style')!;
    await storage.set('style', { color: '#F05223' });
    const second = localStorage.getItem('sdp.style')!;
    expect(second).not.toBe(first);
    expect(decodeBase64(second).subarray(0, NONCE_BYTES)).not.toEqual(decodeBase64(first).subarray(0, NONCE_BYTES));
  });

  it('clears all storage and the session cookie, then reloads, when the ciphertext was tampered with', async () => {
    const { storage, navigator } = setup();
    await storage.set('userInfo', { username: 'alice' });
    localStorage.setItem('unrelated', 'x');
    sessionStorage.setItem('draft', 'y');
    writeSessionCookie(`tok:${Date.now() + 60_000}`);
    tamper('sdp.userInfo', (bytes) => {
      bytes[NONCE_BYTES + 1]! ^= 0x01;
    });

    await expect(storage.get('userInfo')).resolves.toBeNull();
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(readSessionCookie()).toBeNull();
    expect(navigator.calls).toEqual([{ kind: 'reload' }]);
  });

  it('treats a tampered tag or nonce, garbage, and a value moved to another key as unreadable', async () => {
    const cases: ((storage: WebCryptoSecureStorage) => Promise<void>)[] = [
      async () => tamper('sdp.k', (bytes) => void (bytes[bytes.length - 1]! ^= 0x80)),
      async () => tamper('sdp.k', (bytes) => void (bytes[0]! ^= 0x01)),
      async () => localStorage.setItem('sdp.k', '%%% not base64 %%%'),
      async () => localStorage.setItem('sdp.k', btoa('short')),
      async (storage) => {
        await storage.set('other', 'bob');
        localStorage.setItem('sdp.k', localStorage.getItem('sdp.other')!);
      },
    ];
    for (const breakIt of cases) {
      resetBrowserState();
      const { storage, navigator } = setup();
      await storage.set('k', 'alice');
      await breakIt(storage);
      await expect(storage.get('k')).resolves.toBeNull();
      expect(navigator.calls).toEqual([{ kind: 'reload' }]);
      expect(localStorage.length).toBe(0);
    }
  });

  it('clears and reloads when the key that sealed the data is gone', async () => {
    await setup().storage.set('username', 'alice');
    const { storage, navigator } = setup(new MemoryKeyProvider());
    await expect(storage.get('username')).resolves.toBeNull();
    expect(navigator.calls).toEqual([{ kind: 'reload' }]);
    expect(localStorage.getItem('sdp.username')).toBeNull();
  });

  it('reloads once when several reads fail together', async () => {
    await setup().storage.set('a', 1);
    await setup().storage.set('b', 2);
    const { storage, navigator } = setup(new MemoryKeyProvider());
    await Promise.all([storage.get('a'), storage.get('b')]);
    expect(navigator.calls).toHaveLength(1);
  });

  it('keeps the last of several writes to a key even when an earlier one takes longer to seal', async () => {
    const { storage } = setup();
    const encrypt = crypto.subtle.encrypt.bind(crypto.subtle);
    let calls = 0;
    vi.spyOn(crypto.subtle, 'encrypt').mockImplementation(async (...args: Parameters<SubtleCrypto['encrypt']>) => {
      calls += 1;
      if (calls === 1) await new Promise((resolve) => setTimeout(resolve, 50));
      return encrypt(...args);
    });
    const first = storage.set('choice', 'older');
    const second = storage.set('choice', 'newer');
    await Promise.all([first, second]);
    await expect(storage.get('choice')).resolves.toBe('newer');
    const removal = storage.remove('choice');
    const third = storage.set('choice', 'after removal');
    await Promise.all([removal, third]);
    await expect(storage.get('choice')).resolves.toBe('after removal');
  });

  it('removes one value, and clear() removes only its own values', async () => {
    const { storage } = setup();
    await storage.set('a', 1);
    await storage.set('b', 2);
    localStorage.setItem('unrelated', 'kept');
    await storage.remove('a');
    await expect(storage.get('a')).resolves.toBeNull();
    await expect(storage.get('b')).resolves.toBe(2);
    await storage.clear();
    await expect(storage.get('b')).resolves.toBeNull();
    expect(localStorage.getItem('unrelated')).toBe('kept');
  });

  it('falls back to a per-page key when IndexedDB is unavailable, and keeps handing out the same key', async () => {
    expect(typeof indexedDB).toBe('undefined');
    const provider = new IndexedDbKeyProvider();
    const key = await provider.getKey();
    expect(key.extractable).toBe(false);
    expect(key.algorithm).toMatchObject({ name: 'AES-GCM', length: 128 });
    expect(await provider.getKey()).toBe(key);
  });
});
