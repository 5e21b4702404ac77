import { inject, injectable } from 'inversify';
import { THEME_CHOICES_KEY } from '../contract/localDataSealing.ts';
import { SecureStorage } from '../session/secureStorage.ts';

/**
 * Where the chosen theme is remembered. `restore()` reads the stored choices once, before the first
 * render; after it, reads are synchronous, so the theme is applied before the first paint.
 */
export const ThemePreferenceStore = Symbol.for('sdp.ThemePreferenceStore');
export interface ThemePreferenceStore {
  /** Reads the stored choices; until it resolves every read answers null. */
  restore(): Promise<void>;
  /** The theme id saved for the user, or null when none was saved. */
  load(username: string): string | null;
  /** The theme id saved most recently on this browser, by anyone: used before the user is known. */
  loadLast(): string | null;
  /** Saves the choice for the user (or only as the last choice when no user is signed in). */
  save(username: string | null, themeId: string): void;
}

/** The stored choices: the last one, and each user's. */
export interface ThemeChoices {
  last: string | null;
  byUser: Record<string, string>;
}

function readChoices(value: unknown): ThemeChoices {
  const empty: ThemeChoices = { last: null, byUser: {} };
  if (typeof value !== 'object' || value === null) return empty;
  const { last, byUser } = value as Partial<ThemeChoices>;
  const users = typeof byUser === 'object' && byUser !== null ? byUser : {};
  return {
    last: typeof last === 'string' ? last : null,
    byUser: Object.fromEntries(Object.entries(users).filter(([, id]) => typeof id === 'string')),
  };
}

/** Keeps the choices encrypted like all local data (spec section 3), read into memory at start. */
@injectable()
export class SecureThemePreferenceStore implements ThemePreferenceStore {
  private choices: ThemeChoices = { last: null, byUser: {} };
  private restoring: Promise<void> | null = null;

  constructor(@inject(SecureStorage) private readonly storage: SecureStorage) {}

  restore(): Promise<void> {
    this.restoring ??= this.storage.get<unknown>(THEME_CHOICES_KEY).then(
      (stored) => {
        this.choices = readChoices(stored);
      },
      (error: unknown) => console.warn('The saved theme could not be read', error),
    );
    return this.restoring;
  }

  load(username: string): string | null {
    return Object.prototype.hasOwnProperty.call(this.choices.byUser, username)
      ? (this.choices.byUser[username] ?? null)
      : null;
  }

  loadLast(): string | null {
    return this.choices.last;
  }

  save(username: string | null, themeId: string): void {
    this.choices = {
      last: themeId,
      byUser: username ? { ...this.choices.byUser, [username]: themeId } : this.choices.byUser,
    };
    // Storage may be full or disabled (private mode); the choice then lasts for this page only.
    this.storage.set(THEME_CHOICES_KEY, this.choices).catch(() => undefined);
  }
}
