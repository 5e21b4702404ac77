import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LOCAL_DATA_SEALING, THEME_CHOICES_KEY } from '../contract/localDataSealing.ts';
import { HINTED_THEME_IDS, THEME_HINT_SCRIPT, THEME_HINT_WAIT_MS } from '../contract/themeHint.ts';
import { DEFAULT_THEME_ID, themes } from '../../themes/index.ts';
import { MemoryKeyProvider } from '../session/cryptoKeyProvider.ts';
import { WebCryptoSecureStorage } from '../session/secureStorage.ts';
import { RecordingNavigator } from '../../tests/support/sessionDoubles.ts';
import { SecureThemePreferenceStore } from './ThemePreferenceStore.ts';

const root = () => document.documentElement;
const sealedChoicesKey = LOCAL_DATA_SEALING.storagePrefix + THEME_CHOICES_KEY;

let keys = new MemoryKeyProvider();
let storage = new WebCryptoSecureStorage(keys, new RecordingNavigator());
const preferences = () => new SecureThemePreferenceStore(storage);

/** The profile's IndexedDB as the script reads it: one database, one store, the key under its id. */
function fakeIndexedDb(key: CryptoKey | undefined): IDBFactory {
  const answer = <T>(result: T) => {
    const request = { result } as { result: T; onsuccess?: () => void; onerror?: () => void };
    setTimeout(() => request.onsuccess?.(), 0);
    return request;
  };
  const database = {
    transaction: (store: string) => ({
      objectStore: (name: string) => ({
        get: (id: string) =>
          answer(
            store === LOCAL_DATA_SEALING.keyStore && name === store && id === LOCAL_DATA_SEALING.keyId
              ? key
              : undefined,
          ),
      }),
    }),
    close: () => undefined,
  };
  return { open: (name: string) => answer(name === LOCAL_DATA_SEALING.database ? database : null) } as never;
}

/** Runs the page's inline script as the browser does before the first paint, and waits until it shows the page. */
async function runHintScript(key: CryptoKey | undefined): Promise<{ hidden: boolean }> {
  Object.defineProperty(window, 'indexedDB', { value: fakeIndexedDb(key), configurable: true });
  new Function(THEME_HINT_SCRIPT)();
  const hidden = root().style.visibility === 'hidden';
  const started = Date.now();
  while (root().style.visibility === 'hidden' && Date.now() - started < THEME_HINT_WAIT_MS * 10) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return { hidden };
}

/** Saves a choice through the theme store and waits until its sealed value is in localStorage. */
async function saveChoice(themeId: string): Promise<void> {
  preferences().save('alice', themeId);
  for (let waited = 0; (await storage.get<{ last?: string }>(THEME_CHOICES_KEY))?.last !== themeId; waited += 1) {
    if (waited > 200) throw new Error(`the choice ${themeId} was never stored`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

beforeEach(() => {
  keys = new MemoryKeyProvider();
  storage = new WebCryptoSecureStorage(keys, new RecordingNavigator());
  localStorage.clear();
  root().removeAttribute('data-theme');
  root().style.visibility = '';
});

afterEach(() => {
  localStorage.clear();
  Reflect.deleteProperty(window, 'indexedDB');
});

describe('the theme hint', () => {
  it('names every theme but the default, so the stylesheet can paint each one from data-theme alone', () => {
    expect([...HINTED_THEME_IDS].sort()).toEqual(
      themes
        .map((theme) => theme.id)
        .filter((id) => id !== DEFAULT_THEME_ID)
        .sort(),
    );
  });

  it('opens the sealed last choice with the profile’s key and sets it on <html>, the page unpainted meanwhile', async () => {
    await saveChoice('dark');
    const run = await runHintScript(await keys.getKey());
    expect(run.hidden).toBe(true);
    expect(root().dataset['theme']).toBe('dark');
    expect(root().style.visibility).toBe('');
  });

  it('keeps the choice sealed: nothing in localStorage names the theme or the user', async () => {
    await saveChoice('high-contrast');
    const stored = JSON.stringify({ ...localStorage });
    expect(Object.keys(localStorage)).toEqual([sealedChoicesKey]);
    expect(stored).not.toContain('high-contrast');
    expect(stored).not.toContain('alice');
  });

  it('paints at once when no choice was ever saved', async () => {
    const run = await runHintScript(await keys.getKey());
    expect(run.hidden).toBe(false);
    expect(root().hasAttribute('data-theme')).toBe(false);
  });

  it('paints the default theme when the choice is the default, or cannot be opened with this profile’s key', async () => {
    await saveChoice(DEFAULT_THEME_ID);
    await runHintScript(await keys.getKey());
    expect(root().hasAttribute('data-theme')).toBe(false);

    await saveChoice('dark');
    await runHintScript(await new MemoryKeyProvider().getKey());
    expect(root().hasAttribute('data-theme')).toBe(false);
    expect(root().style.visibility).toBe('');

    await runHintScript(undefined);
    expect(root().hasAttribute('data-theme')).toBe(false);
    expect(root().style.visibility).toBe('');
  });

  it('paints the default theme when the sealed value was tampered with', async () => {
    await saveChoice('dark');
    localStorage.setItem(sealedChoicesKey, 'not base64!');
    await runHintScript(await keys.getKey());
    expect(root().hasAttribute('data-theme')).toBe(false);
    expect(root().style.visibility).toBe('');
  });
});
