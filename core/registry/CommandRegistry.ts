import { inject, injectable } from 'inversify';
import { compareShallow, computed, makeObservable } from 'mobx';
import { CommandSearchIndex, DEFAULT_RESULT_LIMIT, type FuzzyMatch } from '../palette/fuzzyScore.ts';
import type { CommandContext } from '../plugin/manifest.ts';
import { PluginContributions, type RegisteredCommand } from '../plugin/PluginContributions.ts';
import { CommandContextProvider } from './CommandContextProvider.ts';
import { PermissionChecker } from './PermissionChecker.ts';
import { RECENT_COMMANDS_LIMIT, RecentCommands } from './RecentCommands.ts';

/** Score added to the most recent command in a search, shrinking down the recent list. */
export const RECENT_COMMAND_BOOST = 12;

export const CommandRegistry = Symbol.for('sdp.CommandRegistry');
export interface CommandRegistry {
  /** Every command: the declared ones, then a "Go to <title>" command per nav entry. */
  readonly commands: readonly RegisteredCommand[];
  /** The commands the current user holds the permission for. */
  readonly permittedCommands: readonly RegisteredCommand[];
  /** Permitted commands whose `when` holds in the current context: what the palette and keys may run. */
  readonly availableCommands: readonly RegisteredCommand[];
  /** Available commands for the palette: recent ones first (most recent first), then the rest as declared. */
  readonly paletteCommands: readonly RegisteredCommand[];
  /** The fuzzy index over `availableCommands`, rebuilt only when they change. */
  readonly searchIndex: CommandSearchIndex<RegisteredCommand>;
  /**
   * The palette's search: available commands matching the query, best first; recent commands get a
   * small boost, and an empty query lists them first like `paletteCommands`.
   */
  search(query: string, limit?: number): FuzzyMatch<RegisteredCommand>[];
  /** An available command by id. */
  get(commandId: string): RegisteredCommand | undefined;
  /**
   * Runs an available command and records it as recent; a command with only a page opens the palette
   * on it. Resolves false when the command is unknown, not permitted or not available here.
   */
  execute(commandId: string): Promise<boolean>;
}

@injectable()
export class MobxCommandRegistry implements CommandRegistry {
  constructor(
    @inject(PluginContributions) private readonly contributions: PluginContributions,
    @inject(PermissionChecker) private readonly permissions: PermissionChecker,
    @inject(CommandContextProvider) private readonly contextProvider: CommandContextProvider,
    @inject(RecentCommands) private readonly recent: RecentCommands,
  ) {
    // Kept alive: key handlers and palette callbacks read them outside reactions. Compared by content,
    // so a navigation that changes no `when` result keeps the same list and the same search index.
    makeObservable<MobxCommandRegistry, 'availableById' | 'recentBoosts'>(this, {
      permittedCommands: computed({ keepAlive: true, equals: compareShallow }),
      availableCommands: computed({ keepAlive: true, equals: compareShallow }),
      availableById: computed({ keepAlive: true }),
      paletteCommands: computed({ keepAlive: true }),
      searchIndex: computed({ keepAlive: true }),
      recentBoosts: computed({ keepAlive: true }),
    });
  }

  get commands(): readonly RegisteredCommand[] {
    return this.contributions.commands;
  }

  get permittedCommands(): readonly RegisteredCommand[] {
    return this.contributions.commands.filter((command) => this.permissions.can(command.permission));
  }

  get availableCommands(): readonly RegisteredCommand[] {
    const context = this.contextProvider.context;
    return this.permittedCommands.filter((command) => isAvailable(command, context));
  }

  private get availableById(): ReadonlyMap<string, RegisteredCommand> {
    return new Map(this.availableCommands.map((command) => [command.id, command]));
  }

  get paletteCommands(): readonly RegisteredCommand[] {
    const recent = this.recent.ids
      .map((id) => this.availableById.get(id))
      .filter((command): command is RegisteredCommand => command !== undefined);
    if (recent.length === 0) return this.availableCommands;
    const recentSet = new Set(recent);
    return [...recent, ...this.availableCommands.filter((command) => !recentSet.has(command))];
  }

  get searchIndex(): CommandSearchIndex<RegisteredCommand> {
    return new CommandSearchIndex(this.availableCommands);
  }

  private get recentBoosts(): ReadonlyMap<RegisteredCommand, number> {
    const boosts = new Map<RegisteredCommand, number>();
    this.recent.ids.forEach((id, rank) => {
      const command = this.availableById.get(id);
      if (command) boosts.set(command, RECENT_COMMAND_BOOST * (1 - rank / RECENT_COMMANDS_LIMIT));
    });
    return boosts;
  }

  search(query: string, limit = DEFAULT_RESULT_LIMIT): FuzzyMatch<RegisteredCommand>[] {
    const index = this.searchIndex;
    index.setBoosts(this.recentBoosts);
    return index.search(query, limit);
  }

  get(commandId: string): RegisteredCommand | undefined {
    return this.availableById.get(commandId);
  }

  async execute(commandId: string): Promise<boolean> {
    const command = this.availableById.get(commandId);
    if (!command) return false;
    this.recent.record(commandId);
    const context = this.contextProvider.context;
    if (command.run) await command.run(context);
    else context.openPalette(commandId);
    return true;
  }
}

/** A failing `when` hides its command instead of breaking the whole palette. */
function isAvailable(command: RegisteredCommand, context: CommandContext): boolean {
  if (!command.when) return true;
  try {
    return command.when(context);
  } catch (error) {
    console.error(`The "when" of command "${command.id}" failed`, error);
    return false;
  }
}
