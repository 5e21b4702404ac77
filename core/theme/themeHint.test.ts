import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HINTED_THEME_IDS, THEME_HINT_KEY, THEME_HINT_SCRIPT } from '../contract/themeHint.ts';
import { DEFAULT_THEME_ID, themes } from '../../themes/index.ts';
import { MemoryKeyProvider } from '../session/cryptoKeyProvider.ts';
import { WebCryptoSecureStorage } from '../session/secureStorage.ts';
import { RecordingNavigator } from '../../tests/support/sessionDoubles.ts';
import { SecureThemePreferenceStore } from './ThemePreferenceStore.ts';

const root = () => document.documentElement;
/** The page's inline script, as the browser runs it before the first paint. */
const runHintScript = () => new Function(THEME_HINT_SCRIPT)();

let keys = new MemoryKeyProvider();
const preferences = () => new SecureThemePreferenceStore(new WebCryptoSecureStorage(keys, new RecordingNavigator()));

beforeEach(() => {
  keys = new MemoryKeyProvider();
  localStorage.clear();
  root().removeAttribute('data-theme');
});

afterEach(() => localStorage.clear());

describe('the theme hint', () => {
  it('names every theme but the default, so the stylesheet can paint each one from data-theme alone', () => {
    expect([...HINTED_THEME_IDS].sort()).toEqual(
      themes
        .map((theme) => theme.id)
        .filter((id) => id !== DEFAULT_THEME_ID)
        .sort(),
    );
  });

  it('is kept by the theme store when a theme is chosen, and the page script sets it on <html>', () => {
    preferences().save('alice', 'dark');
    expect(localStorage.getItem(THEME_HINT_KEY)).toBe('dark');
    runHintScript();
    expect(root().dataset['theme']).toBe('dark');
  });

  it('follows the stored last choice when the store restores it (a choice saved before the hint existed)', async () => {
    const first = preferences();
    first.save(null, 'high-contrast');
    localStorage.removeItem(THEME_HINT_KEY);
    // Let the encrypted write land, then read it as the next page would.
    await new Promise((resolve) => setTimeout(resolve, 50));
    await preferences().restore();
    expect(localStorage.getItem(THEME_HINT_KEY)).toBe('high-contrast');
  });

  it('leaves <html> alone for the default theme or anything it does not know', () => {
    for (const value of ['default', 'purple', '"><script>']) {
      localStorage.setItem(THEME_HINT_KEY, value);
      runHintScript();
      expect(root().hasAttribute('data-theme')).toBe(false);
    }
  });
});
