import hotkeys from 'hotkeys-js';
import { inject, injectable } from 'inversify';
import { action, makeObservable, observable } from 'mobx';
import { CommandRegistry } from './CommandRegistry.ts';
import { isEditableTarget, isNothingFocused } from './editableTarget.ts';
import { eventChordIds, isBareLetter, isMacPlatform, isModifierOnlyEvent } from './keybinding.ts';
import { KeybindingRegistry, type KeybindingEntry } from './KeybindingRegistry.ts';
import { EVERY_LAYER_KEY_SCOPE, SCREEN_KEY_SCOPE } from './keyScopeNames.ts';

/** How long the second key of a sequence (`g o`) may take. */
export const SEQUENCE_TIMEOUT_MS = 1000;

export interface KeybindingServiceOptions {
  target?: Window;
  isMac?: boolean;
}

/**
 * Owns the global keys: the available commands' keybindings, dispatched through hotkeys-js. Global
 * `mod+` combinations live in hotkeys-js's every-layer scope and fire even while typing in a field;
 * every other keybinding lives in the screen's layer, so a modal above it quiets them.
 */
export const KeybindingService = Symbol.for('sdp.KeybindingService');
export interface KeybindingService {
  /** Starts listening; the returned function stops. */
  start(options?: KeybindingServiceOptions): () => void;
  /** The unfinished sequence (`g`) while the next key is awaited, for a hint; null otherwise. */
  readonly pendingSequence: string | null;
}

@injectable()
export class WindowKeybindingService implements KeybindingService {
  pendingSequence: string | null = null;
  private pendingTimer: ReturnType<typeof setTimeout> | undefined;
  private isMac = false;
  private stop: (() => void) | null = null;

  constructor(
    @inject(KeybindingRegistry) private readonly keybindings: KeybindingRegistry,
    @inject(CommandRegistry) private readonly commands: CommandRegistry,
  ) {
    makeObservable<WindowKeybindingService, 'setPending'>(this, {
      pendingSequence: observable,
      setPending: action,
    });
  }

  start(options: KeybindingServiceOptions = {}): () => void {
    this.stop?.();
    const target = options.target ?? window;
    this.isMac = options.isMac ?? isMacPlatform();
    // hotkeys-js only adds listeners to its element. On the window it hears a key after every
    // component listener on the document, so a component that handles a key (a grid's `j`) keeps it.
    const element = target as unknown as HTMLElement;
    // Each layer's handler takes every key (`*`) and matches the chord itself: hotkeys-js knows no `mod`,
    // no sequences and no `?` (docs/architecture.md, Keys).
    const handlers = [
      { key: '*', scope: EVERY_LAYER_KEY_SCOPE, method: this.onEveryLayerKey },
      { key: '*', scope: SCREEN_KEY_SCOPE, method: this.onScreenKey },
    ];
    const previousFilter = hotkeys.filter;
    hotkeys.filter = this.filter;
    for (const { key, scope, method } of handlers) hotkeys(key, { scope, element }, method);
    // hotkeys-js starts on its every-layer scope; the screen's layer is the bottom of `keyScopes`,
    // which sets it too when a modal or a component key loads it first.
    if (hotkeys.getScope() === EVERY_LAYER_KEY_SCOPE) hotkeys.setScope(SCREEN_KEY_SCOPE);
    const stop = () => {
      hotkeys.unbind(handlers);
      if (hotkeys.filter === this.filter) hotkeys.filter = previousFilter;
      this.setPending(null);
      if (this.stop === stop) this.stop = null;
    };
    this.stop = stop;
    return stop;
  }

  private setPending(sequence: string | null): void {
    clearTimeout(this.pendingTimer);
    this.pendingSequence = sequence;
    if (sequence !== null) this.pendingTimer = setTimeout(() => this.setPending(null), SEQUENCE_TIMEOUT_MS);
  }

  /** hotkeys-js's filter: nothing fires while typing in a field, except global `mod+` combinations. */
  private readonly filter = (event: KeyboardEvent): boolean =>
    !isEditableTarget(event) || this.globalEntry(event) !== undefined;

  private globalEntry(event: KeyboardEvent): KeybindingEntry | undefined {
    const { bindings } = this.keybindings.table(this.isMac);
    for (const id of eventChordIds(event)) {
      const entry = bindings.get(id);
      if (entry?.global) return entry;
    }
    return undefined;
  }

  private readonly onEveryLayerKey = (event: KeyboardEvent): void => {
    if (!isFreshKey(event)) return;
    const entry = this.globalEntry(event);
    if (!entry) return;
    this.setPending(null);
    this.fire(entry, event);
  };

  private readonly onScreenKey = (event: KeyboardEvent): void => {
    if (!isFreshKey(event)) return;
    const chordIds = eventChordIds(event);
    const pending = this.pendingSequence;
    if (pending !== null) {
      this.setPending(null);
      if (this.advance(`${pending} `, chordIds, event)) return;
    }
    this.advance('', chordIds, event);
  };

  /** Fires or extends a sequence starting with `prefix`; false when the key continues nothing. */
  private advance(prefix: string, chordIds: readonly string[], event: KeyboardEvent): boolean {
    const { bindings, prefixes } = this.keybindings.table(this.isMac);
    for (const chordId of chordIds) {
      const sequence = prefix + chordId;
      const entry = bindings.get(sequence);
      if (entry && (!isBareLetter(entry.keybinding) || isNothingFocused(event.view?.document))) {
        this.fire(entry, event);
        return true;
      }
      if (prefixes.has(sequence)) {
        event.preventDefault();
        this.setPending(sequence);
        return true;
      }
    }
    return false;
  }

  private fire(entry: KeybindingEntry, event: KeyboardEvent): void {
    event.preventDefault();
    const { id } = entry.command;
    this.commands.execute(id).catch((error: unknown) => {
      console.error(`Command "${id}" failed`, error);
    });
  }
}

/** A first press, not yet taken by another handler, of a key other than a lone modifier. */
function isFreshKey(event: KeyboardEvent): boolean {
  return !(event.defaultPrevented || event.isComposing || event.repeat || isModifierOnlyEvent(event));
}
