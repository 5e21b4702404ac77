import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../core/http/ApiError.ts';
import type { TenantSettings, UpdateTenantSettingsRequest } from './contract.ts';
import { SettingsForm } from './SettingsForm.ts';
import type { SettingsStore } from './store.ts';
import { tenantSettings } from './testing/tenantSettings.ts';

function fakeStore(server: { current: TenantSettings }) {
  const saves: UpdateTenantSettingsRequest[] = [];
  const store: SettingsStore = {
    load: vi.fn(async () => server.current),
    save: vi.fn(async (request: UpdateTenantSettingsRequest) => {
      saves.push(request);
      if (request.version !== server.current.version) throw new ApiError('Stale', 'failed', 412);
      server.current = {
        ...server.current,
        sessionIdleMinutes: request.sessionIdleMinutes ?? 0,
        version: server.current.version + 1,
      };
      return server.current;
    }),
    saveLogo: vi.fn(),
    applyBranding: vi.fn(async () => undefined),
  };
  return { store, saves };
}

describe('SettingsForm', () => {
  it('is dirty only while the typed values differ from the saved ones', () => {
    const form = new SettingsForm(fakeStore({ current: tenantSettings() }).store, tenantSettings());
    expect(form.dirty).toBe(false);
    form.set('sessionIdleMinutes', '45');
    expect(form.dirty).toBe(true);
    form.set('sessionIdleMinutes', '30');
    expect(form.dirty).toBe(false);
  });

  it('saves with the version it started from and takes the saved settings', async () => {
    const server = { current: tenantSettings({ version: 3 }) };
    const { store, saves } = fakeStore(server);
    const form = new SettingsForm(store, server.current);
    form.set('sessionIdleMinutes', '45');
    expect(await form.save()).toBe('saved');
    expect(saves[0]?.version).toBe(3);
    expect(form.base.version).toBe(4);
    expect(form.dirty).toBe(false);
  });

  it('does not send an invalid draft', async () => {
    const { store } = fakeStore({ current: tenantSettings() });
    const form = new SettingsForm(store, tenantSettings());
    form.set('color', 'not a colour');
    expect(await form.save()).toBe('invalid');
    expect(store.save).not.toHaveBeenCalled();
    expect(form.errors.color).toMatch(/hex colour/);
  });

  it('keeps the typed values on a stale version and overwrites with the current one', async () => {
    const server = { current: tenantSettings({ version: 3 }) };
    const { store, saves } = fakeStore(server);
    const form = new SettingsForm(store, server.current);
    server.current = { ...server.current, version: 5 };
    form.set('sessionIdleMinutes', '45');

    expect(await form.save()).toBe('conflict');
    expect(form.conflict).toBe(true);
    expect(form.draft.sessionIdleMinutes).toBe('45');

    expect(await form.overwrite()).toBe('saved');
    expect(saves.map((request) => request.version)).toEqual([3, 5]);
    expect(server.current.sessionIdleMinutes).toBe(45);
    expect(form.conflict).toBe(false);
  });

  it('reload discards the typed values', async () => {
    const server = { current: tenantSettings({ version: 3 }) };
    const { store } = fakeStore(server);
    const form = new SettingsForm(store, server.current);
    server.current = { ...server.current, sessionIdleMinutes: 90, version: 4 };
    form.set('sessionIdleMinutes', '45');
    await form.reload();
    expect(form.draft.sessionIdleMinutes).toBe('90');
    expect(form.base.version).toBe(4);
    expect(form.dirty).toBe(false);
  });

  it('adopts the version of its own logo save but not of a newer outside change', () => {
    const form = new SettingsForm(fakeStore({ current: tenantSettings() }).store, tenantSettings({ version: 3 }));
    form.set('font', '#000000');
    form.adoptLogo(tenantSettings({ version: 4, logo: 'data:image/png;base64,AA==' }));
    expect(form.base.version).toBe(4);
    expect(form.draft.font).toBe('#000000');
    form.adoptLogo(tenantSettings({ version: 7, logo: null }));
    expect(form.base.version).toBe(4);
    expect(form.base.logo).toBeNull();
  });
});
