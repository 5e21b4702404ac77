import { injectable } from 'inversify';

/**
 * Where the chosen theme is remembered. Reads are synchronous because the theme is applied before
 * the first paint; the session store may bind its own implementation over encrypted storage.
 */
export const ThemePreferenceStore = Symbol.for('sdp.ThemePreferenceStore');
export interface ThemePreferenceStore {
  /** The theme id saved for the user, or null when none was saved. */
  load(username: string): string | null;
  /** The theme id saved most recently on this browser, by anyone: used before the user is known. */
  loadLast(): string | null;
  /** Saves the choice for the user (or only as the last choice when no user is signed in). */
  save(username: string | null, themeId: string): void;
}

export const THEME_KEY_PREFIX = 'sdp.theme.';
export const LAST_THEME_KEY = 'sdp.theme';

/** Keeps the choice in localStorage under `sdp.theme.<username>`, and the last choice under `sdp.theme`. */
@injectable()
export class LocalThemePreferenceStore implements ThemePreferenceStore {
  load(username: string): string | null {
    return this.read(THEME_KEY_PREFIX + username);
  }

  loadLast(): string | null {
    return this.read(LAST_THEME_KEY);
  }

  save(username: string | null, themeId: string): void {
    try {
      if (username) localStorage.setItem(THEME_KEY_PREFIX + username, themeId);
      localStorage.setItem(LAST_THEME_KEY, themeId);
    } catch {
      // Storage may be full or disabled (private mode); the choice then lasts for this page only.
    }
  }

  private read(key: string): string | null {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  }
}
