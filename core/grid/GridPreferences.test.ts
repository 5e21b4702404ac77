import { describe, expect, it } from 'vitest';
import { makeUser } from '../session/testDoubles.ts';
import { fitLayout, moveColumn, setColumnHidden, type LayoutColumn } from './columnLayout.ts';
import { createGridHarness } from './testDoubles.tsx';

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

describe('SecureGridPreferences', () => {
  it("keeps each user's layout per grid, encrypted, and none while signed out", async () => {
    const { preferences, session, storage } = createGridHarness();
    const alicesLayout = { order: ['email', 'name'], hidden: ['status'] };
    await preferences.saveLayout('users', alicesLayout);

    expect(await preferences.loadLayout('users')).toEqual(alicesLayout);
    expect(await preferences.loadLayout('roles')).toBeNull();
    const sealed = Object.keys(localStorage).filter((key) => key.includes('users'));
    expect(sealed).toHaveLength(1);
    expect(localStorage.getItem(sealed[0] as string)).not.toContain('email');

    session.user = makeUser({ userId: 'u-bob', username: 'bob' });
    expect(await preferences.loadLayout('users')).toBeNull();
    await preferences.saveLayout('users', { order: ['name'], hidden: [] });

    session.user = makeUser();
    expect(await preferences.loadLayout('users')).toEqual(alicesLayout);
    expect(await storage.get(`grid.t-1.u-bob.users.columns`)).toEqual({ order: ['name'], hidden: [] });

    session.user = null;
    expect(await preferences.loadLayout('users')).toBeNull();
    await preferences.saveLayout('users', { order: [], hidden: [] });
    session.user = makeUser();
    expect(await preferences.loadLayout('users')).toEqual(alicesLayout);
  });
});
