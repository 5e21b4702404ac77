import type { CommandContext } from '../plugin/manifest.ts';

/**
 * Supplies the context commands run in and their `when` preconditions read. The shell binds it
 * (navigate, current path, palette); `context` should read observable state, e.g. the current
 * path, so computeds that evaluate `when` re-run on navigation.
 */
export const CommandContextProvider = Symbol.for('sdp.CommandContextProvider');
export interface CommandContextProvider {
  readonly context: CommandContext;
}
