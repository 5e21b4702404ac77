/**
 * The keybinding model: `mod+k`, `shift+?`, `g o` (a sequence of two chords), `x`.
 * `mod` is ⌘ on Mac and Ctrl elsewhere.
 */

export interface Chord {
  /** Lowercase `KeyboardEvent.key` name: `k`, `?`, `escape`, `arrowup`, `space`. */
  key: string;
  mod: boolean;
  ctrl: boolean;
  alt: boolean;
  shift: boolean;
  meta: boolean;
}

export interface Keybinding {
  /** The string it was parsed from. */
  source: string;
  chords: readonly Chord[];
}

export class KeybindingParseError extends Error {
  override name = 'KeybindingParseError';
}

const MODIFIER_ALIASES: Record<string, keyof Omit<Chord, 'key'>> = {
  mod: 'mod',
  ctrl: 'ctrl',
  control: 'ctrl',
  alt: 'alt',
  option: 'alt',
  shift: 'shift',
  meta: 'meta',
  cmd: 'meta',
  command: 'meta',
};

const KEY_ALIASES: Record<string, string> = {
  esc: 'escape',
  return: 'enter',
  up: 'arrowup',
  down: 'arrowdown',
  left: 'arrowleft',
  right: 'arrowright',
  plus: '+',
  del: 'delete',
  ' ': 'space',
};

const NAMED_KEYS = new Set([
  'escape',
  'enter',
  'tab',
  'space',
  'backspace',
  'delete',
  'home',
  'end',
  'pageup',
  'pagedown',
  'arrowup',
  'arrowdown',
  'arrowleft',
  'arrowright',
  ...Array.from({ length: 12 }, (_, i) => `f${i + 1}`),
]);

/** A single printable character that is not a letter or digit: its shift state is part of the character. */
export function isSymbolKey(key: string): boolean {
  return key.length === 1 && !/[a-z0-9]/.test(key);
}

function parseChord(text: string, source: string): Chord {
  // A trailing "+" after a separator is the plus key itself: "mod++".
  const parts = text.endsWith('++') ? [...text.slice(0, -2).split('+'), '+'] : text.split('+');
  const chord: Chord = { key: '', mod: false, ctrl: false, alt: false, shift: false, meta: false };
  parts.forEach((raw, index) => {
    const part = raw.toLowerCase();
    if (index < parts.length - 1) {
      const modifier = MODIFIER_ALIASES[part];
      if (!modifier) throw new KeybindingParseError(`Unknown modifier "${raw}" in keybinding "${source}"`);
      chord[modifier] = true;
      return;
    }
    const key = KEY_ALIASES[part] ?? part;
    if (key.length !== 1 && !NAMED_KEYS.has(key)) {
      throw new KeybindingParseError(`Unknown key "${raw}" in keybinding "${source}"`);
    }
    chord.key = key;
  });
  if (chord.mod && (chord.ctrl || chord.meta)) {
    throw new KeybindingParseError(`Keybinding "${source}" combines mod with ctrl or meta`);
  }
  // "?" is typed with shift on most layouts, so shift is part of the character, not a modifier to match.
  if (isSymbolKey(chord.key)) chord.shift = false;
  return chord;
}

export function parseKeybinding(source: string): Keybinding {
  const text = source.trim();
  if (text === '') throw new KeybindingParseError('Empty keybinding');
  const chords = text.split(/\s+/).map((chord) => parseChord(chord, source));
  return { source, chords };
}

/** True when the keybinding is one chord holding mod, ctrl or meta (the only kind allowed to be global). */
export function isModifierCombo(keybinding: Keybinding): boolean {
  const [first] = keybinding.chords;
  return keybinding.chords.length === 1 && first !== undefined && (first.mod || first.ctrl || first.meta);
}

/** Canonical form of a chord on one platform (`mod` resolved): `ctrl+alt+shift+meta+key`. */
export function chordId(chord: Chord, isMac: boolean): string {
  const ctrl = chord.ctrl || (chord.mod && !isMac);
  const meta = chord.meta || (chord.mod && isMac);
  return `${ctrl ? 'ctrl+' : ''}${chord.alt ? 'alt+' : ''}${chord.shift ? 'shift+' : ''}${meta ? 'meta+' : ''}${chord.key}`;
}

