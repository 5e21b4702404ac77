import { describe, expect, it } from 'vitest';
import { uniformPermissionTree } from '../../core/contract/permissionCatalogue.ts';
import { permissionTreeIssues, rolePermissionsSchema } from './rolePermissions.ts';

describe('permission trees of roles', () => {
  it('accepts trees of the catalogue, partial or whole', () => {
    expect(permissionTreeIssues({})).toEqual([]);
    expect(permissionTreeIssues({ monitor: { orders: '0100' }, dashboard: '0000' })).toEqual([]);
    expect(permissionTreeIssues(uniformPermissionTree('1111'))).toEqual([]);
  });

  it('names the place of every problem', () => {
    expect(
      permissionTreeIssues({
        bogus: '0100',
        dashboard: '2100',
        monitor: { orders: '010', bogus: '0100' },
        rules: '0100',
        users: { r: '0100' },
      }).map((issue) => issue.path.join('.')),
    ).toEqual(['bogus', 'dashboard', 'monitor.orders', 'monitor.bogus', 'rules', 'users']);
    expect(permissionTreeIssues(['0100'])).toEqual([{ path: [], message: 'must be an object of areas' }]);
  });

  it('reports the problems as zod issues at their paths', () => {
    const result = rolePermissionsSchema.safeParse({ monitor: { worklist: 'rw' } });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['monitor', 'worklist']);
    expect(rolePermissionsSchema.parse({ reports: '0100' })).toEqual({ reports: '0100' });
  });
});
