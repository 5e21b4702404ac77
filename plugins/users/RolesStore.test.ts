import { describe, expect, it } from 'vitest';
import { ApiError } from '../../core/http/ApiError.ts';
import { FakeHttpClient } from '../../tests/renderWorkspace.tsx';
import type { Role } from './contract.ts';
import { MobxRolesStore } from './RolesStore.ts';

function role(roleId: string, name: string, version = 1): Role {
  return {
    roleId,
    name,
    description: '',
    permissions: { users: '0100' },
    userCount: 0,
    version,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
}

describe('RolesStore', () => {
  it('loads the roles sorted by name, without case', async () => {
    const http = new FakeHttpClient().respond('GET', '/user/getAllRoleDetails', {
      items: [role('a', 'operator'), role('b', 'Administrator'), role('c', 'developer')],
    });
    const store = new MobxRolesStore(http);
    await store.load();
    expect(store.roles.map((item) => item.name)).toEqual(['Administrator', 'developer', 'operator']);
    expect(store.error).toBeNull();
    expect(store.loading).toBe(false);
  });

  it('keeps the failure message when loading fails', async () => {
    const http = new FakeHttpClient().fail('GET', '/user/getAllRoleDetails', 'Not allowed.');
    const store = new MobxRolesStore(http);
    expect(await store.load()).toEqual([]);
    expect(store.error).toBe('Not allowed.');
  });

  it('replaces a saved role, adds a created one and drops a deleted one', async () => {
    const http = new FakeHttpClient()
      .respond('GET', '/user/getAllRoleDetails', { items: [role('a', 'Operator'), role('b', 'Viewer')] })
      .respond('PUT', '/user/role', role('a', 'Operators', 2))
      .respond('POST', '/user/role', role('c', 'Auditor'))
      .respond('DELETE', '/user/deleteRole/b', null);
    const store = new MobxRolesStore(http);
    await store.load();
    await store.update({ roleId: 'a', version: 1, name: 'Operators' });
    await store.create({ name: 'Auditor', permissions: {} });
    await store.remove(role('b', 'Viewer', 4));
    expect(store.roles.map((item) => [item.name, item.version])).toEqual([
      ['Auditor', 1],
      ['Operators', 2],
    ]);
    expect(http.callsTo('/user/deleteRole/b')[0]?.path).toBe('/user/deleteRole/b?version=4');
  });

  it('keeps a role the server refuses to delete', async () => {
    const http = new FakeHttpClient()
      .respond('GET', '/user/getAllRoleDetails', { items: [role('b', 'Viewer')] })
      .respond('DELETE', '/user/deleteRole/b', () => {
        throw new ApiError('The role cannot be deleted: 2 users hold it.', 'failed', 409);
      });
    const store = new MobxRolesStore(http);
    await store.load();
    await expect(store.remove(role('b', 'Viewer'))).rejects.toThrow('2 users hold it');
    expect(store.roles).toHaveLength(1);
  });
});
