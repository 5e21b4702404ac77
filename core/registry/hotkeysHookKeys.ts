import { isSymbolKey, KeybindingParseError, parseKeybinding, type Chord } from './keybinding.ts';

export interface CharacterKey {
  source: string;
  chord: Chord;
}

/** Keybinding strings of the registry's grammar, as react-hotkeys-hook matches them. */
export interface HotkeysHookKeys {
  /**
   * Letters, digits and named keys in react-hotkeys-hook's syntax (`ctrl+shift+x`, `arrowdown`),
   * matched on the physical key, so they work on every layout; each with the string it came from.
   */
  byCode: ReadonlyMap<string, string>;
  /**
   * Symbols (`/`, `.`, `?`) by the character typed: their physical key and Shift differ between
   * layouts, so they are matched with `useKey` and their other modifiers checked by `characterMatches`.
   */
  byCharacter: ReadonlyMap<string, readonly CharacterKey[]>;
}

function codeHotkey(chord: Chord, isMac: boolean): string {
  const ctrl = chord.ctrl || (chord.mod && !isMac);
  const meta = chord.meta || (chord.mod && isMac);
  return `${ctrl ? 'ctrl+' : ''}${chord.alt ? 'alt+' : ''}${chord.shift ? 'shift+' : ''}${meta ? 'meta+' : ''}${chord.key}`;
}

/** Translates component keys (one chord each: sequences are for the registry's commands). */
export function hotkeysHookKeys(sources: readonly string[], isMac: boolean): HotkeysHookKeys {
  const byCode = new Map<string, string>();
  const byCharacter = new Map<string, CharacterKey[]>();
  for (const source of sources) {
    const { chords } = parseKeybinding(source);
    const [chord] = chords;
    if (!chord || chords.length > 1) {
      throw new KeybindingParseError(`Component key "${source}" is a sequence; give it to a command instead`);
    }
    if (isSymbolKey(chord.key)) {
      byCharacter.set(chord.key, [...(byCharacter.get(chord.key) ?? []), { source, chord }]);
    } else {
      const hotkey = codeHotkey(chord, isMac);
      if (!byCode.has(hotkey)) byCode.set(hotkey, source);
    }
  }
  return { byCode, byCharacter };
}

/** Whether a key event that typed a symbol carries the modifiers of its chord (Shift belongs to the symbol). */
export function characterMatches(event: KeyboardEvent, chord: Chord, isMac: boolean): boolean {
  const ctrl = chord.ctrl || (chord.mod && !isMac);
  const meta = chord.meta || (chord.mod && isMac);
  return event.ctrlKey === ctrl && event.altKey === chord.alt && event.metaKey === meta;
}
