import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stubViewportSize } from '../../../tests/support/gridDoubles.tsx';
import { adminUser, renderWorkspace } from '../../../tests/renderWorkspace.tsx';
import { uniformPermissionTree } from '../../../core/contract/permissionCatalogue.ts';
import { formatAuditTime } from '../auditFormat.ts';
import type { AuditEntry } from '../contract.ts';
import configurationLogsPlugin from '../index.ts';

const roleUpdate: AuditEntry = {
  id: '00000000-0000-4000-8000-000000000001',
  at: '2026-03-02T10:15:00.000Z',
  actorUsername: 'ada',
  entity: 'role',
  entityId: 'role-7',
  action: 'update',
  before: { name: 'Ops', permissions: { users: '0100' }, version: 1 },
  after: { name: 'Operations', permissions: { users: '1100' }, version: 1 },
  changedFields: ['name', 'permissions'],
};

const userCreate: AuditEntry = {
  id: '00000000-0000-4000-8000-000000000002',
  at: '2026-03-01T08:00:00.000Z',
  actorUsername: 'bob',
  entity: 'user',
  entityId: 'user-3',
  action: 'create',
  before: null,
  after: { username: 'carol' },
  changedFields: ['username'],
};

const keyEntered: AuditEntry = {
  id: '00000000-0000-4000-8000-000000000003',
  at: '2026-03-03T09:30:00.000Z',
  actorUsername: 'ada',
  entity: 'network element',
  entityId: 'element-9',
  action: 'update',
  before: { auth: { type: 'API_KEY', secret: { secret: 'set', setAt: '2026-02-01T08:00:00.000Z' } }, version: 3 },
  after: { auth: { type: 'API_KEY', secret: { secret: 'set', setAt: '2026-03-03T09:30:00.000Z' } }, version: 4 },
  changedFields: ['auth', 'version'],
};

async function renderLogs(path = '/configure/logs', items: AuditEntry[] = [roleUpdate, userCreate]) {
  return renderWorkspace({
    plugins: [configurationLogsPlugin],
    path,
    http: (http) =>
      http
        .respond('GET', '/audit/getAuditFilters', { entities: ['role', 'user'], actions: ['create', 'update'] })
        .respond('GET', '/audit/getAuditDetails', { items, nextCursor: null }),
  });
}

describe('Configuration Logs', { timeout: 20_000 }, () => {
  let restoreViewport: () => void;
  beforeEach(() => {
    restoreViewport = stubViewportSize();
  });
  afterEach(() => restoreViewport());

  it('lists who changed which entity how, and what changed', async () => {
    await renderLogs();
    const grid = await screen.findByRole('grid', { name: 'Configuration Logs' });
    const row = (await within(grid).findByText('role-7')).closest('[role="row"]') as HTMLElement;
    expect(row.textContent).toContain('ada');
    expect(row.textContent).toContain('Role');
    expect(row.textContent).toContain('Update');
    expect(row.textContent).toContain('name, permissions');
    expect(document.title).toBe('SDP - Configuration Logs');
  });

  it('passes the URL filters to the server', async () => {
    const rendered = await renderLogs('/configure/logs?configurationLogs.f.entity=role&configurationLogs.f.user=ad');
    await screen.findByText('role-7');
    const call = rendered.http.callsTo('/audit/getAuditDetails').at(-1);
    const query = new URLSearchParams(call?.path.split('?')[1]);
    expect(query.get('entity')).toBe('role');
    expect(query.get('user')).toBe('ad');
  });

  it('opens a side-by-side diff of the changed fields and closes it with Escape', async () => {
    const rendered = await renderLogs();
    await rendered.events.click(await screen.findByText('role-7'));
    const panel = await screen.findByRole('dialog', { name: 'Update role' });
    const changed = within(panel)
      .getAllByRole('row')
      .filter((row) => row.dataset.changed === 'true');
    expect(changed.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'namechanged',
      'permissions.userschanged',
    ]);
    expect(within(panel).getByText('Ops')).toBeTruthy();
    expect(within(panel).getByText('Operations')).toBeTruthy();
    const permissionsRow = within(panel)
      .getByRole('rowheader', { name: /^permissions\.users/ })
      .closest('tr') as HTMLElement;
    expect(within(permissionsRow).getByText('0100')).toBeTruthy();
    expect(within(permissionsRow).getByText('1100')).toBeTruthy();
    expect(within(panel).queryByText('version')).toBeNull();

    await rendered.events.click(within(panel).getByRole('checkbox', { name: 'Show unchanged fields' }));
    expect(within(panel).getByRole('rowheader', { name: 'version' })).toBeTruthy();

    await act(async () => {
      await rendered.events.keyboard('{Escape}');
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows a secret entered again as changed, with when it was entered before and now, never a value', async () => {
    const rendered = await renderLogs('/configure/logs', [keyEntered]);
    await rendered.events.click(await screen.findByText('element-9'));
    const panel = await screen.findByRole('dialog', { name: 'Update network element' });
    const row = within(panel)
      .getByRole('rowheader', { name: /^auth\.secret/ })
      .closest('tr') as HTMLElement;
    expect(row.dataset.changed).toBe('true');
    expect(within(row).getByText(`Secret: set, ${formatAuditTime('2026-02-01T08:00:00.000Z')}`)).toBeTruthy();
    expect(within(row).getByText(`Secret: changed, ${formatAuditTime('2026-03-03T09:30:00.000Z')}`)).toBeTruthy();
  });

  it('keeps the grid keys quiet behind the open diff panel', async () => {
    const rendered = await renderLogs();
    await rendered.events.click(await screen.findByText('role-7'));
    await screen.findByRole('dialog', { name: 'Update role' });
    const grid = screen.getByRole('grid', { name: 'Configuration Logs', hidden: true });
    const rowOf = (text: string) => within(grid).getByText(text).closest('[role="row"]') as HTMLElement;
    expect(rowOf('role-7').dataset.active).toBe('');
    act(() => (document.activeElement as HTMLElement | null)?.blur());
    await rendered.events.keyboard('jx');
    expect(rowOf('role-7').dataset.active).toBe('');
    expect(rowOf('user-3').dataset.active).toBeUndefined();
    expect(rowOf('user-3').getAttribute('aria-selected')).not.toBe('true');
  });

  it('is forbidden without configurationLogs:r and absent from the sidebar', async () => {
    const permissions = uniformPermissionTree('1111');
    permissions.configurationLogs = '0000';
    await renderWorkspace({
      plugins: [configurationLogsPlugin],
      path: '/configure/logs',
      user: adminUser({ permissions }),
    });
    expect(await screen.findByRole('heading', { name: 'You do not have access to this page' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Logs' })).toBeNull();
  });
});
