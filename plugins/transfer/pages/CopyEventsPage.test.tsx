import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stubViewportSize } from '../../../tests/support/gridDoubles.tsx';
import { adminUser, renderWorkspace } from '../../../tests/renderWorkspace.tsx';
import type { CopyEvent } from '../contract.ts';
import transferPlugin from '../index.ts';
import { COPY_EVENT_RESOURCE, TRANSFER_PATH } from '../paths.ts';

const EVENT: CopyEvent = {
  eventId: '00000000-0000-4000-8000-000000000001',
  createdAt: '2026-11-01T10:00:00.000Z',
  actor: 'admin',
  direction: 'OUT',
  sourceTenantId: 'aurora',
  targetTenantId: 'borealis',
  family: 'workflow',
  result: 'APPLIED',
  message: '2 items copied from aurora to borealis.',
  items: [
    { kind: 'service', name: 'fibre-broadband', targetName: 'fibre-broadband', action: 'create' },
    { kind: 'form', name: 'Fibre order', targetName: 'Fibre order (Aurora)', action: 'create' },
  ],
};

function renderEvents(copyConfiguration: boolean) {
  return renderWorkspace({
    plugins: [transferPlugin],
    path: TRANSFER_PATH,
    user: adminUser({ copyConfiguration }),
    http: (http) => http.respond('GET', COPY_EVENT_RESOURCE.paths.list, { items: [EVENT], nextCursor: null }),
  });
}

describe('Transfer screen', { timeout: 30_000 }, () => {
  let restoreViewport: () => void;
  beforeEach(() => {
    restoreViewport = stubViewportSize();
  });
  afterEach(() => restoreViewport());

  it('lists the copy events, each opening the items it copied', async () => {
    renderEvents(true);
    const grid = await screen.findByRole('grid', { name: 'Copy events' });
    await waitFor(() => expect(within(grid).getByText('2 items copied from aurora to borealis.')).toBeTruthy());
    await userEvent.click(within(grid).getByText('2 items copied from aurora to borealis.'));
    const panel = await screen.findByRole('dialog', { name: /Workflows: aurora → borealis/ });
    const items = within(panel).getByRole('table', { name: 'Items of the copy' });
    expect(within(items).getByText('Fibre order (Aurora)')).toBeTruthy();
  });

  it('is forbidden without configuration copy', async () => {
    renderEvents(false);
    await waitFor(() => expect(screen.queryByRole('grid', { name: 'Copy events' })).toBeNull());
    expect(await screen.findByText('You do not have access to this page')).toBeTruthy();
  });
});
