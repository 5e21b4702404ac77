import { describe, expect, it, vi } from 'vitest';
import type { CommandContext } from '../../core/plugin/manifest.ts';
import settingsPlugin from './index.ts';

describe('settings plugin', () => {
  it('offers "Edit tenant style" to users who may update settings, opening the style section', async () => {
    const command = settingsPlugin.commands.find((candidate) => candidate.title === 'Edit tenant style');
    expect(command?.permission).toBe('settings:u');
    const navigate = vi.fn();
    await command?.run?.({ navigate } as unknown as CommandContext);
    expect(navigate).toHaveBeenCalledWith('/settings?section=style');
  });

  it('puts Settings in the settings section of the sidebar behind settings:r', () => {
    const [route] = settingsPlugin.routes;
    expect(route).toMatchObject({
      id: 'settings',
      path: '/settings',
      title: 'Settings',
      permission: 'settings:r',
      layout: 'main',
    });
    expect(settingsPlugin.nav).toEqual([
      expect.objectContaining({ section: 'settings', title: 'Settings', routeId: 'settings' }),
    ]);
  });
});
