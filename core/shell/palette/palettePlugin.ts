import { ALWAYS_ALLOWED } from '../../contract/permissions.ts';
import { fuzzyScore } from '../../palette/fuzzyScore.ts';
import { definePlugin, type CommandContext, type PalettePageItem } from '../../plugin/manifest.ts';
import { ThemeEngine } from '../../theme/ThemeEngine.ts';
import { themes } from '../../../themes/index.ts';
import { ShortcutHelpController } from '../help/ShortcutHelpController.ts';
import { PALETTE_COMMANDS } from './paletteCommandIds.ts';
import { PaletteController } from './PaletteController.ts';

export { PALETTE_COMMANDS };

/** The themes matching what was typed, best first; the current one is marked. */
function themeItems(query: string, ctx: CommandContext): PalettePageItem[] {
  const engine = ctx.get<ThemeEngine>(ThemeEngine);
  return themes
    .map((theme) => ({ theme, match: fuzzyScore(query, { title: theme.title, keywords: [theme.colorScheme] }) }))
    .filter((entry) => entry.match !== null)
    .sort((a, b) => (b.match?.score ?? 0) - (a.match?.score ?? 0))
    .map(({ theme }) => ({
      id: theme.id,
      title: theme.title,
      subtitle: theme.id === engine.themeId ? 'Current theme' : undefined,
      run: (context) => context.get<ThemeEngine>(ThemeEngine).setTheme(theme.id),
    }));
}

/** The palette's own commands: opening it, the shortcut help and the theme switch. */
export const palettePlugin = definePlugin({
  id: 'palette',
  routes: [],
  nav: [],
  commands: [
    {
      id: PALETTE_COMMANDS.open,
      title: 'Open command palette',
      category: 'General',
      keywords: ['command', 'search', 'quick open'],
      keybinding: { key: 'mod+k', global: true },
      permission: ALWAYS_ALLOWED,
      run: (ctx) => {
        const palette = ctx.get<PaletteController>(PaletteController);
        if (palette.isOpen) palette.close();
        else ctx.openPalette();
      },
    },
    {
      id: PALETTE_COMMANDS.shortcuts,
      title: 'Show keyboard shortcuts',
      category: 'General',
      keywords: ['help', 'keys', 'keyboard', 'hotkeys'],
      keybinding: '?',
      permission: ALWAYS_ALLOWED,
      run: (ctx) => ctx.get<ShortcutHelpController>(ShortcutHelpController).toggle(),
    },
    {
      id: PALETTE_COMMANDS.switchTheme,
      title: 'Switch theme',
      category: 'Preferences',
      keywords: ['appearance', 'dark', 'light', 'high contrast', 'colour', 'color'],
      permission: ALWAYS_ALLOWED,
      page: { placeholder: 'Choose a theme', items: themeItems },
    },
  ],
});
