import { fuzzyScore } from '../../palette/fuzzyScore.ts';
import { formatKeybinding, parseKeybinding, type Keybinding } from '../../registry/keybinding.ts';
import type { KeybindingEntry } from '../../registry/KeybindingRegistry.ts';
import type { ScreenShortcutGroup } from './ShortcutHelpController.ts';

export interface ShortcutRow {
  id: string;
  title: string;
  keybindings: readonly Keybinding[];
  /** Set when the row is a command, which the help can run. */
  commandId?: string;
}

export interface ShortcutGroup {
  id: string;
  title: string;
  rows: readonly ShortcutRow[];
}

/** The available commands' keys, one row per command (all its keys), grouped by category in first-seen order. */
export function commandShortcutGroups(entries: readonly KeybindingEntry[]): ShortcutGroup[] {
  const groups = new Map<string, Map<string, ShortcutRow>>();
  for (const { command, keybinding } of entries) {
    let rows = groups.get(command.category);
    if (!rows) {
      rows = new Map();
      groups.set(command.category, rows);
    }
    const row = rows.get(command.id);
    if (row) row.keybindings = [...row.keybindings, keybinding];
    else
      rows.set(command.id, {
        id: `command:${command.id}`,
        title: command.title,
        keybindings: [keybinding],
        commandId: command.id,
      });
  }
  return [...groups].map(([category, rows]) => ({
    id: `category:${category}`,
    title: category,
    rows: [...rows.values()],
  }));
}

/** The keys mounted screens handle themselves (a list's `j`/`k`), as registered. */
export function screenShortcutGroups(groups: readonly ScreenShortcutGroup[]): ShortcutGroup[] {
  return groups.map((group) => ({
    id: `screen:${group.id}`,
    title: group.title,
    rows: group.shortcuts.map((shortcut, index) => ({
      id: `screen:${group.id}:${index}`,
      title: shortcut.description,
      keybindings: shortcut.keys.map(parseKeybinding),
    })),
  }));
}

/** The keys inside the command palette itself. */
export const PALETTE_KEYS_GROUP: ShortcutGroup = {
  id: 'palette-keys',
  title: 'In the command palette',
  rows: [
    {
      id: 'palette-keys:move',
      title: 'Move through the results',
      keybindings: ['arrowup', 'arrowdown'].map(parseKeybinding),
    },
    {
      id: 'palette-keys:page',
      title: 'Move a page of results',
      keybindings: ['pageup', 'pagedown'].map(parseKeybinding),
    },
    { id: 'palette-keys:run', title: 'Run the command or open its page', keybindings: [parseKeybinding('enter')] },
    {
      id: 'palette-keys:back',
      title: 'Back to the previous page (empty field)',
      keybindings: [parseKeybinding('backspace')],
    },
    { id: 'palette-keys:close', title: 'Close', keybindings: [parseKeybinding('escape')] },
  ],
};

/** The rows matching the query by title, group or key (`g o`, `ctrl+k`), with empty groups dropped. */
export function filterShortcutGroups(groups: readonly ShortcutGroup[], query: string, isMac: boolean): ShortcutGroup[] {
  if (query.trim() === '') return [...groups];
  return groups
    .map((group) => ({
      ...group,
      rows: group.rows.filter(
        (row) =>
          fuzzyScore(query, {
            title: row.title,
            category: group.title,
            keywords: row.keybindings.flatMap((keybinding) => [keybinding.source, formatKeybinding(keybinding, isMac)]),
          }) !== null,
      ),
    }))
    .filter((group) => group.rows.length > 0);
}
