const DAY_MS = 86_400_000;

export interface Span {
  from: Date;
  to: Date;
}

/** How a report's range splits between its rollups and the engine's tables. */
export interface RollupWindow {
  /** The whole UTC days of the range, answered by the rollups (with what ended after `foldedTo`); null when none. */
  days: Span | null;
  /** The range's parts outside those days, read whole from the engine's tables. */
  edges: Span[];
  /** What ended after this is not in the rollups yet. */
  foldedTo: Date;
}

/** Splits `[from, to)` into whole UTC days for the rollups and the partial days around them. */
export function rollupWindow(from: Date, to: Date, foldedTo: Date | null): RollupWindow {
  const firstDay = new Date(Math.ceil(from.getTime() / DAY_MS) * DAY_MS);
  const endDay = new Date(Math.floor(to.getTime() / DAY_MS) * DAY_MS);
  if (foldedTo === null || firstDay >= endDay) return { days: null, edges: [{ from, to }], foldedTo: from };
  const edges = [
    { from, to: firstDay },
    { from: endDay, to },
  ].filter((edge) => edge.from < edge.to);
  return { days: { from: firstDay, to: endDay }, edges, foldedTo };
}
