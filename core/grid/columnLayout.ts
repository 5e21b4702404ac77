import type { GridColumn } from './gridTypes.ts';

/** Which columns a user sees and in what order; saved per user and grid, and in saved views. */
export interface ColumnLayout {
  /** Column ids, first to last. */
  order: readonly string[];
  /** Ids of hidden columns. */
  hidden: readonly string[];
}

export type LayoutColumn = Pick<GridColumn<never>, 'id' | 'defaultHidden' | 'hideable'>;

export function defaultLayout(columns: readonly LayoutColumn[]): ColumnLayout {
  return {
    order: columns.map((column) => column.id),
    hidden: columns.filter((column) => column.defaultHidden && column.hideable !== false).map((column) => column.id),
  };
}

/**
 * A stored layout fitted to today's columns: unknown ids are dropped, columns its order does not
 * name follow in their declared order (hidden when listed or hidden by default), and unhideable
 * columns are shown.
 */
export function fitLayout(layout: ColumnLayout | null, columns: readonly LayoutColumn[]): ColumnLayout {
  if (!layout) return defaultLayout(columns);
  const known = new Map(columns.map((column) => [column.id, column]));
  const named = [...new Set(layout.order.filter((id) => known.has(id)))];
  const placed = new Set(named);
  const order = [...named, ...columns.filter((column) => !placed.has(column.id)).map((column) => column.id)];
  const listedHidden = new Set(layout.hidden);
  const hidden = order.filter((id) => {
    const column = known.get(id);
    if (!column || column.hideable === false) return false;
    return listedHidden.has(id) || (!placed.has(id) && column.defaultHidden === true);
  });
  return { order, hidden };
}

/** The layout with one column moved one place up (-1) or down (+1); unchanged at either end. */
export function moveColumn(layout: ColumnLayout, columnId: string, step: -1 | 1): ColumnLayout {
  const from = layout.order.indexOf(columnId);
  const to = from + step;
  if (from === -1 || to < 0 || to >= layout.order.length) return layout;
  const order = [...layout.order];
  [order[from], order[to]] = [order[to] as string, order[from] as string];
  return { ...layout, order };
}

export function setColumnHidden(layout: ColumnLayout, columnId: string, hidden: boolean): ColumnLayout {
  const rest = layout.hidden.filter((id) => id !== columnId);
  return { ...layout, hidden: hidden ? [...rest, columnId] : rest };
}

export function sameLayout(a: ColumnLayout, b: ColumnLayout): boolean {
  return (
    a.order.join('\n') === b.order.join('\n') && [...a.hidden].sort().join('\n') === [...b.hidden].sort().join('\n')
  );
}
