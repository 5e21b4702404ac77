import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { uniformPermissionTree } from '../../../core/contract/permissionCatalogue.ts';
import { adminUser, renderWorkspace } from '../../../tests/renderWorkspace.tsx';
import { stubViewportSize } from '../../../tests/support/gridDoubles.tsx';
import type { DeviceModel, Location, Requisition, Transfer } from '../contract.ts';
import inventoryPlugin from '../index.ts';

const META = {
  version: 1,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  updatedBy: null,
};

const location = (locationId: string, name: string, accountId: string | null = null): Location => ({
  locationId,
  name,
  type: 'WAREHOUSE',
  parentId: null,
  accountId,
  region: null,
  address: '',
  active: true,
  capacities: [],
  ...META,
});

const LOCATIONS = [location('loc-main', 'Main warehouse'), location('loc-north', 'North shop', 'ACC-NW-N')];

const MODEL: DeviceModel = {
  modelId: 'm-ont',
  name: 'Nokia G-010G-Q',
  manufacturer: 'Nokia',
  type: 'ONT',
  description: '',
  attributes: [],
  lowStock: [],
  enabled: true,
  ...META,
} as unknown as DeviceModel;

const requisition = (requisitionId: string, number: string): Requisition => ({
  requisitionId,
  number,
  state: 'REQUESTED',
  locationId: 'loc-north',
  locationName: 'North shop',
  accountId: null,
  lines: [{ modelId: 'm-ont', quantity: 2, modelName: 'Nokia G-010G-Q' }],
  note: '',
  requestedBy: 'alice',
  decidedBy: null,
  decidedAt: null,
  rejectionReason: null,
  transferId: null,
  ...META,
});

const DRAFT: Transfer = {
  transferId: 't-7',
  number: 'TR-000007',
  state: 'DRAFT',
  fromLocationId: 'loc-main',
  fromLocationName: 'Main warehouse',
  toLocationId: 'loc-north',
  toLocationName: 'North shop',
  accountId: null,
  requisitionId: 'r-1',
  lines: [{ modelId: 'm-ont', quantity: 2 }],
  items: [],
  discrepancies: 0,
  note: 'Fulfils REQ-0001',
  createdBy: 'admin',
  shippedAt: null,
  receivedAt: null,
  ...META,
};

// The first render loads the lazy inventory pages, slow on a busy machine.
const FIRST_RENDER = { timeout: 15_000 };

const page = <T,>(items: readonly T[]) => ({ items, nextCursor: null });

async function renderInventory(path: string, user = adminUser(), first = requisition('r-1', 'REQ-0001')) {
  const created = requisition('r-2', 'REQ-0002');
  return renderWorkspace({
    plugins: [inventoryPlugin],
    path,
    user,
    http: (http) =>
      http
        .respond('GET', '/api/location', page(LOCATIONS))
        .respond('GET', '/device/models', page([MODEL]))
        .respond('GET', '/device/requisitions', page([requisition('r-1', 'REQ-0001')]))
        .respond('GET', '/device/requisitions/r-1', first)
        .respond('GET', '/device/requisitions/r-2', created)
        .respond('POST', '/device/requisitions', created)
        .respond('GET', '/device/transfers', page([DRAFT]))
        .respond('GET', '/device/transfers/t-7', DRAFT)
        .respond('DELETE', '/device/transfers/t-7', null),
  });
}

