import { describe, expect, it, vi } from 'vitest';
import type { CommandContext } from '../../core/plugin/manifest.ts';
import { FakeHttpClient } from '../../tests/renderWorkspace.tsx';
import type { Item } from './contract.ts';
import { itemHref } from './inventoryLinks.ts';
import { searchItems } from './serialLookup.ts';

const item = (itemId: string, serial: string): Item => ({
  itemId,
  serial,
  iccid: null,
  mac: null,
  modelId: 'm1',
  modelName: 'HG8245H',
  type: 'ONT',
  state: 'RESERVED',
  locationId: 'l1',
  locationName: 'Harbour Road warehouse',
  accountId: null,
  orderId: 'o1',
  orderNumber: 'ORD-00000042',
  subscriber: null,
  transferId: null,
  reservedAt: '2026-11-01T00:00:00.000Z',
  version: 1,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  updatedBy: null,
});

function contextOver(http: FakeHttpClient) {
  const navigate = vi.fn();
  const ctx = { navigate, pathname: '/', get: () => http, openPalette: () => undefined } as CommandContext;
  return { ctx, navigate };
}

describe('the palette’s top-level search of stock items', () => {
  it('finds items by what is typed, the typed serial first, each opening its item', async () => {
    const http = new FakeHttpClient().respond('GET', '/device/items', {
      items: [item('i1', 'ONT-00012'), item('i2', 'ONT-000123')],
      nextCursor: null,
    });
    const { ctx, navigate } = contextOver(http);
    const found = await searchItems(' ont-00012 ', ctx, new AbortController().signal);
    expect(http.calls.map((call) => call.path)).toEqual(['/device/items?q=ont-00012&limit=5&sort=serial&order=asc']);
    expect(found.map(({ title, exact }) => ({ title, exact }))).toEqual([
      { title: 'ONT-00012', exact: true },
      { title: 'ONT-000123', exact: false },
    ]);
    expect(found[0]?.subtitle).toBe('HG8245H · RESERVED · Harbour Road warehouse · ORD-00000042');
    await found[0]?.run(ctx);
    expect(navigate).toHaveBeenCalledWith(itemHref('i1'));
  });

  it('asks nothing for words without a digit, which name no serial', async () => {
    const http = new FakeHttpClient();
    expect(await searchItems('router', contextOver(http).ctx, new AbortController().signal)).toEqual([]);
    expect(http.calls).toEqual([]);
  });
});
