import type { ThemeValues } from './contract.css.ts';
import { darkTheme } from './dark.ts';
import { defaultTheme } from './default.ts';
import { highContrastTheme } from './highContrast.ts';

export type ThemeId = 'default' | 'dark' | 'high-contrast';

export interface ThemeDefinition {
  id: ThemeId;
  title: string;
  values: ThemeValues;
  /** Tells the browser how to draw scrollbars and form controls. */
  colorScheme: 'light' | 'dark';
  /**
   * Which of a tenant's colours replace the theme's: `all` (header background, header text and
   * accent), `accent` only (the dark theme keeps its dark chrome), or `none` (the high-contrast
   * theme, whose contrast guarantee an arbitrary tenant colour would break).
   */
  tenantColours: 'all' | 'accent' | 'none';
}

export const DEFAULT_THEME_ID: ThemeId = 'default';

export const themes: readonly ThemeDefinition[] = [
  { id: 'default', title: 'Default', values: defaultTheme, colorScheme: 'light', tenantColours: 'all' },
  { id: 'dark', title: 'Dark', values: darkTheme, colorScheme: 'dark', tenantColours: 'accent' },
  {
    id: 'high-contrast',
    title: 'High contrast',
    values: highContrastTheme,
    colorScheme: 'dark',
    tenantColours: 'none',
  },
];

export function isThemeId(value: unknown): value is ThemeId {
  return themes.some((theme) => theme.id === value);
}

export function findTheme(id: ThemeId): ThemeDefinition {
  return themes.find((theme) => theme.id === id) ?? themes[0]!;
}
