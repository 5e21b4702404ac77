import type { KeybindingEntry } from '../../core/registry/KeybindingRegistry.ts';
import { GETTING_STARTED_COMMAND_ID } from './paths.ts';

/** Commands worth knowing first, in the order the page lists them; go-to sequences come after them. */
const FIRST = ['palette.open', 'help.shortcuts', 'workspace.toggleFullScreen', GETTING_STARTED_COMMAND_ID];

export const USEFUL_SHORTCUT_LIMIT = 8;

function rank(entry: KeybindingEntry): number {
  const first = FIRST.indexOf(entry.command.id);
  if (first >= 0) return first;
  const goTo = entry.command.id.startsWith('nav.') && entry.keybinding.chords.length > 1;
  return goTo ? FIRST.length : FIRST.length + 1;
}

/**
 * The shortcuts Getting Started shows: the palette, the help and full screen first, then go-to
 * sequences, then the rest; one key per command, at most `limit`.
 */
export function usefulShortcuts(entries: readonly KeybindingEntry[], limit = USEFUL_SHORTCUT_LIMIT): KeybindingEntry[] {
  const seen = new Set<string>();
  return entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => rank(a.entry) - rank(b.entry) || a.index - b.index)
    .map(({ entry }) => entry)
    .filter((entry) => {
      if (seen.has(entry.command.id)) return false;
      seen.add(entry.command.id);
      return true;
    })
    .slice(0, limit);
}
