import { describe, expect, it } from 'vitest';
import { childrenByParent, treeKeyAction, visibleRows, type TreeLocation } from './locationTree.ts';

const locations: TreeLocation[] = [
  { locationId: 'shop', name: 'Harbour Road shop', parentId: 'central' },
  { locationId: 'central', name: 'Central warehouse', parentId: null },
  { locationId: 'van', name: 'Van 7', parentId: 'shop' },
  { locationId: 'east', name: 'East warehouse', parentId: 'central' },
  { locationId: 'orphan', name: 'Partner shop', parentId: 'not-visible' },
];

const children = childrenByParent(locations);
const ids = (expanded: string[]) => visibleRows(children, new Set(expanded)).map((row) => row.location.locationId);

describe('the location tree', () => {
  it('shows roots by name, a location whose parent is not visible among them, children only when expanded', () => {
    expect(ids([])).toEqual(['central', 'orphan']);
    expect(ids(['central'])).toEqual(['central', 'east', 'shop', 'orphan']);
    expect(ids(['central', 'shop'])).toEqual(['central', 'east', 'shop', 'van', 'orphan']);
    expect(visibleRows(children, new Set(['central', 'shop'])).map((row) => row.depth)).toEqual([0, 1, 1, 2, 0]);
  });

  it('moves with ↑/↓, Home and End, staying inside the rows', () => {
    const rows = visibleRows(children, new Set(['central']));
    expect(treeKeyAction('ArrowDown', rows, 'central', new Set(['central']))).toEqual({ kind: 'focus', id: 'east' });
    expect(treeKeyAction('ArrowUp', rows, 'central', new Set(['central']))).toEqual({ kind: 'focus', id: 'central' });
    expect(treeKeyAction('ArrowDown', rows, 'orphan', new Set(['central']))).toEqual({ kind: 'focus', id: 'orphan' });
    expect(treeKeyAction('End', rows, 'central', new Set(['central']))).toEqual({ kind: 'focus', id: 'orphan' });
    expect(treeKeyAction('Home', rows, 'shop', new Set(['central']))).toEqual({ kind: 'focus', id: 'central' });
    expect(treeKeyAction('ArrowDown', rows, null, new Set())).toEqual({ kind: 'focus', id: 'central' });
  });

  it('expands with → then enters the first child; collapses with ← then goes to the parent', () => {
    const closed = visibleRows(children, new Set());
    expect(treeKeyAction('ArrowRight', closed, 'central', new Set())).toEqual({ kind: 'expand', id: 'central' });
    const open = new Set(['central']);
    const rows = visibleRows(children, open);
    expect(treeKeyAction('ArrowRight', rows, 'central', open)).toEqual({ kind: 'focus', id: 'east' });
    expect(treeKeyAction('ArrowRight', rows, 'east', open)).toBeNull();
    expect(treeKeyAction('ArrowLeft', rows, 'central', open)).toEqual({ kind: 'collapse', id: 'central' });
    expect(treeKeyAction('ArrowLeft', rows, 'east', open)).toEqual({ kind: 'focus', id: 'central' });
    expect(treeKeyAction('ArrowLeft', rows, 'orphan', open)).toBeNull();
  });

  it('opens the focused location on Enter and ignores other keys', () => {
    const rows = visibleRows(children, new Set());
    expect(treeKeyAction('Enter', rows, 'orphan', new Set())).toEqual({ kind: 'open', id: 'orphan' });
    expect(treeKeyAction('x', rows, 'orphan', new Set())).toBeNull();
  });
});
