export type GridCommand =
  'next' | 'previous' | 'first' | 'last' | 'toggle' | 'range' | 'open' | 'actions' | 'search' | 'escape';

export interface GridKeybinding {
  command: GridCommand;
  /** Keybinding strings (the registry's grammar) that do the same thing, the one to show first. */
  keys: readonly string[];
  description: string;
}

/**
 * The keys every data grid handles while it is on screen. Each entry has the shape of a screen
 * shortcut of the shortcut help (`keys` + `description`), so the list can be shown as it is.
 */
export const GRID_KEYBINDINGS: readonly GridKeybinding[] = Object.freeze([
  { command: 'next', keys: ['j', 'arrowdown'], description: 'Move to the next row' },
  { command: 'previous', keys: ['k', 'arrowup'], description: 'Move to the previous row' },
  { command: 'first', keys: ['home'], description: 'Move to the first row' },
  { command: 'last', keys: ['end'], description: 'Move to the last loaded row' },
  { command: 'toggle', keys: ['x'], description: 'Select or deselect the row' },
  { command: 'range', keys: ['shift+x'], description: 'Select the rows from the last selected one to this one' },
  { command: 'open', keys: ['enter'], description: 'Open the row' },
  { command: 'actions', keys: ['.'], description: "Show the row's actions" },
  { command: 'search', keys: ['/'], description: 'Search the list' },
  { command: 'escape', keys: ['escape'], description: 'Clear the selection, or leave the search box' },
]);

/** The grid's keys as one group of the shortcut help. */
export const GRID_SHORTCUT_GROUP = Object.freeze({ id: 'data-grid', title: 'Lists', shortcuts: GRID_KEYBINDINGS });

/** Every key string the grid binds, each once. */
export const GRID_KEYS: readonly string[] = Object.freeze(GRID_KEYBINDINGS.flatMap((binding) => binding.keys));

const commandsByKey = new Map<string, GridCommand>(
  GRID_KEYBINDINGS.flatMap(({ command, keys }) => keys.map((key) => [key, command] as const)),
);

/** The grid command of one of `GRID_KEYS`, or null. */
export function gridCommandForKey(key: string): GridCommand | null {
  return commandsByKey.get(key) ?? null;
}
