/** hotkeys-js's own scope, live on every layer: the registry's global `mod+` combinations. */
export const EVERY_LAYER_KEY_SCOPE = 'all';

/** The screen's layer: the registry's keybindings and the screens' own keys (a grid's j/k). */
export const SCREEN_KEY_SCOPE = 'screen';
