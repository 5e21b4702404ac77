/** What the tree needs of a location: its id, name and parent. */
export interface TreeLocation {
  locationId: string;
  name: string;
  parentId: string | null;
}

/** A row of the tree as shown: the location, how deep it sits, whether it has children. */
export interface TreeRow<Loc extends TreeLocation> {
  location: Loc;
  depth: number;
  parentId: string | null;
  hasChildren: boolean;
}

/**
 * The children of each location by parent id (`null` for the roots), sorted by name. A location whose
 * parent is not among those given (a partner sees only its account's) is a root.
 */
export function childrenByParent<Loc extends TreeLocation>(locations: readonly Loc[]): Map<string | null, Loc[]> {
  const ids = new Set(locations.map((location) => location.locationId));
  const children = new Map<string | null, Loc[]>();
  for (const location of locations) {
    const parent = location.parentId !== null && ids.has(location.parentId) ? location.parentId : null;
    const list = children.get(parent) ?? [];
    list.push(location);
    children.set(parent, list);
  }
  for (const list of children.values()) list.sort((a, b) => a.name.localeCompare(b.name));
  return children;
}

/** The rows shown: each root, and the children of every expanded location beneath it, depth first. */
export function visibleRows<Loc extends TreeLocation>(
  children: Map<string | null, Loc[]>,
  expanded: ReadonlySet<string>,
): TreeRow<Loc>[] {
  const rows: TreeRow<Loc>[] = [];
  const walk = (parentId: string | null, depth: number) => {
    for (const location of children.get(parentId) ?? []) {
      const hasChildren = (children.get(location.locationId)?.length ?? 0) > 0;
      rows.push({ location, depth, parentId, hasChildren });
      if (hasChildren && expanded.has(location.locationId)) walk(location.locationId, depth + 1);
    }
  };
  walk(null, 0);
  return rows;
}

/** What a key does in the tree (WAI-ARIA tree view): move the focus, expand, collapse, or open. */
export type TreeKeyAction =
  | { kind: 'focus'; id: string }
  | { kind: 'expand'; id: string }
  | { kind: 'collapse'; id: string }
  | { kind: 'open'; id: string }
  | null;

/**
 * ↑/↓ move to the row above or below; → expands a closed location, or moves into an open one's first
 * child; ← collapses an open location, or moves to its parent; Home/End to the first and last row;
 * Enter opens the focused location. Anything else does nothing.
 */
export function treeKeyAction<Loc extends TreeLocation>(
  key: string,
  rows: readonly TreeRow<Loc>[],
  focusedId: string | null,
  expanded: ReadonlySet<string>,
): TreeKeyAction {
  if (rows.length === 0) return null;
  const index = rows.findIndex((row) => row.location.locationId === focusedId);
  const current = rows[index];
  const idAt = (at: number) => rows[Math.max(0, Math.min(rows.length - 1, at))]!.location.locationId;
  if (!current)
    return key === 'ArrowDown' || key === 'ArrowUp' || key === 'Home' ? { kind: 'focus', id: idAt(0) } : null;
  const id = current.location.locationId;
  switch (key) {
    case 'ArrowDown':
      return { kind: 'focus', id: idAt(index + 1) };
    case 'ArrowUp':
      return { kind: 'focus', id: idAt(index - 1) };
    case 'Home':
      return { kind: 'focus', id: idAt(0) };
    case 'End':
      return { kind: 'focus', id: idAt(rows.length - 1) };
    case 'ArrowRight':
      if (!current.hasChildren) return null;
      return expanded.has(id) ? { kind: 'focus', id: idAt(index + 1) } : { kind: 'expand', id };
    case 'ArrowLeft':
      if (current.hasChildren && expanded.has(id)) return { kind: 'collapse', id };
      return current.parentId ? { kind: 'focus', id: current.parentId } : null;
    case 'Enter':
      return { kind: 'open', id };
    default:
      return null;
  }
}