/** Canonical form of a whole keybinding on one platform: chord ids joined by a space. */
export function keybindingId(keybinding: Keybinding, isMac: boolean): string {
  return keybinding.chords.map((chord) => chordId(chord, isMac)).join(' ');
}

/**
 * True for one letter on its own (`f`). Spec section 2 lets `f` fire only with nothing focused; every
 * such key follows that rule, so a focused control (a grid's j/k/x, a list's type-ahead) keeps its letters.
 */
export function isBareLetter(keybinding: Keybinding): boolean {
  return /^[a-z]$/.test(keybindingId(keybinding, false));
}

const MODIFIER_KEYS = new Set(['Shift', 'Control', 'Alt', 'Meta', 'AltGraph', 'CapsLock', 'OS']);

export function isModifierOnlyEvent(event: KeyboardEvent): boolean {
  return MODIFIER_KEYS.has(event.key);
}

function eventKeyName(key: string): string {
  const lower = key.toLowerCase();
  return KEY_ALIASES[lower] ?? lower;
}

function eventChordId(key: string, event: KeyboardEvent, shift: boolean): string {
  return `${event.ctrlKey ? 'ctrl+' : ''}${event.altKey ? 'alt+' : ''}${shift ? 'shift+' : ''}${event.metaKey ? 'meta+' : ''}${key}`;
}

/**
 * Chord ids a key event may stand for, best first: from `event.key`, and from the physical `event.code`
 * for letters and digits when the key produced another character (Option on Mac, Shift+digit, non-Latin layouts).
 */
export function eventChordIds(event: KeyboardEvent): string[] {
  const key = eventKeyName(event.key);
  const ids = [eventChordId(key, event, isSymbolKey(key) ? false : event.shiftKey)];
  const physical = /^(?:Key([A-Z])|Digit([0-9]))$/.exec(event.code);
  const physicalKey = physical ? (physical[1] ?? physical[2] ?? '').toLowerCase() : '';
  if (physicalKey !== '' && physicalKey !== key) ids.push(eventChordId(physicalKey, event, event.shiftKey));
  return ids;
}

const MAC_KEY_LABELS: Record<string, string> = {
  escape: 'Esc',
  enter: '↩',
  backspace: '⌫',
  delete: '⌦',
  tab: '⇥',
  space: 'Space',
  arrowup: '↑',
  arrowdown: '↓',
  arrowleft: '←',
  arrowright: '→',
};

const KEY_LABELS: Record<string, string> = {
  ...MAC_KEY_LABELS,
  enter: 'Enter',
  backspace: 'Backspace',
  delete: 'Delete',
  tab: 'Tab',
};

function keyLabel(key: string, isMac: boolean): string {
  const label = (isMac ? MAC_KEY_LABELS : KEY_LABELS)[key];
  if (label) return label;
  if (key.length === 1) return key.toUpperCase();
  return key.charAt(0).toUpperCase() + key.slice(1);
}

/** The labels of each chord, for rendering one `<kbd>` per key: `[['⌘', 'K']]`, `[['G'], ['O']]`. */
export function keybindingLabels(keybinding: Keybinding, isMac: boolean): string[][] {
  return keybinding.chords.map((chord) => {
    const ctrl = chord.ctrl || (chord.mod && !isMac);
    const meta = chord.meta || (chord.mod && isMac);
    const labels: string[] = [];
    if (isMac) {
      if (ctrl) labels.push('⌃');
      if (chord.alt) labels.push('⌥');
      if (chord.shift) labels.push('⇧');
      if (meta) labels.push('⌘');
    } else {
      if (ctrl) labels.push('Ctrl');
      if (chord.alt) labels.push('Alt');
      if (chord.shift) labels.push('Shift');
      if (meta) labels.push('Meta');
    }
    labels.push(keyLabel(chord.key, isMac));
    return labels;
  });
}

/** `⌘K` on Mac, `Ctrl+K` elsewhere; a sequence reads `G O`. */
export function formatKeybinding(keybinding: Keybinding, isMac: boolean): string {
  return keybindingLabels(keybinding, isMac)
    .map((labels) => labels.join(isMac ? '' : '+'))
    .join(' ');
}

export function isMacPlatform(): boolean {
  if (typeof navigator === 'undefined') return false;
  const withHints = navigator as Navigator & { userAgentData?: { platform?: string } };
  const platform = withHints.userAgentData?.platform ?? navigator.platform ?? '';
  return /mac|iphone|ipad|ipod/i.test(platform);
}
