import { autorun } from 'mobx';
import { describe, expect, it } from 'vitest';
import { createWorkbench } from '../../tests/support/workbenchFixtures.ts';

describe('RouteRegistry', () => {
  it('keeps every route and lists only the permitted ones', () => {
    const { routes } = createWorkbench(undefined, { granted: ['users:r', 'monitor:orders:r'] });
    expect(routes.routes).toHaveLength(9);
    expect(routes.permittedRoutes.map((route) => route.id)).toEqual(['users', 'orders', 'order']);
    expect(routes.isPermitted('orders')).toBe(true);
    expect(routes.isPermitted('dashboard')).toBe(false);
    expect(routes.get('dashboard')?.path).toBe('/dashboard');
  });

  it('recomputes when permissions change', () => {
    const { routes, permissions } = createWorkbench(undefined, { granted: [] });
    const seen: boolean[] = [];
    const dispose = autorun(() => seen.push(routes.isPermitted('dashboard')));
    permissions.grant('dashboard:r');
    permissions.revoke('dashboard:r');
    dispose();
    expect(seen).toEqual([false, true, false]);
  });
});
