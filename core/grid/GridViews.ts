import type { ComponentType } from 'react';

/** A filter's value as a view keeps it: a text, a number, a flag, null, or chosen options; a date range as `from..to`. */
export type GridViewFilter = string | number | boolean | null | string[];

/** What a saved view keeps of a grid: its filters and sort (never the search) and its columns. */
export interface GridViewState {
  /** Filter values by filter id, as the grid puts them into its URL. */
  filters: Record<string, GridViewFilter>;
  /** Sort columns in priority order. */
  sort: { id: string; desc: boolean }[];
  /** Column ids in display order, and the hidden ones. */
  columns: { order: string[]; hidden: string[] };
}

/** What a grid hands its Views control. */
export interface GridViewsProps {
  /** The grid whose views these are (`users`, `monitor.orders`). */
  gridId: string;
  /** The grid's view as it is now: what saving stores. */
  currentState(): GridViewState;
  /** True when the grid shows exactly this view now: read against today's columns, and never while searching. */
  matches(state: GridViewState): boolean;
  /** Shows a view: its filters and sort into the URL (the search cleared), its columns into the layout. */
  apply(state: GridViewState): void;
}

/**
 * Saved views of the grids, an extension point of the grid. When a plugin binds it (the views plugin),
 * every grid shows its `Menu` in the toolbar, unless the grid is given `savedViews={false}`; when none
 * does, grids have no Views control. So the grid asks for it as optional, unlike `GridPreferences`,
 * which always has an implementation: a missing Views control is a grid without the feature, a missing
 * column layout would be a broken grid.
 */
export const GridViews = Symbol.for('sdp.GridViews');
export interface GridViews {
  /** A grid's Views control. It may suspend while its code loads: the toolbar shows nothing meanwhile. */
  readonly Menu: ComponentType<GridViewsProps>;
}
