import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stubViewportSize } from '../../../tests/support/gridDoubles.tsx';
import { adminUser, renderWorkspace } from '../../../tests/renderWorkspace.tsx';
import type { __Pascal__ } from '../contract.ts';
import __id__Plugin from '../index.ts';
import { __CONST___PATH, __CONST___RESOURCE } from '../paths.ts';

const SAMPLE: __Pascal__ = {
  __entity__Id: '00000000-0000-4000-8000-000000000001',
  name: 'Sample __title__',
  description: 'From the fake server',
  enabled: true,
  version: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  updatedBy: null,
};

function render__Pascals__(path = __CONST___PATH, flags = '1111') {
  return renderWorkspace({
    plugins: [__id__Plugin],
    path,
    user: adminUser({ permissions: __permissionTree__ }),
    http: (http) =>
      http
        .respond('GET', __CONST___RESOURCE.paths.list, { items: [SAMPLE], nextCursor: null })
        .respond('POST', __CONST___RESOURCE.paths.create ?? '', (_url: URL, input: unknown) => ({
          ...SAMPLE,
          ...(input as object),
          __entity__Id: '00000000-0000-4000-8000-000000000002',
        })),
  });
}

describe('__Titles__ screen', { timeout: 30_000 }, () => {
  let restoreViewport: () => void;
  beforeEach(() => {
    restoreViewport = stubViewportSize();
  });
  afterEach(() => restoreViewport());

  it('lists the __titles__ under its heading and title', async () => {
    await render__Pascals__();
    expect(await screen.findByRole('heading', { name: '__Titles__', level: 1 })).toBeTruthy();
    const grid = await screen.findByRole('grid', { name: '__Titles__' });
    expect(await within(grid).findByText('Sample __title__')).toBeTruthy();
    expect(document.title).toBe('SDP - __Titles__');
  });

  it('creates one from the side panel', async () => {
    const { events, http } = await render__Pascals__(`${__CONST___PATH}?new=1`);
    const panel = await screen.findByRole('dialog', { name: 'Create __title__' });
    await events.type(within(panel).getByLabelText('Name'), 'Another __title__');
    await events.click(within(panel).getByRole('button', { name: 'Create __title__' }));
    const posts = () => http.callsTo(__CONST___RESOURCE.paths.create ?? '').filter((call) => call.method === 'POST');
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]?.input).toEqual({
      name: 'Another __title__',
      description: '',
    });
  });

  it('offers no create to a user who may only read', async () => {
    await render__Pascals__(__CONST___PATH, '0100');
    await within(await screen.findByRole('grid', { name: '__Titles__' })).findByText('Sample __title__');
    expect(screen.queryByRole('button', { name: 'Create __title__' })).toBeNull();
  });
});
