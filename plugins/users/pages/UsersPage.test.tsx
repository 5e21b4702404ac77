import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stubViewportSize } from '../../../tests/support/gridDoubles.tsx';
import { ApiError } from '../../../core/http/ApiError.ts';
import { referencesPath, type ItemRef } from '../../../core/contract/references.ts';
import { renderWorkspace } from '../../../tests/renderWorkspace.tsx';
import type { Role, UserDetails } from '../contract.ts';
import usersPlugin from '../index.ts';

const ORDERS_ROLE: Role = {
  roleId: '11111111-1111-4111-8111-111111111111',
  name: 'Order viewers',
  description: 'Sees orders',
  permissions: { monitor: { orders: '0100' } },
  userCount: 2,
  version: 3,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const ADMIN_ROLE: Role = {
  ...ORDERS_ROLE,
  roleId: '22222222-2222-4222-8222-222222222222',
  name: 'Administrators',
  description: '',
  permissions: { users: '1111' },
  userCount: 1,
};

const GRACE: UserDetails = {
  userId: 'u-grace',
  username: 'grace',
  email: 'grace@example.test',
  firstname: 'Grace',
  lastname: 'Hopper',
  roles: [{ roleId: ORDERS_ROLE.roleId, name: ORDERS_ROLE.name }],
  accountId: null,
  accountName: null,
  status: 'ACTIVE',
  lastLoginAt: null,
  landingPage: '',
  developerAccess: false,
  copyConfiguration: false,
  passwordPending: false,
  lockedUntil: '2030-01-01T00:00:00.000Z',
  version: 5,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

function conflict(): never {
  throw new ApiError('The user was changed by someone else.', 'failed', 412);
}

async function renderUsers(path = '/users', users: readonly UserDetails[] = [GRACE], roleUsers: ItemRef[] = []) {
  return renderWorkspace({
    plugins: [usersPlugin],
    path,
    http: (http) =>
      http
        .respond('GET', referencesPath('role'), (url: URL) => ({
          kind: 'role',
          title: 'role',
          name: url.searchParams.get('name'),
          exists: true,
          usedBy: roleUsers,
          refersTo: [],
        }))
        .respond('GET', '/user/getAllRoleDetails', { items: [ORDERS_ROLE, ADMIN_ROLE] })
        .respond('GET', '/user/getAllUserDetails', { items: users, nextCursor: null }),
  });
}

describe('Users screen', { timeout: 30_000 }, () => {
  let restoreViewport: () => void;
  beforeEach(() => {
    restoreViewport = stubViewportSize();
  });
  afterEach(() => restoreViewport());

  it('lists users with their roles and status', async () => {
    await renderUsers();
    // The first render loads the page's code: on a busy machine that takes more than the default second.
    const grid = await screen.findByRole('grid', { name: 'Users' }, { timeout: 20_000 });
    const row = (await within(grid).findByText('Grace Hopper')).closest('[role="row"]') as HTMLElement;
    expect(row.textContent).toContain('grace@example.test');
    expect(row.textContent).toContain('Order viewers');
    expect(row.textContent).toContain('Locked');
    expect(row.textContent).toContain('Never');
  });

  it('creates a user with the chosen role, offering only landing pages that role allows', async () => {
    const { events, http } = await renderUsers('/users?new=user');
    http.respond('POST', '/user/addUser', (_url: URL, input: unknown) => ({
      ...GRACE,
      ...(input as object),
      userId: 'u-new',
      roles: [],
    }));
    const dialog = await screen.findByRole('dialog', { name: 'Create user' });
    await events.type(within(dialog).getByLabelText('First name'), 'Alan');
    await events.type(within(dialog).getByLabelText('Username'), 'alan');
    await events.type(within(dialog).getByLabelText('Email'), 'alan@example.test');
    const landing = within(dialog).getByLabelText('Landing page');
    expect(within(landing).queryByRole('option', { name: 'Users' })).toBeNull();
    await events.click(within(dialog).getByRole('checkbox', { name: 'Administrators' }));
    expect(within(landing).getByRole('option', { name: 'Users' })).toBeTruthy();
    await events.selectOptions(landing, 'Users');
    await events.click(within(dialog).getByRole('button', { name: 'Create user' }));
    await waitFor(() => expect(http.callsTo('/user/addUser')).toHaveLength(1));
    expect(http.callsTo('/user/addUser')[0]?.input).toMatchObject({
      username: 'alan',
      firstname: 'Alan',
      email: 'alan@example.test',
      landingPage: '/users',
      accountId: null,
      roleIds: [ADMIN_ROLE.roleId],
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create user' })).toBeNull());
  });

  it('refuses an invalid email before calling the server', async () => {
    const { events, http } = await renderUsers('/users?new=user');
    const dialog = await screen.findByRole('dialog', { name: 'Create user' });
    await events.type(within(dialog).getByLabelText('First name'), 'Alan');
    await events.type(within(dialog).getByLabelText('Username'), 'alan');
    await events.type(within(dialog).getByLabelText('Email'), 'not-an-email');
    await events.click(within(dialog).getByRole('button', { name: 'Create user' }));
    expect(await within(dialog).findByText('Enter a valid email address.')).toBeTruthy();
    expect(http.callsTo('/user/addUser')).toHaveLength(0);
  });

  it('on a stale save, overwrites with the current version and keeps what was typed', async () => {
    const { events, http } = await renderUsers();
    let attempts = 0;
    http
      .respond('PUT', '/user/updateUser', (_url: URL, input: unknown) => {
        attempts += 1;
        if (attempts === 1) conflict();
        return { ...GRACE, ...(input as object), version: 8 };
      })
      .respond('GET', '/user/getUserDetails/u-grace', { ...GRACE, firstname: 'Someone', version: 7 });
    const grid = await screen.findByRole('grid', { name: 'Users' });
    await events.dblClick(await within(grid).findByText('Grace Hopper'));
    const dialog = await screen.findByRole('dialog', { name: /Edit Grace/ });
    const first = within(dialog).getByLabelText('First name');
    await events.clear(first);
    await events.type(first, 'Amazing Grace');
    await events.click(within(dialog).getByRole('button', { name: 'Save' }));
    await events.click(await within(dialog).findByRole('button', { name: 'Overwrite' }));
    await waitFor(() => expect(http.callsTo('/user/updateUser')).toHaveLength(2));
    expect(http.callsTo('/user/updateUser')[1]?.input).toMatchObject({ firstname: 'Amazing Grace', version: 7 });
  });

  it('offers Unlock only for a locked user, and disables after asking, sending the version', async () => {
    const { events, http } = await renderUsers();
    http.respond('POST', '/user/bulkUpdateUsers', {
      action: 'disable',
      succeeded: 1,
      failed: 0,
      results: [{ id: 'u-grace', ok: true, status: 200, message: '', version: 6 }],
    });
    const grid = await screen.findByRole('grid', { name: 'Users' });
    const row = (await within(grid).findByText('Grace Hopper')).closest('[role="row"]') as HTMLElement;
    await events.click(within(row).getByRole('button', { name: 'Row actions' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Unlock' })).toBeTruthy();
    expect(within(menu).queryByRole('menuitem', { name: 'Enable' })).toBeNull();
    await events.click(within(menu).getByRole('menuitem', { name: 'Disable' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Disable Grace Hopper?' });
    await events.click(within(ask).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(http.callsTo('/user/bulkUpdateUsers')).toHaveLength(1));
    expect(http.callsTo('/user/bulkUpdateUsers')[0]?.input).toEqual({
      action: 'disable',
      items: [{ id: 'u-grace', version: 5 }],
    });
  });

  it('disables the selected users in one call after a confirm naming the count, and lists the items that failed', async () => {
    const ada = { ...GRACE, userId: 'u-ada', username: 'ada', firstname: 'Ada', lastname: 'Lovelace', version: 2 };
    const { events, http } = await renderUsers('/users', [GRACE, ada]);
    http.respond('POST', '/user/bulkUpdateUsers', {
      action: 'disable',
      succeeded: 1,
      failed: 1,
      results: [
        { id: 'u-grace', ok: true, status: 200, message: '', version: 6 },
        { id: 'u-ada', ok: false, status: 412, message: 'The user was changed by someone else.' },
      ],
    });
    const grid = await screen.findByRole('grid', { name: 'Users' });
    await within(grid).findByText('Ada Lovelace');
    for (const box of within(grid).getAllByRole('checkbox', { name: 'Select row' })) await events.click(box);
    const bar = screen.getByRole('region', { name: 'Selected rows' });
    await events.click(within(bar).getByRole('button', { name: 'Disable' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Disable 2 users?' });
    await events.click(within(ask).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(http.callsTo('/user/bulkUpdateUsers')).toHaveLength(1));
    expect(http.callsTo('/user/bulkUpdateUsers')[0]?.input).toEqual({
      action: 'disable',
      items: [
        { id: 'u-grace', version: 5 },
        { id: 'u-ada', version: 2 },
      ],
    });
    const report = await screen.findByRole('alertdialog', { name: '1 user disabled, 1 failed.' });
    expect(report.textContent).toContain('Ada Lovelace: The user was changed by someone else.');
  });

  it('asks before closing a form with unsaved changes', async () => {
    const { events } = await renderUsers('/users?new=user');
    const dialog = await screen.findByRole('dialog', { name: 'Create user' });
    await events.type(within(dialog).getByLabelText('First name'), 'Alan');
    await events.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Discard changes?' });
    await events.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('dialog', { name: 'Create user' })).toBeTruthy();
    expect((within(dialog).getByLabelText('First name') as HTMLInputElement).value).toBe('Alan');
  });
});

describe('Roles tab', { timeout: 30_000 }, () => {
  it('edits the permission matrix by keyboard and saves four-flag strings with the version', async () => {
    const { events, http } = await renderUsers(`/users?tab=roles&role=${ORDERS_ROLE.roleId}`);
    http.respond('PUT', '/user/role', (_url: URL, input: unknown) => ({
      ...ORDERS_ROLE,
      ...(input as object),
      version: 4,
    }));
    const matrix = await screen.findByRole('table', { name: 'Permissions of Order viewers' });
    const ordersRead = within(matrix).getByRole('checkbox', { name: 'Read Monitor › Orders' });
    expect((ordersRead as HTMLInputElement).checked).toBe(true);
    ordersRead.focus();
    await events.keyboard('{ArrowRight}{ArrowRight} ');
    expect(document.activeElement).toBe(within(matrix).getByRole('checkbox', { name: 'Delete Monitor › Orders' }));
    await events.click(within(matrix).getByRole('button', { name: 'Read on every area' }));
    await events.click(screen.getByRole('button', { name: 'Save role' }));
    await waitFor(() => expect(http.callsTo('/user/role')).toHaveLength(1));
    const sent = http.callsTo('/user/role')[0]?.input as { version: number; permissions: Record<string, unknown> };
    expect(sent.version).toBe(3);
    expect(sent.permissions.monitor).toMatchObject({ orders: '0101', worklist: '0100' });
    expect(sent.permissions.users).toBe('0100');
  });

  it('lists the task templates whose HUMAN tasks go to the role', async () => {
    const { http } = await renderUsers(
      `/users?tab=roles&role=${ORDERS_ROLE.roleId}`,
      [GRACE],
      [{ kind: 'taskTemplate', title: 'task template', name: 'Site survey', via: 'HUMAN group' }],
    );
    await screen.findByRole('table', { name: 'Permissions of Order viewers' }, { timeout: 20_000 });
    const panel = await screen.findByRole('region', { name: 'Where used' });
    expect(panel.textContent).toContain('the task template Site survey (HUMAN group)');
    const [call] = http.callsTo(referencesPath('role'));
    expect(new URLSearchParams(call?.path.split('?')[1]).get('name')).toBe('Order viewers');
  });

  it('shows the server message when the role cannot be deleted', async () => {
    const { events, http } = await renderUsers(`/users?tab=roles&role=${ORDERS_ROLE.roleId}`);
    http.fail('DELETE', /^\/user\/deleteRole\//, 'The role cannot be deleted: 2 users hold it.');
    await screen.findByRole('table', { name: 'Permissions of Order viewers' });
    await events.click(screen.getByRole('button', { name: 'Delete' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Delete Order viewers?' });
    await events.click(within(ask).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The role cannot be deleted: 2 users hold it.')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Order viewers/ })).toBeTruthy();
  });

  it('asks before leaving an unsaved role for another tab, keeping the edit on Stay', async () => {
    const { events } = await renderUsers(`/users?tab=roles&role=${ORDERS_ROLE.roleId}`);
    const matrix = await screen.findByRole('table', { name: 'Permissions of Order viewers' });
    await events.click(within(matrix).getByRole('checkbox', { name: 'Delete Monitor › Orders' }));
    await events.click(screen.getByRole('tab', { name: 'Users' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await events.click(within(ask).getByRole('button', { name: 'Stay' }));
    expect(window.location.search).toBe(`?tab=roles&role=${ORDERS_ROLE.roleId}`);
    expect(
      (within(matrix).getByRole('checkbox', { name: 'Delete Monitor › Orders' }) as HTMLInputElement).checked,
    ).toBe(true);

    await events.click(screen.getByRole('tab', { name: 'Users' }));
    await events.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(window.location.search).toBe(''));
  });

  it('switches tabs through the URL', async () => {
    const { events } = await renderUsers();
    await events.click(await screen.findByRole('tab', { name: 'Roles' }));
    expect(window.location.search).toBe('?tab=roles');
    expect(await screen.findByRole('button', { name: /Administrators/ })).toBeTruthy();
  });
});
