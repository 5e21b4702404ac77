import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { uniformPermissionTree } from '../../../core/contract/permissionCatalogue.ts';
import { CommandContextProvider } from '../../../core/registry/CommandContextProvider.ts';
import { ApiError } from '../../../core/http/ApiError.ts';
import { adminUser, renderWorkspace, type FakeHttpClient } from '../../../tests/renderWorkspace.tsx';
import type { TenantSettings, UpdateTenantSettingsRequest } from '../contract.ts';
import settingsPlugin from '../index.ts';
import { tenantSettings } from '../testing/tenantSettings.ts';

function serveSettings(http: FakeHttpClient, server: { current: TenantSettings }) {
  http
    .respond('GET', '/setting/tenant', () => server.current)
    .respond('PUT', '/setting/tenant', (_url: URL, input: unknown) => {
      const request = input as UpdateTenantSettingsRequest;
      if (request.version !== server.current.version) throw new ApiError('Stale', 'failed', 412);
      const { version: _version, ...changes } = request;
      server.current = {
        ...server.current,
        ...(changes as Partial<TenantSettings>),
        version: server.current.version + 1,
      };
      return server.current;
    });
}

async function renderSettings(options: { path?: string; user?: ReturnType<typeof adminUser> } = {}) {
  const server = { current: tenantSettings({ version: 3 }) };
  const rendered = await renderWorkspace({
    plugins: [settingsPlugin],
    path: options.path ?? '/settings',
    user: options.user,
    http: (http) => serveSettings(http, server),
  });
  await screen.findByRole('form', { name: 'Tenant settings' });
  return { ...rendered, server };
}

describe('Settings', { timeout: 20_000 }, () => {
  it('previews a typed colour, saves with the version and applies the style at once', async () => {
    const rendered = await renderSettings();
    const background = screen.getByRole('textbox', { name: 'Background' });
    await rendered.events.clear(background);
    await rendered.events.type(background, '#123456');
    const header = screen.getByTestId('style-preview').firstElementChild as HTMLElement;
    expect(header.style.backgroundColor).toBe('rgb(18, 52, 86)');

    await rendered.events.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('All changes saved');
    const put = rendered.http.callsTo('/setting/tenant').find((call) => call.method === 'PUT');
    expect(put?.input).toMatchObject({ version: 3, style: { background: '#123456', logosize: 50 } });
    expect(rendered.session.item('style')?.background).toBe('#123456');
    expect(document.documentElement.style.getPropertyValue('--sdp-color-header-bg')).not.toBe('');
  });

  it('shows field errors and sends nothing while a colour is invalid', async () => {
    const rendered = await renderSettings();
    const accent = screen.getByRole('textbox', { name: 'Accent' });
    await rendered.events.clear(accent);
    await rendered.events.type(accent, 'orange');
    await rendered.events.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(accent.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByRole('alert').some((alert) => /hex colour/.test(alert.textContent ?? ''))).toBe(true);
    expect(rendered.http.callsTo('/setting/tenant').filter((call) => call.method === 'PUT')).toHaveLength(0);
  });

  it('offers Reload or Overwrite on a stale version, keeping what was typed', async () => {
    const rendered = await renderSettings();
    rendered.server.current = { ...rendered.server.current, version: 6 };
    const idle = screen.getByRole('spinbutton', { name: 'Idle timeout (minutes)' });
    await rendered.events.clear(idle);
    await rendered.events.type(idle, '45');
    await rendered.events.click(screen.getByRole('button', { name: 'Save changes' }));

    const banner = (await screen.findByText(/Someone else saved these settings/)).closest('[role="alert"]');
    expect(banner).not.toBeNull();
    expect((idle as HTMLInputElement).value).toBe('45');

    await rendered.events.click(within(banner as HTMLElement).getByRole('button', { name: 'Overwrite' }));
    await screen.findByText('All changes saved');
    const versions = rendered.http
      .callsTo('/setting/tenant')
      .filter((call) => call.method === 'PUT')
      .map((call) => (call.input as UpdateTenantSettingsRequest).version);
    expect(versions).toEqual([3, 6]);
    expect(rendered.server.current.sessionIdleMinutes).toBe(45);
  });

  it('asks before leaving with unsaved changes', async () => {
    const rendered = await renderSettings();
    const idle = screen.getByRole('spinbutton', { name: 'Idle timeout (minutes)' });
    await rendered.events.clear(idle);
    await rendered.events.type(idle, '40');
    const goHome = () => act(() => rendered.get<CommandContextProvider>(CommandContextProvider).context.navigate('/'));
    await goHome();

    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await rendered.events.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(rendered.pathname()).toBe('/settings');
    expect((idle as HTMLInputElement).value).toBe('40');

    await goHome();
    await rendered.events.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(rendered.pathname()).toBe('/');
  });

  it('is read-only without settings:u', async () => {
    const permissions = uniformPermissionTree('1111');
    permissions.settings = '0100';
    await renderSettings({ user: adminUser({ permissions }) });
    expect((screen.getByRole('textbox', { name: 'Background' }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Upload logo' })).toBeNull();
  });

  it('focuses the tenant style when opened at section=style', async () => {
    await renderSettings({ path: '/settings?section=style' });
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Background' }));
  });
});
