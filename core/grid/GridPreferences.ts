import type { ColumnLayout } from './columnLayout.ts';

/** The column layout each user chose per grid. */
export const GridPreferences = Symbol.for('sdp.GridPreferences');
export interface GridPreferences {
  /** The signed-in user's layout of the grid, or null when they never changed it (or nobody is signed in). */
  loadLayout(gridId: string): Promise<ColumnLayout | null>;
  /** Ignored while nobody is signed in. */
  saveLayout(gridId: string, layout: ColumnLayout): Promise<void>;
}

const isIdList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.length <= 500 && value.every((item) => typeof item === 'string');

/** A layout as stored or answered by the server, or null; a plain guard, as this module loads with the first page. */
export function readLayout(value: unknown): ColumnLayout | null {
  if (typeof value !== 'object' || value === null) return null;
  const { order, hidden } = value as Record<string, unknown>;
  return isIdList(order) && isIdList(hidden) ? { order, hidden } : null;
}
