import type { UpdateWorklist } from '../contract/worklist.ts';
import type { AccountScope } from '../../../../core/server/auth/accountScope.ts';
import type { AuthContext } from '../../../../core/server/auth/authContext.ts';
import { serverToken } from '../../../../core/server/pluginServices.ts';

/** Who changes a worklist item, and which partner accounts they reach. */
export interface WorklistContext {
  auth: AuthContext;
  scope: AccountScope;
}

/**
 * The changes people make to the items the engine's HUMAN steps open: claim, release, assign and
 * complete, each given the version read (412 when another change came first), each an event of the
 * item's order. Completing an item completes its step with the form's values and moves the order on, in
 * the same transaction.
 */
export interface WorklistActions {
  /** Applies the change; a dry run checks it as applied, then rolls it back. */
  update(ctx: WorklistContext, change: UpdateWorklist, options?: { dryRun?: boolean }): Promise<void>;
}

export const WorklistActions = serverToken<WorklistActions>('engine', 'WorklistActions');
