import { injectable } from 'inversify';
import type { ColumnLayout } from './columnLayout.ts';

/**
 * The column layout each user chose per grid, an extension point of the grid. `GridModule` binds
 * `SessionGridPreferences` so that every grid always has one; a plugin that keeps layouts elsewhere
 * `rebind`s the token in its module (the views plugin keeps them on the server, per user).
 */
export const GridPreferences = Symbol.for('sdp.GridPreferences');
export interface GridPreferences {
  /** The signed-in user's layout of the grid, or null when they never changed it (or nobody is signed in). */
  loadLayout(gridId: string): Promise<ColumnLayout | null>;
  /** Ignored while nobody is signed in. */
  saveLayout(gridId: string, layout: ColumnLayout): Promise<void>;
}

/**
 * The layouts of this page's session, kept in memory and persisted nowhere: what grids remember when no
 * plugin keeps layouts. Signing out leaves the page, so the next user starts from the defaults.
 */
@injectable()
export class SessionGridPreferences implements GridPreferences {
  private readonly layouts = new Map<string, ColumnLayout>();

  loadLayout(gridId: string): Promise<ColumnLayout | null> {
    return Promise.resolve(this.layouts.get(gridId) ?? null);
  }

  saveLayout(gridId: string, layout: ColumnLayout): Promise<void> {
    this.layouts.set(gridId, { order: [...layout.order], hidden: [...layout.hidden] });
    return Promise.resolve();
  }
}
