import { describe, expect, it } from 'vitest';
import { fitLayout, moveColumn, setColumnHidden, type LayoutColumn } from './columnLayout.ts';
import { SessionGridPreferences } from './GridPreferences.ts';

const columns: LayoutColumn[] = [
  { id: 'name', hideable: false },
  { id: 'email' },
  { id: 'status' },
  { id: 'lastLogin', defaultHidden: true },
];

describe('column layouts', () => {
  it('start in declaration order with the default-hidden columns hidden', () => {
    expect(fitLayout(null, columns)).toEqual({
      order: ['name', 'email', 'status', 'lastLogin'],
      hidden: ['lastLogin'],
    });
  });

  it("fit a stored layout to today's columns: gone ones dropped, unnamed ones after it in declared order, unhideable ones shown", () => {
    const stored = { order: ['status', 'gone', 'email'], hidden: ['email', 'name', 'gone'] };
    expect(fitLayout(stored, columns)).toEqual({
      order: ['status', 'email', 'name', 'lastLogin'],
      hidden: ['email', 'lastLogin'],
    });
  });

  it('move a column one place and stop at either end', () => {
    const layout = fitLayout(null, columns);
    expect(moveColumn(layout, 'status', -1).order).toEqual(['name', 'status', 'email', 'lastLogin']);
    expect(moveColumn(layout, 'name', -1)).toBe(layout);
    expect(moveColumn(layout, 'lastLogin', 1)).toBe(layout);
    expect(setColumnHidden(layout, 'lastLogin', false).hidden).toEqual([]);
  });
});

describe('SessionGridPreferences', () => {
  it('keeps a layout per grid for the session, a copy of what it was given', async () => {
    const preferences = new SessionGridPreferences();
    expect(await preferences.loadLayout('people')).toBeNull();
    const order = ['email', 'name'];
    await preferences.saveLayout('people', { order, hidden: ['status'] });
    order.push('changed later');
    expect(await preferences.loadLayout('people')).toEqual({ order: ['email', 'name'], hidden: ['status'] });
    expect(await preferences.loadLayout('roles')).toBeNull();
  });
});
