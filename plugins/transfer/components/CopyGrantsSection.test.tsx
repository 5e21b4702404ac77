import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { uniformPermissionTree } from '../../../core/contract/permissionCatalogue.ts';
import { ApiError } from '../../../core/http/ApiError.ts';
import { adminUser, renderWorkspace } from '../../../tests/renderWorkspace.tsx';
import { serveTenantSettings, settingsPlugin } from '../../settings/testing/settingsPageHarness.ts';
import { TRANSFER_PATHS, type CopyGrant, type CopyGrants } from '../contract.ts';
import transferPlugin from '../index.ts';

const fromAurora: CopyGrant = {
  grantId: '5d0d3b5e-8f0e-4a57-9d0e-3c2c61a5f001',
  sourceTenantId: 'aurora',
  sourceName: 'Aurora Telecom',
  allUsers: false,
  users: [
    { userId: 'u-1', username: 'admin' },
    { userId: 'u-2', username: 'copier' },
  ],
  note: 'Promotions from test',
  createdBy: 'borealis-admin',
  createdAt: '2026-12-01T10:00:00.000Z',
  updatedBy: 'borealis-admin',
  updatedAt: '2026-12-01T10:00:00.000Z',
  version: 2,
};

const grants: CopyGrants = {
  given: [fromAurora],
  received: [
    {
      targetTenantId: 'cirrus',
      targetName: 'Cirrus Mobile',
      allUsers: true,
      users: [],
      grantedAt: '2026-12-02T10:00:00.000Z',
    },
  ],
};

async function renderCopies(user = adminUser()) {
  const rendered = await renderWorkspace({
    plugins: [settingsPlugin, transferPlugin],
    path: '/settings?section=copies',
    user,
    http: (http) => serveTenantSettings(http).respond('GET', TRANSFER_PATHS.grants, () => grants),
  });
  await screen.findByRole('heading', { name: 'Configuration copies' });
  return rendered;
}

describe('the copy grants in Settings', { timeout: 20_000 }, () => {
  it('lists whom the tenant accepts copies from and who accepts its own', async () => {
    await renderCopies();
    const table = await screen.findByRole('table', { name: 'Tenants that may copy into this one' });
    expect(within(table).getByText('admin, copier')).toBeTruthy();
    expect(within(table).getByText('Promotions from test')).toBeTruthy();
    const received = screen.getByRole('list', { name: 'Tenants that accept copies from this one' });
    expect(received.textContent).toContain('Cirrus Mobile');
    expect(received.textContent).toContain('every user who may copy configuration');
  });

  it('grants copies to named users, keeping what was typed when the server refuses a name', async () => {
    const rendered = await renderCopies();
    let attempts = 0;
    rendered.http.respond('POST', TRANSFER_PATHS.grants, (_url: URL, input: unknown) => {
      attempts += 1;
      if (attempts === 1) {
        throw new ApiError('refused', 'failed', 400, {
          status: 'Failed',
          data: {
            fieldErrors: [{ part: 'body', path: 'usernames.1', message: '"nobody" is no active user of cirrus' }],
          },
          message: '',
          errorDescription: 'Invalid request: body.usernames.1: "nobody" is no active user of cirrus',
        });
      }
      return { ...fromAurora, grantId: 'g-2', sourceTenantId: 'cirrus', ...(input as object) };
    });
    await rendered.events.click(await screen.findByRole('button', { name: 'Allow copies from a tenant…' }));
    const panel = await screen.findByRole('dialog', { name: 'Allow copies from a tenant' });
    await rendered.events.type(within(panel).getByRole('textbox', { name: 'Tenant' }), 'cirrus');
    const users = within(panel).getByRole('textbox', { name: 'Users' });
    await rendered.events.type(users, 'ops, nobody');
    await rendered.events.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(await within(panel).findByText('"nobody" is no active user of cirrus')).toBeTruthy();
    expect((users as HTMLTextAreaElement).value).toBe('ops, nobody');

    await rendered.events.clear(users);
    await rendered.events.type(users, 'ops');
    await rendered.events.click(within(panel).getByRole('button', { name: 'Save' }));
    await screen.findByText('Copies from cirrus allowed');
    const posts = rendered.http.callsTo(TRANSFER_PATHS.grants).filter((call) => call.method === 'POST');
    expect(posts.at(-1)?.input).toEqual({ sourceTenantId: 'cirrus', allUsers: false, usernames: ['ops'], note: '' });
  });

  it('revokes a grant after asking, with the version read', async () => {
    const rendered = await renderCopies();
    rendered.http.respond('DELETE', /\/api\/admin\/transfer\/grants\//, () => fromAurora);
    await rendered.events.click(await screen.findByRole('button', { name: 'Revoke copies from Aurora Telecom' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Revoke copies from Aurora Telecom?' });
    await rendered.events.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await screen.findByText('Copies from aurora revoked');
    const revoke = rendered.http.callsTo(/\/api\/admin\/transfer\/grants\//).find((call) => call.method === 'DELETE');
    expect(revoke?.path).toContain(`${fromAurora.grantId}?version=2`);
  });

  it('shows the grants without changing them to a user who may only read the settings', async () => {
    await renderCopies(adminUser({ permissions: { ...uniformPermissionTree('1111'), settings: '0100' } }));
    await screen.findByRole('table', { name: 'Tenants that may copy into this one' });
    expect(screen.queryByRole('button', { name: 'Allow copies from a tenant…' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Revoke copies/ })).toBeNull();
  });
});
