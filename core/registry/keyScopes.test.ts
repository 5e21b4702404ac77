import hotkeys from 'hotkeys-js';
import { describe, expect, it } from 'vitest';
import { EVERY_LAYER_KEY_SCOPE, SCREEN_KEY_SCOPE } from './keyScopeNames.ts';
import { keyScopes } from './keyScopes.ts';

describe('keyScopes', () => {
  it('makes the top layer the only active one besides every layer, and hotkeys-js follows', () => {
    expect(keyScopes.isActive(SCREEN_KEY_SCOPE)).toBe(true);
    const closePanel = keyScopes.open('panel');
    expect(keyScopes.isActive(SCREEN_KEY_SCOPE)).toBe(false);
    expect(keyScopes.isActive('panel')).toBe(true);
    expect(keyScopes.isActive(EVERY_LAYER_KEY_SCOPE)).toBe(true);
    expect(hotkeys.getScope()).toBe('panel');
    closePanel();
    expect(hotkeys.getScope()).toBe(SCREEN_KEY_SCOPE);
  });

  it('keeps the right layer on top when layers close out of order, and ignores a second close', () => {
    const closePanel = keyScopes.open('panel');
    const closePalette = keyScopes.open('palette');
    closePanel();
    expect(keyScopes.isActive('palette')).toBe(true);
    closePanel();
    expect(keyScopes.isActive('palette')).toBe(true);
    closePalette();
    expect(keyScopes.isActive(SCREEN_KEY_SCOPE)).toBe(true);
  });
});
