import { injectable } from 'inversify';
import { action, makeObservable, observable, observableRef } from 'mobx';
import { parseKeybinding } from '../../registry/keybinding.ts';

/** A key a screen handles itself (a list's `j`/`k`), described for the shortcut help. */
export interface ScreenShortcut {
  /** Keybinding strings that do the same thing, e.g. `['j', 'arrowdown']`. */
  keys: readonly string[];
  description: string;
}

/** The keys of one mounted component, shown as a group in the help while it is mounted. */
export interface ScreenShortcutGroup {
  id: string;
  title: string;
  shortcuts: readonly ScreenShortcut[];
}

/**
 * Whether the shortcut help (`?`) is open, and the keys that mounted screens handle themselves.
 * Command keybindings come from the KeybindingRegistry; component-scoped keys (a grid's row keys)
 * are not commands, so their components register them here for as long as they are mounted.
 */
export const ShortcutHelpController = Symbol.for('sdp.ShortcutHelpController');
export interface ShortcutHelpController {
  readonly isOpen: boolean;
  /** Registered screen key groups, in registration order. */
  readonly screenGroups: readonly ScreenShortcutGroup[];
  open(): void;
  close(): void;
  toggle(): void;
  /** Shows a group in the help until the returned function is called; throws on an unparsable key. */
  registerScreenShortcuts(group: ScreenShortcutGroup): () => void;
}

@injectable()
export class MobxShortcutHelpController implements ShortcutHelpController {
  isOpen = false;
  screenGroups: readonly ScreenShortcutGroup[] = [];

  constructor() {
    makeObservable<MobxShortcutHelpController, 'removeGroup'>(this, {
      isOpen: observable,
      screenGroups: observableRef,
      open: action,
      close: action,
      toggle: action,
      registerScreenShortcuts: action,
      removeGroup: action,
    });
  }

  open(): void {
    this.isOpen = true;
  }

  close(): void {
    this.isOpen = false;
  }

  toggle(): void {
    this.isOpen = !this.isOpen;
  }

  registerScreenShortcuts(group: ScreenShortcutGroup): () => void {
    for (const shortcut of group.shortcuts) for (const key of shortcut.keys) parseKeybinding(key);
    this.screenGroups = [...this.screenGroups, group];
    return () => this.removeGroup(group);
  }

  private removeGroup(group: ScreenShortcutGroup): void {
    this.screenGroups = this.screenGroups.filter((registered) => registered !== group);
  }
}
