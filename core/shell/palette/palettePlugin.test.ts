import type { ServiceIdentifier } from 'inversify';
import { describe, expect, it } from 'vitest';
import { collectContributions } from '../../plugin/collectContributions.ts';
import type { CommandContext, CommandDefinition, PalettePage, PalettePageItem } from '../../plugin/manifest.ts';
import { formatKeybinding } from '../../registry/keybinding.ts';
import { ThemeEngine } from '../../theme/ThemeEngine.ts';
import { createWorkbench } from '../../../tests/support/workbenchFixtures.ts';
import { MobxShortcutHelpController, ShortcutHelpController } from '../help/ShortcutHelpController.ts';
import { MobxPaletteController, PaletteController } from './PaletteController.ts';
import { FakeThemeEngine } from '../../../tests/support/paletteTestbed.tsx';
import { PALETTE_COMMANDS, palettePlugin } from './palettePlugin.ts';

/** A command context over real controllers and a fake theme engine, recording navigations. */
function fakeContext() {
  const palette = new MobxPaletteController();
  const help = new MobxShortcutHelpController();
  const theme = new FakeThemeEngine();
  const navigations: string[] = [];
  const services = new Map<ServiceIdentifier, unknown>([
    [PaletteController, palette],
    [ShortcutHelpController, help],
    [ThemeEngine, theme],
  ]);
  const context: CommandContext = {
    navigate: (to) => navigations.push(to),
    pathname: '/',
    get: <T>(token: ServiceIdentifier<T>) => services.get(token) as T,
    openPalette: (pageCommandId) => palette.open(pageCommandId),
  };
  return { context, palette, help, theme, navigations };
}

function command(id: string): CommandDefinition {
  const found = palettePlugin.commands.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`No command ${id}`);
  return found;
}

function pageOf(id: string): PalettePage {
  const { page } = command(id);
  if (!page) throw new Error(`${id} has no page`);
  return page;
}

async function themeItems(query: string, context: CommandContext): Promise<readonly PalettePageItem[]> {
  const items = pageOf(PALETTE_COMMANDS.switchTheme).items;
  if (!items) throw new Error('The theme page lists no items');
  return items(query, context);
}

describe('palettePlugin', () => {
  it('is a valid manifest with no routes or nav', () => {
    const contributions = collectContributions([palettePlugin]);
    expect(contributions.routes).toEqual([]);
    expect(contributions.nav).toEqual([]);
  });

  it('binds the palette to mod+k (global) and the shortcut help to ?', () => {
    const { keybindings } = createWorkbench([palettePlugin]);
    const open = keybindings.keybindingsFor(PALETTE_COMMANDS.open);
    expect(open.map((keybinding) => formatKeybinding(keybinding, false))).toEqual(['Ctrl+K']);
    expect(open.map((keybinding) => formatKeybinding(keybinding, true))).toEqual(['⌘K']);
    expect(keybindings.entries.find((entry) => entry.command.id === PALETTE_COMMANDS.open)?.global).toBe(true);
    expect(keybindings.keybindingsFor(PALETTE_COMMANDS.shortcuts).map((keybinding) => keybinding.source)).toEqual([
      '?',
    ]);
  });

  it('opens the palette, and closes it when it is already open', async () => {
    const { context, palette } = fakeContext();
    await command(PALETTE_COMMANDS.open).run?.(context);
    expect(palette.isOpen).toBe(true);
    await command(PALETTE_COMMANDS.open).run?.(context);
    expect(palette.isOpen).toBe(false);
  });

  it('toggles the shortcut help', async () => {
    const { context, help } = fakeContext();
    await command(PALETTE_COMMANDS.shortcuts).run?.(context);
    expect(help.isOpen).toBe(true);
    await command(PALETTE_COMMANDS.shortcuts).run?.(context);
    expect(help.isOpen).toBe(false);
  });

  it('lists the themes under Preferences, marks the current one and switches through the engine', async () => {
    const { context, theme } = fakeContext();
    expect(command(PALETTE_COMMANDS.switchTheme).category).toBe('Preferences');
    theme.themeId = 'dark';
    const items = await themeItems('', context);
    expect(items.map((item) => [item.title, item.subtitle])).toEqual([
      ['Default', undefined],
      ['Dark', 'Current theme'],
      ['High contrast', undefined],
    ]);
    await items.find((item) => item.id === 'high-contrast')?.run(context);
    expect(theme.switches).toEqual(['high-contrast']);
  });

  it('filters the themes with the fuzzy scorer', async () => {
    const { context } = fakeContext();
    expect((await themeItems('hc', context)).map((item) => item.id)).toEqual(['high-contrast']);
    expect(await themeItems('zzz', context)).toEqual([]);
  });
});
