import { inject, injectable } from 'inversify';
import { action, makeObservable, observable } from 'mobx';
import { CommandRegistry } from './CommandRegistry.ts';
import { isEditableTarget } from './editableTarget.ts';
import { eventChordIds, isMacPlatform, isModifierOnlyEvent } from './keybinding.ts';
import { KeybindingRegistry, type KeybindingEntry } from './KeybindingRegistry.ts';

/** How long the second key of a sequence (`g o`) may take. */
export const SEQUENCE_TIMEOUT_MS = 1000;

export interface KeybindingServiceOptions {
  target?: Window;
  isMac?: boolean;
}

/**
 * Owns the global keys: one keydown listener on the window dispatches to the available commands'
 * keybindings. Nothing fires while typing in a field, except `mod+` combinations marked global.
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
  private pendingAt = 0;
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
    target.addEventListener('keydown', this.onKeyDown);
    const stop = () => {
      target.removeEventListener('keydown', this.onKeyDown);
      this.setPending(null);
      if (this.stop === stop) this.stop = null;
    };
    this.stop = stop;
    return stop;
  }

  private setPending(sequence: string | null): void {
    this.pendingSequence = sequence;
    this.pendingAt = Date.now();
  }

  private readonly onKeyDown = (event: KeyboardEvent): void => {
    if (event.defaultPrevented || event.isComposing || event.repeat || isModifierOnlyEvent(event)) return;
    const chordIds = eventChordIds(event);
    if (isEditableTarget(event)) {
      const { bindings } = this.keybindings.table(this.isMac);
      if (this.pendingSequence !== null) this.setPending(null);
      const entry = chordIds.map((id) => bindings.get(id)).find((found) => found?.global);
      if (entry) this.fire(entry, event);
      return;
    }
    const pending = this.pendingSequence;
    const pendingAt = this.pendingAt;
    if (pending !== null) {
      this.setPending(null);
      const inTime = Date.now() - pendingAt <= SEQUENCE_TIMEOUT_MS;
      if (inTime && this.advance(`${pending} `, chordIds, event)) return;
    }
    this.advance('', chordIds, event);
  };

  /** Fires or extends a sequence starting with `prefix`; false when the key continues nothing. */
  private advance(prefix: string, chordIds: readonly string[], event: KeyboardEvent): boolean {
    const { bindings, prefixes } = this.keybindings.table(this.isMac);
    for (const chordId of chordIds) {
      const sequence = prefix + chordId;
      const entry = bindings.get(sequence);
      if (entry) {
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
