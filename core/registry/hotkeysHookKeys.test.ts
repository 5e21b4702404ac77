import { describe, expect, it } from 'vitest';
import { characterMatches, hotkeysHookKeys } from './hotkeysHookKeys.ts';
import { KeybindingParseError, parseKeybinding } from './keybinding.ts';

describe('hotkeysHookKeys', () => {
  it('writes letters and named keys in react-hotkeys-hook’s syntax, mod resolved per platform', () => {
    const other = hotkeysHookKeys(['j', 'arrowdown', 'shift+x', 'mod+s', 'esc'], false);
    expect([...other.byCode]).toEqual([
      ['j', 'j'],
      ['arrowdown', 'arrowdown'],
      ['shift+x', 'shift+x'],
      ['ctrl+s', 'mod+s'],
      ['escape', 'esc'],
    ]);
    expect([...hotkeysHookKeys(['mod+s'], true).byCode.keys()]).toEqual(['meta+s']);
  });

  it('matches symbols by the character typed, Shift belonging to the symbol', () => {
    const { byCode, byCharacter } = hotkeysHookKeys(['/', '.', 'shift+?', 'mod+,'], false);
    expect(byCode.size).toBe(0);
    expect([...byCharacter.keys()]).toEqual(['/', '.', '?', ',']);
    const [question] = byCharacter.get('?') ?? [];
    expect(question?.source).toBe('shift+?');
    // `/` typed as Shift+7 (a German keyboard) is still `/`; with Ctrl it is another key.
    const slash = parseKeybinding('/').chords[0]!;
    expect(characterMatches(new KeyboardEvent('keydown', { key: '/', shiftKey: true }), slash, false)).toBe(true);
    expect(characterMatches(new KeyboardEvent('keydown', { key: '/', ctrlKey: true }), slash, false)).toBe(false);
    const comma = byCharacter.get(',')?.[0]?.chord;
    expect(comma && characterMatches(new KeyboardEvent('keydown', { key: ',', ctrlKey: true }), comma, false)).toBe(
      true,
    );
  });

  it('refuses a sequence: those are keybindings of commands', () => {
    expect(() => hotkeysHookKeys(['g o'], false)).toThrow(KeybindingParseError);
  });
});
