import { inject, injectable } from 'inversify';
import { computed, makeObservable } from 'mobx';
import { PluginContributions, type BoundKeybinding, type RegisteredCommand } from '../plugin/PluginContributions.ts';
import { CommandRegistry } from './CommandRegistry.ts';
import { keybindingId, type Keybinding } from './keybinding.ts';

export interface KeybindingEntry {
  keybinding: Keybinding;
  global: boolean;
  command: RegisteredCommand;
}

/** Lookup by canonical key id on one platform (`ctrl+k`, `g o`), plus every unfinished sequence. */
export interface KeybindingTable {
  readonly bindings: ReadonlyMap<string, KeybindingEntry>;
  readonly prefixes: ReadonlySet<string>;
}

export const KeybindingRegistry = Symbol.for('sdp.KeybindingRegistry');
export interface KeybindingRegistry {
  /** Keybindings of the available commands (permitted, `when` holding): what the shortcut help lists. */
  readonly entries: readonly KeybindingEntry[];
  /** The keys of an available command, e.g. to show beside it in the palette. */
  keybindingsFor(commandId: string): readonly Keybinding[];
  table(isMac: boolean): KeybindingTable;
}

function buildTable(entries: readonly KeybindingEntry[], isMac: boolean): KeybindingTable {
  const bindings = new Map<string, KeybindingEntry>();
  const prefixes = new Set<string>();
  for (const entry of entries) {
    const chordIds = keybindingId(entry.keybinding, isMac).split(' ');
    bindings.set(chordIds.join(' '), entry);
    for (let length = 1; length < chordIds.length; length++) prefixes.add(chordIds.slice(0, length).join(' '));
  }
  return { bindings, prefixes };
}

@injectable()
export class MobxKeybindingRegistry implements KeybindingRegistry {
  private readonly bound: readonly BoundKeybinding[];

  constructor(
    @inject(PluginContributions) contributions: PluginContributions,
    @inject(CommandRegistry) private readonly commands: CommandRegistry,
  ) {
    this.bound = contributions.keybindings;
    // Kept alive: the key handler reads them outside reactions on every key press.
    makeObservable<MobxKeybindingRegistry, 'byCommand' | 'macTable' | 'otherTable'>(this, {
      entries: computed({ keepAlive: true }),
      byCommand: computed({ keepAlive: true }),
      macTable: computed({ keepAlive: true }),
      otherTable: computed({ keepAlive: true }),
    });
  }

  get entries(): readonly KeybindingEntry[] {
    const entries: KeybindingEntry[] = [];
    for (const { keybinding, global, commandId } of this.bound) {
      const command = this.commands.get(commandId);
      if (command) entries.push({ keybinding, global, command });
    }
    return entries;
  }

  private get byCommand(): ReadonlyMap<string, readonly Keybinding[]> {
    const byCommand = new Map<string, Keybinding[]>();
    for (const { command, keybinding } of this.entries) {
      byCommand.set(command.id, [...(byCommand.get(command.id) ?? []), keybinding]);
    }
    return byCommand;
  }

  private get macTable(): KeybindingTable {
    return buildTable(this.entries, true);
  }

  private get otherTable(): KeybindingTable {
    return buildTable(this.entries, false);
  }

  keybindingsFor(commandId: string): readonly Keybinding[] {
    return this.byCommand.get(commandId) ?? [];
  }

  table(isMac: boolean): KeybindingTable {
    return isMac ? this.macTable : this.otherTable;
  }
}
