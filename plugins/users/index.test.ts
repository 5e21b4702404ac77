import { describe, expect, it, vi } from 'vitest';
import type { CommandContext } from '../../core/plugin/manifest.ts';
import type { Role } from './contract.ts';
import usersPlugin from './index.ts';
import type { RolesStore } from './RolesStore.ts';

function role(roleId: string, name: string): Role {
  return {
    roleId,
    name,
    description: '',
    permissions: {},
    userCount: 0,
    version: 1,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
}

function context(store: Pick<RolesStore, 'roles' | 'load'>) {
  return {
    navigate: vi.fn<(to: string) => void>(),
    pathname: '/',
    get: <T>() => store as T,
    openPalette: vi.fn(),
  } satisfies CommandContext;
}

const command = (id: string) => {
  const found = usersPlugin.commands.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no command ${id}`);
  return found;
};

describe('users plugin', () => {
  it('declares /users behind users:r with a sidebar entry in the Users section', () => {
    expect(usersPlugin.routes).toEqual([
      expect.objectContaining({ id: 'users', path: '/users', title: 'Users', permission: 'users:r', layout: 'main' }),
    ]);
    expect(usersPlugin.nav).toEqual([expect.objectContaining({ section: 'users', title: 'Users', routeId: 'users' })]);
  });

  it('opens the create forms from the palette, needing users:c', () => {
    const ctx = context({ roles: [], load: async () => [] });
    for (const [id, target] of [
      ['users.createUser', '/users?new=user'],
      ['users.createRole', '/users?tab=roles&new=role'],
    ] as const) {
      const definition = command(id);
      expect(definition.permission).toBe('users:c');
      void definition.run?.(ctx);
      expect(ctx.navigate).toHaveBeenLastCalledWith(target);
    }
  });

  it('lists roles by name on the "Open role …" page, loading them when none are known', async () => {
    const roles = [role('r-1', 'Order viewers'), role('r-2', 'Administrators')];
    const load = vi.fn(async () => roles);
    const ctx = context({ roles: [], load });
    const definition = command('users.openRole');
    expect(definition.permission).toBe('users:r');
    const items = (await definition.page?.items?.('ORDER', ctx)) ?? [];
    expect(load).toHaveBeenCalledOnce();
    expect(items.map((item) => item.title)).toEqual(['Order viewers']);
    await items[0]?.run(ctx);
    expect(ctx.navigate).toHaveBeenCalledWith('/users?tab=roles&role=r-1');
  });
});