describe('the requisition screen, a document page', { timeout: 30_000 }, () => {
  let restoreViewport: () => void;
  beforeEach(() => {
    restoreViewport = stubViewportSize();
  });
  afterEach(() => restoreViewport());

  it('creates from the toolbar, then opens the created document in the address and reloads the grid', async () => {
    const { http, events: user } = await renderInventory('/inventory/requisition');
    await screen.findByText('REQ-0001', {}, FIRST_RENDER);
    const listed = http.callsTo('/device/requisitions').filter((call) => call.method === 'GET').length;

    await user.click(screen.getByRole('button', { name: 'Request stock' }));
    const panel = await screen.findByRole('dialog', { name: 'Request stock' });
    expect(new URLSearchParams(window.location.search).get('new')).toBe('1');
    expect(within(panel).getByRole('group', { name: 'Models and quantities' })).toBeTruthy();
    await waitFor(() =>
      expect(within(panel).getByRole('combobox', { name: 'Model of line 1' })).toHaveProperty('value', 'm-ont'),
    );
    await user.click(within(panel).getByRole('button', { name: 'Request stock' }));

    await screen.findByRole('dialog', { name: 'Requisition REQ-0002' });
    const search = new URLSearchParams(window.location.search);
    expect(search.get('open')).toBe('r-2');
    expect(search.has('new')).toBe(false);
    expect(http.callsTo('/device/requisitions').filter((call) => call.method === 'POST')[0]?.input).toMatchObject({
      lines: [{ modelId: 'm-ont', quantity: 1 }],
    });
    await waitFor(() =>
      expect(http.callsTo('/device/requisitions').filter((call) => call.method === 'GET').length).toBeGreaterThan(
        listed,
      ),
    );
  });

  it('says why the server refused a new document, and lets it be sent again', async () => {
    const { http, events: user } = await renderInventory('/inventory/requisition?new=1');
    http.fail('POST', '/device/requisitions', 'North shop is inactive.');
    const panel = await screen.findByRole('dialog', { name: 'Request stock' }, FIRST_RENDER);
    await waitFor(() =>
      expect(within(panel).getByRole('combobox', { name: 'Model of line 1' })).toHaveProperty('value', 'm-ont'),
    );
    const send = within(panel).getByRole('button', { name: 'Request stock' });
    await user.click(send);
    expect((await within(panel).findByRole('alert')).textContent).toBe('North shop is inactive.');
    expect(send).toHaveProperty('disabled', false);
    expect(new URLSearchParams(window.location.search).get('new')).toBe('1');
  });

  it('opens a document from its row and closes its panel out of the address', async () => {
    const { events: user } = await renderInventory('/inventory/requisition');
    await user.click(await screen.findByText('REQ-0001', {}, FIRST_RENDER));
    const panel = await screen.findByRole('dialog', { name: 'Requisition REQ-0001' });
    expect(new URLSearchParams(window.location.search).get('open')).toBe('r-1');
    await user.click(within(panel).getByRole('button', { name: /close/i }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(new URLSearchParams(window.location.search).has('open')).toBe(false);
  });

  it('shows a requisition being fulfilled as approved with its transfer, and offers Fulfil once it is open again', async () => {
    const beingFulfilled = { ...requisition('r-1', 'REQ-0001'), state: 'APPROVED' as const, transferId: 't-7' };
    const { http, events: user } = await renderInventory(
      '/inventory/requisition?open=r-1',
      adminUser(),
      beingFulfilled,
    );
    const panel = await screen.findByRole('dialog', { name: 'Requisition REQ-0001' }, FIRST_RENDER);
    expect(within(panel).getByText('APPROVED')).toBeTruthy();
    expect(within(panel).getByText(/^Being fulfilled by a draft transfer/)).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Open the transfer' })).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Fulfil' })).toBeNull();
    await user.click(within(panel).getByRole('button', { name: /close/i }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    http.respond('GET', '/device/requisitions/r-1', { ...beingFulfilled, transferId: null, version: 3 });
    await user.click(await screen.findByText('REQ-0001'));
    const reopened = await screen.findByRole('dialog', { name: 'Requisition REQ-0001' });
    expect(await within(reopened).findByRole('button', { name: 'Fulfil' })).toBeTruthy();
    expect(within(reopened).queryByText(/^Being fulfilled/)).toBeNull();
  });

  it('offers no create button, and no create panel by address, without the create key', async () => {
    const readOnly = adminUser({ permissions: uniformPermissionTree('0100') });
    await renderInventory('/inventory/requisition?new=1', readOnly);
    await screen.findByText('REQ-0001', {}, FIRST_RENDER);
    expect(screen.queryByRole('button', { name: 'Request stock' })).toBeNull();
    expect(screen.queryByRole('dialog', { name: 'Request stock' })).toBeNull();
  });
});

describe('the locations screen', { timeout: 30_000 }, () => {
  it('names the partner account a location belongs to', async () => {
    const partnerInfo = [
      { accountId: 'ACC-NW-N', accountNumber: '100100', accountName: 'Northwind North', parentAccountId: null },
    ];
    const { events: user } = await renderInventory('/inventory/locations', adminUser({ partnerInfo }));
    await user.click(await screen.findByText('North shop', {}, FIRST_RENDER));
    const details = await screen.findByRole('region', { name: 'Location North shop' });
    expect(within(details).getByText('Northwind North')).toBeTruthy();
    expect(within(details).queryByText('ACC-NW-N')).toBeNull();
  });
});

describe('the transfer screen', { timeout: 30_000 }, () => {
  let restoreViewport: () => void;
  beforeEach(() => {
    restoreViewport = stubViewportSize();
  });
  afterEach(() => restoreViewport());

  const deletes = (http: Awaited<ReturnType<typeof renderInventory>>['http']) =>
    http.callsTo('/device/transfers/t-7').filter((call) => call.method === 'DELETE');

  it('deletes a draft only once the user confirms, and Cancel keeps it', async () => {
    const { http, events: user } = await renderInventory('/inventory/transfer?open=t-7');
    const panel = await screen.findByRole('dialog', { name: 'Transfer TR-000007' }, FIRST_RENDER);

    await user.click(within(panel).getByRole('button', { name: 'Delete draft' }));
    const asked = await screen.findByRole('alertdialog', { name: 'Delete draft transfer TR-000007?' });
    expect(asked.textContent).toContain('requisition it fulfils is approved again');
    await user.click(within(asked).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(deletes(http)).toEqual([]);
    expect(screen.getByRole('dialog', { name: 'Transfer TR-000007' })).toBeTruthy();

    await user.click(within(panel).getByRole('button', { name: 'Delete draft' }));
    const again = await screen.findByRole('alertdialog', { name: 'Delete draft transfer TR-000007?' });
    await user.click(within(again).getByRole('button', { name: 'Delete draft' }));
    await waitFor(() => expect(deletes(http)).toHaveLength(1));
    expect(deletes(http)[0]?.path).toContain('version=1');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Transfer TR-000007' })).toBeNull());
  });
});
