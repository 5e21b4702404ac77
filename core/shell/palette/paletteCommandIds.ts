/** Ids of the palette plugin's commands, for code that must not pull in the whole manifest. */
export const PALETTE_COMMANDS = {
  open: 'palette.open',
  shortcuts: 'help.shortcuts',
  switchTheme: 'preferences.switchTheme',
} as const;
