/**
 * Where and how the console seals its local data (spec section 3: AES-GCM, 12-byte nonce, 16-byte tag),
 * shared by the secure storage and the page's theme hint script, which reads one sealed value before the
 * first paint.
 */
export const LOCAL_DATA_SEALING = {
  /** The IndexedDB database and store holding the non-extractable key, and the key's id there. */
  database: 'sdp-console',
  keyStore: 'keys',
  keyId: 'local-data',
  /** Every sealed value lives under this prefix; the full storage key is the cipher's associated data. */
  storagePrefix: 'sdp.',
  /** Keys of the browser's preferences rather than of a session: signing out keeps them. */
  preferencePrefix: 'pref.',
  nonceBytes: 12,
  tagBits: 128,
} as const;

/** The key, in the encrypted local storage, of the theme choices: the last one and each user's. */
export const THEME_CHOICES_KEY = `${LOCAL_DATA_SEALING.preferencePrefix}themes`;
