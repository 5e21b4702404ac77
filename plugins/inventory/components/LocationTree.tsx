import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import type { Location } from '../contract.ts';
import { treeKeyAction, type TreeRow } from '../locationTree.ts';
import * as css from './locationTree.css.ts';

interface LocationTreeProps {
  rows: readonly TreeRow<Location>[];
  expanded: ReadonlySet<string>;
  focusedId: string | null;
  onFocus: (id: string) => void;
  onToggle: (id: string, open: boolean) => void;
  onOpen: (id: string) => void;
}

/**
 * The locations as a WAI-ARIA tree: one tab stop, the focused row its active descendant; ↑/↓ move, →/←
 * expand and collapse (or step in and out), Home/End, Enter opens. A click focuses, the chevron toggles.
 */
export function LocationTree({ rows, expanded, focusedId, onFocus, onToggle, onOpen }: LocationTreeProps) {
  const idPrefix = useId();
  const rowId = (id: string) => `${idPrefix}-${id}`;
  const treeRef = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (focusedId) document.getElementById(rowId(focusedId))?.scrollIntoView({ block: 'nearest' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the ids only change with the focused row
  }, [focusedId]);
  const onKeyDown = (event: KeyboardEvent) => {
    const action = treeKeyAction(event.key, rows, focusedId, expanded);
    if (!action) return;
    event.preventDefault();
    event.stopPropagation();
    if (action.kind === 'focus') onFocus(action.id);
    else if (action.kind === 'expand') onToggle(action.id, true);
    else if (action.kind === 'collapse') onToggle(action.id, false);
    else onOpen(action.id);
  };
  return (
    <ul
      ref={treeRef}
      role="tree"
      aria-label="Locations"
      tabIndex={0}
      className={css.tree}
      aria-activedescendant={focusedId ? rowId(focusedId) : undefined}
      onKeyDown={onKeyDown}
    >
      {rows.map(({ location, depth, hasChildren }) => {
        const id = location.locationId;
        const open = expanded.has(id);
        return (
          <li
            key={id}
            id={rowId(id)}
            role="treeitem"
            aria-level={depth + 1}
            aria-expanded={hasChildren ? open : undefined}
            aria-selected={id === focusedId}
            className={css.item}
            style={{ paddingInlineStart: `calc(${depth} * 1.25rem + 0.25rem)` }}
            onClick={() => {
              onFocus(id);
              treeRef.current?.focus();
            }}
            onDoubleClick={() => onOpen(id)}
          >
            <span
              className={css.chevron}
              aria-hidden="true"
              onClick={(event) => {
                if (!hasChildren) return;
                event.stopPropagation();
                onToggle(id, !open);
                onFocus(id);
              }}
            >
              {hasChildren ? (open ? '▾' : '▸') : ''}
            </span>
            <span className={location.active ? css.name : css.inactiveName}>{location.name}</span>
            <span className={css.type}>{location.type}</span>
          </li>
        );
      })}
    </ul>
  );
}
