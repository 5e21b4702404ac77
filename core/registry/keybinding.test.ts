import { describe, expect, it } from 'vitest';
import {
  eventChordIds,
  formatKeybinding,
  isModifierCombo,
  keybindingId,
  keybindingLabels,
  KeybindingParseError,
  parseKeybinding,
} from './keybinding.ts';

describe('parseKeybinding', () => {
  it('parses a mod combination', () => {
    expect(parseKeybinding('mod+k').chords).toEqual([
      { key: 'k', mod: true, ctrl: false, alt: false, shift: false, meta: false },
    ]);
  });

  it('parses a two-key sequence and a single key', () => {
    expect(parseKeybinding('g o').chords.map((chord) => chord.key)).toEqual(['g', 'o']);
    expect(parseKeybinding('x').chords).toHaveLength(1);
  });

  it('treats shift as part of a symbol: shift+? and ? are the same key', () => {
    expect(keybindingId(parseKeybinding('shift+?'), false)).toBe('?');
    expect(keybindingId(parseKeybinding('?'), false)).toBe('?');
    expect(keybindingId(parseKeybinding('shift+g'), false)).toBe('shift+g');
  });

  it('accepts aliases and names', () => {
    expect(keybindingId(parseKeybinding('Ctrl+Alt+Esc'), false)).toBe('ctrl+alt+escape');
    expect(keybindingId(parseKeybinding('cmd+up'), true)).toBe('meta+arrowup');
    expect(keybindingId(parseKeybinding('mod++'), false)).toBe('ctrl++');
  });

  it('rejects unknown modifiers and keys, empty strings and mod with ctrl', () => {
    expect(() => parseKeybinding('hyper+k')).toThrow(KeybindingParseError);
    expect(() => parseKeybinding('mod+kk')).toThrow('Unknown key "kk" in keybinding "mod+kk"');
    expect(() => parseKeybinding('  ')).toThrow(KeybindingParseError);
    expect(() => parseKeybinding('mod+ctrl+k')).toThrow(/combines mod/);
  });

  it('resolves mod to meta on Mac and ctrl elsewhere', () => {
    const keybinding = parseKeybinding('mod+shift+p');
    expect(keybindingId(keybinding, true)).toBe('shift+meta+p');
    expect(keybindingId(keybinding, false)).toBe('ctrl+shift+p');
  });

  it('knows which keybindings may be global', () => {
    expect(isModifierCombo(parseKeybinding('mod+k'))).toBe(true);
    expect(isModifierCombo(parseKeybinding('shift+k'))).toBe(false);
    expect(isModifierCombo(parseKeybinding('mod+g o'))).toBe(false);
  });
});

describe('formatKeybinding', () => {
  it('shows ⌘ on Mac and Ctrl elsewhere', () => {
    const keybinding = parseKeybinding('mod+k');
    expect(formatKeybinding(keybinding, true)).toBe('⌘K');
    expect(formatKeybinding(keybinding, false)).toBe('Ctrl+K');
  });

  it('shows every modifier in platform order', () => {
    const keybinding = parseKeybinding('mod+alt+shift+enter');
    expect(formatKeybinding(keybinding, true)).toBe('⌥⇧⌘↩');
    expect(formatKeybinding(keybinding, false)).toBe('Ctrl+Alt+Shift+Enter');
  });

  it('shows a sequence chord by chord and a symbol without shift', () => {
    expect(formatKeybinding(parseKeybinding('g o'), false)).toBe('G O');
    expect(keybindingLabels(parseKeybinding('g o'), true)).toEqual([['G'], ['O']]);
    expect(formatKeybinding(parseKeybinding('shift+?'), true)).toBe('?');
  });
});

describe('eventChordIds', () => {
  it('names a key event the way keybindings are named', () => {
    expect(eventChordIds(new KeyboardEvent('keydown', { key: 'k', code: 'KeyK', ctrlKey: true }))).toEqual(['ctrl+k']);
    expect(eventChordIds(new KeyboardEvent('keydown', { key: 'G', code: 'KeyG', shiftKey: true }))).toEqual([
      'shift+g',
    ]);
    expect(eventChordIds(new KeyboardEvent('keydown', { key: '?', code: 'Slash', shiftKey: true }))).toEqual(['?']);
    expect(eventChordIds(new KeyboardEvent('keydown', { key: 'Escape', code: 'Escape' }))).toEqual(['escape']);
  });

  it('falls back to the physical key when a modifier changed the character', () => {
    expect(eventChordIds(new KeyboardEvent('keydown', { key: 'π', code: 'KeyP', altKey: true }))).toEqual([
      'alt+π',
      'alt+p',
    ]);
  });
});
