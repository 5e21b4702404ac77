import { injectable } from 'inversify';
import { LOCAL_DATA_SEALING } from '../contract/localDataSealing.ts';

/** Supplies the AES-GCM key of the local data; the key never sits beside the data it protects. */
export const CryptoKeyProvider = Symbol.for('sdp.CryptoKeyProvider');
export interface CryptoKeyProvider {
  getKey(): Promise<CryptoKey>;
}

const KEY_ALGORITHM: AesKeyGenParams = { name: 'AES-GCM', length: 128 };
const { database: DATABASE_NAME, keyStore: STORE_NAME, keyId: KEY_ID } = LOCAL_DATA_SEALING;

function generateLocalDataKey(): Promise<CryptoKey> {
  return crypto.subtle.generateKey(KEY_ALGORITHM, false, ['encrypt', 'decrypt']);
}

/** A key that lives as long as the provider: for tests, and for browsers without IndexedDB. */
@injectable()
export class MemoryKeyProvider implements CryptoKeyProvider {
  private key: Promise<CryptoKey> | null = null;

  getKey(): Promise<CryptoKey> {
    this.key ??= generateLocalDataKey();
    return this.key;
  }
}

function openDatabase(factory: IDBFactory): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = factory.open(DATABASE_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE_NAME);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB open failed'));
    request.onblocked = () => reject(new Error('IndexedDB open blocked'));
  });
}

/** Returns the stored key, or stores and returns the candidate; one read-write transaction, so tabs agree. */
function storeKeyOnce(db: IDBDatabase, candidate: CryptoKey): Promise<CryptoKey> {
  return new Promise((resolve, reject) => {
    const transaction = db.transaction(STORE_NAME, 'readwrite');
    const store = transaction.objectStore(STORE_NAME);
    let result: CryptoKey = candidate;
    const existing = store.get(KEY_ID);
    existing.onsuccess = () => {
      if (existing.result instanceof CryptoKey) result = existing.result;
      else store.put(candidate, KEY_ID);
    };
    transaction.oncomplete = () => resolve(result);
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB write failed'));
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
  });
}

/**
 * One non-extractable key per browser profile, kept as a CryptoKey object in IndexedDB (structured
 * clone keeps it usable without ever exposing its bytes). Without IndexedDB the key lasts one page
 * load: the data it wrote then fails to decrypt after a reload and is cleared.
 */
@injectable()
export class IndexedDbKeyProvider implements CryptoKeyProvider {
  private key: Promise<CryptoKey> | null = null;

  getKey(): Promise<CryptoKey> {
    this.key ??= this.loadOrCreate();
    return this.key;
  }

  private async loadOrCreate(): Promise<CryptoKey> {
    const candidate = await generateLocalDataKey();
    if (typeof indexedDB === 'undefined') return candidate;
    let db: IDBDatabase;
    try {
      db = await openDatabase(indexedDB);
    } catch {
      return candidate;
    }
    try {
      return await storeKeyOnce(db, candidate);
    } catch {
      return candidate;
    } finally {
      db.close();
    }
  }
}
