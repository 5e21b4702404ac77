import { inject, injectable } from 'inversify';
import { LOCAL_DATA_SEALING } from '../contract/localDataSealing.ts';
import { CryptoKeyProvider } from './cryptoKeyProvider.ts';
import { PageNavigator } from './pageNavigator.ts';
import { clearSessionCookie } from './sessionCookie.ts';

/** Encrypted local storage: every value is sealed with AES-GCM before it reaches localStorage. */
export const SecureStorage = Symbol.for('sdp.SecureStorage');
export interface SecureStorage {
  /** The stored value, or null when there is none (or the data could not be decrypted and was cleared). */
  get<T>(key: string): Promise<T | null>;
  set(key: string, value: unknown): Promise<void>;
  remove(key: string): Promise<void>;
  /** Removes every value this storage wrote but the browser's preferences (keys under PREFERENCE_KEY_PREFIX). */
  clear(): Promise<void>;
}

export const STORAGE_PREFIX = LOCAL_DATA_SEALING.storagePrefix;
/** Keys of preferences of the browser rather than of a session (the theme choice): signing out keeps them. */
export const PREFERENCE_KEY_PREFIX = LOCAL_DATA_SEALING.preferencePrefix;
/** Spec section 3: a 128-bit authenticated cipher with a 12-byte nonce and a 16-byte tag. */
export const NONCE_BYTES = LOCAL_DATA_SEALING.nonceBytes;
export const TAG_BITS = LOCAL_DATA_SEALING.tagBits;

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Clears localStorage, sessionStorage and the session cookie: what a decryption failure leaves behind. */
export function wipeBrowserData(doc: Document = document): void {
  localStorage.clear();
  sessionStorage.clear();
  clearSessionCookie(doc);
}

class UnreadableDataError extends Error {}

/**
 * Stores `base64(nonce || ciphertext+tag)` under `sdp.<key>`. The storage key is bound in as
 * additional authenticated data, so a sealed value cannot be moved to another key. A value that
 * fails to decrypt (tampered, or sealed with a key this profile no longer has) clears all local
 * data and reloads the page.
 */
@injectable()
export class WebCryptoSecureStorage implements SecureStorage {
  private wiped = false;
  /** The last write or removal of each key: sealing takes a variable time, so each waits for the one before. */
  private readonly lastWrite = new Map<string, Promise<void>>();

  constructor(
    @inject(CryptoKeyProvider) private readonly keys: CryptoKeyProvider,
    @inject(PageNavigator) private readonly navigator: PageNavigator,
  ) {}

  /** Where the sealed values live: localStorage; a subclass may keep them for the tab only. */
  protected backing(): Storage {
    return localStorage;
  }

  async get<T>(key: string): Promise<T | null> {
    const sealed = this.backing().getItem(STORAGE_PREFIX + key);
    if (sealed === null) return null;
    try {
      return JSON.parse(await this.open(key, sealed)) as T;
    } catch (error) {
      if (!(error instanceof UnreadableDataError) && !(error instanceof SyntaxError)) throw error;
      this.wipeAndReload();
      return null;
    }
  }

  async set(key: string, value: unknown): Promise<void> {
    const json = JSON.stringify(value);
    if (json === undefined) throw new TypeError(`Cannot store ${String(value)} under ${key}`);
    const sealed = this.seal(key, json);
    return this.inOrder(key, async () => this.backing().setItem(STORAGE_PREFIX + key, await sealed));
  }

  async remove(key: string): Promise<void> {
    return this.inOrder(key, async () => this.backing().removeItem(STORAGE_PREFIX + key));
  }

  async clear(): Promise<void> {
    await Promise.allSettled(this.lastWrite.values());
    const storage = this.backing();
    const ours: string[] = [];
    for (let i = 0; i < storage.length; i += 1) {
      const name = storage.key(i);
      if (name?.startsWith(STORAGE_PREFIX) && !name.startsWith(STORAGE_PREFIX + PREFERENCE_KEY_PREFIX)) ours.push(name);
    }
    for (const name of ours) storage.removeItem(name);
  }

  /** Runs a write of the key after the ones made before it, so the last call is what stays stored. */
  private inOrder(key: string, write: () => Promise<void>): Promise<void> {
    const previous = this.lastWrite.get(key) ?? Promise.resolve();
    const next = previous.then(write, write);
    this.lastWrite.set(key, next);
    const forget = () => {
      if (this.lastWrite.get(key) === next) this.lastWrite.delete(key);
    };
    next.then(forget, forget);
    return next;
  }

  private async seal(key: string, plaintext: string): Promise<string> {
    const nonce = crypto.getRandomValues(new Uint8Array(NONCE_BYTES));
    const ciphertext = await crypto.subtle.encrypt(
      { name: 'AES-GCM', iv: nonce, tagLength: TAG_BITS, additionalData: this.associatedData(key) },
      await this.keys.getKey(),
      new TextEncoder().encode(plaintext),
    );
    const sealed = new Uint8Array(NONCE_BYTES + ciphertext.byteLength);
    sealed.set(nonce);
    sealed.set(new Uint8Array(ciphertext), NONCE_BYTES);
    return toBase64(sealed);
  }

  private async open(key: string, sealedText: string): Promise<string> {
    let sealed: Uint8Array<ArrayBuffer>;
    try {
      sealed = fromBase64(sealedText);
    } catch {
      throw new UnreadableDataError('not base64');
    }
    if (sealed.length < NONCE_BYTES + TAG_BITS / 8) throw new UnreadableDataError('too short');
    const cryptoKey = await this.keys.getKey();
    let plaintext: ArrayBuffer;
    try {
      plaintext = await crypto.subtle.decrypt(
        {
          name: 'AES-GCM',
          iv: sealed.subarray(0, NONCE_BYTES),
          tagLength: TAG_BITS,
          additionalData: this.associatedData(key),
        },
        cryptoKey,
        sealed.subarray(NONCE_BYTES),
      );
    } catch {
      throw new UnreadableDataError('authentication failed');
    }
    return new TextDecoder('utf-8', { fatal: true }).decode(plaintext);
  }

  private associatedData(key: string): Uint8Array<ArrayBuffer> {
    return new TextEncoder().encode(STORAGE_PREFIX + key);
  }

  private wipeAndReload(): void {
    if (this.wiped) return;
    this.wiped = true;
    wipeBrowserData();
    this.navigator.reload();
  }
}

/** The same sealing over sessionStorage: values of this tab only, gone when it closes. */
@injectable()
export class TabSecureStorage extends WebCryptoSecureStorage {
  // Restated so the container injects the key provider and navigator into the subclass too.
  constructor(@inject(CryptoKeyProvider) keys: CryptoKeyProvider, @inject(PageNavigator) navigator: PageNavigator) {
    super(keys, navigator);
  }

  protected override backing(): Storage {
    return sessionStorage;
  }
}
