import type { TenantStyle } from '../contract/auth.ts';
import type { ThemeValues } from '../../themes/contract.css.ts';
import type { ThemeDefinition, ThemeId } from '../../themes/index.ts';

/**
 * Applies the chosen theme, with the tenant's style merged over it, as CSS variables on <html>.
 * Observable: the header reads `logo` and `logoHeight`, the theme picker reads `themeId`.
 */
export const ThemeEngine = Symbol.for('sdp.ThemeEngine');
export interface ThemeEngine {
  readonly themes: readonly ThemeDefinition[];
  readonly themeId: ThemeId;
  readonly theme: ThemeDefinition;
  /** The variables in effect: the theme's values with the tenant's accepted overrides. */
  readonly values: ThemeValues;
  /** The tenant logo as a data URL, or null. */
  readonly logo: string | null;
  /** Logo height in pixels: the style's logosize, 50 by default. */
  readonly logoHeight: number;
  /**
   * Applies the persisted theme synchronously. Call before the first render: with the username when
   * it is known, otherwise the choice made last on this browser is used.
   */
  bootstrap(username?: string | null): void;
  /** The signed-in user (null after sign-out); switches to that user's saved theme, if any. */
  setUser(username: string | null): void;
  /** Applies a theme and remembers it for the signed-in user. */
  setTheme(id: ThemeId): void;
  /** Merges the tenant's style (spec section 3) over the theme; null removes it. */
  applyStyle(style: Partial<TenantStyle> | null): void;
  /** Sets the tenant logo; anything but a data:image URL clears it. */
  applyLogo(dataUrl: string | null): void;
}
